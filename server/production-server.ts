/**
 * `npm run serve -- --port P --config FILE` (entry: serve.ts): the production server, from the
 * build (docs/design.md section 11). The client's files and server-rendered
 * pages, no mock. PORT is the default port, dist/client/config.json the
 * default config.
 */
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { createHangarApp } from './app.ts';
import { StartupError, configAt, readServerConfig } from './config.ts';
import { listen, stopOnSignals } from './listen.ts';
import { apiFetch } from './api-fetch.ts';
import { readClientManifest } from './render.tsx';
import { serverRenderer } from './render-pool.ts';
import { pageRenderer, renderAdmission } from './page-cache.ts';
import { startCatalogue } from './catalogue/serve.ts';
import { DEFAULT_CATALOGUE } from './catalogue/cli.ts';
import { badWorkers, isSupervisor, parseWorkers, superviseWorkers, workerIndex } from './workers.ts';

const HELP = `Hangar production server

Usage: npm run serve -- [--port N] [--config FILE] [--host HOST] [--trust-proxy]
                        [--catalogue TARGET] [--harvest-every HOURS] [--workers N|auto]

  --port N        port to listen on (default: PORT, else 4173)
  --config FILE   the runtime config (default dist/client/config.json); README, "Deploying"
  --host HOST     address to bind (default: every address)
  --trust-proxy   believe X-Forwarded-Proto/-Host from the proxy or CDN in front
  --no-page-cache render every page afresh (by default a page is kept 10 s in memory, 32 MB at most)
  --catalogue TARGET     the catalogue for search, objects by id and sitemaps: a file (default ${DEFAULT_CATALOGUE}
                         when it exists) or a postgres:// URL shared by every instance; a newly harvested one
                         is picked up without a restart
  --harvest-every HOURS  harvest the catalogue in this process now (when there is none) and every HOURS
  --workers N|auto       N server processes on the one port (auto: one per core; default 1); each renders
                         on its own core, the first alone harvests
  --search-threads N     threads each server process searches the catalogue on, off its request loop
                         (default: one per core but one, 1 or 2; 0 searches on the request loop)
  --render-threads N     threads each server process renders pages on, off its request loop
                         (default: one per core but one, at least 1; 0 renders on the request loop)
  --help          this text
`;

function fail(message: string, code = 1): never {
  console.error(`hangar: ${message}`);
  process.exit(code);
}

function parsePort(raw: string, from: string): number {
  const port = Number(raw);
  if (!/^\d+$/.test(raw) || port > 65535) fail(`${from} must be a port number from 0 to 65535 (got "${raw}").`, 2);
  return port;
}

/** A thread count flag: absent (the default), or 0 to 64. */
function threadCount(raw: string | undefined, flag: string): number | undefined {
  if (raw === undefined) return undefined;
  if (!/^\d{1,2}$/.test(raw) || Number(raw) > 64) fail(`${flag} must be a number from 0 to 64 (got "${raw}").`, 2);
  return Number(raw);
}

export async function runProductionServer(clientDir: string, argv: string[]): Promise<void> {
  let values;
  try {
    ({ values } = parseArgs({
      args: argv,
      options: {
        port: { type: 'string' },
        config: { type: 'string' },
        host: { type: 'string' },
        'trust-proxy': { type: 'boolean' },
        'no-page-cache': { type: 'boolean' },
        catalogue: { type: 'string' },
        'harvest-every': { type: 'string' },
        workers: { type: 'string' },
        'search-threads': { type: 'string' },
        'render-threads': { type: 'string' },
        help: { type: 'boolean' },
      },
      strict: true,
    }));
  } catch (error) {
    fail(`${(error as Error).message}\n\n${HELP}`, 2);
  }
  if (values.help) {
    console.log(HELP);
    process.exit(0);
  }

  const port = values.port !== undefined ? parsePort(values.port, '--port') : process.env.PORT ? parsePort(process.env.PORT, 'PORT') : 4173;
  const configPath = resolve(values.config ?? join(clientDir, 'config.json'));
  const log = (line: string) => process.stdout.write(`${line}\n`);
  const harvestEvery = values['harvest-every'];
  const hours = harvestEvery === undefined ? undefined : Number(harvestEvery);
  if (hours !== undefined && (!Number.isFinite(hours) || hours <= 0 || hours > 24 * 365)) {
    fail(`--harvest-every must be a number of hours above 0 (got "${harvestEvery}").`, 2);
  }
  const catalogueTarget = values.catalogue ?? (existsSync(DEFAULT_CATALOGUE) || hours !== undefined ? DEFAULT_CATALOGUE : undefined);
  const searchThreads = threadCount(values['search-threads'], '--search-threads');
  const renderThreads = threadCount(values['render-threads'], '--render-threads');
  const workers = parseWorkers(values.workers);
  if (workers === null) fail(badWorkers(values.workers), 2);
  if (isSupervisor(workers)) {
    // A config that cannot start a server is said once, here, rather than by every worker.
    try {
      readServerConfig(configPath);
    } catch (error) {
      fail(error instanceof StartupError ? error.message : `could not start: ${(error as Error).message}`);
    }
    superviseWorkers({ count: workers, log });
    return;
  }

  try {
    const serverConfig = readServerConfig(configPath);
    const { json, config } = serverConfig;
    const started = catalogueTarget
      ? // Every worker serves the catalogue and picks up a new one; only the first harvests it.
        await startCatalogue({
          target: catalogueTarget,
          configPath,
          harvestEveryHours: workerIndex() === 0 ? hours : undefined,
          log,
          ...(searchThreads !== undefined ? { searchThreads } : {}),
        })
      : undefined;
    const catalogue = started?.handle;
    const renderer = await serverRenderer(readClientManifest(clientDir), {
      ...(renderThreads !== undefined ? { threads: renderThreads } : {}),
      log,
    });
    const renders = renderAdmission(renderer.threads);
    const hangar = createHangarApp({
      clientDir,
      configFor: (origin) => ({ json, config: configAt(serverConfig, origin) }),
      render: pageRenderer(renderer.render, !values['no-page-cache'], renders),
      renders,
      fetch: apiFetch(fetch),
      trustProxy: values['trust-proxy'] ?? false,
      ...(catalogue ? { catalogue } : {}),
      ...(started?.pool ? { searchPool: started.pool } : {}),
      log,
    });
    const listening = await listen(hangar, port, values.host);
    stopOnSignals(listening, log);
    log(
      JSON.stringify({
        time: new Date().toISOString(),
        event: 'listening',
        url: listening.url,
        config: configPath,
        api: config.apiBaseUrl,
        catalogue: catalogue?.target ?? null,
      }),
    );
    console.error(`Hangar listening on ${listening.url} (API ${config.apiBaseUrl})`);
  } catch (error) {
    fail(error instanceof StartupError ? error.message : `could not start: ${(error as Error).message}`);
  }
}

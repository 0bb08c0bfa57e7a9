/**
 * `npm start` (entry: demo.ts): Hangar's server with the mock API and its demo data mounted on
 * the same port (docs/design.md section 11): one command, nothing else to run.
 * Takes the mock's flags (`npm run mock -- --help`) besides --port and --host.
 */
import { LRUCache } from 'lru-cache';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { buildConfig } from '../mock/config.ts';
import { createMock } from '../mock/handle.ts';
import { mockMiddleware } from '../mock/middleware.ts';
import { MOCK_FLAGS, mockOptionsFrom, number } from '../mock/flags.ts';
import { createHangarApp, type DevServer, type RenderPage } from './app.ts';
import { StartupError, parseServerConfig } from './config.ts';
import { listen, stopOnSignals } from './listen.ts';
import { badWorkers, isSupervisor, parseWorkers, superviseWorkers } from './workers.ts';
import { readClientManifest } from './render.tsx';
import { serverRenderer } from './render-pool.ts';
import { pageRenderer, renderAdmission } from './page-cache.ts';
import { startDemoCatalogue } from './catalogue/demo.ts';

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The demo config with an overlay's fields over it, objects merged field by field (so
 * `{"kiosk": {"enabled": true}}` keeps the demo's other kiosk settings), anything else replaced.
 */
export function overlayConfig(base: Json, overlay: Json): Json {
  const merged: Json = { ...base };
  for (const [key, value] of Object.entries(overlay)) {
    const under = merged[key];
    merged[key] = isObject(under) && isObject(value) ? overlayConfig(under, value) : value;
  }
  return merged;
}

function readOverlay(file: string): Json {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    throw new StartupError(`The config overlay ${file} cannot be read.`);
  }
  let overlay: unknown;
  try {
    overlay = JSON.parse(text);
  } catch (error) {
    throw new StartupError(`The config overlay ${file} is not JSON: ${(error as Error).message}`);
  }
  if (!isObject(overlay)) throw new StartupError(`The config overlay ${file} must be a JSON object (fields of config.json).`);
  return overlay;
}

/** `npm run dev` (scripts/dev.ts): the sources through Vite, rendered by the renderer of the moment. */
export interface DevOptions {
  devServer: DevServer;
  render: RenderPage;
}

/**
 * `clientDir`: the client build beside the server's (dist/client), unless --static names another;
 * under `dev`, the project's public/ (robots.txt), the sources coming through Vite.
 */
export async function startDemo(argv: string[], clientDir: string, dev?: DevOptions) {
  const { values } = parseArgs({
    args: argv,
    options: {
      ...MOCK_FLAGS,
      port: { type: 'string' },
      host: { type: 'string' },
      quiet: { type: 'boolean' },
      // Every page rendered afresh: what the server's own rendering holds under load (the bench).
      'no-page-cache': { type: 'boolean' },
      // Another client build served as plain files, pages unrendered: the benches' bare-libraries page.
      static: { type: 'string' },
      // A JSON file of config.json fields laid over the generated demo config (kiosk settings...).
      'config-overlay': { type: 'string' },
      // No catalogue (no search, objects by id or sitemap): the server as a static host's would be.
      'no-catalogue': { type: 'boolean' },
      // Several server processes on the port (server/workers.ts), each with its own mock: for load
      // tests only, since a shoebox change made through one worker's mock is not seen by the others.
      workers: { type: 'string' },
    },
    strict: true,
  });
  const overlayFile = values['config-overlay'];
  const overlay = overlayFile ? readOverlay(resolve(overlayFile)) : {};
  const configSource = overlayFile ? `${overlayFile} (over the demo config)` : 'the demo config';
  const mockOptions = mockOptionsFrom(values);
  const mock = createMock(mockOptions);
  // Asked for twice on every page (kiosk check, render) and built from the whole dataset's
  // directory: kept per origin. The origin comes from the Host header, which anyone can set, so
  // only a few are kept, the least recently asked for out first.
  const configs = new LRUCache<string, ReturnType<typeof parseServerConfig>>({
    max: 16,
    memoMethod: (origin) =>
      parseServerConfig(JSON.stringify(overlayConfig(buildConfig(mock.dataset, origin), overlay), null, 2), configSource),
  });
  const configFor = (origin: string) => configs.memo(origin);
  // A wrong overlay stops the start with its reason, not the first page.
  configFor('http://localhost');
  const log = values.quiet ? undefined : (line: string) => process.stdout.write(`${line}\n`);
  // Search works out of the box: the demo's catalogue, harvested from a mock of the same data.
  const catalogue = values['no-catalogue'] ? undefined : await startDemoCatalogue(mockOptions, log ?? (() => undefined));
  // Pages render on threads of their own in the build (render-pool.ts), as in production.
  const renderer = dev || values.static ? undefined : await serverRenderer(readClientManifest(clientDir), log ? { log } : {});
  const renders = renderAdmission(renderer?.threads ?? 0);
  const hangar = createHangarApp({
    clientDir: values.static ? resolve(values.static) : clientDir,
    ...(dev
      ? { devServer: dev.devServer, render: dev.render }
      : renderer
        ? { render: pageRenderer(renderer.render, !values['no-page-cache'], renders), renders }
        : {}),
    // The mock's config names the address the visitor used, as its image URLs do.
    configFor,
    // The server's own API calls go to the mock in-process, without a round trip through the network.
    fetch: (input, init) => mock.handle(new Request(input, init)),
    api: mockMiddleware(mock, { withoutConfig: true }),
    ...(catalogue ? { catalogue: catalogue.handle, searchPool: catalogue.pool } : {}),
    ...(log ? { log } : {}),
  });
  const port = number('port', values.port ?? process.env.PORT, 0, 65535) ?? 4173;
  return {
    listening: await listen(hangar, port, values.host ?? '127.0.0.1'),
    log: log ?? (() => undefined),
    scale: values.scale,
    catalogue: catalogue?.handle,
  };
}

/** The command line: start, say where, stop on SIGTERM/SIGINT; a startup problem is one clear line. */
export async function main(argv: string[], clientDir: string): Promise<void> {
  const raw = parseArgs({ args: argv, options: { workers: { type: 'string' } }, strict: false }).values.workers;
  const given = typeof raw === 'string' ? raw : undefined;
  const workers = parseWorkers(given);
  if (workers === null) {
    console.error(`hangar: ${badWorkers(given)}`);
    process.exit(2);
  }
  if (isSupervisor(workers)) return superviseWorkers({ count: workers, log: (line) => console.log(line) });
  try {
    const started = Date.now();
    const { listening, log, scale } = await startDemo(argv, clientDir);
    stopOnSignals(listening, log);
    console.log(`Hangar (app + mock API, ${scale ?? 'demo'} data) listening on ${listening.url}  (ready in ${Date.now() - started} ms)`);
  } catch (error) {
    console.error(`hangar: ${error instanceof StartupError ? error.message : (error as Error).message}`);
    process.exit(error instanceof StartupError ? 1 : 2);
  }
}

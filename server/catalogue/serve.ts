/**
 * The catalogue of `npm run serve`: opened read-only from TARGET, and with --harvest-every
 * harvested by this process, on a thread of its own (harvest-thread.ts), now when there is no
 * catalogue yet and then every HOURS (one machine; with several, one harvester and a shared
 * target). A failed harvest is a log line: the catalogue in place goes on being served.
 */
import { resolve } from 'node:path';
import { StartupError } from '../config.ts';
import { readHarvestConfig } from './config.ts';
import { redactTarget, UnsupportedTargetError } from './engine.ts';
import { engineFor } from './engines.ts';
import { harvestInThread } from './harvest-thread.ts';
import { openCatalogue, type CatalogueHandle } from './handle.ts';
import { pooledEngine, type SearchPool } from './search-pool.ts';

export interface CatalogueStart {
  target: string;
  configPath: string;
  harvestEveryHours: number | undefined;
  log: (line: string) => void;
  /** Threads that search (search-pool.ts); 0 searches on the request loop (tests, tools). Default: one per core but one. */
  searchThreads?: number;
}

export interface StartedCatalogue {
  handle: CatalogueHandle;
  /** The search threads' queue and shed counts, for /healthz (absent when searches run in process). */
  pool?: SearchPool;
}

export async function startCatalogue(options: CatalogueStart): Promise<StartedCatalogue> {
  const isUrl = /^[a-z][a-z0-9+.-]*:\/\//i.test(options.target);
  const target = isUrl ? options.target : resolve(options.target);
  let engine;
  try {
    engine = await engineFor(target);
  } catch (error) {
    throw new StartupError(
      error instanceof UnsupportedTargetError
        ? error.message
        : `The catalogue ${redactTarget(options.target)}: ${(error as Error).message}`,
    );
  }
  const pooled =
    options.searchThreads === 0 ? undefined : pooledEngine(engine, target, { threads: options.searchThreads, log: options.log });
  const handle = await openCatalogue(pooled ?? engine, { log: options.log });
  const started = { handle, ...(pooled ? { pool: pooled.pool } : {}) };
  // A database that cannot be reached at start is not a missing catalogue: the handle says so and keeps looking.
  const exists = () => engine.exists().catch(() => true);
  const hours = options.harvestEveryHours;
  if (hours === undefined) {
    if (!(await exists()))
      options.log(JSON.stringify({ time: new Date().toISOString(), event: 'catalogue-missing', target: engine.target }));
    return started;
  }
  try {
    // A config that cannot be harvested stops the start with its reason (the thread reads it again each time).
    readHarvestConfig(options.configPath);
  } catch (error) {
    throw new StartupError((error as Error).message);
  }
  let running = false;
  const run = async () => {
    if (running) return;
    running = true;
    const line = (event: string, fields: Record<string, unknown>) =>
      options.log(JSON.stringify({ time: new Date().toISOString(), event, target: engine.target, ...fields }));
    try {
      const result = await harvestInThread({ target, configPath: options.configPath });
      line('catalogue-harvested', { ms: result.ms, written: result.commit.written, counts: result.counts, thread: result.threadId });
    } catch (error) {
      line('catalogue-harvest-failed', { reason: (error as Error).message });
    } finally {
      running = false;
    }
  };
  if (!(await exists())) void run();
  setInterval(() => void run(), hours * 3_600_000).unref();
  return started;
}

/**
 * Runs a harvest on a thread of its own (harvest-worker.ts), for a server that harvests while it
 * serves (`npm run serve --harvest-every`, `npm start`'s demo): the serving loop only waits for the
 * outcome. `npm run catalogue` harvests on its main thread, where nothing else waits.
 */
import type { MockOptions } from '../../mock/handle.ts';
import { startWorker } from '../worker-entry.ts';
import type { HarvestResult } from './harvest.ts';

export interface HarvestJob {
  /** The catalogue to write: a file path or a postgres:// URL. */
  target: string;
  /** The runtime config whose directory is harvested (README, "Deploying"). */
  configPath?: string;
  /** Or the demo's own mock, built from its seed and scale in the thread. */
  demo?: { seed?: number; scale: NonNullable<MockOptions['scale']>; mediaOrigin: string };
}

export type HarvestOutcome = { ok: true; result: HarvestResult; threadId: number } | { ok: false; message: string };

/** The harvest's result, and the thread it ran on; rejects with the harvest's reason. */
export function harvestInThread(job: HarvestJob): Promise<HarvestResult & { threadId: number }> {
  return new Promise((resolve, reject) => {
    const worker = startWorker('catalogue/harvest-worker.ts', 'harvest-worker', { workerData: job });
    let settled = false;
    worker.once('message', (outcome: HarvestOutcome) => {
      settled = true;
      if (outcome.ok) resolve({ ...outcome.result, threadId: outcome.threadId });
      else reject(new Error(outcome.message));
      void worker.terminate();
    });
    worker.once('error', (error) => {
      settled = true;
      reject(error);
    });
    worker.once('exit', (code) => {
      if (!settled) reject(new Error(`The harvest's thread ended (code ${code}) before it said how the harvest went.`));
    });
  });
}

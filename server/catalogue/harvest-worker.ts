/**
 * A harvest on a thread of its own (harvest-thread.ts starts it): writing a generation is
 * synchronous SQLite work in batches, and at a million objects its last steps (the indexes, the
 * full-text index's merge, the integrity check) take seconds at a time, which on the request loop
 * would stall every visitor of the server that harvests.
 */
import { parentPort, threadId, workerData } from 'node:worker_threads';
import { buildConfig } from '../../mock/config.ts';
import { createMock } from '../../mock/handle.ts';
import { parseHarvestConfig, readHarvestConfig } from './config.ts';
import { engineFor } from './engines.ts';
import { harvest } from './harvest.ts';
import type { HarvestJob, HarvestOutcome } from './harvest-thread.ts';

const job = workerData as HarvestJob;
const post = (outcome: HarvestOutcome) => parentPort!.postMessage(outcome);

try {
  const engine = await engineFor(job.target);
  try {
    let fetchFrom: typeof fetch | undefined;
    let config;
    if (job.demo) {
      // The demo's mock, built again from its seed and scale in this thread (the same data).
      const source = createMock({ ...(job.demo.seed !== undefined ? { seed: job.demo.seed } : {}), scale: job.demo.scale });
      config = parseHarvestConfig(JSON.stringify(buildConfig(source.dataset, job.demo.mediaOrigin)), 'the demo config');
      fetchFrom = (input, init) => source.handle(new Request(input, init));
    } else config = readHarvestConfig(job.configPath!);
    const result = await harvest({ config, engine, ...(fetchFrom ? { fetch: fetchFrom } : {}) });
    post({ ok: true, result, threadId });
  } finally {
    await engine.close();
  }
} catch (error) {
  post({ ok: false, message: (error as Error)?.message ?? String(error) });
}

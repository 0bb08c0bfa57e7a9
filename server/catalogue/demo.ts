/**
 * The demo's catalogue (`npm start`): harvested at start from a mock of the same seed and scale,
 * on a thread of its own and without the faults or latency the served mock may be given, into a file of its
 * own that goes when the process does. The demo scale takes a second or two and is served from
 * the first request; the large and huge scales' harvests run in the background while the server answers
 * without search (the handle picks the file up when it appears).
 */
import type { MockOptions } from '../../mock/handle.ts';
import { harvestInThread } from './harvest-thread.ts';
import type { HarvestResult } from './harvest.ts';
import { openCatalogue, type CatalogueHandle } from './handle.ts';
import { pooledEngine, type SearchPool } from './search-pool.ts';
import { sqliteEngine } from './sqlite.ts';
import { ownedTempPath, sweepLeftovers } from '../temp-files.ts';

const DEMO_CATALOGUE_PREFIX = 'hangar-demo-catalogue';

/** The media origin the demo harvests with: each request's own origin replaces it. */
export const DEMO_MEDIA_ORIGIN = 'http://catalogue.invalid';

export interface DemoCatalogue {
  handle: CatalogueHandle;
  /** The search threads (the demo searches as the production server does, off the request loop). */
  pool: SearchPool;
  /** Settles when the harvest is done (the catalogue is served from then on). */
  ready: Promise<HarvestResult>;
}

export async function startDemoCatalogue(
  mockOptions: Pick<MockOptions, 'seed' | 'scale'>,
  log: (line: string) => void,
  { background = mockOptions.scale !== undefined && mockOptions.scale !== 'demo' }: { background?: boolean } = {},
): Promise<DemoCatalogue> {
  // Gone with the process: at exit, or, after a hard stop, when the next demo starts.
  sweepLeftovers(DEMO_CATALOGUE_PREFIX);
  const file = ownedTempPath(DEMO_CATALOGUE_PREFIX, '.sqlite');
  const engine = pooledEngine(sqliteEngine(file), file, { log });
  // On a thread of its own: the large scale's harvest would otherwise hold the request loop while it writes.
  const ready = harvestInThread({
    target: file,
    demo: {
      ...(mockOptions.seed !== undefined ? { seed: mockOptions.seed } : {}),
      scale: mockOptions.scale ?? 'demo',
      mediaOrigin: DEMO_MEDIA_ORIGIN,
    },
  });
  const handle = () => openCatalogue(engine, { mediaOrigin: DEMO_MEDIA_ORIGIN, log });
  if (background) {
    const opened = await handle();
    ready.then(
      (result) =>
        log(JSON.stringify({ time: new Date().toISOString(), event: 'catalogue-harvested', ms: result.ms, counts: result.counts })),
      (error: Error) => log(JSON.stringify({ time: new Date().toISOString(), event: 'catalogue-failed', reason: error.message })),
    );
    return { handle: opened, pool: engine.pool, ready };
  }
  await ready;
  return { handle: await handle(), pool: engine.pool, ready };
}

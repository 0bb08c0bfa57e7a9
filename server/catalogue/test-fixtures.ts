/** The demo data harvested from an in-process mock, for the catalogue's tests. */
import { join } from 'node:path';
import { buildConfig } from '../../mock/config.ts';
import { createMock, type Mock, type MockOptions } from '../../mock/handle.ts';
import { parseHarvestConfig } from './config.ts';
import type { CatalogueEngine, CatalogueReader, SearchParams } from './engine.ts';
import type { CatalogueHandle } from './handle.ts';
import { ownedTempDir, sweepLeftovers } from '../temp-files.ts';
import { harvest, type HarvestOptions, type HarvestResult } from './harvest.ts';

export const MEDIA_ORIGIN = 'http://catalogue.test';
const TEST_PREFIX = 'hangar-catalogue-test';

/** A search with no words and no filters, by relevance, first page of 20: tests and benches spread their own fields over it. */
export const BASE_SEARCH: SearchParams = {
  q: '',
  kinds: [],
  collection: null,
  category: null,
  decade: null,
  images: false,
  sort: 'relevance',
  page: 1,
  perPage: 20,
};

/** A path in a new folder of this process's, removed when it exits (or by the next run, if it was killed). */
export function tempTarget(name = 'catalogue.sqlite'): string {
  sweepLeftovers(TEST_PREFIX);
  return join(ownedTempDir(TEST_PREFIX), name);
}

export function mockSource(options: MockOptions = {}): { mock: Mock; fetch: typeof fetch; config: HarvestOptions['config'] } {
  const mock = createMock(options);
  const config = parseHarvestConfig(JSON.stringify(buildConfig(mock.dataset, MEDIA_ORIGIN)), 'the mock');
  return { mock, config, fetch: (input, init) => mock.handle(new Request(input, init)) };
}

export function harvestMock(engine: CatalogueEngine, source = mockSource(), options: Partial<HarvestOptions> = {}): Promise<HarvestResult> {
  return harvest({ config: source.config, engine, fetch: source.fetch, backoffScale: 0.002, timeoutMs: 2_000, ...options });
}

/** A mock fault rule, as `POST /__mock/faults` takes it (the mock needs `control: true`). */
export async function addFault(mock: Mock, rule: Record<string, unknown>): Promise<void> {
  const response = await mock.handle(new Request(`${MEDIA_ORIGIN}/__mock/faults`, { method: 'POST', body: JSON.stringify(rule) }));
  if (!response.ok) throw new Error(`fault rule refused: ${await response.text()}`);
}

/** The handle's catalogue once it is the one harvested at `harvestedAt` (a new generation opens beside the old one). */
export async function untilHarvested(handle: CatalogueHandle, harvestedAt: string, timeoutMs = 10_000): Promise<CatalogueReader> {
  const started = Date.now();
  for (;;) {
    const reader = await handle.current();
    if (reader?.harvestedAt === harvestedAt) return reader;
    if (Date.now() - started > timeoutMs) throw new Error(`still ${reader?.harvestedAt ?? 'no catalogue'}, not ${harvestedAt}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

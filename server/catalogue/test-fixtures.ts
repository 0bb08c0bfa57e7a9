/** The demo data harvested from an in-process mock, for the catalogue's tests. */
import { join } from 'node:path';
import { buildConfig } from '../../mock/config.ts';
import { createMock, type Mock, type MockOptions } from '../../mock/handle.ts';
import { parseHarvestConfig } from './config.ts';
import { KINDS, type CatalogueEngine, type CatalogueReader, type Kind, type SearchParams } from './engine.ts';
import type { CatalogueHandle } from './handle.ts';
import { ownedTempDir, sweepLeftovers } from '../temp-files.ts';
import { harvest, type HarvestOptions, type HarvestResult } from './harvest.ts';
import { SearchCore, columnsBuilder, nameKey, type EngineQueries, type ShownRow } from './search-core.ts';

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

// What test processes killed before their exit left (a worker stopped hard), once per process.
sweepLeftovers(TEST_PREFIX);

/** A path in a new folder of this process's, removed when it exits (or by the next run, if it was killed). */
export function tempTarget(name = 'catalogue.sqlite'): string {
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

/**
 * What of the mock's data the catalogue lacks or holds too many of: every object of every
 * collection by its exact id (ids above 2^53 compared as text), and the count of each other kind.
 * Empty when the harvest is complete. Used by the engine contract and by the catalogue bench on
 * the large demo.
 */
export async function incompleteness(reader: CatalogueReader, dataset: Mock['dataset']): Promise<string[]> {
  const byKind = new Map<Kind, Set<string>>(KINDS.map((kind) => [kind, new Set<string>()]));
  for (let offset = 0; offset < reader.size; offset += 1_000) {
    for (const entry of await reader.listForSitemap(offset, 1_000)) byKind.get(entry.kind)!.add(entry.id);
  }
  const problems: string[] = [];
  const objects = byKind.get('object')!;
  let expectedObjects = 0;
  for (const collection of dataset.collections) {
    for (let index = 0; index < collection.count; index += 1) {
      const id = String(collection.objectIdBase + BigInt(index));
      expectedObjects += 1;
      if (!objects.has(id) && problems.length < 10) problems.push(`object ${id} of ${collection.name} is missing`);
    }
  }
  const categories = [...dataset.categoryById.values()];
  const terminals = [...dataset.terminals.values()];
  const gates = new Set(
    [...dataset.boardingAreas.values(), ...dataset.buildings.values()].flatMap((node) =>
      node.children.map((gate) => String(gate['wof:id'])),
    ),
  );
  const expected: Record<Kind, number> = {
    object: expectedObjects,
    category: categories.length,
    subcategory: categories.reduce((sum, category) => sum + category.subcategories.length, 0),
    gallery: terminals.reduce((sum, terminal) => sum + terminal.galleries.length, 0),
    exhibition: terminals.reduce((sum, terminal) => sum + terminal.exhibitions.length, 0),
    gate: gates.size,
    // The config's directory names every collection, terminal, building and boarding area of the mock.
    collection: dataset.collections.length,
    terminal: dataset.terminals.size,
    building: dataset.buildings.size,
    'boarding-area': dataset.boardingAreas.size,
  };
  for (const kind of KINDS) {
    const held = byKind.get(kind)!.size;
    if (held !== expected[kind]) problems.push(`${held} ${kind} entries, not ${expected[kind]}`);
  }
  const entries = [...byKind.values()].reduce((sum, ids) => sum + ids.size, 0);
  if (reader.size !== entries) problems.push(`${reader.size} entries, ${entries} of them different`);
  return problems;
}

/** Entries of the search core that fakeEngineCore builds. */
export const FAKE_CORE_SIZE = 1_000;

/**
 * A search core over FAKE_CORE_SIZE entries whose engine answers `sets[words]` (the first
 * alternative of each term, joined by spaces) and records what it is asked (`all poster`, `name
 * poster`). Entry N is `Object N+1` (id N+1) unless `names` names it, of the year 1950 + N % 50,
 * with an image when N is even, in collection 1 and category N % 30. The search-core suites share it.
 */
export function fakeEngineCore(
  sets: Record<string, () => Promise<Int32Array>>,
  names: Map<number, { name: string; kind: Kind }> = new Map(),
  shape: { nameLength?: (name: string) => number; idRank?: Int32Array } = {},
): { core: SearchCore; asked: string[] } {
  const columns = columnsBuilder(FAKE_CORE_SIZE);
  const nameOf = (position: number) => names.get(position)?.name ?? `Object ${position + 1}`;
  for (let position = 0; position < FAKE_CORE_SIZE; position += 1)
    columns.set(position, {
      kind: names.get(position)?.kind ?? 'object',
      year: 1950 + (position % 50),
      hasImage: position % 2 === 0,
      collection: '1',
      category: String(position % 30),
      nameLength: shape.nameLength ? shape.nameLength(nameOf(position)) : 10,
      nameKey: nameKey(nameOf(position)),
    });
  const idRank = shape.idRank ?? Int32Array.from({ length: FAKE_CORE_SIZE }, (_, position) => position);
  const asked: string[] = [];
  const queries: EngineQueries = {
    match: (plan, inName) => {
      const word = plan.terms.map((term) => (term.type === 'pairs' ? term.pairs.join('') : term.alternatives[0]!.text)).join(' ');
      asked.push(`${inName ? 'name' : 'all'} ${word}`);
      return sets[word]!();
    },
    matchNames: async () => [],
    accession: async () => [],
    rows: async (positions) =>
      positions.map((position): ShownRow => ({
        kind: names.get(position)?.kind ?? 'object',
        id: String(position + 1),
        name: nameOf(position),
        href: `/objects/${position + 1}`,
        image: null,
        date: null,
        accessionNumber: null,
        belongsTo: [],
      })),
    harvestedAt: '2026-11-27T00:00:00Z',
  };
  const core = new SearchCore(
    columns.finish({ idRank, byDate: idRank, byDateDesc: idRank.slice().reverse() }, new Map()),
    Object.keys(sets),
    queries,
  );
  return { core, asked };
}

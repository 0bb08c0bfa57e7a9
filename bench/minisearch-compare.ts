/**
 * The measurements behind the engine of docs/decisions/0039 (first recorded in 0026, now in
 * docs/decisions/history.md): SQLite FTS5 (the catalogue's engine) against
 * MiniSearch (a pure-JS engine, in memory) on the same 103,534 objects of the large demo, each
 * answering the same plain, prefix and typo queries with the same five facet counts.
 * `node --expose-gc --import tsx bench/minisearch-compare.ts` (flocked: it is a benchmark).
 */
import MiniSearch from 'minisearch';
import { rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createMock } from '../mock/handle.ts';
import type { CatalogueEntry } from '../server/catalogue/engine.ts';
import { entryFor } from '../server/catalogue/records.ts';
import { sqliteEngine } from '../server/catalogue/sqlite.ts';
import { fold, words } from '../server/catalogue/text.ts';
import { QUERIES, timeQueries } from './catalogue.ts';

const gc = (globalThis as { gc?: () => void }).gc;
if (!gc) throw new Error('Run with node --expose-gc.');
const heapMb = () => {
  gc();
  gc();
  const usage = process.memoryUsage();
  return (usage.heapUsed + usage.external + usage.arrayBuffers) / 1e6;
};

function objects(): CatalogueEntry[] {
  const mock = createMock({ scale: 'large' });
  const entries: CatalogueEntry[] = [];
  const names = { category: () => undefined, collection: () => undefined };
  for (const collection of mock.dataset.collections) {
    const parent = { kind: 'collection', id: String(collection.id), name: collection.name };
    for (let index = 0; index < collection.count; index += 1) {
      const record = JSON.parse(
        JSON.stringify(mock.dataset.objectAt(collection, index, 'http://x'), (_key, value: unknown) =>
          typeof value === 'bigint' ? String(value) : value,
        ),
      ) as Record<string, unknown>;
      const entry = entryFor(record, { kind: 'object', parent, index }, names);
      if (entry) entries.push(entry);
    }
  }
  return entries;
}

const entries = objects();
console.log(`${entries.length} objects`);

// SQLite FTS5: a generation written from the entries, then opened as the server opens it.
const dir = join(tmpdir(), `hangar-compare-${process.pid}`);
const target = join(dir, 'c.sqlite');
const engine = sqliteEngine(target);
let started = performance.now();
const generation = await engine.createGeneration();
for (const entry of entries) await generation.add(entry);
await generation.commit(new Date().toISOString());
const sqliteBuild = performance.now() - started;
const beforeOpen = heapMb();
const beforeRss = process.memoryUsage().rss / 1e6;
const reader = await engine.open();
const sqliteHeap = heapMb() - beforeOpen;
const sqliteRss = process.memoryUsage().rss / 1e6 - beforeRss;
console.log(
  `SQLite FTS5: build ${(sqliteBuild / 1000).toFixed(1)} s, ${(statSync(target).size / 1e6).toFixed(1)} MB on disk, +${sqliteHeap.toFixed(1)} MB heap (+${sqliteRss.toFixed(1)} MB RSS) open`,
);
for (const [kind, queries] of Object.entries(QUERIES)) {
  await timeQueries(reader, queries, 2);
  const figures = await timeQueries(reader, queries);
  console.log(`  ${kind}: p50 ${figures.p50.toFixed(1)} ms, p99 ${figures.p99.toFixed(1)} ms`);
}
reader.close();
rmSync(dir, { recursive: true, force: true });

// MiniSearch: the same entries in memory, the same folding, facets counted over its results.
const beforeMini = heapMb();
started = performance.now();
const mini = new MiniSearch<{ id: number; name: string; text: string }>({
  fields: ['name', 'text'],
  storeFields: [],
  tokenize: (text) => words(text),
  processTerm: (term) => fold(term),
});
mini.addAll(entries.map((entry, id) => ({ id, name: entry.name, text: entry.text })));
const miniBuild = performance.now() - started;
const miniHeap = heapMb() - beforeMini;
const serialized = JSON.stringify(mini).length / 1e6;
console.log(
  `MiniSearch 7: build ${(miniBuild / 1000).toFixed(1)} s, ${serialized.toFixed(1)} MB serialized, +${miniHeap.toFixed(1)} MB heap`,
);
/** What each search computed, kept so no work can be skipped as unused. */
const sink: number[] = [];
const meta = entries.map((entry) => ({
  year: entry.year,
  images: entry.image !== null,
  collection: entry.collectionId,
  category: entry.categoryId,
}));
for (const [kind, queries] of Object.entries(QUERIES)) {
  const times: number[] = [];
  for (let round = 0; round < 12; round += 1) {
    for (const q of queries) {
      const t = performance.now();
      const results = mini.search(q, {
        prefix: (_term, index, terms) => !q.endsWith(' ') && index === terms.length - 1,
        fuzzy: kind === 'typo' || kind === 'prefix' ? 1 : false,
        combineWith: 'AND',
        boost: { name: 10 },
      });
      const collections = new Map<string | null, number>();
      const categories = new Map<string | null, number>();
      const decades = new Map<number, number>();
      let images = 0;
      for (const result of results) {
        const entry = meta[result.id as number]!;
        collections.set(entry.collection, (collections.get(entry.collection) ?? 0) + 1);
        categories.set(entry.category, (categories.get(entry.category) ?? 0) + 1);
        if (entry.year !== null) decades.set(Math.floor(entry.year / 10) * 10, (decades.get(Math.floor(entry.year / 10) * 10) ?? 0) + 1);
        if (entry.images) images += 1;
      }
      sink.push(collections.size + categories.size + decades.size + images + results.slice(0, 20).length);
      if (round >= 2) times.push(performance.now() - t);
    }
  }
  times.sort((a, b) => a - b);
  const at = (share: number) => times[Math.min(times.length - 1, Math.floor(times.length * share))]!;
  console.log(`  ${kind}: p50 ${at(0.5).toFixed(1)} ms, p99 ${at(0.99).toFixed(1)} ms`);
}

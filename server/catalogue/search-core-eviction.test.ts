/**
 * The match sets' bound, in a file of its own: its sets of 800,000 positions take seconds under
 * the mutation run's instrumentation, so stryker/catalogue.config.mjs leaves this file out (the
 * bound is KeptByBytes's, kept.test.ts; what the core keeps is search-core.test.ts's).
 */
import { describe, expect, it } from 'vitest';
import { MATCH_BYTES_KEPT, SearchCore, columnsBuilder, type EngineQueries } from './search-core.ts';
import { BASE_SEARCH } from './test-fixtures.ts';

const SIZE = 1_000;

function coreWith(sets: Record<string, () => Promise<Int32Array>>) {
  const columns = columnsBuilder(SIZE);
  for (let position = 0; position < SIZE; position += 1)
    columns.set(position, { kind: 'object', year: 1950, hasImage: false, collection: '1', category: '1', nameLength: 10 });
  const order = Int32Array.from({ length: SIZE }, (_, position) => position);
  const asked: string[] = [];
  const queries: EngineQueries = {
    match: (plan, inName) => {
      const word = plan.terms.map((term) => (term.type === 'pairs' ? term.pairs.join('') : term.alternatives[0]!.text)).join(' ');
      asked.push(`${inName ? 'name' : 'all'} ${word}`);
      return sets[word]!();
    },
    matchNames: async () => [],
    accession: async () => [],
    rows: async () => [],
    harvestedAt: '2026-11-27T00:00:00Z',
  };
  const core = new SearchCore(columns.finish({ idRank: order, byDate: order, byDateDesc: order }, new Map()), Object.keys(sets), queries);
  return { core, asked };
}

describe('SearchCore keeps the engine’s match sets within a bound', () => {
  it(`lets the least recently used sets go past ${MATCH_BYTES_KEPT / 1024 / 1024} MiB`, async () => {
    // Three sets of 40 % of the budget each (position 0 repeated: a valid position, any count).
    const big = () => Promise.resolve(new Int32Array((MATCH_BYTES_KEPT * 0.4) / 4));
    const { core, asked } = coreWith({ poster: big, timetable: big, menu: big });
    for (const q of ['poster', 'timetable', 'poster', 'menu', 'poster', 'timetable'])
      await core.search({ ...BASE_SEARCH, q, sort: 'date' });
    // poster stays (used again before menu came); timetable went when menu came, so it is asked again.
    expect(asked).toEqual(['all poster', 'all timetable', 'all menu', 'all timetable']);
  });
});

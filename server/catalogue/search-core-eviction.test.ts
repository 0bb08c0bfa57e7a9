/**
 * The match sets' bound, in a file of its own: its sets of 800,000 positions take seconds under
 * the mutation run's instrumentation, so stryker/catalogue.config.mjs leaves this file out (the
 * bound is KeptByBytes's, kept.test.ts; what the core keeps is search-core.test.ts's).
 */
import { describe, expect, it } from 'vitest';
import { MATCH_BYTES_KEPT } from './search-core.ts';
import { BASE_SEARCH, fakeEngineCore } from './test-fixtures.ts';

describe('SearchCore keeps the engine’s match sets within a bound', () => {
  it(`lets the least recently used sets go past ${MATCH_BYTES_KEPT / 1024 / 1024} MiB`, async () => {
    // Three sets of 40 % of the budget each (position 0 repeated: a valid position, any count).
    const big = () => Promise.resolve(new Int32Array((MATCH_BYTES_KEPT * 0.4) / 4));
    const { core, asked } = fakeEngineCore({ poster: big, timetable: big, menu: big });
    for (const q of ['poster', 'timetable', 'poster', 'menu', 'poster', 'timetable'])
      await core.search({ ...BASE_SEARCH, q, sort: 'date' });
    // poster stays (used again before menu came); timetable went when menu came, so it is asked again.
    expect(asked).toEqual(['all poster', 'all timetable', 'all menu', 'all timetable']);
  });
});

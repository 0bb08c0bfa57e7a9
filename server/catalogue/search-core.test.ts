import { describe, expect, it, vi } from 'vitest';
import { nameKey } from './search-core.ts';
import { KINDS, type Kind } from './engine.ts';
import { BASE_SEARCH, FAKE_CORE_SIZE, fakeEngineCore } from './test-fixtures.ts';
import { UNLIMITED } from './budget.ts';

const SIZE = FAKE_CORE_SIZE;
const coreWith = fakeEngineCore;

const everyOther = () => Promise.resolve(Int32Array.from({ length: SIZE / 2 }, (_, index) => index * 2));

describe('SearchCore keeps the engine’s match sets', () => {
  it('asks the engine once for the same words, whatever the page, sort or filter', async () => {
    const { core, asked } = coreWith({ united: everyOther });
    const first = await core.search({ ...BASE_SEARCH, q: 'united' });
    const later = await core.search({ ...BASE_SEARCH, q: 'united', page: 3, images: true });
    await core.search({ ...BASE_SEARCH, q: 'united', sort: '-date' });
    expect(first.total).toBe(SIZE / 2);
    expect(later.results.map((hit) => hit.id)).toHaveLength(20);
    expect(asked).toEqual(['all united', 'name united']);
  });

  it('asks once for a search many visitors send at the same moment', async () => {
    let release = () => undefined as void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const { core, asked } = coreWith({ united: () => held.then(everyOther) });
    const searches = Array.from({ length: 10 }, () => core.search({ ...BASE_SEARCH, q: 'united', sort: 'date' }));
    release();
    const answers = await Promise.all(searches);
    expect(answers.every((answer) => answer.total === SIZE / 2)).toBe(true);
    expect(asked).toEqual(['all united']);
  });

  it('keeps no failed lookup: the next search asks the engine again', async () => {
    let fail = true;
    const { core, asked } = coreWith({ united: () => (fail ? Promise.reject(new Error('database down')) : everyOther()) });
    await expect(core.search({ ...BASE_SEARCH, q: 'united', sort: 'date' })).rejects.toThrow('database down');
    fail = false;
    expect((await core.search({ ...BASE_SEARCH, q: 'united', sort: 'date' })).total).toBe(SIZE / 2);
    expect(asked).toEqual(['all united', 'all united']);
  });
});

describe('SearchCore keeps the filter pass and the ordered window of a search', () => {
  it('gives every page in every order as a core that keeps nothing would, filtering and ordering once a search', async () => {
    const { core } = coreWith({ united: everyOther });
    // One filter pass a search (words and filters), one ordering a search and order, whatever the page.
    const filter = vi.spyOn(core as unknown as { filter: () => unknown }, 'filter');
    const walk = vi.spyOn(core as unknown as { walk: () => unknown }, 'walk');
    const searches = [];
    for (const images of [false, true])
      for (const sort of ['relevance', 'date', '-date'] as const)
        for (const page of [1, 2, 10, 3, 1]) searches.push({ ...BASE_SEARCH, q: 'united', sort, page, perPage: 20, images });
    for (const params of searches) {
      const kept = await core.search(params);
      const fresh = await coreWith({ united: everyOther }).core.search(params);
      expect(kept, JSON.stringify(params)).toEqual(fresh);
    }
    expect(filter).toHaveBeenCalledTimes(2);
    // Relevance over this core's names ranks without a walk; the two date orders walk once each a filter.
    expect(walk).toHaveBeenCalledTimes(4);
    // Past the window (ten pages of 20), the order is made again, longer.
    await core.search({ ...BASE_SEARCH, q: 'united', sort: 'date', page: 12, perPage: 20 });
    expect(walk).toHaveBeenCalledTimes(5);
    expect(filter).toHaveBeenCalledTimes(2);
  });
});

describe('SearchCore facets', () => {
  it('keeps a chosen category among the category counts, after the 20 largest when it is not one of them', async () => {
    const { core } = coreWith({});
    const all = await core.search({ ...BASE_SEARCH, sort: 'date' });
    expect(all.facets.category).toHaveLength(20);
    const listed = new Set(all.facets.category.map((facet) => facet.value));
    const past = Array.from({ length: 30 }, (_, index) => String(index)).find((category) => !listed.has(category))!;
    const chosen = await core.search({ ...BASE_SEARCH, sort: 'date', category: past });
    expect(chosen.facets.category).toHaveLength(21);
    const inPast = Array.from({ length: SIZE }, (_, position) => position % 30).filter((category) => String(category) === past).length;
    expect(chosen.facets.category.at(-1)).toMatchObject({ value: past, count: inPast });
  });
});

describe('SearchCore relevance over a large share of the catalogue (walked in rank order)', () => {
  it('gives the same order as scoring every result, for any sets, names and window', () => {
    // Names repeat (40 names over 1,000 entries, of 3 lengths); ids are ranked out of position order.
    let seed = 7;
    const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
    const names = new Map<number, { name: string; kind: Kind }>();
    for (let position = 0; position < SIZE; position += 1)
      names.set(position, { name: `${['a', 'bb', 'ccc'][position % 3]} name ${Math.floor(random() * 40)}`, kind: 'object' });
    // Ranks: a permutation, so a name's first entry is not its lowest position.
    const idRank = Int32Array.from({ length: SIZE }, (_, position) => (position * 389) % SIZE);
    const { core } = coreWith({}, names, { nameLength: (name) => name.length, idRank });
    type Ranker = (...args: [Int32Array, Int32Array, Int32Array, number, number, typeof UNLIMITED]) => number[];
    const ranked = core as unknown as { topByRelevanceWalked: Ranker; topByRelevanceHashed: Ranker };
    const subset = (share: number, of?: Int32Array) =>
      Int32Array.from([...(of ?? Array.from({ length: SIZE }, (_, position) => position))].filter(() => random() < share));
    // Whether a name holds the words (whole or as a start) is the name's: every entry of a name has its tier.
    const byName = (share: number, of: Int32Array) => {
      const chosen = new Set(Array.from({ length: 40 }, (_, name) => name).filter(() => random() < share));
      return of.filter((position) => chosen.has(Number(names.get(position)!.name.split(' ').at(-1))));
    };
    for (let trial = 0; trial < 40; trial += 1) {
      const passing = subset(0.2 + random() * 0.8);
      const inName = byName(random(), passing);
      const inNameWhole = byName(random(), inName);
      const queryKey = nameKey(names.get(inNameWhole[0] ?? 0)!.name);
      const end = 1 + Math.floor(random() * 300);
      const args = [passing, inName, inNameWhole, queryKey, end, UNLIMITED] as const;
      expect(ranked.topByRelevanceWalked(...args), `trial ${trial}`).toEqual(ranked.topByRelevanceHashed(...args));
    }
  });
});

describe('SearchCore relevance', () => {
  it.each(KINDS)('puts first an entry (a %s) whose whole name is what was typed, though others hold the words too', async (kind) => {
    // Every even entry holds "aviation museum" in its name, all names of one length; the one named exactly so has the last id.
    const { core } = coreWith({ 'aviation museum': everyOther }, new Map([[998, { name: 'Aviation Museum', kind }]]));
    const answer = await core.search({ ...BASE_SEARCH, q: 'aviation museum', perPage: 5 });
    expect(answer.results[0]).toMatchObject({ id: '999', name: 'Aviation Museum', kind });
    expect(answer.total).toBe(SIZE / 2);
  });

  it('gives relevance variety: each name once before any name twice, however many share it, pages exact', async () => {
    // Positions 0 to 299 share one name: before, they filled the first fifteen pages of 20.
    const names = new Map(
      Array.from({ length: 300 }, (_, position) => [position, { name: 'United Airlines dinner plate', kind: 'object' as const }]),
    );
    const { core } = coreWith({ plate: () => Promise.resolve(Int32Array.from({ length: SIZE }, (_, index) => index)) }, names);
    const first = await core.search({ ...BASE_SEARCH, q: 'plate', perPage: 20 });
    expect(first.results.filter((hit) => hit.name === 'United Airlines dinner plate')).toHaveLength(1);
    const seen = new Set<string>();
    for (let page = 1; page <= first.pages; page += 1)
      for (const hit of (await core.search({ ...BASE_SEARCH, q: 'plate', perPage: 20, page })).results) {
        expect(seen.has(hit.id)).toBe(false);
        seen.add(hit.id);
      }
    expect(seen.size).toBe(SIZE);
  });
});

describe('SearchCore narrows by years (from, to)', () => {
  // Entry N's year is 1950 + N % 50.
  it('keeps the years in range, inclusive, either end open, and counts every decade as if no range were chosen', async () => {
    const { core } = coreWith({ united: everyOther });
    const years = (from: number | null, to: number | null) => core.search({ ...BASE_SEARCH, q: 'united', from, to, perPage: 100 });
    const all = await years(null, null);
    const sixties = await years(1960, 1969);
    expect(sixties.total).toBe(all.total / 5);
    // The facet of the same timeline shows the whole of it, so a visitor can widen or move the range.
    expect(sixties.facets.decade).toEqual(all.facets.decade);
    // Only even positions match, so only even years: each holds a 25th of the matches.
    expect((await years(1962, 1962)).total).toBe(all.total / 25);
    expect((await years(1963, 1963)).total).toBe(0);
    expect((await years(1990, null)).total).toBe((await years(1990, 1999)).total);
    expect((await years(null, 1951)).total).toBe(all.total / 25);
    expect((await years(2000, null)).total).toBe(0);
    // With another filter, the range still narrows and the other facets count only what is in range.
    const kindsInRange = (await core.search({ ...BASE_SEARCH, q: 'united', from: 1960, to: 1969 })).facets.kind;
    expect(kindsInRange).toEqual([{ value: 'object', count: sixties.total }]);
  });
});

/**
 * SearchCore over a catalogue small enough to know every answer by hand: nine entries and 40
 * fillers, matched by an engine of a few lines (each entry's index tokens, as text.ts makes them),
 * so the ranking, orders, facets, accession numbers, spelling and suggestions are pinned without a
 * harvest (the engine contract checks the same on the real engines over the demo data).
 */
import { describe, expect, it } from 'vitest';
import type { Kind, SearchParams } from './engine.ts';
import { accessionKeyOf, type QueryPlan } from './query.ts';
import { SearchCore, columnsBuilder, decadeOf, nameKey, searchHref, type EngineQueries } from './search-core.ts';
import { indexTokens, vocabularyWords } from './text.ts';
import { BASE_SEARCH } from './test-fixtures.ts';
import { BudgetExceeded } from './budget.ts';

interface Entry {
  kind?: Kind;
  id: string;
  name: string;
  text?: string;
  year?: number;
  image?: boolean;
  collection?: string;
  category?: string;
  accession?: string;
}

const ENTRIES: Entry[] = [
  {
    id: '31',
    name: 'TWA travel poster',
    text: 'Trans World Airlines',
    year: 1962,
    image: true,
    collection: '10',
    category: '100',
    accession: '2011.101.0002',
  },
  { id: '4', name: 'United Airlines travel poster', year: 1965, collection: '10', category: '100', accession: '2011.101.0003' },
  { id: '150', name: 'United Airlines uniform', year: 1971, image: true, collection: '20', category: '200', accession: '2011.102.0001' },
  { id: '7', name: 'Poster tube', collection: '20', category: '100', accession: 'Ö2020.3.7' },
  { kind: 'category', id: '1000', name: 'Posters', collection: '10', category: '100' },
  { kind: 'exhibition', id: '12', name: 'Travel posters', year: 1980 },
  {
    id: '9',
    name: 'United Airlines travel poster',
    year: 1965,
    image: true,
    collection: '10',
    category: '100',
    accession: '2011.101.0004',
  },
  { id: '55', name: 'Stewardess cap', text: 'United Airlines', year: 1958, image: true, collection: '20', category: '200' },
  { kind: 'gate', id: '2', name: 'Gate 7' },
  ...Array.from({ length: 40 }, (_, index): Entry => ({ id: String(100_000 + index), name: `Filler ${index}` })),
];
const LABELS = new Map([
  ['collection:10', 'Aviation Museum'],
  ['collection:20', 'Aviation Library'],
  ['category:100', 'Posters'],
  ['category:200', 'Uniforms'],
]);

/** Positions whose tokens hold every term (a prefix alternative: a token starting with it). */
function matching(plan: QueryPlan, inName: boolean): number[] {
  const found: number[] = [];
  ENTRIES.forEach((entry, position) => {
    const tokens = indexTokens(inName ? entry.name : `${entry.name} ${entry.text ?? ''}`);
    const holds = plan.terms.every((term) =>
      term.type === 'pairs'
        ? term.pairs.every((pair) => tokens.includes(pair))
        : term.alternatives.some((alternative) =>
            tokens.some((token) => (alternative.prefix ? token.startsWith(alternative.text) : token === alternative.text)),
          ),
    );
    if (holds) found.push(position);
  });
  return found;
}

function smallCore(): { core: SearchCore; asked: string[] } {
  const size = ENTRIES.length;
  const columns = columnsBuilder(size);
  ENTRIES.forEach((entry, position) =>
    columns.set(position, {
      kind: entry.kind ?? 'object',
      year: entry.year ?? null,
      hasImage: entry.image === true,
      collection: entry.collection ?? null,
      category: entry.category ?? null,
      nameLength: [...entry.name].length,
      nameKey: nameKey(entry.name),
    }),
  );
  const positions = ENTRIES.map((_, position) => position);
  const byId = [...positions].sort((a, b) => (BigInt(ENTRIES[a]!.id) < BigInt(ENTRIES[b]!.id) ? -1 : 1));
  const idRank = new Int32Array(size);
  byId.forEach((position, rank) => (idRank[position] = rank));
  const byYear = (direction: number) =>
    Int32Array.from(
      [...byId].sort((a, b) => {
        const [yearA, yearB] = [ENTRIES[a]!.year, ENTRIES[b]!.year];
        if (yearA === yearB) return idRank[a]! - idRank[b]!;
        if (yearA === undefined) return 1;
        if (yearB === undefined) return -1;
        return (yearA - yearB) * direction;
      }),
    );
  const counts = new Map<string, number>();
  for (const entry of ENTRIES)
    for (const word of new Set(vocabularyWords(indexTokens(`${entry.name} ${entry.text ?? ''}`))))
      counts.set(word, (counts.get(word) ?? 0) + 1);
  const asked: string[] = [];
  const queries: EngineQueries = {
    match: async (plan, inName) => Int32Array.from(matching(plan, inName)),
    matchNames: async (plan, limit) => matching(plan, true).slice(0, limit),
    accession: async (key) => {
      asked.push(`accession ${key}`);
      return positions.filter((position) => ENTRIES[position]!.accession && accessionKeyOf(ENTRIES[position]!.accession!).startsWith(key));
    },
    rows: async (shown) =>
      shown.map((position) => {
        const entry = ENTRIES[position]!;
        const kind = entry.kind ?? 'object';
        return {
          kind,
          id: entry.id,
          name: entry.name,
          href: `/${kind}s/${entry.id}`,
          image: null,
          date: entry.year === undefined ? null : String(entry.year),
          accessionNumber: entry.accession ?? null,
          belongsTo: [],
        };
      }),
    harvestedAt: '2026-11-28T00:00:00Z',
  };
  const core = new SearchCore(
    columns.finish({ idRank, byDate: byYear(1), byDateDesc: byYear(-1) }, LABELS),
    [...counts.keys()].sort(),
    queries,
    counts,
  );
  return { core, asked };
}

const ids = (answer: { results: { id: string }[] }) => answer.results.map((hit) => hit.id);

describe('SearchCore on nine entries whose answers are known', () => {
  const { core, asked } = smallCore();
  const search = (params: Partial<SearchParams>) => core.search({ ...BASE_SEARCH, ...params });

  it('ranks whole words in the name first (shorter names, then id; a name once before its second), then starts of words', async () => {
    // "Poster tube" (11), "TWA travel poster" (17), the two "United Airlines travel poster" (ids 4, 9); "Posters", "Travel posters".
    const expected = ['7', '31', '4', '9', '1000', '12'];
    expect(ids(await search({ q: 'poster' }))).toEqual(expected);
    // Nearly every entry passes: the walk in rank order gives the same order.
    expect(ids(await search({ q: 'poster', perPage: 2, page: 2 }))).toEqual(expected.slice(2, 4));
    // The whole name typed comes first, of any kind; an entry holding the word only in its text comes last.
    // "posters" whole is also "poster" whole (its singular): "Poster tube" is shorter than "Travel posters".
    expect(ids(await search({ q: 'posters' }))).toEqual(['1000', '7', '12', '31', '4', '9']);
    expect(ids(await search({ q: 'united airlines' }))).toEqual(['150', '4', '9', '55']);
    // Every filler passes (a large share of the catalogue: ranked by the walk): shortest names, then id.
    const fillers = await search({ q: 'filler', perPage: 12 });
    expect(fillers.total).toBe(40);
    expect(ids(fillers)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11].map((index) => String(100_000 + index)));
  });

  it('orders by year either way, entries without one last, ties by id as a number', async () => {
    expect(ids(await search({ q: 'poster', sort: 'date' }))).toEqual(['31', '4', '9', '12', '7', '1000']);
    expect(ids(await search({ q: 'poster', sort: '-date' }))).toEqual(['12', '4', '9', '31', '7', '1000']);
    // No words: relevance means nothing, by date.
    expect(ids(await search({ q: '', perPage: 3 }))).toEqual(['55', '31', '4']);
    expect(ids(await search({ q: '', perPage: 3, page: 2 }))).toEqual(['9', '150', '12']);
    expect(ids(await search({ q: '', perPage: 3, page: 3 }))).toEqual(['2', '7', '1000']);
    expect(ids(await search({ q: '', perPage: 3, page: 17 }))).toEqual(['100039']);
  });

  it('answers a page with its place, its total and the words it searched, highlighted', async () => {
    const answer = await search({ q: '  poster  ', perPage: 4, page: 2 });
    expect(answer).toMatchObject({
      q: 'poster',
      total: 6,
      page: 2,
      pages: 2,
      per_page: 4,
      suggestions: [],
      corrected: null,
      harvested_at: '2026-11-28T00:00:00Z',
    });
    expect(answer.results.map((hit) => [hit.id, hit.name, hit.highlights])).toEqual([
      // What was typed, of a longer word.
      ['1000', 'Posters', { name: [[0, 6]], accession_number: [] }],
      ['12', 'Travel posters', { name: [[7, 13]], accession_number: [] }],
    ]);
    expect(await search({ q: 'zzzz', exact: true })).toMatchObject({ total: 0, pages: 1, results: [] });
    expect((await search({ q: 'poster', page: 2 })).results).toEqual([]);
  });

  it('counts each facet without its own filter, largest first, labelled', async () => {
    const all = await search({ q: 'poster' });
    expect(all.facets).toEqual({
      kind: [
        { value: 'object', count: 4 },
        { value: 'category', count: 1 },
        { value: 'exhibition', count: 1 },
      ],
      collection: [
        { value: '10', label: 'Aviation Museum', count: 4 },
        { value: '20', label: 'Aviation Library', count: 1 },
      ],
      category: [{ value: '100', label: 'Posters', count: 5 }],
      decade: [
        { value: '1960', count: 3 },
        { value: '1980', count: 1 },
      ],
      images: [{ value: '1', count: 2 }],
    });
    const museum = await search({ q: 'poster', collection: '10', sort: 'date' });
    expect(ids(museum)).toEqual(['31', '4', '9', '1000']);
    expect(museum.facets.collection).toEqual(all.facets.collection);
    expect(museum.facets.kind).toEqual([
      { value: 'object', count: 3 },
      { value: 'category', count: 1 },
    ]);
    expect(museum.facets.images).toEqual([{ value: '1', count: 2 }]);
    const objects = await search({ q: 'poster', kinds: ['object'], images: true, sort: 'date' });
    expect(ids(objects)).toEqual(['31', '9']);
    // Kinds counted with the images filter only; images counted among the objects only.
    expect(objects.facets.kind).toEqual([{ value: 'object', count: 2 }]);
    expect(objects.facets.images).toEqual([{ value: '1', count: 2 }]);
    expect(objects.facets.decade).toEqual([{ value: '1960', count: 2 }]);
    const sixties = await search({ q: 'poster', decade: 1960, sort: 'date' });
    expect(ids(sixties)).toEqual(['31', '4', '9']);
    expect(sixties.facets.decade).toEqual(all.facets.decade);
    expect(sixties.facets.kind).toEqual([{ value: 'object', count: 3 }]);
    const uniforms = await search({ q: 'united', category: '200', sort: 'date' });
    expect(ids(uniforms)).toEqual(['55', '150']);
    expect(uniforms.facets.category).toEqual([
      { value: '100', label: 'Posters', count: 2 },
      { value: '200', label: 'Uniforms', count: 2 },
    ]);
    expect(uniforms.facets.collection).toEqual([{ value: '20', label: 'Aviation Library', count: 2 }]);
    // A value the catalogue lacks matches nothing; its own facet still shows the others.
    for (const filter of [{ collection: '99' }, { category: '99' }, { decade: 1900 }]) {
      const none = await search({ q: 'poster', ...filter });
      expect(none.total, JSON.stringify(filter)).toBe(0);
      expect(none.suggestions, JSON.stringify(filter)).toEqual([]);
    }
    expect((await search({ q: 'poster', collection: '99' })).facets.collection).toEqual(all.facets.collection);
    expect((await search({ kinds: ['gate', 'exhibition'] })).facets.kind).toEqual([
      { value: 'object', count: 46 },
      { value: 'category', count: 1 },
      { value: 'exhibition', count: 1 },
      { value: 'gate', count: 1 },
    ]);
  });

  it('finds accession numbers by their beginning, accents folded, highlighted and never corrected', async () => {
    const answer = await search({ q: '2011-101' });
    expect(ids(answer)).toEqual(['31', '4', '9']);
    expect(answer.results.map((hit) => hit.highlights)).toEqual(
      Array.from({ length: 3 }, () => ({ name: [], accession_number: [[0, 8]] })),
    );
    expect(answer.corrected).toBeNull();
    const accented = await search({ q: 'o2020 3 7' });
    expect(ids(accented)).toEqual(['7']);
    expect(accented.results[0]!.highlights.accession_number).toEqual([[0, 9]]);
    expect(ids(await search({ q: '2011.101', collection: '10', images: true }))).toEqual(['31', '9']);
    // A bare number no entry is dated: the beginning of accession numbers. One that dates an entry: its year.
    expect(ids(await search({ q: '2011' }))).toEqual(['31', '4', '9', '150']);
    expect(ids(await search({ q: '1962' }))).toEqual(['31']);
    expect(ids(await search({ q: 'poster 1965', sort: 'date' }))).toEqual(['4', '9']);
    // Numbers are asked each time (an engine lookup decides what they are); words are kept.
    asked.length = 0;
    await search({ q: '2011' });
    await search({ q: '2011' });
    expect(asked).toEqual(['accession 2011.', 'accession 2011.']);
  });

  it('searches a misspelt word as its likeliest correction, says so, and offers the others', async () => {
    const corrected = await search({ q: 'postre' });
    expect(corrected.corrected).toBe('poster');
    expect(ids(corrected)).toEqual(['7', '31', '4', '9', '1000', '12']);
    expect(corrected.suggestions).toEqual(['poster']);
    // As typed: nothing found, so the nearest whole words are offered, the query's other words kept.
    const typed = await search({ q: 'travel postre', exact: true });
    expect(typed).toMatchObject({ total: 0, corrected: null });
    expect(typed.suggestions).toEqual(['travel poster', 'travel posters']);
    // Both one edit away: the commoner word (airlines, in five entries; united in four) first.
    expect((await search({ q: 'unitde airlnes', exact: true })).suggestions).toEqual(['unitde airlines', 'united airlnes']);
    // Words with digits and short words are no typos to correct.
    expect((await search({ q: 'ab x9y', exact: true })).suggestions).toEqual([]);
  });

  it('suggests names as typed: names starting with the words first, then shorter names, a shared name once with its count', async () => {
    expect(await core.suggest('pos', 8)).toEqual([
      { text: 'Posters', kind: 'category', href: '/categorys/1000' },
      { text: 'Poster tube', kind: 'object', href: '/objects/7' },
      { text: 'Travel posters', kind: 'exhibition', href: '/exhibitions/12' },
      { text: 'TWA travel poster', kind: 'object', href: '/objects/31' },
      { text: 'United Airlines travel poster', kind: 'object', href: searchHref('United Airlines travel poster'), count: 2 },
    ]);
    expect((await core.suggest('pos', 2)).map((suggestion) => suggestion.text)).toEqual(['Posters', 'Poster tube']);
    expect(await core.suggest('  ', 8)).toEqual([]);
    expect(await core.suggest('zzzz', 8)).toEqual([]);
  });

  it('gives decades rounded down, negative years too, and the search address of a name', () => {
    expect([1965, 1960, 1969, -5, -10, 0].map(decadeOf)).toEqual([1960, 1960, 1960, -10, -10, 0]);
    expect(searchHref('Pan Am: 飞机 & co')).toBe('/search?q=Pan%20Am%3A%20%E9%A3%9E%E6%9C%BA%20%26%20co');
  });
});

describe('SearchCore looks at its budget between lookups and every 16,384 entries of its passes', () => {
  const SIZE = 40_000;
  const order = Int32Array.from({ length: SIZE }, (_, position) => position);
  function bigCore(): SearchCore {
    const columns = columnsBuilder(SIZE);
    for (let position = 0; position < SIZE; position += 1)
      columns.set(position, {
        kind: 'object',
        year: 1900 + (position % 100),
        hasImage: false,
        collection: '1',
        category: '1',
        nameLength: 6,
        nameKey: nameKey('Object'),
      });
    const queries: EngineQueries = {
      match: async () => Int32Array.from(order),
      matchNames: async () => [],
      accession: async () => [],
      rows: async (positions) =>
        positions.map((position) => ({
          kind: 'object' as const,
          id: String(position + 1),
          name: 'Object',
          href: `/objects/${position + 1}`,
          image: null,
          date: null,
          accessionNumber: null,
          belongsTo: [],
        })),
      harvestedAt: 'now',
    };
    return new SearchCore(
      columns.finish({ idRank: order, byDate: order, byDateDesc: order.slice().reverse() }, new Map()),
      ['object'],
      queries,
    );
  }

  it.each([
    // After the plan, after the lookups, after the words; the filter pass over 40,000 matches twice.
    [{ q: 'object' }, 5],
    [{ q: 'object', sort: 'date' as const }, 5],
    // No words: after the plan, then the pass over every entry.
    [{ q: '', sort: 'date' as const }, 3],
  ])('%j looks %i times, and a budget spent at any of them ends the search', async (params, looks) => {
    let counted = 0;
    const answer = await bigCore().search({ ...BASE_SEARCH, ...params }, { check: () => void (counted += 1) });
    expect(answer.total).toBe(SIZE);
    expect(counted).toBe(looks);
    for (let spentAt = 1; spentAt <= looks; spentAt += 1) {
      let left = spentAt;
      const spent = {
        check: () => {
          left -= 1;
          if (left === 0) throw new BudgetExceeded(1);
        },
      };
      await expect(bigCore().search({ ...BASE_SEARCH, ...params }, spent), `spent at look ${spentAt}`).rejects.toThrow(BudgetExceeded);
    }
  });
});

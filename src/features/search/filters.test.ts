// @vitest-environment node
import fc from 'fast-check';
import { SEARCH_KINDS } from '../../api/search-response.ts';
import {
  NO_FILTERS,
  SORTS,
  filtersSearch,
  hasFilters,
  keepValue,
  keptSearch,
  readFilters,
  toggleKind,
  type SearchFilters,
} from './filters.ts';

describe('search filters in the address', () => {
  it('reads every filter, kinds as repeated or comma-separated values', () => {
    expect(
      readFilters(
        '?q=+cap+&kind=gate,object&kind=category&collection=1729795001&category=9007199254740993&decade=1960&images=1&sort=-date',
      ),
    ).toEqual({
      q: 'cap',
      kinds: ['object', 'category', 'gate'],
      collection: '1729795001',
      category: '9007199254740993',
      decade: '1960',
      from: null,
      to: null,
      images: true,
      sort: '-date',
      exact: false,
    });
  });

  it('searches the words as typed with exact=1 (Search instead for …), which only words can be', () => {
    const exact = readFilters('?q=unifrom&exact=1');
    expect(exact).toEqual({ ...NO_FILTERS, q: 'unifrom', exact: true });
    expect(filtersSearch(exact)).toBe('?q=unifrom&exact=1');
    expect(readFilters('?exact=1&kind=object').exact).toBe(false);
  });

  it('drops what the API would refuse instead of sending it', () => {
    expect(readFilters('?kind=planet&collection=12a&category=1e5&decade=1965&images=yes&sort=name')).toEqual(NO_FILTERS);
    expect(readFilters(`?q=${'x'.repeat(300)}`).q).toHaveLength(200);
  });

  it('reads from and to as years, either end open, and drops a reversed or malformed range', () => {
    expect(readFilters('?q=poster&from=1950&to=1969')).toMatchObject({ from: '1950', to: '1969' });
    expect(readFilters('?from=1962')).toMatchObject({ from: '1962', to: null });
    expect(readFilters('?to=1962')).toMatchObject({ from: null, to: '1962' });
    expect(readFilters('?from=1970&to=1960')).toMatchObject({ from: null, to: null });
    expect(readFilters('?from=1960s&to=x')).toMatchObject({ from: null, to: null });
    expect(filtersSearch({ ...NO_FILTERS, q: 'poster', from: '1950', to: '1969' })).toBe('?q=poster&from=1950&to=1969');
    expect(hasFilters({ ...NO_FILTERS, to: '1969' })).toBe(true);
  });

  it('writes one address per search, in one order', () => {
    expect(filtersSearch({ ...NO_FILTERS, sort: 'date', kinds: ['gate', 'object'], q: 'café crème' })).toBe(
      '?q=caf%C3%A9+cr%C3%A8me&kind=object&kind=gate&sort=date',
    );
    expect(filtersSearch(NO_FILTERS)).toBe('');
  });

  it('toggles a kind on and off, keeping the rest', () => {
    const on = toggleKind({ ...NO_FILTERS, q: 'cap' }, 'gate');
    expect(on).toEqual({ ...NO_FILTERS, q: 'cap', kinds: ['gate'] });
    expect(toggleKind(on, 'gate')).toEqual({ ...NO_FILTERS, q: 'cap' });
  });

  it('reads back exactly the search it wrote (any text, any filters)', () => {
    const id = fc.bigInt({ min: -(2n ** 63n), max: 2n ** 63n - 1n }).map(String);
    const filters: fc.Arbitrary<SearchFilters> = fc
      .record({
        // Whole characters: a lone surrogate cannot travel in an address (it becomes U+FFFD).
        q: fc
          .string({ maxLength: 100, unit: 'grapheme' })
          .map((q) => q.trim())
          .filter((q) => q.length <= 200),
        kinds: fc.subarray([...SEARCH_KINDS]),
        collection: fc.option(id, { nil: null }),
        category: fc.option(id, { nil: null }),
        decade: fc.option(
          fc.integer({ min: 100, max: 299 }).map((n) => `${n}0`),
          { nil: null },
        ),
        images: fc.boolean(),
        sort: fc.option(fc.constantFrom(...SORTS), { nil: null }),
        exact: fc.boolean(),
        from: fc.option(fc.integer({ min: -9999, max: 9999 }).map(String), { nil: null }),
        to: fc.option(fc.integer({ min: -9999, max: 9999 }).map(String), { nil: null }),
      })
      .map((search) => ({ ...search, exact: search.exact && search.q !== '' }))
      // A reversed range is no range (the API refuses it).
      .filter((search) => search.from === null || search.to === null || Number(search.from) <= Number(search.to));
    fc.assert(
      fc.property(filters, (search) => {
        expect(readFilters(filtersSearch(search))).toEqual(search);
      }),
    );
  });

  it('carries the filters in the Keep filters box, which a plain form sends only ticked (#49)', () => {
    const on = readFilters('?q=poster&kind=object&decade=1960&from=1950&to=1999&images=1&sort=-date');
    expect(keepValue(on)).toBe('kind=object&decade=1960&from=1950&to=1999&images=1');
    // Ticked: the new words with the filters, in the address's one order; the order the form sent too.
    const ticked = `?q=braniff&keep=${encodeURIComponent(keepValue(on))}&sort=-date`;
    expect(filtersSearch(keptSearch(ticked)!)).toBe('?q=braniff&kind=object&decade=1960&from=1950&to=1999&images=1&sort=-date');
    // Unticked: no keep, nothing to redo.
    expect(keptSearch('?q=braniff&sort=-date')).toBeNull();
    // A filter the address names itself wins; garbage kept is dropped like any address's.
    expect(filtersSearch(keptSearch('?q=a&kind=gate&keep=kind%3Dobject%26category%3Dx%26collection%3D12')!)).toBe(
      '?q=a&kind=gate&collection=12',
    );
  });
});

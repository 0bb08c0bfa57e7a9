/**
 * A search, as the address holds it (`/search?q=cap&kind=object&decade=1960&sort=-date`) and as
 * `/api/search` takes it: the address is the one place a search lives, so Back, reload and a
 * shared link restore it. Reading forgives what the API would refuse (an unknown kind, a decade
 * that is no decade, an id that is no int64): such a value is dropped, never sent, so an edited
 * address still finds something. Values are written in one order, so one search is one address
 * and one cache entry.
 */
import { SEARCH_KINDS, type SearchKind } from '../../api/search-response.ts';
import type { Search } from '../../lib/addresses/paths.ts';

export const SORTS = ['relevance', 'date', '-date'] as const;
export type Sort = (typeof SORTS)[number];

/** The API's limit on the text (after trimming); the fields enforce it too. */
export const MAX_QUERY_LENGTH = 200;

export interface SearchFilters {
  q: string;
  kinds: SearchKind[];
  collection: string | null;
  category: string | null;
  decade: string | null;
  /** Years, inclusive (`from`, `to`): either end may be open; a range whose from is after its to is read as none. */
  from: string | null;
  to: string | null;
  images: boolean;
  /** Null: the API's default (relevance with words, oldest first without). */
  sort: Sort | null;
  /** The words as typed, never corrected (`exact=1`: "Search instead for unifrom"). */
  exact: boolean;
}

export const NO_FILTERS: SearchFilters = {
  q: '',
  kinds: [],
  collection: null,
  category: null,
  decade: null,
  from: null,
  to: null,
  images: false,
  sort: null,
  exact: false,
};

const INT64 = /^-?\d{1,19}$/;
const DECADE = /^-?\d{1,4}0$/;
const YEAR = /^-?\d{1,4}$/;

function isKind(value: string): value is SearchKind {
  return (SEARCH_KINDS as readonly string[]).includes(value);
}

export function readFilters(search: string): SearchFilters {
  const params = new URLSearchParams(search);
  const kinds = new Set(
    params
      .getAll('kind')
      .flatMap((value) => value.split(','))
      .map((value) => value.trim())
      .filter(isKind),
  );
  const id = (name: string) => {
    const value = params.get(name)?.trim() ?? '';
    return INT64.test(value) ? value : null;
  };
  const decade = params.get('decade')?.trim() ?? '';
  const sort = params.get('sort');
  const q = (params.get('q') ?? '').trim().slice(0, MAX_QUERY_LENGTH);
  const year = (name: string) => {
    const value = params.get(name)?.trim() ?? '';
    return YEAR.test(value) ? String(Number(value)) : null;
  };
  let from = year('from');
  let to = year('to');
  // The API refuses a reversed range: an edited address drops it rather than fail.
  if (from !== null && to !== null && Number(from) > Number(to)) from = to = null;
  return {
    q,
    kinds: SEARCH_KINDS.filter((kind) => kinds.has(kind)),
    collection: id('collection'),
    category: id('category'),
    decade: DECADE.test(decade) ? decade : null,
    from,
    to,
    images: params.get('images') === '1',
    sort: (SORTS as readonly (string | null)[]).includes(sort) ? (sort as Sort) : null,
    exact: q !== '' && params.get('exact') === '1',
  };
}

/** The filters as query parameters, in the address's order (the API takes the same names). */
export function filterParams(filters: SearchFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.q) params.set('q', filters.q);
  for (const kind of SEARCH_KINDS) if (filters.kinds.includes(kind)) params.append('kind', kind);
  if (filters.collection) params.set('collection', filters.collection);
  if (filters.category) params.set('category', filters.category);
  if (filters.decade) params.set('decade', filters.decade);
  if (filters.from) params.set('from', filters.from);
  if (filters.to) params.set('to', filters.to);
  if (filters.images) params.set('images', '1');
  if (filters.sort) params.set('sort', filters.sort);
  // Only words can be corrected.
  if (filters.exact && filters.q) params.set('exact', '1');
  return params;
}

/** The query string of a search's address (for paths.search.href). */
export function filtersSearch(filters: SearchFilters): Search {
  const query = filterParams(filters).toString();
  return query ? `?${query}` : '';
}

/** A chip's filter switched on or off; the rest of the search kept. */
export function toggleKind(filters: SearchFilters, kind: SearchKind): SearchFilters {
  const kinds = filters.kinds.includes(kind) ? filters.kinds.filter((each) => each !== kind) : [...filters.kinds, kind];
  return { ...filters, kinds };
}

/** The filters alone (what a new search may keep): no words, no order, no exactness. */
export function filtersOnly(filters: SearchFilters): SearchFilters {
  return {
    ...NO_FILTERS,
    kinds: filters.kinds,
    collection: filters.collection,
    category: filters.category,
    decade: filters.decade,
    from: filters.from,
    to: filters.to,
    images: filters.images,
  };
}

export function hasFilters(filters: SearchFilters): boolean {
  return (
    filters.kinds.length > 0 ||
    filters.collection !== null ||
    filters.category !== null ||
    filters.decade !== null ||
    filters.from !== null ||
    filters.to !== null ||
    filters.images
  );
}

/**
 * "Keep filters" without JavaScript: the search form's checkbox is named `keep` and its value is
 * the filters on screen (`kind=object&decade=1960`), so a plain GET form sends them only when it is
 * ticked (an unticked checkbox sends nothing). The loader turns such an address into the search's
 * own (keptSearch), which is the one the page builds with JavaScript.
 */
export const KEEP_PARAM = 'keep';

/** The checkbox's value: the filters alone, as the address writes them. */
export function keepValue(filters: SearchFilters): string {
  return filterParams(filtersOnly(filters)).toString();
}

/**
 * The address a form sent with `keep` stands for: its words and order with the kept filters (a
 * filter the address itself names wins), or null when it carries no `keep`.
 */
export function keptSearch(search: string): SearchFilters | null {
  const params = new URLSearchParams(search);
  const kept = params.get(KEEP_PARAM);
  if (kept === null) return null;
  params.delete(KEEP_PARAM);
  const own = readFilters(params.toString());
  const carried = readFilters(kept);
  return {
    ...own,
    kinds: own.kinds.length > 0 ? own.kinds : carried.kinds,
    collection: own.collection ?? carried.collection,
    category: own.category ?? carried.category,
    decade: own.decade ?? carried.decade,
    ...(own.from === null && own.to === null ? { from: carried.from, to: carried.to } : {}),
    images: own.images || carried.images,
  };
}

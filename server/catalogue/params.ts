/**
 * `/api/search`'s parameters, checked: anything the contract does not allow is a sentence for a
 * 400, never a guess (docs/design.md, "Search and the catalogue").
 */
import { KINDS, SORTS, type Kind, type SearchParams, type Sort } from './engine.ts';

export const MAX_Q = 200;
export const MAX_PER_PAGE = 100;
export const DEFAULT_PER_PAGE = 20;
/** Deeper than anyone pages; keeps a hostile page number from walking the whole catalogue for nothing. */
export const MAX_PAGE = 10_000;
const INT64 = /^-?\d{1,19}$/;
/** A year as `from` and `to` take it: up to four digits, before the common era with a minus. */
const YEAR = /^-?\d{1,4}$/;

export type Parsed<T> = { ok: true; value: T } | { ok: false; message: string };

const bad = (message: string): { ok: false; message: string } => ({ ok: false, message });

function single(params: URLSearchParams, name: string): string | null {
  const value = params.get(name);
  return value === null || value === '' ? null : value;
}

function int64(value: string, name: string): Parsed<string> {
  if (!INT64.test(value) || BigInt(value) > 9_223_372_036_854_775_807n || BigInt(value) < -9_223_372_036_854_775_808n) {
    return bad(`"${name}" must be an id (a 64-bit integer).`);
  }
  return { ok: true, value };
}

function whole(value: string | null, name: string, min: number, max: number, fallback: number): Parsed<number> {
  if (value === null) return { ok: true, value: fallback };
  if (!/^\d{1,9}$/.test(value) || Number(value) < min || Number(value) > max)
    return bad(`"${name}" must be a whole number from ${min} to ${max}.`);
  return { ok: true, value: Number(value) };
}

/**
 * The query text: at most MAX_Q characters once trimmed. Linear in the text's length, and the
 * length is checked before anything else looks at the text: a regex anchored at the end
 * (`/\s+$/`) retried at every space of a padded query took 183 ms for 16,000 of them.
 */
export function parseQ(params: URLSearchParams): Parsed<string> {
  const raw = params.get('q') ?? '';
  const trimmed = raw.trim();
  if (trimmed.length > MAX_Q) return bad(`"q" must be at most ${MAX_Q} characters.`);
  // Every word is the start of a longer one wherever it stands (issue #49): a trailing space says nothing.
  return { ok: true, value: trimmed };
}

export function parseSearchParams(params: URLSearchParams): Parsed<SearchParams> {
  const q = parseQ(params);
  if (!q.ok) return q;
  const kinds: Kind[] = [];
  for (const raw of params.getAll('kind').flatMap((value) => value.split(','))) {
    const kind = raw.trim();
    if (kind === '') continue;
    if (!(KINDS as readonly string[]).includes(kind)) return bad(`"kind" must be one of ${KINDS.join(', ')}.`);
    if (!kinds.includes(kind as Kind)) kinds.push(kind as Kind);
  }
  const filters: { collection: string | null; category: string | null } = { collection: null, category: null };
  for (const name of ['collection', 'category'] as const) {
    const raw = single(params, name);
    if (raw === null) continue;
    const id = int64(raw, name);
    if (!id.ok) return id;
    filters[name] = id.value;
  }
  const decadeRaw = single(params, 'decade');
  if (decadeRaw !== null && !/^-?\d{0,3}0$/.test(decadeRaw)) return bad('"decade" must be a year ending in 0, such as 1960.');
  const range: { from: number | null; to: number | null } = { from: null, to: null };
  for (const name of ['from', 'to'] as const) {
    const raw = single(params, name);
    if (raw === null) continue;
    if (!YEAR.test(raw)) return bad(`"${name}" must be a year, such as 1962.`);
    range[name] = Number(raw);
  }
  if (range.from !== null && range.to !== null && range.from > range.to)
    return bad(`"from" (${range.from}) must not be after "to" (${range.to}).`);
  const imagesRaw = single(params, 'images');
  if (imagesRaw !== null && imagesRaw !== '1' && imagesRaw !== '0') return bad('"images" must be 1 (only entries with images) or 0.');
  const exactRaw = single(params, 'exact');
  if (exactRaw !== null && exactRaw !== '1' && exactRaw !== '0')
    return bad('"exact" must be 1 (search the words as typed, without corrections) or 0.');
  const sortRaw = single(params, 'sort');
  if (sortRaw !== null && !(SORTS as readonly string[]).includes(sortRaw)) return bad(`"sort" must be one of ${SORTS.join(', ')}.`);
  const page = whole(single(params, 'page'), 'page', 1, MAX_PAGE, 1);
  if (!page.ok) return page;
  const perPage = whole(single(params, 'per_page'), 'per_page', 1, MAX_PER_PAGE, DEFAULT_PER_PAGE);
  if (!perPage.ok) return perPage;
  const sort: Sort = (sortRaw as Sort | null) ?? (q.value.trim() === '' ? 'date' : 'relevance');
  return {
    ok: true,
    value: {
      q: q.value,
      kinds,
      ...filters,
      decade: decadeRaw === null ? null : Number(decadeRaw),
      images: imagesRaw === '1',
      sort,
      page: page.value,
      perPage: perPage.value,
      exact: exactRaw === '1',
      ...range,
    },
  };
}

export function parseObjectId(raw: string): Parsed<string> {
  return int64(raw, 'id');
}

export function parseSuggestParams(params: URLSearchParams): Parsed<{ q: string; limit: number }> {
  const q = parseQ(params);
  if (!q.ok) return q;
  const limit = whole(single(params, 'limit'), 'limit', 1, 20, 8);
  if (!limit.ok) return limit;
  return { ok: true, value: { q: q.value, limit: limit.value } };
}

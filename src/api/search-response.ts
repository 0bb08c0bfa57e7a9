/**
 * The shapes of Hangar's search endpoints (`/api/search`, `/api/suggest`), checked field by field:
 * a reader throws ShapeError naming the first field that is wrong, which the client turns into a
 * MalformedResponseError. Ids stay the exact strings json.ts made of them. A result's `href` must be
 * an address of this app (a path), so no answer can put a link elsewhere on the page.
 */
import type { Page } from './pagination.ts';
import { ShapeError } from './hangar.ts';

export const SEARCH_KINDS = [
  'object',
  'category',
  'subcategory',
  'gallery',
  'exhibition',
  'gate',
  'collection',
  'terminal',
  'building',
  'boarding-area',
] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

/** `[start, end)` in UTF-16 code units of the field's text. */
export type Range = readonly [number, number];

export interface SearchImage {
  url: string;
  width: number | null;
  height: number | null;
}

export interface BelongsTo {
  kind: string;
  id: string;
  name: string;
}

export interface SearchResult {
  id: string;
  kind: SearchKind;
  name: string;
  href: string;
  image: SearchImage | null;
  date: string | null;
  accessionNumber: string | null;
  belongsTo: BelongsTo[];
  /** Per field (`name`, `accession_number`): the matched ranges. */
  highlights: Record<string, Range[]>;
}

export interface FacetValue {
  value: string;
  label: string | null;
  count: number;
}

export const FACET_NAMES = ['kind', 'collection', 'category', 'decade', 'images'] as const;
export type FacetName = (typeof FACET_NAMES)[number];
export type Facets = Record<FacetName, FacetValue[]>;

export interface SearchAnswer extends Page<SearchResult> {
  total: number;
  page: number;
  pages: number;
  /** The query as the server understood it. */
  q: string;
  facets: Facets;
  /** Did you mean: whole queries, each the visitor's with one word replaced. */
  suggestions: string[];
  /** The whole query the results are for when a typed word was corrected (`unifrom` -> "uniform"); null when none was. */
  corrected: string | null;
  harvestedAt: string | null;
}

export interface Suggestion {
  text: string;
  kind: SearchKind;
  href: string;
  /** More than 1: the suggestion stands for that many entries of this exact name, and `href` is the search for it. */
  count?: number;
}

function fail(field: string, expected: string): never {
  throw new ShapeError(`"${field}" is not ${expected}`);
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function text(value: unknown, field: string): string {
  return typeof value === 'string' ? value : fail(field, 'a string');
}

function optionalText(value: unknown, field: string): string | null {
  return value === null || value === undefined ? null : text(value, field);
}

function count(value: unknown, field: string): number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : fail(field, 'a whole number');
}

function list(value: unknown, field: string): unknown[] {
  return Array.isArray(value) ? value : fail(field, 'a list');
}

function kind(value: unknown, field: string): SearchKind {
  return (SEARCH_KINDS as readonly unknown[]).includes(value) ? (value as SearchKind) : fail(field, 'a known kind');
}

/** A path of this app: one leading slash (never `//host`, never a scheme). */
export function isAppPath(value: string): boolean {
  return value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\');
}

function appPath(value: unknown, field: string): string {
  const path = text(value, field);
  return isAppPath(path) ? path : fail(field, "an address of Hangar's own");
}

function image(value: unknown, field: string): SearchImage | null {
  if (value === null || value === undefined) return null;
  if (!isObject(value)) fail(field, 'an object or null');
  const url = text(value.url, `${field}.url`);
  // A picture from anywhere but the web (a `javascript:` or `data:` address) is no picture.
  if (!/^https?:\/\//i.test(url)) return null;
  const size = (raw: unknown) => (typeof raw === 'number' && Number.isFinite(raw) && raw > 0 ? raw : null);
  return { url, width: size(value.width), height: size(value.height) };
}

function ranges(value: unknown, field: string): Range[] {
  return list(value, field).map((range, index) => {
    if (!Array.isArray(range) || range.length !== 2 || !range.every((end) => typeof end === 'number' && Number.isInteger(end)))
      fail(`${field}[${index}]`, 'a [start, end] pair');
    return [range[0] as number, range[1] as number] as const;
  });
}

function result(value: unknown, index: number): SearchResult {
  const at = `results[${index}]`;
  if (!isObject(value)) fail(at, 'an object');
  const highlights: Record<string, Range[]> = {};
  if (value.highlights !== undefined && value.highlights !== null) {
    if (!isObject(value.highlights)) fail(`${at}.highlights`, 'an object');
    for (const [name, found] of Object.entries(value.highlights)) highlights[name] = ranges(found, `${at}.highlights.${name}`);
  }
  return {
    id: text(value.id, `${at}.id`),
    kind: kind(value.kind, `${at}.kind`),
    name: text(value.name, `${at}.name`),
    href: appPath(value.href, `${at}.href`),
    image: image(value.image, `${at}.image`),
    date: optionalText(value.date, `${at}.date`),
    accessionNumber: optionalText(value.accession_number, `${at}.accession_number`),
    belongsTo: list(value.belongs_to ?? [], `${at}.belongs_to`).map((entry, position) => {
      const where = `${at}.belongs_to[${position}]`;
      if (!isObject(entry)) fail(where, 'an object');
      return { kind: text(entry.kind, `${where}.kind`), id: text(entry.id, `${where}.id`), name: text(entry.name, `${where}.name`) };
    }),
    highlights,
  };
}

function facets(value: unknown): Facets {
  if (!isObject(value)) fail('facets', 'an object');
  const read = (name: FacetName): FacetValue[] =>
    list(value[name] ?? [], `facets.${name}`).map((entry, index) => {
      const where = `facets.${name}[${index}]`;
      if (!isObject(entry)) fail(where, 'an object');
      const raw = entry.value;
      // A decade or the images flag may come as a number; the address holds text.
      const valueText = typeof raw === 'number' && Number.isFinite(raw) ? String(raw) : text(raw, `${where}.value`);
      return { value: valueText, label: optionalText(entry.label, `${where}.label`), count: count(entry.count, `${where}.count`) };
    });
  return { kind: read('kind'), collection: read('collection'), category: read('category'), decade: read('decade'), images: read('images') };
}

export function readSearchAnswer(body: Record<string, unknown>): SearchAnswer {
  const results = list(body.results, 'results').map(result);
  const total = count(body.total, 'total');
  const page = count(body.page, 'page');
  const pages = count(body.pages, 'pages');
  const perPage = count(body.per_page, 'per_page');
  return {
    results,
    total,
    page,
    pages,
    perPage,
    cursor: null,
    nextQuery: undefined,
    q: typeof body.q === 'string' ? body.q : '',
    facets: facets(body.facets ?? {}),
    suggestions: list(body.suggestions ?? [], 'suggestions').map((word, index) => text(word, `suggestions[${index}]`)),
    harvestedAt: optionalText(body.harvested_at, 'harvested_at'),
    corrected: optionalText(body.corrected, 'corrected'),
  };
}

/** An answer that is only results (`/api/objects/:id/similar`), each checked as a search's. */
export function readSearchResults(body: Record<string, unknown>): SearchResult[] {
  return list(body.results, 'results').map(result);
}

/** react-query's next page: the one after, while there is one. */
export function nextSearchPage(last: Pick<SearchAnswer, 'page' | 'pages'>): number | undefined {
  return last.page < last.pages ? last.page + 1 : undefined;
}

export function readSuggestions(body: Record<string, unknown>): Suggestion[] {
  return list(body.suggestions, 'suggestions').map((entry, index) => {
    const where = `suggestions[${index}]`;
    if (!isObject(entry)) fail(where, 'an object');
    const suggestion: Suggestion = {
      text: text(entry.text, `${where}.text`),
      kind: kind(entry.kind, `${where}.kind`),
      href: appPath(entry.href, `${where}.href`),
    };
    if (entry.count !== undefined && entry.count !== null) suggestion.count = count(entry.count, `${where}.count`);
    return suggestion;
  });
}

/**
 * The service's pagination (docs/api.md 4.3, docs/design.md sections 2 and 5).
 * A page param is the whole `next_query` string the server returned; `null`
 * means "the first page". The client computes `nextQuery` once per page, so
 * react-query's getNextPageParam only reads it.
 */
export type PageParam = string | null;

export interface Page<T> {
  results: T[];
  total: number | null;
  page: number | null;
  pages: number | null;
  perPage: number | null;
  cursor: string | null;
  /** The query for the next page, or undefined at the end. */
  nextQuery: string | undefined;
}

export const initialPageParam: PageParam = null;

export function getNextPageParam(lastPage: Page<unknown>): string | undefined {
  return lastPage.nextQuery;
}

const HEADER = {
  cursor: 'X-api-pagination-cursor',
  nextQuery: 'X-api-pagination-next-query',
  page: 'X-api-pagination-page',
  pages: 'X-api-pagination-pages',
  perPage: 'X-api-pagination-per-page',
  total: 'X-api-pagination-total',
} as const;

const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
  '&#x27;': "'",
  '&#x2F;': '/',
  '&#47;': '/',
};

/** The real service HTML-escapes header values (`&amp;` inside next-query). */
export function decodeHtmlEntities(value: string): string {
  return value.replace(/&(?:amp|lt|gt|quot|#39|#x27|#x2F|#47);/g, (entity) => ENTITIES[entity] ?? entity);
}

function header(headers: Headers, name: string): string | null {
  const raw = headers.get(name);
  if (raw === null) return null;
  const decoded = decodeHtmlEntities(raw).trim();
  return decoded === '' ? null : decoded;
}

function integer(value: unknown): number | null {
  if (typeof value === 'number' && Number.isFinite(value)) return Math.trunc(value);
  if (typeof value === 'string' && /^\d+$/.test(value.trim())) return Number(value);
  return null;
}

function nonEmptyString(value: unknown): string | null {
  if (typeof value === 'string') return value.trim() === '' ? null : value;
  if (typeof value === 'number') return String(value);
  return null;
}

export interface PaginationFields {
  total: number | null;
  page: number | null;
  pages: number | null;
  perPage: number | null;
  cursor: string | null;
  nextQuery: string | null;
}

/** Body fields win; a field the body lacks (undefined, not null) comes from the headers. */
export function readPagination(body: Record<string, unknown>, headers: Headers): PaginationFields {
  const pick = <T>(key: string, headerName: string, read: (value: unknown) => T | null): T | null =>
    key in body && body[key] !== undefined ? read(body[key]) : read(header(headers, headerName));
  return {
    total: pick('total', HEADER.total, integer),
    page: pick('page', HEADER.page, integer),
    pages: pick('pages', HEADER.pages, integer),
    perPage: pick('per_page', HEADER.perPage, integer),
    cursor: pick('cursor', HEADER.cursor, nonEmptyString),
    nextQuery: pick('next_query', HEADER.nextQuery, nonEmptyString),
  };
}

/** Parameters that must never travel inside a page param. */
const CLIENT_OWNED = ['access_token', 'format', 'callback'];

export function withoutClientParams(query: string): URLSearchParams {
  const params = new URLSearchParams(query.replace(/^\?/, ''));
  for (const name of CLIENT_OWNED) params.delete(name);
  return params;
}

/**
 * The next page's query: the server's `next_query` when it gives one; in
 * plain mode also `page + 1` while `page < pages`, because the real service
 * sometimes returns null on the second-to-last page.
 */
export function nextQueryFor(fields: PaginationFields, sentParams: URLSearchParams, resultCount: number): string | undefined {
  if (fields.nextQuery !== null) return withoutClientParams(fields.nextQuery).toString() || undefined;
  const plain = fields.cursor === null;
  if (plain && fields.page !== null && fields.pages !== null && fields.page < fields.pages && resultCount > 0) {
    const next = withoutClientParams(sentParams.toString());
    next.delete('cursor');
    next.set('page', String(fields.page + 1));
    return next.toString();
  }
  return undefined;
}

import { decodeCursor, encodeCursor } from './cursor.ts';

/**
 * Plain and cursor pagination (docs/api.md 4.3; docs/design.md sections 4, 5).
 * Results above the threshold use cursors (mixed mode: page null, total and
 * pages present). Junk page/per_page fall back to the defaults; per_page above
 * 500 is clamped; a page past the end is an empty list.
 */
const DEFAULT_PER_PAGE = 100;
const MAX_PER_PAGE = 500;

export interface PageRequest {
  method: string;
  /** The incoming parameters (query and form). */
  params: URLSearchParams;
  /** The operation's own parameters, carried into next_query. */
  listParams: Record<string, string>;
  nowMs: number;
  cursorTtlSeconds: number;
  cursorThreshold: number;
}

export interface PageResult {
  body: Record<string, unknown>;
  headers: Record<string, string>;
}

function positiveInt(value: string | null): number | null {
  if (value === null || !/^\d{1,9}$/.test(value.trim())) return null;
  const parsed = Number(value);
  return parsed > 0 ? parsed : null;
}

/**
 * The real service HTML-escapes its header values. Ours are URL-encoded query
 * strings and base64url cursors, where `&` is the only character escaping changes.
 */
function htmlEscape(value: string): string {
  return value.replace(/&/g, '&amp;');
}

export function paginate<T>(request: PageRequest, total: number, slice: (start: number, end: number) => T[]): PageResult {
  const perPage = Math.min(positiveInt(request.params.get('per_page')) ?? DEFAULT_PER_PAGE, MAX_PER_PAGE);
  const pages = Math.ceil(total / perPage);
  const base = new URLSearchParams({ method: request.method, ...request.listParams, per_page: String(perPage) });
  const queryKey = `${base.toString()}`;

  let results: T[];
  let page: number | null;
  let cursor: string | null = null;
  let nextQuery: string | null = null;

  if (total > request.cursorThreshold) {
    const given = request.params.get('cursor');
    const startPage = positiveInt(request.params.get('page')) ?? 1;
    const offset = given ? decodeCursor(given, queryKey, request.nowMs, request.cursorTtlSeconds) : (startPage - 1) * perPage;
    results = offset < total ? slice(offset, Math.min(offset + perPage, total)) : [];
    page = null;
    if (offset + perPage < total) {
      cursor = encodeCursor(offset + perPage, request.nowMs, queryKey);
      const next = new URLSearchParams(base);
      next.set('cursor', cursor);
      nextQuery = next.toString();
    }
  } else {
    page = positiveInt(request.params.get('page')) ?? 1;
    const start = (page - 1) * perPage;
    results = page <= pages ? slice(start, Math.min(start + perPage, total)) : [];
    if (page < pages) {
      const next = new URLSearchParams(base);
      next.set('page', String(page + 1));
      nextQuery = next.toString();
    }
  }

  const body = { results, next_query: nextQuery, total, page, per_page: perPage, pages, cursor, stat: 'ok' };
  const headers = {
    'X-api-pagination-cursor': htmlEscape(cursor ?? ''),
    'X-api-pagination-next-query': htmlEscape(nextQuery ?? ''),
    'X-api-pagination-page': page === null ? '' : String(page),
    'X-api-pagination-pages': String(pages),
    'X-api-pagination-per-page': String(perPage),
    'X-api-pagination-total': String(total),
  };
  return { body, headers };
}

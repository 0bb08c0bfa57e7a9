// @vitest-environment node
import {
  decodeHtmlEntities,
  getNextPageParam,
  initialPageParam,
  nextQueryFor,
  readPagination,
  withoutClientParams,
  type PaginationFields,
} from './pagination.ts';

const HEADERS = {
  'X-api-pagination-total': '900',
  'X-api-pagination-page': '4',
  'X-api-pagination-pages': '9',
  'X-api-pagination-per-page': '100',
  'X-api-pagination-cursor': 'header-cursor',
  'X-api-pagination-next-query': 'method=m&amp;page=5',
};

const fields = (overrides: Partial<PaginationFields>): PaginationFields => ({
  total: null,
  page: null,
  pages: null,
  perPage: null,
  cursor: null,
  nextQuery: null,
  ...overrides,
});

describe('readPagination', () => {
  it('takes every field from the body when the body and the headers differ', () => {
    const body = { total: 250, page: 2, pages: 3, per_page: 100, cursor: null, next_query: 'method=m&page=3' };
    expect(readPagination(body, new Headers(HEADERS))).toEqual({
      total: 250,
      page: 2,
      pages: 3,
      perPage: 100,
      cursor: null,
      nextQuery: 'method=m&page=3',
    });
  });

  it('reads the body alone when the headers are absent (a proxy, or a cross-origin server not exposing them)', () => {
    const body = { total: 250, page: 1, pages: 3, per_page: 100, cursor: 'c1', next_query: 'method=m&cursor=c1' };
    expect(readPagination(body, new Headers())).toEqual({
      total: 250,
      page: 1,
      pages: 3,
      perPage: 100,
      cursor: 'c1',
      nextQuery: 'method=m&cursor=c1',
    });
  });

  it('falls back to the headers, field by field, for what the body lacks', () => {
    expect(readPagination({ total: 5 }, new Headers(HEADERS))).toEqual({
      total: 5,
      page: 4,
      pages: 9,
      perPage: 100,
      cursor: 'header-cursor',
      nextQuery: 'method=m&page=5',
    });
    expect(readPagination({ total: undefined }, new Headers(HEADERS)).total).toBe(900);
  });

  it('gives nulls when neither has pagination', () => {
    expect(readPagination({}, new Headers())).toEqual(fields({}));
  });

  it('reads empty or blank header values as absent', () => {
    const headers = new Headers({ 'X-api-pagination-cursor': '', 'X-api-pagination-next-query': '  ', 'X-api-pagination-page': ' 3 ' });
    expect(readPagination({}, headers)).toEqual(fields({ page: 3 }));
  });

  it('accepts integers as numbers or digit strings, and nothing else', () => {
    const read = (total: unknown) => readPagination({ total }, new Headers()).total;
    expect(read(7)).toBe(7);
    expect(read(7.9)).toBe(7);
    expect(read('12')).toBe(12);
    expect(read(' 12 ')).toBe(12);
    for (const junk of ['1.5', '-3', '', 'x12', '12x', Number.NaN, Number.POSITIVE_INFINITY, null, true, {}])
      expect(read(junk), String(junk)).toBeNull();
  });

  it('reads cursors and next queries as non-blank strings', () => {
    const read = (cursor: unknown) => readPagination({ cursor }, new Headers()).cursor;
    expect(read('abc')).toBe('abc');
    expect(read(42)).toBe('42');
    expect(read('')).toBeNull();
    expect(read('   ')).toBeNull();
    expect(read(null)).toBeNull();
    expect(read(['a'])).toBeNull();
  });
});

describe('decodeHtmlEntities', () => {
  it('decodes what the real service escapes in headers, once', () => {
    expect(decodeHtmlEntities('a&amp;b&lt;c&gt;d&quot;e&#39;f&#x27;g&#x2F;h&#47;i')).toBe("a&b<c>d\"e'f'g/h/i");
    expect(decodeHtmlEntities('&amp;amp;')).toBe('&amp;');
    expect(decodeHtmlEntities('&copy; &x; a&b')).toBe('&copy; &x; a&b');
  });
});

describe('withoutClientParams', () => {
  it('drops the token, the format and the callback, and a leading "?"', () => {
    const params = withoutClientParams('?method=m&access_token=t&format=jsonp&callback=cb&page=2');
    expect(params.toString()).toBe('method=m&page=2');
  });
});

describe('nextQueryFor', () => {
  const sent = new URLSearchParams('method=m&hashtag=a&per_page=100&page=2&access_token=secret&format=json');

  it("uses the server's next_query, without client parameters", () => {
    expect(nextQueryFor(fields({ nextQuery: 'method=m&page=3&access_token=x' }), sent, 10)).toBe('method=m&page=3');
  });

  it('ends when next_query holds nothing but client parameters', () => {
    expect(nextQueryFor(fields({ nextQuery: 'access_token=x&format=json' }), sent, 10)).toBeUndefined();
  });

  it('continues a plain result with page + 1 while page < pages, even when next_query is null', () => {
    const next = new URLSearchParams(nextQueryFor(fields({ page: 2, pages: 3 }), sent, 10));
    expect(next.toString()).toBe('method=m&hashtag=a&per_page=100&page=3');
  });

  it('drops a cursor the previous request carried when falling back to pages', () => {
    const withCursor = new URLSearchParams('method=m&cursor=old&page=1');
    expect(nextQueryFor(fields({ page: 1, pages: 2 }), withCursor, 1)).toBe('method=m&page=2');
  });

  it('stops on the last page, on an empty page, in cursor mode and when page or pages is unknown', () => {
    expect(nextQueryFor(fields({ page: 3, pages: 3 }), sent, 10)).toBeUndefined();
    expect(nextQueryFor(fields({ page: 4, pages: 3 }), sent, 0)).toBeUndefined();
    expect(nextQueryFor(fields({ page: 2, pages: 3 }), sent, 0)).toBeUndefined();
    expect(nextQueryFor(fields({ page: 2, pages: 3, cursor: 'c' }), sent, 10)).toBeUndefined();
    expect(nextQueryFor(fields({ page: null, pages: 3 }), sent, 10)).toBeUndefined();
    expect(nextQueryFor(fields({ page: 2, pages: null }), sent, 10)).toBeUndefined();
  });
});

describe('page params', () => {
  it('start at null and continue with the page’s nextQuery', () => {
    expect(initialPageParam).toBeNull();
    const page = { results: [], total: null, page: null, pages: null, perPage: null, cursor: null };
    expect(getNextPageParam({ ...page, nextQuery: 'page=2' })).toBe('page=2');
    expect(getNextPageParam({ ...page, nextQuery: undefined })).toBeUndefined();
  });
});

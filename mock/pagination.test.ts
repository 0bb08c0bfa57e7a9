import { decodeCursor, encodeCursor } from './cursor.ts';
import { READ, envelope, page, testMock, type Page } from './test-helpers.ts';

const MUSEUM = 'method=museum.collection.collections.getObjects&collection_id=1729795001';
const ARCHIVE = 'method=museum.collection.collections.getObjects&collection_id=9007199254740993';

describe('plain pagination', () => {
  const { rest } = testMock();

  it('sends next_query for page 2 on page 1: the list parameters, per_page and page, never the token', async () => {
    const response = await rest(`${MUSEUM}&per_page=5&format=json&${READ}`);
    const first = await page(response);
    expect(first.next_query).toBe('method=museum.collection.collections.getObjects&collection_id=1729795001&per_page=5&page=2');
    expect(first).toMatchObject({ total: 2000, page: 1, per_page: 5, pages: 400, cursor: null });
    expect(
      Object.fromEntries(
        ['cursor', 'next-query', 'page', 'pages', 'per-page', 'total'].map((name) => [
          name,
          response.headers.get(`X-api-pagination-${name}`),
        ]),
      ),
    ).toEqual({
      cursor: '',
      'next-query': 'method=museum.collection.collections.getObjects&amp;collection_id=1729795001&amp;per_page=5&amp;page=2',
      page: '1',
      pages: '400',
      'per-page': '5',
      total: '2000',
    });
    const second = await page(await rest(`${first.next_query}&${READ}`));
    expect(second.page).toBe(2);
    expect(second.next_query).toBe('method=museum.collection.collections.getObjects&collection_id=1729795001&per_page=5&page=3');
    expect(BigInt(second.results[0]!['wof:id'] as string)).toBe(BigInt(first.results[4]!['wof:id'] as string) + 1n);
  });

  it('sends no next_query on the last page, and an empty header', async () => {
    const response = await rest(`${MUSEUM}&per_page=7&page=286&${READ}`);
    const last = await page(response);
    expect(last).toMatchObject({ page: 286, pages: 286, next_query: null });
    expect(last.results).toHaveLength(2000 - 285 * 7);
    expect(response.headers.get('X-api-pagination-next-query')).toBe('');
    expect((await page(await rest(`${MUSEUM}&per_page=7&page=285&${READ}`))).next_query).toBe(
      'method=museum.collection.collections.getObjects&collection_id=1729795001&per_page=7&page=286',
    );
  });

  it('defaults to 100 per page from page 1', async () => {
    const first = await page(await rest(`${MUSEUM}&${READ}`));
    expect(first).toMatchObject({ page: 1, per_page: 100, pages: 20 });
    expect(first.results).toHaveLength(100);
    expect(first.next_query).toBe('method=museum.collection.collections.getObjects&collection_id=1729795001&per_page=100&page=2');
  });

  it.each([
    ['9000', 500],
    ['501', 500],
    ['500', 500],
    ['499', 499],
    ['1', 1],
    [' 7 ', 7],
    ['0', 100],
    ['-5', 100],
    ['1.5', 100],
    ['abc', 100],
    ['', 100],
    ['1234567890', 100],
  ])('per_page=%j is served as %i', async (given, expected) => {
    const body = await page(await rest(`${MUSEUM}&per_page=${encodeURIComponent(given)}&${READ}`));
    expect(body.per_page).toBe(expected);
    expect(body.results).toHaveLength(expected);
    expect(body.pages).toBe(Math.ceil(2000 / expected));
  });

  it.each(['0', '-3', 'abc', '2.5', ''])('junk page=%j falls back to page 1', async (given) => {
    const body = await page(await rest(`${MUSEUM}&per_page=10&page=${given}&${READ}`));
    expect(body.page).toBe(1);
    expect(body.results[0]!['wof:id']).toBe('1880000000000');
  });

  it('answers a page past the end with 200 and empty results, keeping total and pages', async () => {
    const response = await rest(`${MUSEUM}&per_page=500&page=5&${READ}`);
    expect(await page(response)).toEqual({
      results: [],
      next_query: null,
      total: 2000,
      page: 5,
      per_page: 500,
      pages: 4,
      cursor: null,
      stat: 'ok',
    });
    expect(response.headers.get('X-api-pagination-page')).toBe('5');
  });

  it('sends the headers on every list response, as JSONP too', async () => {
    const response = await rest(
      `method=museum.millsfield.boardingareas.getGates&boardingarea_id=1729820001&per_page=4&format=jsonp&callback=cb&${READ}`,
    );
    expect(response.headers.get('X-api-pagination-per-page')).toBe('4');
    expect(response.headers.get('X-api-pagination-pages')).toBe('4');
    expect(response.headers.get('X-api-pagination-total')).toBe('16');
    expect(response.headers.get('X-api-pagination-cursor')).toBe('');
  });
});

// The walks build thousands of objects: on a machine busy with other work they outlast Vitest's 5 s default.
describe('cursor pagination (results above the threshold)', () => {
  let clock = 1_700_000_000_000;
  const { rest } = testMock({ cursorThreshold: 1000, cursorTtlSeconds: 60, now: () => clock });

  async function firstCursor(query = `${ARCHIVE}&per_page=100`): Promise<string> {
    return (await page(await rest(`${query}&${READ}`))).cursor!;
  }

  it('gives page null, a cursor and a next_query that carries it; total and pages stay', async () => {
    const response = await rest(`${ARCHIVE}&per_page=100&${READ}`);
    const first = await page(response);
    expect(first).toMatchObject({ page: null, total: 1234, pages: 13, per_page: 100 });
    expect(first.cursor).toMatch(/^[\w-]+\.[\w-]{22}$/);
    expect(first.next_query).toBe(
      `method=museum.collection.collections.getObjects&collection_id=9007199254740993&per_page=100&cursor=${first.cursor}`,
    );
    expect(response.headers.get('X-api-pagination-page')).toBe('');
    expect(response.headers.get('X-api-pagination-cursor')).toBe(first.cursor);
    const second = await page(await rest(`${first.next_query}&${READ}`));
    expect(second.results[0]!['wof:id']).toBe('9007199254800101');
  });

  it('walks all 1,234 records once and in order, then stops with no cursor', { timeout: 30_000 }, async () => {
    for (const perPage of [100, 500]) {
      let query: string | null = `${ARCHIVE}&per_page=${perPage}`;
      const ids: bigint[] = [];
      let last: Page | undefined;
      while (query) {
        last = await page(await rest(`${query}&${READ}`));
        ids.push(...last.results.map((record) => BigInt(record['wof:id'] as string)));
        query = last.next_query;
      }
      expect(ids).toHaveLength(1234);
      expect(ids.every((id, index) => id === 9_007_199_254_800_001n + BigInt(index))).toBe(true);
      expect(last).toMatchObject({ cursor: null, next_query: null });
    }
  });

  it('starts a cursor walk at the page asked for', async () => {
    const third = await page(await rest(`${ARCHIVE}&per_page=100&page=3&${READ}`));
    expect(third.results[0]!['wof:id']).toBe('9007199254800201');
    const past = await page(await rest(`${ARCHIVE}&per_page=100&page=99&${READ}`));
    expect(past).toMatchObject({ results: [], cursor: null, next_query: null, total: 1234 });
  });

  it('refuses a cursor whose signature is not the server’s (454)', async () => {
    const cursor = await firstCursor();
    const [payload, signature] = cursor.split('.') as [string, string];
    const tampered = `${payload}.${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`;
    expect(await envelope(await rest(`${ARCHIVE}&per_page=100&cursor=${tampered}&${READ}`))).toEqual({
      code: 454,
      message: 'Invalid parameter: cursor is not a cursor this server issued',
    });
    // An edited offset with the old signature is refused too.
    const edited = Buffer.from(Buffer.from(payload, 'base64url').toString('utf8').replace('"o":100', '"o":900')).toString('base64url');
    expect((await envelope(await rest(`${ARCHIVE}&per_page=100&cursor=${edited}.${signature}&${READ}`))).code).toBe(454);
  });

  it('refuses a cursor minted for another query (454)', async () => {
    const cursor = await firstCursor();
    const otherPageSize = await rest(`${ARCHIVE}&per_page=50&cursor=${cursor}&${READ}`);
    expect(otherPageSize.status).toBe(454);
    expect(await envelope(otherPageSize)).toEqual({ code: 454, message: 'Invalid parameter: cursor belongs to another query' });
    const otherList = await rest(`${MUSEUM}&per_page=100&cursor=${cursor}&${READ}`);
    expect((await envelope(otherList)).message).toBe('Invalid parameter: cursor belongs to another query');
  });

  it.each(['forged.abc', 'abc', '.abc', 'abc.', 'a.b.c'])('refuses the unparseable cursor %j (454)', async (cursor) => {
    expect(await envelope(await rest(`${ARCHIVE}&per_page=100&cursor=${cursor}&${READ}`))).toEqual({
      code: 454,
      message: 'Invalid parameter: cursor is not a cursor this server issued',
    });
  });

  it('honours a cursor for exactly --cursor-ttl seconds, then refuses it (454)', async () => {
    const cursor = await firstCursor();
    clock += 60_000;
    expect((await page(await rest(`${ARCHIVE}&per_page=100&cursor=${cursor}&${READ}`))).results).toHaveLength(100);
    clock += 1;
    expect(await envelope(await rest(`${ARCHIVE}&per_page=100&cursor=${cursor}&${READ}`))).toEqual({
      code: 454,
      message: 'Invalid parameter: cursor has expired; start again from the first page',
    });
  });
});

describe('when cursors start', () => {
  it('pages plainly up to the threshold and with cursors above it', async () => {
    expect((await page(await testMock({ cursorThreshold: 1234 }).rest(`${ARCHIVE}&${READ}`))).page).toBe(1);
    expect((await page(await testMock({ cursorThreshold: 1233 }).rest(`${ARCHIVE}&${READ}`))).page).toBeNull();
  });

  it('ends a walk whose last page is full without a cursor to an empty page', async () => {
    const { rest } = testMock({ cursorThreshold: 1000 });
    let query: string | null = `${MUSEUM}&per_page=500`;
    const pages: Page[] = [];
    while (query) {
      pages.push(await page(await rest(`${query}&${READ}`)));
      query = pages.at(-1)!.next_query;
    }
    expect(pages.map((each) => each.results.length)).toEqual([500, 500, 500, 500]);
    expect(pages.at(-1)).toMatchObject({ cursor: null, next_query: null });
  });

  it('never serves a cursor page from the cache: a stale cursor stays refused, a new first page has a fresh cursor', async () => {
    let clock = 0;
    const { rest } = testMock({ cursorThreshold: 1000, cursorTtlSeconds: 60, now: () => clock });
    const first = await page(await rest(`${ARCHIVE}&per_page=500&${READ}`));
    const second = await page(await rest(`${first.next_query}&${READ}`));
    const last = await rest(`${second.next_query}&${READ}`);
    expect((await page(last)).cursor).toBeNull();
    clock += 61_000;
    expect((await envelope(await rest(`${second.next_query}&${READ}`))).code).toBe(454);
    const fresh = await page(await rest(`${ARCHIVE}&per_page=500&${READ}`));
    expect(fresh.cursor).not.toBe(first.cursor);
    expect((await rest(`${fresh.next_query}&${READ}`)).status).toBe(200);
  });
});

describe('the page cache', () => {
  it('keeps pages apart per origin, since image URLs carry it', async () => {
    const { mock } = testMock();
    const query = `/rest/?${MUSEUM}&per_page=3&${READ}`;
    const here = await (await mock.handle(new Request(`http://here.test${query}`))).text();
    const there = await (await mock.handle(new Request(`http://there.test${query}`))).text();
    expect(here).toContain('http://here.test/media/');
    expect(there).toContain('http://there.test/media/');
    expect(there).not.toContain('http://here.test/');
  });

  it('wraps a cached page for a JSONP caller with the page’s own headers', async () => {
    const { rest } = testMock();
    const json = await rest(`${MUSEUM}&per_page=4&${READ}`);
    const text = await json.text();
    const jsonp = await rest(`${MUSEUM}&per_page=4&format=jsonp&callback=cb&${READ}`);
    expect(await jsonp.text()).toBe(`/**/cb(${text})`);
    expect(jsonp.headers.get('Content-Type')).toBe('application/javascript; charset=utf-8');
    expect(jsonp.headers.get('X-api-pagination-next-query')).toBe(json.headers.get('X-api-pagination-next-query'));
    const again = await rest(`${MUSEUM}&per_page=4&${READ}`);
    expect(again.headers.get('Content-Type')).toBe('application/json; charset=utf-8');
    expect(await again.text()).toBe(text);
  });
});

describe('cursors', () => {
  it('round-trip their offset for their own query only', () => {
    const cursor = encodeCursor(200, 1_000, 'method=x&per_page=100');
    expect(decodeCursor(cursor, 'method=x&per_page=100', 1_000, 300)).toBe(200);
    expect(() => decodeCursor(cursor, 'method=x&per_page=50', 1_000, 300)).toThrow(expect.objectContaining({ code: 454 }));
  });

  it('start at offset 0 if asked, and refuse anything after the signature', () => {
    const cursor = encodeCursor(0, 0, 'q');
    expect(decodeCursor(cursor, 'q', 0, 300)).toBe(0);
    expect(() => decodeCursor(`${cursor}.x`, 'q', 0, 300)).toThrow(expect.objectContaining({ code: 454 }));
  });

  it.each([-1, 1.5])('refuse a signed cursor with offset %d', (offset) => {
    expect(() => decodeCursor(encodeCursor(offset, 0, 'q'), 'q', 0, 300)).toThrow(
      expect.objectContaining({ code: 454, message: 'Invalid parameter: cursor is not a cursor this server issued' }),
    );
  });
});

// @vitest-environment node
import { createMock } from '../../mock/handle.ts';
import { createApiClient, type ApiClient } from './client.ts';
import { ApiError, MalformedResponseError, NetworkError, TimeoutError, isAuthError, isExpiredCursor } from './errors.ts';
import { isRetryable } from './retry.ts';
import { emptyShoebox, readList, removeShoeboxItem } from './operations.ts';
import { getNextPageParam, type Page, type PageParam } from './pagination.ts';

const ARCHIVE = '9007199254740993';
const MUSEUM = '1729795001';

function mockClient(token = 'read-tests', mockOptions: Parameters<typeof createMock>[0] = {}) {
  const mock = createMock(mockOptions);
  const requests: Request[] = [];
  const client = createApiClient({
    baseUrl: 'http://mock.test',
    getAccessToken: () => token,
    fetch: async (input, init) => {
      const request = new Request(input, init);
      requests.push(request.clone());
      return mock.handle(request);
    },
  });
  return { client, requests, mock };
}

function fakeClient(respond: (request: Request) => Response | Promise<Response>, timeoutMs?: number) {
  const requests: Request[] = [];
  const client = createApiClient({
    baseUrl: 'http://fake.test/',
    getAccessToken: () => 'secret-token-123',
    timeoutMs,
    fetch: async (input, init) => {
      const request = new Request(input, init);
      requests.push(request);
      return respond(request);
    },
  });
  return { client, requests };
}

async function walk<T>(read: (pageParam: PageParam) => Promise<Page<T>>): Promise<{ items: T[]; pages: number }> {
  const items: T[] = [];
  let pageParam: PageParam = null;
  let pages = 0;
  for (;;) {
    const page = await read(pageParam);
    pages += 1;
    items.push(...page.results);
    const next = getNextPageParam(page);
    if (next === undefined) break;
    pageParam = next;
    if (pages > 1000) throw new Error('runaway pagination');
  }
  return { items, pages };
}

describe('requests', () => {
  it.each([
    ['collection objects', (c: ApiClient) => readList(c, 'collectionObjects', { collectionId: MUSEUM }), 'museum.collection.collections.getObjects', { collection_id: MUSEUM }],
    ['collection categories', (c: ApiClient) => readList(c, 'collectionCategories', { collectionId: MUSEUM }), 'museum.collection.collections.getCategories', { collection_id: MUSEUM }],
    ['collection subcategories', (c: ApiClient) => readList(c, 'collectionSubcategories', { collectionId: MUSEUM }), 'museum.collection.collections.getSubcategories', { collection_id: MUSEUM }],
    ['category objects', (c: ApiClient) => readList(c, 'categoryObjects', { categoryId: '1729800001', withImages: true }), 'museum.collection.categories.getObjects', { category_id: '1729800001', with_images: '1' }],
    ['category subcategories', (c: ApiClient) => readList(c, 'categorySubcategories', { categoryId: '1729800001' }), 'museum.collection.categories.getSubcategories', { category_id: '1729800001' }],
    ['terminal galleries', (c: ApiClient) => readList(c, 'terminalGalleries', { terminalId: '1729810002' }), 'museum.millsfield.terminals.getGalleries', { terminal_id: '1729810002' }],
    ['terminal exhibitions', (c: ApiClient) => readList(c, 'terminalExhibitions', { terminalId: '1729810002' }), 'museum.millsfield.terminals.getExhibitions', { terminal_id: '1729810002' }],
    ['building gates', (c: ApiClient) => readList(c, 'buildingGates', { buildingId: '1729840001' }), 'museum.millsfield.buildings.getGates', { building_id: '1729840001' }],
    ['boarding area gates', (c: ApiClient) => readList(c, 'boardingAreaGates', { boardingAreaId: '1729820001' }), 'museum.millsfield.boardingareas.getGates', { boardingarea_id: '1729820001' }],
    ['posts', (c: ApiClient) => readList(c, 'postsForHashtag', { hashtag: 'sfomuseum' }), 'museum.millsfield.social.getPostsForHashTag', { hashtag: 'sfomuseum' }],
    ['flights', (c: ApiClient) => readList(c, 'flightsForDate', { date: '2024-06-01' }), 'museum.millsfield.flights.getFlightsForDate', { date: '2024-06-01' }],
    ['shoebox items', (c: ApiClient) => readList(c, 'listItems', { sort: 'ASC' }), 'museum.you.shoebox.listItems', { sort: 'ASC' }],
  ])('%s: GET with its parameters, format=json and the token exactly once', async (_name, call, method, params) => {
    const { client, requests } = mockClient('demo-reader');
    const page = await call(client);
    expect(page.results.length).toBeGreaterThan(0);
    const request = requests[0]!;
    expect(request.method).toBe('GET');
    const sent = new URL(request.url).searchParams;
    expect(new URL(request.url).pathname).toBe('/rest/');
    expect(sent.get('method')).toBe(method);
    expect(sent.getAll('access_token')).toEqual(['demo-reader']);
    expect(sent.get('format')).toBe('json');
    for (const [name, value] of Object.entries(params)) expect(sent.get(name)).toBe(value);
  });

  it('writes POST a form body with the token once and nothing in the URL', async () => {
    const { client, requests } = mockClient('demo-writer');
    const items = await readList(client, 'listItems', {});
    await removeShoeboxItem(client, { shoeboxId: (items.results[0] as { id: string }).id });
    await emptyShoebox(client);
    for (const request of requests.slice(1)) {
      expect(request.method).toBe('POST');
      expect(new URL(request.url).search).toBe('');
      expect(request.headers.get('content-type')).toBe('application/x-www-form-urlencoded');
      const form = new URLSearchParams(await request.text());
      expect(form.getAll('access_token')).toEqual(['demo-writer']);
    }
    expect((await readList(client, 'listItems', {})).total).toBe(0);
  });

  it('sends booleans as 1 and 0', async () => {
    const { client, requests } = mockClient();
    await readList(client, 'categoryObjects', { categoryId: '1729800001', withImages: false });
    expect(new URL(requests[0]!.url).searchParams.get('with_images')).toBe('0');
  });

  it('never forwards a token found inside next_query', async () => {
    const { client, requests } = fakeClient(() => Response.json({ stat: 'ok', results: [] }));
    await client.read('museum.millsfield.social.getPostsForHashTag', {}, { pageParam: 'method=museum.millsfield.social.getPostsForHashTag&hashtag=x&page=2&access_token=stolen&format=jsonp' });
    const sent = new URL(requests[0]!.url).searchParams;
    expect(sent.getAll('access_token')).toEqual(['secret-token-123']);
    expect(sent.get('format')).toBe('json');
    expect(sent.get('page')).toBe('2');
  });
});

describe('pagination', () => {
  it('walks a plain result of 1,234 objects: each exactly once, in order, ceil(total/per_page) requests', async () => {
    const { client, requests } = mockClient();
    const { items, pages } = await walk((pageParam) => readList(client, 'collectionObjects', { collectionId: ARCHIVE, perPage: 100 }, { pageParam }));
    expect(items).toHaveLength(1234);
    expect(pages).toBe(Math.ceil(1234 / 100));
    expect(requests).toHaveLength(13);
    const ids = items.map((item) => BigInt(item['wof:id']));
    expect(new Set(ids).size).toBe(1234);
    expect(ids.every((id, index) => index === 0 || id === ids[index - 1]! + 1n)).toBe(true);
  });

  it('walks a cursor result: each record once, in order, with cursors after the first page', async () => {
    const { client, requests } = mockClient('read-tests', { cursorThreshold: 1000 });
    const { items, pages } = await walk((pageParam) => readList(client, 'collectionObjects', { collectionId: ARCHIVE, perPage: 250 }, { pageParam }));
    expect(items).toHaveLength(1234);
    expect(pages).toBe(Math.ceil(1234 / 250));
    expect(requests.slice(1).every((request) => new URL(request.url).searchParams.has('cursor'))).toBe(true);
    expect(new Set(items.map((item) => item['wof:id'])).size).toBe(1234);
  });

  it('reads pagination from headers when the body lacks it, decoding HTML entities', async () => {
    const { client } = fakeClient(
      () =>
        new Response(JSON.stringify({ stat: 'ok', results: [{ id: 1 }] }), {
          headers: {
            'Content-Type': 'text/json',
            'X-api-pagination-total': '250',
            'X-api-pagination-page': '1',
            'X-api-pagination-pages': '3',
            'X-api-pagination-per-page': '100',
            'X-api-pagination-cursor': '',
            'X-api-pagination-next-query': 'method=m&amp;hashtag=a%26b&amp;page=2',
          },
        }),
    );
    const page = await client.read('m', {});
    expect(page).toMatchObject({ total: 250, page: 1, pages: 3, perPage: 100, cursor: null });
    expect(new URLSearchParams(page.nextQuery).get('hashtag')).toBe('a&b');
    expect(new URLSearchParams(page.nextQuery).get('page')).toBe('2');
  });

  it('continues with page + 1 when next_query is null on the second-to-last page', async () => {
    const { client } = fakeClient(() => Response.json({ stat: 'ok', results: [{ id: 1 }], next_query: null, total: 300, page: 2, pages: 3, per_page: 100, cursor: null }));
    const page = await client.read('museum.x', { hashtag: 'a' }, { pageParam: 'method=museum.x&hashtag=a&per_page=100&page=2' });
    const next = new URLSearchParams(page.nextQuery);
    expect(next.get('page')).toBe('3');
    expect(next.get('hashtag')).toBe('a');
    expect(next.has('access_token')).toBe(false);
  });

  it('stops on an empty next_query on the last page', async () => {
    const { client } = fakeClient(() => Response.json({ stat: 'ok', results: [{ id: 1 }], next_query: '', total: 1, page: 1, pages: 1, per_page: 100, cursor: null }));
    expect((await client.read('m', {})).nextQuery).toBeUndefined();
  });

  it('reads the shoebox list from `items`', async () => {
    const { client } = mockClient('demo-lister');
    const page = await readList(client, 'listItems', {});
    expect(page.results.length).toBeGreaterThanOrEqual(25);
    expect(page.total).toBe(page.results.length);
  });
});

describe('errors', () => {
  it('maps the error envelope to ApiError whatever the HTTP status', async () => {
    const { client } = mockClient();
    const error = await readList(client, 'flightsForDate', { date: '2023-02-30' }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ method: 'museum.millsfield.flights.getFlightsForDate', code: 900, httpStatus: 400 });

    const ok200 = fakeClient(() => Response.json({ stat: 'error', error: { code: 901, message: 'Failed to retrieve flights' } }));
    await expect(readList(ok200.client, 'flightsForDate', { date: '2024-01-01' })).rejects.toMatchObject({ code: 901, httpStatus: 200 });
  });

  it('classifies auth errors and does not retry them', async () => {
    for (const [token, code] of [['expired-x', 491], ['bogus', 493], ['', 494]] as const) {
      const { client } = mockClient(token);
      const error = await readList(client, 'terminalGalleries', { terminalId: '1729810001' }).catch((caught: unknown) => caught);
      expect(isAuthError(error)).toBe(true);
      expect((error as ApiError).code).toBe(code);
      expect(isRetryable(error)).toBe(false);
    }
    const readOnly = mockClient('read-only');
    const writeError = await emptyShoebox(readOnly.client).catch((caught: unknown) => caught);
    expect(writeError).toMatchObject({ code: 490 });
  });

  it('retries 5xx and network faults on GET, never on POST', async () => {
    const failing = fakeClient(() => new Response(JSON.stringify({ stat: 'error', error: { code: 512, message: 'x' } }), { status: 500 }));
    const readError = await failing.client.read('m', {}).catch((caught: unknown) => caught);
    const writeError = await failing.client.write('m', {}).catch((caught: unknown) => caught);
    expect(isRetryable(readError)).toBe(true);
    expect(isRetryable(writeError)).toBe(false);

    const offline = fakeClient(() => Promise.reject(new TypeError('fetch failed')));
    const networkError = await offline.client.read('m', {}).catch((caught: unknown) => caught);
    expect(networkError).toBeInstanceOf(NetworkError);
    expect(isRetryable(networkError)).toBe(true);
  });

  it.each([
    ['an HTML error page', '<html><body>502 Bad Gateway</body></html>', 502],
    ['truncated JSON', '{"stat":"ok","results":[{"id":1', 200],
    ['a body without results', '{"stat":"ok","total":3}', 200],
    ['a body without stat', '{"results":[]}', 200],
    ['results that are not a list', '{"stat":"ok","results":{"a":1}}', 200],
  ])('reports %s as MalformedResponseError', async (_name, body, status) => {
    const { client } = fakeClient(() => new Response(body, { status, headers: { 'Content-Type': 'text/html' } }));
    const error = await client.read('m', {}).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(MalformedResponseError);
  });

  it('times out with TimeoutError and keeps the token out of every message', async () => {
    const { client } = fakeClient(
      (request) => new Promise((_resolve, reject) => request.signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')))),
      20,
    );
    const error = await client.read('museum.slow', {}).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(TimeoutError);
    expect(String(error)).not.toContain('secret-token-123');
    expect(isRetryable(error)).toBe(true);
  });

  it('surfaces a caller abort as an abort, not a timeout or network error', async () => {
    const controller = new AbortController();
    const { client } = fakeClient(
      (request) => new Promise((_resolve, reject) => request.signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')))),
    );
    const pending = client.read('museum.slow', {}, { signal: controller.signal }).catch((caught: unknown) => caught);
    controller.abort();
    const error = await pending;
    expect(error).not.toBeInstanceOf(TimeoutError);
    expect(error).not.toBeInstanceOf(NetworkError);
    expect((error as Error).name).toBe('AbortError');
  });

  it('treats a 454 on a cursor request as an expired cursor', async () => {
    let now = 1_000_000;
    const { client } = mockClient('read-tests', { cursorThreshold: 100, cursorTtlSeconds: 1, now: () => now });
    const first = await readList(client, 'collectionObjects', { collectionId: ARCHIVE }, {});
    now += 5_000;
    const error = await readList(client, 'collectionObjects', { collectionId: ARCHIVE }, { pageParam: getNextPageParam(first) ?? null }).catch((caught: unknown) => caught);
    expect(isExpiredCursor(error)).toBe(true);
  });
});

describe('int64 ids', () => {
  it('keeps ids above 2^53 exact in responses and in requests', async () => {
    const { client, requests } = mockClient();
    const page = await readList(client, 'collectionObjects', { collectionId: ARCHIVE, perPage: 1 });
    expect(new URL(requests[0]!.url).searchParams.get('collection_id')).toBe('9007199254740993');
    const record = page.results[0]!;
    expect(record['millsfield:collection_id']).toBe('9007199254740993');
    expect(record['wof:id']).toBe('9007199254800001');

    const maxId = '9223372036854775807';
    const fake = fakeClient(() => new Response(`{"stat":"ok","results":[{"wof:id":${maxId}}]}`));
    const echoed = await readList(fake.client, 'collectionObjects', { collectionId: maxId });
    expect(new URL(fake.requests[0]!.url).searchParams.get('collection_id')).toBe(maxId);
    expect(echoed.results[0]!['wof:id']).toBe(maxId);
  });
});

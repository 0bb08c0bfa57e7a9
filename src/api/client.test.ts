// @vitest-environment node
import { createMock } from '../../mock/handle.ts';
import { createApiClient, type ApiClient } from './client.ts';
import { ApiError, MalformedResponseError, NetworkError, TimeoutError, isAuthError, isExpiredCursor } from './errors.ts';
import { isRetryable } from './retry.ts';
import { emptyShoebox, readList, removeShoeboxItem } from './operations.ts';
import { getNextPageParam, type Page, type PageParam } from './pagination.ts';

// Whole walks through the in-process mock take seconds on a busy machine (mutation runs share it).
vi.setConfig({ testTimeout: 60_000 });

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
    [
      'collection objects',
      (c: ApiClient) => readList(c, 'collectionObjects', { collectionId: MUSEUM }),
      'museum.collection.collections.getObjects',
      { collection_id: MUSEUM },
    ],
    [
      'collection categories',
      (c: ApiClient) => readList(c, 'collectionCategories', { collectionId: MUSEUM }),
      'museum.collection.collections.getCategories',
      { collection_id: MUSEUM },
    ],
    [
      'collection subcategories',
      (c: ApiClient) => readList(c, 'collectionSubcategories', { collectionId: MUSEUM }),
      'museum.collection.collections.getSubcategories',
      { collection_id: MUSEUM },
    ],
    [
      'category objects',
      (c: ApiClient) => readList(c, 'categoryObjects', { categoryId: '1729800001', withImages: true }),
      'museum.collection.categories.getObjects',
      { category_id: '1729800001', with_images: '1' },
    ],
    [
      'category subcategories',
      (c: ApiClient) => readList(c, 'categorySubcategories', { categoryId: '1729800001' }),
      'museum.collection.categories.getSubcategories',
      { category_id: '1729800001' },
    ],
    [
      'terminal galleries',
      (c: ApiClient) => readList(c, 'terminalGalleries', { terminalId: '1729810002' }),
      'museum.millsfield.terminals.getGalleries',
      { terminal_id: '1729810002' },
    ],
    [
      'terminal exhibitions',
      (c: ApiClient) => readList(c, 'terminalExhibitions', { terminalId: '1729810002' }),
      'museum.millsfield.terminals.getExhibitions',
      { terminal_id: '1729810002' },
    ],
    [
      'building gates',
      (c: ApiClient) => readList(c, 'buildingGates', { buildingId: '1729840001' }),
      'museum.millsfield.buildings.getGates',
      { building_id: '1729840001' },
    ],
    [
      'boarding area gates',
      (c: ApiClient) => readList(c, 'boardingAreaGates', { boardingAreaId: '1729820001' }),
      'museum.millsfield.boardingareas.getGates',
      { boardingarea_id: '1729820001' },
    ],
    [
      'posts',
      (c: ApiClient) => readList(c, 'postsForHashtag', { hashtag: 'sfomuseum' }),
      'museum.millsfield.social.getPostsForHashTag',
      { hashtag: 'sfomuseum' },
    ],
    [
      'flights',
      (c: ApiClient) => readList(c, 'flightsForDate', { date: '2024-06-01' }),
      'museum.millsfield.flights.getFlightsForDate',
      { date: '2024-06-01' },
    ],
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
    await client.read(
      'museum.millsfield.social.getPostsForHashTag',
      {},
      { pageParam: 'method=museum.millsfield.social.getPostsForHashTag&hashtag=x&page=2&access_token=stolen&format=jsonp' },
    );
    const sent = new URL(requests[0]!.url).searchParams;
    expect(sent.getAll('access_token')).toEqual(['secret-token-123']);
    expect(sent.get('format')).toBe('json');
    expect(sent.get('page')).toBe('2');
  });
});

describe('pagination', () => {
  it('walks a plain result of 1,234 objects: each exactly once, in order, ceil(total/per_page) requests', async () => {
    const { client, requests } = mockClient();
    const { items, pages } = await walk((pageParam) =>
      readList(client, 'collectionObjects', { collectionId: ARCHIVE, perPage: 100 }, { pageParam }),
    );
    expect(items).toHaveLength(1234);
    expect(pages).toBe(Math.ceil(1234 / 100));
    expect(requests).toHaveLength(13);
    const ids = items.map((item) => BigInt(item['wof:id'] as string));
    expect(new Set(ids).size).toBe(1234);
    expect(ids.every((id, index) => index === 0 || id === ids[index - 1]! + 1n)).toBe(true);
  });

  it('walks a cursor result: each record once, in order, with cursors after the first page', async () => {
    const { client, requests } = mockClient('read-tests', { cursorThreshold: 1000 });
    const { items, pages } = await walk((pageParam) =>
      readList(client, 'collectionObjects', { collectionId: ARCHIVE, perPage: 250 }, { pageParam }),
    );
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
    const { client } = fakeClient(() =>
      Response.json({ stat: 'ok', results: [{ id: 1 }], next_query: null, total: 300, page: 2, pages: 3, per_page: 100, cursor: null }),
    );
    const page = await client.read('museum.x', { hashtag: 'a' }, { pageParam: 'method=museum.x&hashtag=a&per_page=100&page=2' });
    const next = new URLSearchParams(page.nextQuery);
    expect(next.get('page')).toBe('3');
    expect(next.get('hashtag')).toBe('a');
    expect(next.has('access_token')).toBe(false);
  });

  it('stops on an empty next_query on the last page', async () => {
    const { client } = fakeClient(() =>
      Response.json({ stat: 'ok', results: [{ id: 1 }], next_query: '', total: 1, page: 1, pages: 1, per_page: 100, cursor: null }),
    );
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
    for (const [token, code] of [
      ['expired-x', 491],
      ['bogus', 493],
      ['', 494],
    ] as const) {
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
      (request) =>
        new Promise((_resolve, reject) =>
          request.signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
        ),
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
      (request) =>
        new Promise((_resolve, reject) =>
          request.signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
        ),
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
    const error = await readList(
      client,
      'collectionObjects',
      { collectionId: ARCHIVE },
      { pageParam: getNextPageParam(first) ?? null },
    ).catch((caught: unknown) => caught);
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

describe('the endpoint and the request', () => {
  function stub(baseUrl: string, getAccessToken = (): string | undefined => 'secret-token-123') {
    const requests: Request[] = [];
    const client = createApiClient({
      baseUrl,
      getAccessToken,
      fetch: async (input, init) => {
        requests.push(new Request(input, init));
        return Response.json({ stat: 'ok', results: [] });
      },
    });
    return { client, requests };
  }

  it.each([
    ['https://host.test/base', 'https://host.test/base/rest/'],
    ['https://host.test/base/', 'https://host.test/base/rest/'],
    ['https://host.test/base///', 'https://host.test/base/rest/'],
    ['https://host.test', 'https://host.test/rest/'],
  ])('%s: requests go to %s, the scheme’s // kept', async (baseUrl, endpoint) => {
    const { client, requests } = stub(baseUrl);
    await client.read('m', {});
    await client.write('w', {});
    expect(requests[0]!.url.split('?')[0]).toBe(endpoint);
    expect(requests[1]!.url).toBe(endpoint);
  });

  it('reads with a GET that asks for JSON and carries no body', async () => {
    const { client, requests } = stub('https://host.test');
    await client.read('m', { a: 'x y', n: 3, t: true, f: false, none: undefined, nothing: null });
    const request = requests[0]!;
    expect(request.method).toBe('GET');
    expect(request.headers.get('accept')).toBe('application/json');
    expect(request.body).toBeNull();
    expect([...new URL(request.url).searchParams]).toEqual([
      ['a', 'x y'],
      ['n', '3'],
      ['t', '1'],
      ['f', '0'],
      ['method', 'm'],
      ['format', 'json'],
      ['access_token', 'secret-token-123'],
    ]);
  });

  it('writes with a form POST that asks for JSON', async () => {
    const { client, requests } = stub('https://host.test');
    await client.write('w', { shoebox_id: '5', flag: true });
    const request = requests[0]!;
    expect(request.headers.get('accept')).toBe('application/json');
    expect(request.headers.get('content-type')).toBe('application/x-www-form-urlencoded');
    expect(await request.text()).toBe('shoebox_id=5&flag=1&method=w&format=json&access_token=secret-token-123');
  });

  it('sends no access_token when there is no token', async () => {
    const { client, requests } = stub('https://host.test', () => undefined);
    await client.read('m', {});
    const blank = stub('https://host.test', () => '');
    await blank.client.read('m', {});
    expect(new URL(requests[0]!.url).searchParams.has('access_token')).toBe(false);
    expect(new URL(blank.requests[0]!.url).searchParams.has('access_token')).toBe(false);
  });

  it('keeps the method a next_query names, and adds it when it names none', async () => {
    const { client, requests } = stub('https://host.test');
    await client.read('m', {}, { pageParam: 'method=other&page=2' });
    await client.read('m', { ignored: 'x' }, { pageParam: '?page=3' });
    expect(new URL(requests[0]!.url).searchParams.get('method')).toBe('other');
    const second = new URL(requests[1]!.url).searchParams;
    expect(second.get('method')).toBe('m');
    expect(second.get('page')).toBe('3');
    expect(second.has('ignored')).toBe(false);
  });

  it('uses the global fetch, looked up at request time, when none is given', async () => {
    const client = createApiClient({ baseUrl: 'https://host.test', getAccessToken: () => undefined });
    const global = vi.fn(async () => Response.json({ stat: 'ok', results: [1] }));
    vi.stubGlobal('fetch', global);
    try {
      expect((await client.read('m', {})).results).toEqual([1]);
      expect(global).toHaveBeenCalledTimes(1);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});

describe('pagination on the wire', () => {
  const HEADERS = {
    'X-api-pagination-total': '999',
    'X-api-pagination-page': '7',
    'X-api-pagination-pages': '10',
    'X-api-pagination-per-page': '50',
    'X-api-pagination-cursor': '',
    'X-api-pagination-next-query': 'method=m&amp;page=8',
  };

  it('takes the body’s pagination when the headers say otherwise', async () => {
    const body = {
      stat: 'ok',
      results: [{ id: 1 }],
      total: 250,
      page: 1,
      pages: 3,
      per_page: 100,
      cursor: null,
      next_query: 'method=m&page=2',
    };
    const { client } = fakeClient(() => Response.json(body, { headers: HEADERS }));
    expect(await client.read('m', {})).toEqual({
      results: [{ id: '1' }],
      total: 250,
      page: 1,
      pages: 3,
      perPage: 100,
      cursor: null,
      nextQuery: 'method=m&page=2',
    });
  });

  it('pages on from the body alone when the headers are absent', async () => {
    const body = { stat: 'ok', results: [{ id: 1 }], total: 250, page: 2, pages: 3, per_page: 100, cursor: null, next_query: null };
    const { client } = fakeClient(() => new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } }));
    const page = await client.read('m', { hashtag: 'a' }, { pageParam: 'method=m&hashtag=a&page=2' });
    expect(page).toMatchObject({ total: 250, page: 2, pages: 3, perPage: 100, cursor: null });
    expect(page.nextQuery).toBe('method=m&hashtag=a&page=3');
  });

  it('reads the list from `items` when there is no `results`', async () => {
    const { client } = fakeClient(() => Response.json({ stat: 'ok', items: [{ id: 5 }] }));
    expect((await client.read('m', {})).results).toEqual([{ id: '5' }]);
  });
});

describe('failures on the wire', () => {
  it('maps a fetch that rejects with a TypeError (a dropped connection) to NetworkError, for reads and writes', async () => {
    const { client, requests } = fakeClient(() => Promise.reject(new TypeError('fetch failed')));
    const read = await client.read('museum.m', {}).catch((caught: unknown) => caught);
    expect(read).toBeInstanceOf(NetworkError);
    expect(read).toMatchObject({ method: 'museum.m', verb: 'GET', retryable: true });
    const write = await client.write('museum.w', {}).catch((caught: unknown) => caught);
    expect(write).toBeInstanceOf(NetworkError);
    expect(write).toMatchObject({ method: 'museum.w', verb: 'POST', retryable: false });
    expect(requests).toHaveLength(2);
    expect(String(read) + String(write)).not.toContain('secret-token-123');
  });

  it('maps a body that fails mid-read to NetworkError', async () => {
    const { client } = fakeClient(
      () => ({ status: 200, headers: new Headers(), text: () => Promise.reject(new TypeError('terminated')) }) as unknown as Response,
    );
    await expect(client.read('m', {})).rejects.toBeInstanceOf(NetworkError);
  });

  it.each([
    ['null', 'the body is not a JSON object'],
    ['[]', 'the body is not a JSON object'],
    ['[{"stat":"ok","results":[]}]', 'the body is not a JSON object'],
    ['"ok"', 'the body is not a JSON object'],
    ['<html>', 'the body is not JSON'],
    ['{"results":[]}', 'the body has no "stat"'],
    ['{"stat":null}', 'the body has no "stat"'],
    ['{"stat":"ok"}', 'the list of results is missing'],
    ['{"stat":"ok","results":"none"}', 'the list of results is missing'],
  ])('a body of %s is a MalformedResponseError: %s', async (body, reason) => {
    const { client } = fakeClient(() => new Response(body, { status: 200 }));
    const error = await client.read('museum.m', {}).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(MalformedResponseError);
    expect(error).toMatchObject({
      method: 'museum.m',
      verb: 'GET',
      httpStatus: 200,
      retryable: false,
      message: `The answer to museum.m was not a valid response: ${reason}.`,
    });
  });

  it('checks a write’s envelope too', async () => {
    const { client } = fakeClient(() => new Response('null', { status: 502 }));
    await expect(client.write('w', {})).rejects.toMatchObject({
      name: 'MalformedResponseError',
      verb: 'POST',
      httpStatus: 502,
      retryable: false,
    });
  });

  it('retries a read answered with HTTP 5xx whatever its code', async () => {
    const { client } = fakeClient(() => Response.json({ stat: 'error', error: { code: 450, message: 'x' } }, { status: 503 }));
    const error = await client.read('m', {}).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ code: 450, httpStatus: 503 });
    expect(isRetryable(error)).toBe(true);
  });

  it('retries a read answered with code 512 whatever its HTTP status', async () => {
    const { client } = fakeClient(() => Response.json({ stat: 'error', error: { code: 512, message: 'x' } }, { status: 200 }));
    const error = await client.read('m', {}).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ code: 512, httpStatus: 200 });
    expect(isRetryable(error)).toBe(true);
  });

  it('retries no write, whatever the fault', async () => {
    for (const [code, status] of [
      [512, 200],
      [450, 500],
      [512, 500],
    ] as const) {
      const { client } = fakeClient(() => Response.json({ stat: 'error', error: { code, message: 'x' } }, { status }));
      const error = await client.write('w', {}).catch((caught: unknown) => caught);
      expect(error).toMatchObject({ name: 'ApiError', code, verb: 'POST', sentCursor: false });
      expect(isRetryable(error)).toBe(false);
    }
  });

  it('takes the code and message from the X-api-error headers when the body lacks them', async () => {
    const headers = { 'X-api-error-code': '493', 'X-api-error-message': 'Invalid access token' };
    const { client } = fakeClient(() => Response.json({ stat: 'error' }, { status: 493, headers }));
    await expect(client.read('m', {})).rejects.toMatchObject({ code: 493, message: 'Invalid access token', httpStatus: 493 });
    const garbled = fakeClient(() => Response.json({ stat: 'error', error: 'boom' }, { status: 400, headers }));
    await expect(garbled.client.read('m', {})).rejects.toMatchObject({ code: 493, message: 'Invalid access token' });
  });

  it('falls back to 450 "Unknown error" when neither says', async () => {
    const { client } = fakeClient(() => Response.json({ stat: 'fail' }, { status: 400 }));
    await expect(client.read('m', {})).rejects.toMatchObject({ name: 'ApiError', code: 450, message: 'Unknown error' });
    const junk = fakeClient(() => Response.json({ stat: 'error', error: { code: 'abc', message: 'Odd' } }));
    await expect(junk.client.read('m', {})).rejects.toMatchObject({ code: 450, message: 'Odd' });
  });

  it('marks an error on a cursor request, and only there, as sent with a cursor', async () => {
    const { client } = fakeClient(() => Response.json({ stat: 'error', error: { code: 454, message: 'Invalid cursor' } }, { status: 454 }));
    const onCursor = await client.read('m', {}, { pageParam: 'method=m&cursor=abc' }).catch((caught: unknown) => caught);
    const onPage = await client.read('m', {}, { pageParam: 'method=m&page=2' }).catch((caught: unknown) => caught);
    expect(isExpiredCursor(onCursor)).toBe(true);
    expect(isExpiredCursor(onPage)).toBe(false);
  });

  it('does not read a persistent server fault on a cursor page as an expired cursor', async () => {
    const { client } = fakeClient(() => Response.json({ stat: 'error', error: { code: 512, message: 'x' } }, { status: 500 }));
    const error = await client.read('m', {}, { pageParam: 'method=m&cursor=abc' }).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ code: 512, sentCursor: true });
    expect(isExpiredCursor(error)).toBe(false);
    expect(isRetryable(error)).toBe(true);
  });
});

describe('time limits and aborts', () => {
  // Like fetch: rejects with the signal's reason once it is aborted, at once if it already is.
  const hang = (request: Request) =>
    new Promise<Response>((_resolve, reject) => {
      if (request.signal.aborted) reject(request.signal.reason);
      request.signal.addEventListener('abort', () => reject(request.signal.reason));
    });

  it('gives up after 15 s by default', async () => {
    vi.useFakeTimers();
    try {
      const { client } = fakeClient(hang);
      let settled: unknown = 'pending';
      const pending = client.read('m', {}).catch((caught: unknown) => (settled = caught));
      await vi.advanceTimersByTimeAsync(14_999);
      expect(settled).toBe('pending');
      await vi.advanceTimersByTimeAsync(1);
      await pending;
      expect(settled).toBeInstanceOf(TimeoutError);
      expect(settled).toMatchObject({ timeoutMs: 15_000 });
    } finally {
      vi.useRealTimers();
    }
  });

  it('leaves no timer and no abort listener behind', async () => {
    vi.useFakeTimers();
    try {
      const controller = new AbortController();
      const removed = vi.spyOn(controller.signal, 'removeEventListener');
      const { client } = fakeClient(() => Response.json({ stat: 'ok', results: [] }));
      await client.read('m', {}, { signal: controller.signal });
      expect(vi.getTimerCount()).toBe(0);
      expect(removed).toHaveBeenCalledWith('abort', expect.any(Function));
    } finally {
      vi.useRealTimers();
    }
  });

  it('passes on the caller’s abort reason, also for a signal aborted before the call', async () => {
    const { client, requests } = fakeClient(hang, 1_000);
    const early = new AbortController();
    early.abort(new Error('left the page'));
    await expect(client.read('m', {}, { signal: early.signal })).rejects.toThrow('left the page');
    expect(requests[0]!.signal.aborted).toBe(true);

    const late = new AbortController();
    const pending = client.write('w', {}, { signal: late.signal });
    late.abort(new Error('closed the dialog'));
    await expect(pending).rejects.toThrow('closed the dialog');
  });
});

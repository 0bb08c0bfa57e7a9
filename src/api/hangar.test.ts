// @vitest-environment node
import { ApiError, MalformedResponseError, NetworkError, TimeoutError, isPermanentFailure } from './errors.ts';
import { CatalogueUnavailableError, HANGAR_METHODS, createHangarClient, encodeQuery } from './hangar.ts';
import { shouldRetry } from './retry.ts';
import { readSearchAnswer, readSuggestions } from './search-response.ts';

const ORIGIN = 'https://hangar.example';

const okBody = {
  stat: 'ok',
  q: 'cap',
  results: [
    {
      id: '9007199254740993',
      kind: 'object',
      name: 'TWA stewardess cap',
      href: '/objects/9007199254740993',
      image: { url: 'https://img.example/a_z.jpg', width: 640, height: 480 },
      date: '1965',
      accession_number: '2020.55.045',
      belongs_to: [{ kind: 'collection', id: '1729795001', name: 'Aviation Museum' }],
      highlights: { name: [[19, 22]], accession_number: [] },
    },
  ],
  total: 41,
  page: 1,
  pages: 3,
  per_page: 20,
  facets: {
    kind: [{ value: 'object', count: 41 }],
    collection: [{ value: '1729795001', label: 'Aviation Museum', count: 41 }],
    category: [],
    decade: [{ value: 1960, count: 12 }],
    images: [{ value: '1', count: 30 }],
  },
  suggestions: [],
  harvested_at: '2026-11-26T17:00:00.000Z',
};

function answering(status: number, body: string, headers: Record<string, string> = {}) {
  const calls: string[] = [];
  const fetch = async (input: RequestInfo | URL) => {
    calls.push(String(input));
    return new Response(body, { status, headers });
  };
  return { calls, client: createHangarClient({ origin: ORIGIN, fetch }) };
}

const search = (client: ReturnType<typeof createHangarClient>, signal?: AbortSignal) =>
  client.get(HANGAR_METHODS.search, 'search', { q: 'cap', kind: ['object', 'gate'], page: 2 }, readSearchAnswer, signal);

describe('the hangar client', () => {
  it('GETs the endpoint on the page origin with the query, ids exact', async () => {
    const { calls, client } = answering(
      200,
      JSON.stringify(okBody).replace('"9007199254740993"', '9007199254740993').replace('"1729795001"', '1729795001'),
    );
    const answer = await search(client);
    expect(calls).toEqual([`${ORIGIN}/api/search?q=cap&kind=object&kind=gate&page=2`]);
    expect(answer.results[0]).toMatchObject({ id: '9007199254740993', accessionNumber: '2020.55.045' });
    expect(answer.results[0]?.belongsTo[0]?.id).toBe('1729795001');
    expect(answer.facets.decade[0]).toEqual({ value: '1960', label: null, count: 12 });
    expect(answer).toMatchObject({ total: 41, page: 1, pages: 3, perPage: 20 });
  });

  it('turns a 400 into a permanent ApiError with the service code', async () => {
    const { client } = answering(400, JSON.stringify({ stat: 'error', error: { code: 454, message: 'q is too long' } }));
    const error = await search(client).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ method: 'hangar.search', code: 454, httpStatus: 400, retryable: false });
    expect(isPermanentFailure(error)).toBe(true);
  });

  it('turns a 503 into "no catalogue yet", not retried at once, with its Retry-After', async () => {
    const { client } = answering(503, JSON.stringify({ stat: 'error', error: { code: 503, message: 'No catalogue' } }), {
      'Retry-After': '60',
    });
    const error = await search(client).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(CatalogueUnavailableError);
    expect(error).toMatchObject({ code: 503, retryAfterSeconds: 60, retryable: false });
    expect(shouldRetry(0, error)).toBe(false);
  });

  it('calls a 500 retryable, and a garbled 5xx page too', async () => {
    const failed = await search(answering(500, JSON.stringify({ stat: 'error', error: { code: 450, message: 'x' } })).client).catch(
      (caught: unknown) => caught,
    );
    expect(failed).toMatchObject({ name: 'ApiError', retryable: true });
    const garbled = await search(answering(502, '<html>Bad gateway</html>').client).catch((caught: unknown) => caught);
    expect(garbled).toBeInstanceOf(MalformedResponseError);
    expect(garbled).toMatchObject({ retryable: true });
  });

  it.each([
    ['not JSON', 'nope'],
    ['not an object', '[1]'],
    ['no stat', '{"results":[]}'],
    ['results missing', '{"stat":"ok","total":0,"page":1,"pages":0,"per_page":20}'],
    ['a total that is text', JSON.stringify({ ...okBody, total: '41' })],
    ['an unknown kind', JSON.stringify({ ...okBody, results: [{ ...okBody.results[0], kind: 'planet' }] })],
    ['an href off the site', JSON.stringify({ ...okBody, results: [{ ...okBody.results[0], href: '//evil.example/x' }] })],
    ['a broken range', JSON.stringify({ ...okBody, results: [{ ...okBody.results[0], highlights: { name: [[1]] } }] })],
  ])('calls an answer with %s malformed, and does not retry a 200', async (_, body) => {
    const error = await search(answering(200, body).client).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(MalformedResponseError);
    expect(error).toMatchObject({ method: 'hangar.search', retryable: false });
  });

  it('drops an image that is not a web address rather than render it', async () => {
    const body = { ...okBody, results: [{ ...okBody.results[0], image: { url: 'javascript:alert(1)', width: 1, height: 1 } }] };
    const answer = await search(answering(200, JSON.stringify(body)).client);
    expect(answer.results[0]?.image).toBeNull();
  });

  it('reports a dropped connection as a retryable NetworkError', async () => {
    const client = createHangarClient({ origin: ORIGIN, fetch: () => Promise.reject(new TypeError('Failed to fetch')) });
    const error = await search(client).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(NetworkError);
    expect(error).toMatchObject({ retryable: true });
  });

  it('gives up after its timeout, and passes the caller’s abort through', async () => {
    vi.useFakeTimers();
    try {
      const hanging = (_input: RequestInfo | URL, init?: RequestInit) =>
        new Promise<Response>((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted'))));
      const timed = search(createHangarClient({ origin: ORIGIN, fetch: hanging, timeoutMs: 1000 })).catch((caught: unknown) => caught);
      await vi.advanceTimersByTimeAsync(1000);
      expect(await timed).toBeInstanceOf(TimeoutError);

      const controller = new AbortController();
      const aborted = search(createHangarClient({ origin: ORIGIN, fetch: hanging }), controller.signal).catch((caught: unknown) => caught);
      controller.abort(new Error('left the page'));
      expect(await aborted).toMatchObject({ message: 'left the page' });
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('readSuggestions', () => {
  it('reads the suggestions and refuses an address off the site', () => {
    expect(readSuggestions({ suggestions: [{ text: 'Cap', kind: 'object', href: '/objects/1' }] })).toEqual([
      { text: 'Cap', kind: 'object', href: '/objects/1' },
    ]);
    expect(() => readSuggestions({ suggestions: [{ text: 'Cap', kind: 'object', href: 'javascript:alert(1)' }] })).toThrow(/href/);
  });
});

describe('encodeQuery', () => {
  it('repeats list values and leaves out empty ones', () => {
    expect(encodeQuery({ q: 'a b', kind: ['object', 'gate'], images: undefined, sort: '', page: 1 })).toBe(
      'q=a+b&kind=object&kind=gate&page=1',
    );
  });
});

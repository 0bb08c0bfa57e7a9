import { ORIGIN, READ, envelope, page, testMock } from './test-helpers.ts';

const { rest, post, call } = testMock();

const GALLERIES = 'method=museum.millsfield.terminals.getGalleries&terminal_id=1729810002';
const LIST_CALLS = [
  'method=museum.collection.collections.getObjects&collection_id=1729795001',
  'method=museum.collection.collections.getCategories&collection_id=1729795001',
  'method=museum.collection.collections.getSubcategories&collection_id=1729795001',
  'method=museum.collection.categories.getObjects&category_id=1729800001&with_images=1',
  'method=museum.collection.categories.getSubcategories&category_id=1729800001',
  GALLERIES,
  'method=museum.millsfield.terminals.getExhibitions&terminal_id=1729810002',
  'method=museum.millsfield.buildings.getGates&building_id=1729840001',
  'method=museum.millsfield.boardingareas.getGates&boardingarea_id=1729820001',
  'method=museum.millsfield.social.getPostsForHashTag&hashtag=sfomuseum',
  'method=museum.millsfield.flights.getFlightsForDate&date=2024-02-29',
];

describe('list operations', () => {
  it.each(LIST_CALLS)('%s answers the plain pagination envelope as JSON with CORS', async (call) => {
    const response = await rest(`${call}&${READ}&per_page=5`);
    expect(response.headers.get('Content-Type')).toBe('application/json; charset=utf-8');
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    expect(response.headers.get('Access-Control-Allow-Origin')).toBe('*');
    expect(response.headers.get('Access-Control-Expose-Headers')).toContain('X-api-pagination-next-query');
    const body = await page(response);
    expect(Object.keys(body)).toEqual(['results', 'next_query', 'total', 'page', 'per_page', 'pages', 'cursor', 'stat']);
    expect(body).toMatchObject({ stat: 'ok', page: 1, per_page: 5, cursor: null });
    expect(body.results.length).toBeGreaterThan(0);
    expect(body.results.length).toBeLessThanOrEqual(5);
    expect(
      body.results.every((record) => typeof record === 'object' && record !== null && (record['wof:id'] ?? record.id) !== undefined),
    ).toBe(true);
    expect(body.pages).toBe(Math.ceil(body.total / 5));
    expect(body.next_query ?? '').not.toContain('access_token');
    // The next page is of the same list: next_query carries the operation's own parameter.
    if (body.pages > 1) expect(body.next_query).toContain(`&${call.split('&')[1]!}`);
  });

  it('writes ids above 2^53 as exact JSON integers', async () => {
    const text = await (
      await rest(`method=museum.collection.collections.getObjects&collection_id=9007199254740993&per_page=1&${READ}`)
    ).text();
    expect(text).toContain('"millsfield:collection_id":9007199254740993');
  });

  it('lists a collection’s categories with their counts, and a category’s subcategories', async () => {
    const categories = await page(await rest(`method=museum.collection.collections.getCategories&collection_id=1729795003&${READ}`));
    const curious = categories.results.find((record) => record['wof:name'] === 'Curious labels');
    expect(curious).toMatchObject({
      'wof:placetype_alt': 'category',
      'wof:parent_id': '1729795003',
      'millsfield:collection_id': '1729795003',
    });
    expect(categories.results.reduce((sum, record) => sum + Number(record['millsfield:count_objects']), 0)).toBe(300);
    const subcategories = await page(
      await rest(`method=museum.collection.categories.getSubcategories&category_id=${String(curious!['wof:id'])}&${READ}`),
    );
    expect(
      subcategories.results.every(
        (record) => record['wof:parent_id'] === curious!['wof:id'] && record['wof:placetype_alt'] === 'subcategory',
      ),
    ).toBe(true);
    expect(subcategories.results.reduce((sum, record) => sum + Number(record['millsfield:count_objects']), 0)).toBe(
      curious!['millsfield:count_objects'],
    );
    const all = await page(
      await rest(`method=museum.collection.collections.getSubcategories&collection_id=1729795003&per_page=500&${READ}`),
    );
    expect(all.results.map((record) => record['wof:id'])).toEqual(
      expect.arrayContaining(subcategories.results.map((record) => record['wof:id'])),
    );
  });

  it('restricts a category’s objects to those with images only when with_images is neither "" nor "0"', async () => {
    const objects = (flag: string) =>
      rest(`method=museum.collection.categories.getObjects&category_id=1729800001${flag}&${READ}&per_page=500`).then((r) => page(r));
    const all = await objects('');
    for (const off of ['&with_images=', '&with_images=0']) expect((await objects(off)).total).toBe(all.total);
    for (const on of ['&with_images=1', '&with_images=true']) {
      const only = await objects(on);
      expect(only.total).toBeLessThan(all.total);
      expect(only.results.every((record) => Array.isArray(record.images) && (record.images as unknown[]).length > 0)).toBe(true);
    }
    expect(
      (await page(await rest(`method=museum.collection.categories.getObjects&category_id=1729800001&with_images=1&per_page=2&${READ}`)))
        .next_query,
    ).toBe('method=museum.collection.categories.getObjects&category_id=1729800001&with_images=1&per_page=2&page=2');
  });

  it('finds posts for a hashtag given with #, spaces or capitals, and none for an unknown one', async () => {
    const posts = await page(
      await rest(`method=museum.millsfield.social.getPostsForHashTag&hashtag=${encodeURIComponent('#SFOMuseum ')}&per_page=2&${READ}`),
    );
    expect(posts.total).toBe(150);
    expect(posts.next_query).toBe('method=museum.millsfield.social.getPostsForHashTag&hashtag=sfomuseum&per_page=2&page=2');
    const withImage = (
      await page(await rest(`method=museum.millsfield.social.getPostsForHashTag&hashtag=sfomuseum&per_page=50&${READ}`))
    ).results.find((post) => post.image);
    expect((withImage!.image as { url: string }).url).toMatch(new RegExp(`^${ORIGIN}/media/\\d+/z\\.jpg$`));
    expect(await page(await rest(`method=museum.millsfield.social.getPostsForHashTag&hashtag=nobody&${READ}`))).toMatchObject({
      results: [],
      total: 0,
      pages: 0,
      next_query: null,
    });
  });

  it('serves flights of a date in schedule order', async () => {
    const flights = await page(await rest(`method=museum.millsfield.flights.getFlightsForDate&date=2024-02-29&per_page=500&${READ}`));
    const times = flights.results.map((flight) => Number(flight['flysfo:scheduled_timestamp']));
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(flights.results.every((flight) => flight['flysfo:date'] === '2024-02-29')).toBe(true);
  });
});

describe("flights and the mock's clock", () => {
  const DAY = 'method=museum.millsfield.flights.getFlightsForDate&date=2024-06-01&per_page=500';
  /** 2024-06-01 13:00 in San Francisco (PDT, UTC-7). */
  const AFTERNOON = Date.parse('2024-06-01T20:00:00Z');
  const clock = { ms: 0 };
  const clockMock = testMock({ now: () => clock.ms });
  const flightsAt = async (nowMs: number) => {
    clock.ms = nowMs;
    const { results } = await page(await clockMock.rest(`${DAY}&${READ}`));
    return results;
  };

  it('gives a flight an actual time only once it has happened, and answers the day anew as the clock moves', async () => {
    const before = await flightsAt(Date.parse('2024-05-31T12:00:00Z'));
    expect(before.length).toBeGreaterThan(100);
    expect(before.filter((flight) => 'flysfo:actual_timestamp' in flight)).toEqual([]);

    const during = await flightsAt(AFTERNOON);
    const nowSeconds = AFTERNOON / 1000;
    const withActual = during.filter((flight) => 'flysfo:actual_timestamp' in flight);
    const withoutActual = during.filter((flight) => !('flysfo:actual_timestamp' in flight));
    expect(withActual.length).toBeGreaterThan(0);
    expect(withoutActual.length).toBeGreaterThan(0);
    for (const flight of withActual) {
      expect(Number(flight['flysfo:scheduled_timestamp'])).toBeLessThanOrEqual(nowSeconds);
      expect(Number(flight['flysfo:actual_timestamp'])).toBeLessThanOrEqual(nowSeconds);
    }
    // Every flight still scheduled for later has no actual time, and still has its schedule and estimate.
    const later = during.filter((flight) => Number(flight['flysfo:scheduled_timestamp']) > nowSeconds);
    expect(later.length).toBeGreaterThan(0);
    expect(later.every((flight) => !('flysfo:actual_timestamp' in flight) && 'flysfo:estimated_timestamp' in flight)).toBe(true);

    const after = await flightsAt(Date.parse('2024-06-03T00:00:00Z'));
    expect(after.every((flight) => typeof flight['flysfo:actual_timestamp'] === 'number')).toBe(true);
    expect(after.map((flight) => flight['wof:id'])).toEqual(before.map((flight) => flight['wof:id']));
  });

  it('is the same answer for the same seed at the same moment', async () => {
    const other = testMock({ now: () => AFTERNOON });
    clock.ms = AFTERNOON;
    expect(await (await other.rest(`${DAY}&${READ}`)).text()).toBe(await (await clockMock.rest(`${DAY}&${READ}`)).text());
  });
});

describe('errors', () => {
  it.each([
    ['unknown method', 499, 499, `method=museum.nope&${READ}`, 'API method not found'],
    ['missing method', 499, 499, READ, 'API method not found'],
    ['inherited name as method', 499, 499, `method=toString&${READ}`, 'API method not found'],
    ['missing token', 494, 494, GALLERIES, 'Access token missing'],
    ['empty token', 494, 494, `${GALLERIES}&access_token=`, 'Access token missing'],
    ['unknown token', 493, 493, `${GALLERIES}&access_token=who`, 'Invalid access token'],
    ['token name too long', 493, 493, `${GALLERIES}&access_token=read-${'a'.repeat(65)}`, 'Invalid access token'],
    ['expired token', 491, 491, `${GALLERIES}&access_token=expired-x`, 'Access token is expired'],
    ['missing id', 453, 453, `method=museum.millsfield.terminals.getGalleries&${READ}`, 'Missing parameter: terminal_id'],
    ['blank id', 453, 453, `method=museum.millsfield.terminals.getGalleries&terminal_id=%20&${READ}`, 'Missing parameter: terminal_id'],
    [
      'malformed id',
      454,
      454,
      `method=museum.millsfield.terminals.getGalleries&terminal_id=12ab&${READ}`,
      'Invalid parameter: terminal_id must be a 64-bit integer',
    ],
    [
      'negative id',
      454,
      454,
      `method=museum.millsfield.terminals.getGalleries&terminal_id=-1&${READ}`,
      'Invalid parameter: terminal_id must be a 64-bit integer',
    ],
    [
      'id above int64',
      454,
      454,
      `method=museum.millsfield.terminals.getGalleries&terminal_id=9223372036854775808&${READ}`,
      'Invalid parameter: terminal_id must be a 64-bit integer',
    ],
    [
      'largest int64, unknown',
      900,
      400,
      `method=museum.millsfield.terminals.getGalleries&terminal_id=9223372036854775807&${READ}`,
      'Failed to retrieve galleries for terminal',
    ],
    ['unknown format', 454, 454, `${GALLERIES}&format=xml&${READ}`, 'Invalid parameter: format must be json or jsonp'],
    ['missing hashtag', 453, 453, `method=museum.millsfield.social.getPostsForHashTag&${READ}`, 'Missing parameter: hashtag'],
    ['hashtag of only #', 453, 453, `method=museum.millsfield.social.getPostsForHashTag&hashtag=%23&${READ}`, 'Missing parameter: hashtag'],
    ['missing date', 453, 453, `method=museum.millsfield.flights.getFlightsForDate&${READ}`, 'Missing parameter: date'],
    ['write over GET', 405, 405, 'method=museum.you.shoebox.emptyShoebox&access_token=demo-x', 'Method Not Allowed'],
    [
      'bad sort',
      454,
      454,
      'method=museum.you.shoebox.listItems&sort=up&access_token=demo-x',
      'Invalid parameter: sort must be ASC or DESC',
    ],
  ])('%s -> %i (HTTP %i) in the envelope', async (_name, code, status, query, message) => {
    const response = await rest(query);
    expect(response.status).toBe(status);
    expect(await envelope(response)).toEqual({ code, message });
  });

  it('says which parameter is missing or malformed', async () => {
    expect(await envelope(await rest(`method=museum.millsfield.terminals.getGalleries&${READ}`))).toEqual({
      code: 453,
      message: 'Missing parameter: terminal_id',
    });
    expect(await envelope(await rest(`method=museum.millsfield.terminals.getGalleries&terminal_id=x&${READ}`))).toEqual({
      code: 454,
      message: 'Invalid parameter: terminal_id must be a 64-bit integer',
    });
    expect((await envelope(await rest(`${GALLERIES}&format=xml&${READ}`))).message).toBe('Invalid parameter: format must be json or jsonp');
    expect((await envelope(await rest(`method=museum.nope&${READ}`))).message).toBe('API method not found');
    expect((await envelope(await rest(`${GALLERIES}&access_token=who`))).message).toBe('Invalid access token');
  });

  it.each([
    ['museum.collection.categories.getObjects', 'category_id', 'Failed to retrieve objects for category'],
    ['museum.collection.categories.getSubcategories', 'category_id', 'Failed to retrieve subcategories for category'],
    ['museum.millsfield.terminals.getExhibitions', 'terminal_id', 'Failed to retrieve exhibitions for terminal'],
    ['museum.collection.collections.getSubcategories', 'collection_id', 'Failed to retrieve subcategories for collection'],
    ['museum.collection.collections.getCategories', 'collection_id', 'Failed to retrieve categories for collection'],
    ['museum.millsfield.boardingareas.getGates', 'boardingarea_id', 'Failed to retrieve gates for boarding area'],
    ['museum.collection.collections.getObjects', 'collection_id', 'Failed to retrieve objects for collection'],
    ['museum.millsfield.terminals.getGalleries', 'terminal_id', 'Failed to retrieve galleries for terminal'],
    ['museum.millsfield.buildings.getGates', 'building_id', 'Failed to retrieve gates for building'],
  ])('%s with an unknown %s -> 900 "%s" (HTTP 400)', async (method, parameter, message) => {
    const response = await rest(`method=${method}&${parameter}=1&${READ}`);
    expect(response.status).toBe(400);
    expect(await envelope(response)).toEqual({ code: 900, message });
  });

  it.each(['2023-02-30', '2023-13-01', '2023-00-10', '2023-01-00', '0000-01-01', '2023-1-01', 'tomorrow'])(
    'flights for %s -> 900 Invalid date (HTTP 400)',
    async (date) => {
      const response = await rest(`method=museum.millsfield.flights.getFlightsForDate&date=${date}&${READ}`);
      expect(response.status).toBe(400);
      expect(await envelope(response)).toEqual({ code: 900, message: 'Invalid date' });
    },
  );

  it('refuses other verbs on /rest/ with 405 and answers the CORS preflight', async () => {
    for (const method of ['PUT', 'DELETE']) {
      const response = await call(`/rest/?${GALLERIES}&${READ}`, { method });
      expect(response.status).toBe(405);
      expect(await envelope(response)).toEqual({ code: 405, message: 'Method Not Allowed' });
    }
    const preflight = await call('/rest/', { method: 'OPTIONS' });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('Access-Control-Allow-Methods')).toBe('GET, POST, OPTIONS');
    expect(preflight.headers.get('Access-Control-Allow-Headers')).toContain('Authorization');
  });

  it('serves /rest without the slash too', async () => {
    expect((await call(`/rest?${GALLERIES}&${READ}`)).status).toBe(200);
    expect((await call(`/rest/x?${GALLERIES}&${READ}`)).status).toBe(404);
  });

  it('answers unknown paths and bad image names with a 404 envelope', async () => {
    for (const path of ['/nope', '/media/1/x.jpg', '/media/abc/z.jpg', '/__mock/faults']) {
      const response = await call(path, { method: 'POST' });
      expect(response.status, path).toBe(404);
      expect(await envelope(response), path).toEqual({ code: 450, message: 'Not found' });
    }
  });
});

describe('reads and writes', () => {
  it('reads POST form fields (form or text/plain), which win over the query string', async () => {
    const form = await post(`${GALLERIES}&per_page=2&${READ}`);
    expect((await page(form)).per_page).toBe(2);
    const plain = await call(`/rest/?${GALLERIES}&per_page=9`, {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain;charset=UTF-8' },
      body: `per_page=3&${READ}`,
    });
    expect((await page(plain)).per_page).toBe(3);
    // A JSON body is not form data: the call has no method.
    const json = await call('/rest/', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: `${GALLERIES}&${READ}` });
    expect((await envelope(json)).code).toBe(499);
  });

  it('takes the token from Authorization: Bearer base64(token) when the parameter is absent', async () => {
    const bearer = (token: string) => ({ headers: { Authorization: `Bearer ${Buffer.from(token).toString('base64')}` } });
    expect((await rest(GALLERIES, bearer('read-bearer'))).status).toBe(200);
    expect((await envelope(await rest(GALLERIES, bearer('expired-bearer')))).code).toBe(491);
    expect((await envelope(await rest(GALLERIES, { headers: { Authorization: 'Basic cmVhZC14' } }))).code).toBe(494);
    // The parameter wins: a good header does not rescue a bad parameter.
    expect((await envelope(await rest(`${GALLERIES}&access_token=who`, bearer('read-bearer')))).code).toBe(493);
    const write = await call('/rest/', {
      method: 'POST',
      headers: {
        'Content-Type': 'application/x-www-form-urlencoded',
        Authorization: `Bearer ${Buffer.from('demo-bearer').toString('base64')}`,
      },
      body: 'method=museum.you.shoebox.emptyShoebox',
    });
    expect(await write.json()).toEqual({ stat: 'ok' });
  });

  it('accepts a 64-character user name and the whole token alphabet', async () => {
    expect((await rest(`${GALLERIES}&access_token=read-${'a'.repeat(64)}`)).status).toBe(200);
    expect((await rest(`${GALLERIES}&access_token=read-A.z_0~-9`)).status).toBe(200);
  });
});

describe('jsonp', () => {
  it('wraps the body in the named callback, with the pagination headers', async () => {
    const response = await rest(`${GALLERIES}&format=jsonp&callback=handle_1&${READ}`);
    expect(response.headers.get('Content-Type')).toBe('application/javascript; charset=utf-8');
    expect(response.headers.get('X-api-pagination-total')).not.toBeNull();
    expect(await response.text()).toMatch(/^\/\*\*\/handle_1\(\{"results":.*"stat":"ok"\}\)$/s);
  });

  it('wraps errors too, and a plain json format is not wrapped', async () => {
    const error = await rest(`method=museum.nope&format=jsonp&callback=cb&${READ}`);
    expect(error.headers.get('Content-Type')).toBe('application/javascript; charset=utf-8');
    expect(await error.text()).toBe('/**/cb({"error":{"code":499,"message":"API method not found"},"stat":"error"})');
    const json = await rest(`${GALLERIES}&format=json&callback=cb&${READ}`);
    expect((await json.text()).startsWith('{')).toBe(true);
  });

  it.each(['$', '_a', 'a.b', 'ns.$cb_2', 'a'.repeat(128)])('accepts the callback %s', async (callback) => {
    const response = await rest(`${GALLERIES}&format=jsonp&callback=${callback}&${READ}`);
    expect(await response.text()).toMatch(new RegExp(`^/\\*\\*/${callback.replace(/[$.]/g, '\\$&')}\\(`));
  });

  it.each(['', 'alert(1)', '1a', 'a.', '.a', 'a..b', 'a-b', 'a'.repeat(129), 'x;alert(1)'])(
    'refuses the callback "%s" with 454 as plain JSON',
    async (callback) => {
      const response = await rest(`${GALLERIES}&format=jsonp&callback=${encodeURIComponent(callback)}&${READ}`);
      expect(response.headers.get('Content-Type')).toBe('application/json; charset=utf-8');
      expect(await envelope(response)).toEqual({ code: 454, message: 'Invalid parameter: callback must be a JavaScript identifier' });
    },
  );
});

describe('config.json and images', () => {
  it('generates config.json from the data and the origin asked', async () => {
    const response = await call('/config.json');
    expect(response.headers.get('Cache-Control')).toBe('no-cache');
    const config = (await response.json()) as {
      apiBaseUrl: string;
      accessToken: string;
      directory: { collections: { id: string; name: string }[]; terminals: unknown[]; boardingAreas: { name: string }[] };
      demoUsers: { token: string }[];
    };
    expect(config.apiBaseUrl).toBe(ORIGIN);
    expect(config.accessToken).toBe('read-visitor');
    expect(config.directory.collections).toContainEqual({ id: '9007199254740993', name: 'Aviation Archive' });
    expect(config.directory.terminals).toHaveLength(4);
    expect(config.directory.boardingAreas.map((area) => area.name)).toEqual(
      ['A', 'B', 'C', 'D', 'E', 'F', 'G'].map((letter) => `Boarding Area ${letter}`),
    );
    expect(config.demoUsers.map((user) => user.token)).toEqual(['demo-ada', 'demo-grace']);
  });

  it('draws the image an object names, at the size its label asks for', async () => {
    const objects = await page(await rest(`method=museum.collection.collections.getObjects&collection_id=1729795001&per_page=20&${READ}`));
    const image = objects.results.flatMap(
      (record) => (record.images as { url_template: string; sizes: Record<string, { width: number; height: number }> }[] | undefined) ?? [],
    )[0]!;
    expect(image.url_template).toMatch(new RegExp(`^${ORIGIN}/media/\\d+/\\{label\\}\\.jpg$`));
    const response = await call(image.url_template.slice(ORIGIN.length).replace('{label}', 'k'));
    expect(response.headers.get('Content-Type')).toBe('image/svg+xml');
    const svg = await response.text();
    expect(svg).toContain(`width="${image.sizes.k!.width}" height="${image.sizes.k!.height}"`);
    expect(Math.max(image.sizes.k!.width, image.sizes.k!.height)).toBe(2048);
  });
});

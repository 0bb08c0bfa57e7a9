import { mkdtemp, mkdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { request as httpRequest } from 'node:http';
import { startServer } from './server.ts';
import { fuzzMock } from './fuzz.ts';

let server: { url: string; close(): Promise<void> };
let staticDir: string;

beforeAll(async () => {
  staticDir = await mkdtemp(join(tmpdir(), 'hangar-static-'));
  await mkdir(join(staticDir, 'assets'));
  await writeFile(join(staticDir, 'index.html'), `<!doctype html><title>Hangar</title>${'<!-- padding -->'.repeat(80)}`);
  await writeFile(join(staticDir, 'assets', 'app-abc123.js'), `console.log(${JSON.stringify('x'.repeat(2000))});`);
  server = await startServer({ port: 0, control: true, staticDir, cursorThreshold: 1000 });
});
afterAll(() => server.close());

const rest = (query: string, init?: RequestInit) => fetch(`${server.url}/rest/?${query}`, init);
const READ = 'access_token=read-tests';

async function envelope(response: Response) {
  const body = (await response.json()) as { stat: string; error?: { code: number; message: string } };
  expect(body.stat).toBe('error');
  expect(response.headers.get('X-api-error-code')).toBe(String(body.error?.code));
  expect(response.headers.get('Access-Control-Allow-Origin')).toBe('*');
  return body.error!;
}

describe('operations over HTTP', () => {
  it('answers every list operation with the pagination envelope and all six headers', async () => {
    const calls = [
      'method=museum.collection.collections.getObjects&collection_id=1729795001',
      'method=museum.collection.collections.getCategories&collection_id=1729795001',
      'method=museum.collection.collections.getSubcategories&collection_id=1729795001',
      'method=museum.collection.categories.getObjects&category_id=1729800001&with_images=1',
      'method=museum.collection.categories.getSubcategories&category_id=1729800001',
      'method=museum.millsfield.terminals.getGalleries&terminal_id=1729810002',
      'method=museum.millsfield.terminals.getExhibitions&terminal_id=1729810002',
      'method=museum.millsfield.buildings.getGates&building_id=1729840001',
      'method=museum.millsfield.boardingareas.getGates&boardingarea_id=1729820001',
      'method=museum.millsfield.social.getPostsForHashTag&hashtag=sfomuseum',
      'method=museum.millsfield.flights.getFlightsForDate&date=2024-02-29',
    ];
    for (const call of calls) {
      const response = await rest(`${call}&${READ}&per_page=5`);
      expect(response.status, call).toBe(200);
      const body = (await response.json()) as Record<string, unknown>;
      expect(body.stat).toBe('ok');
      expect(Array.isArray(body.results)).toBe(true);
      expect((body.results as unknown[]).length, call).toBeGreaterThan(0);
      for (const key of ['next_query', 'total', 'page', 'per_page', 'pages', 'cursor']) expect(body, `${call} ${key}`).toHaveProperty(key);
      for (const header of ['cursor', 'next-query', 'page', 'pages', 'per-page', 'total']) {
        expect(response.headers.has(`X-api-pagination-${header}`), `${call} ${header}`).toBe(true);
      }
      expect(String(body.next_query ?? '')).not.toContain('access_token');
    }
  });

  it('writes ids above 2^53 as exact JSON integers', async () => {
    const text = await (await rest(`method=museum.collection.collections.getObjects&collection_id=9007199254740993&per_page=1&${READ}`)).text();
    expect(text).toContain('"millsfield:collection_id":9007199254740993');
  });

  it('clamps per_page, falls back on junk and answers an empty page past the end', async () => {
    const clamped = (await (await rest(`method=museum.collection.collections.getObjects&collection_id=1729795001&per_page=9000&${READ}`)).json()) as { per_page: number; results: unknown[] };
    expect(clamped.per_page).toBe(500);
    expect(clamped.results).toHaveLength(500);
    const junk = (await (await rest(`method=museum.collection.collections.getObjects&collection_id=1729795003&per_page=abc&page=-3&${READ}`)).json()) as { per_page: number; page: number };
    expect(junk).toMatchObject({ per_page: 100, page: 1 });
    const past = (await (await rest(`method=museum.collection.collections.getObjects&collection_id=1729795003&page=999&${READ}`)).json()) as { results: unknown[]; next_query: unknown };
    expect(past).toMatchObject({ results: [], next_query: null });
  });

  it('walks 1,234 records in plain mode and cursor mode, each once and in order', async () => {
    for (const perPage of [100, 500]) {
      let query: string | null = `method=museum.collection.collections.getObjects&collection_id=9007199254740993&per_page=${perPage}`;
      const ids: string[] = [];
      let sawCursor = false;
      while (query) {
        const text = await (await rest(`${query}&${READ}`)).text();
        const body = JSON.parse(text.replace(/("wof:id":)(\d+)/g, '$1"$2"')) as { results: { 'wof:id': string }[]; next_query: string | null; cursor: string | null; page: number | null };
        ids.push(...body.results.map((record) => record['wof:id']));
        if (body.cursor) sawCursor = true;
        query = body.next_query;
      }
      expect(ids).toHaveLength(1234);
      expect(new Set(ids).size).toBe(1234);
      expect(ids.map(BigInt).every((id, index, all) => index === 0 || id === all[index - 1]! + 1n)).toBe(true);
      // The server runs with cursorThreshold 1000, so this 1,234-record result is cursor-paginated.
      expect(sawCursor).toBe(true);
    }
  });

  it('refuses a forged cursor with 454', async () => {
    const error = await envelope(await rest(`method=museum.collection.collections.getObjects&collection_id=9007199254740993&cursor=forged.abc&${READ}`));
    expect(error.code).toBe(454);
  });
});

describe('errors over HTTP', () => {
  it.each([
    ['unknown method', 499, `method=museum.nope&${READ}`],
    ['missing method', 499, READ],
    ['missing token', 494, 'method=museum.millsfield.terminals.getGalleries&terminal_id=1729810002'],
    ['unknown token', 493, 'method=museum.millsfield.terminals.getGalleries&terminal_id=1729810002&access_token=who'],
    ['expired token', 491, 'method=museum.millsfield.terminals.getGalleries&terminal_id=1729810002&access_token=expired-x'],
    ['missing id', 453, `method=museum.millsfield.terminals.getGalleries&${READ}`],
    ['malformed id', 454, `method=museum.millsfield.terminals.getGalleries&terminal_id=12ab&${READ}`],
    ['id above int64', 454, `method=museum.millsfield.terminals.getGalleries&terminal_id=9223372036854775808&${READ}`],
    ['unknown id', 900, `method=museum.millsfield.terminals.getGalleries&terminal_id=1&${READ}`],
    ['30 February', 900, `method=museum.millsfield.flights.getFlightsForDate&date=2023-02-30&${READ}`],
    ['month 13', 900, `method=museum.millsfield.flights.getFlightsForDate&date=2023-13-01&${READ}`],
    ['write over GET', 405, `method=museum.you.shoebox.emptyShoebox&access_token=demo-x`],
    ['bad jsonp callback', 454, `method=museum.millsfield.terminals.getGalleries&terminal_id=1729810002&format=jsonp&callback=alert(1)&${READ}`],
  ])('%s -> %i in the envelope', async (_name, code, query) => {
    const response = await rest(query);
    expect(response.status).toBeLessThan(500);
    expect((await envelope(response)).code).toBe(code);
  });

  it('wraps jsonp in the named callback', async () => {
    const response = await rest(`method=museum.millsfield.terminals.getGalleries&terminal_id=1729810002&format=jsonp&callback=handle_1&${READ}`);
    expect(response.headers.get('Content-Type')).toContain('application/javascript');
    expect(await response.text()).toMatch(/^\/\*\*\/handle_1\(\{.*"stat":"ok"\}\)$/s);
  });

  it('answers the CORS preflight', async () => {
    const response = await fetch(`${server.url}/rest/`, { method: 'OPTIONS' });
    expect(response.status).toBe(204);
    expect(response.headers.get('Access-Control-Allow-Origin')).toBe('*');
  });
});

describe('shoeboxes', () => {
  const post = (body: string) => fetch(`${server.url}/rest/`, { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body });
  const list = async (token: string) => (await (await rest(`method=museum.you.shoebox.listItems&access_token=${token}&per_page=500`)).text());

  it('seeds 25+ items per demo user, keeps users apart, and removes and empties only the caller’s', async () => {
    const ada = JSON.parse((await list('demo-iso-ada')).replace(/"id":(\d+)/g, '"id":"$1"')) as { items: { id: string; item?: unknown }[]; total: number };
    const bob = JSON.parse(await list('demo-iso-bob')) as { total: number };
    expect(ada.total).toBeGreaterThanOrEqual(25);
    expect(ada.items[0]!.item).toBeTruthy();
    const first = ada.items[0]!.id;
    expect((await post(`method=museum.you.shoebox.removeItem&shoebox_id=${first}&access_token=demo-iso-ada`)).status).toBe(200);
    const again = await post(`method=museum.you.shoebox.removeItem&shoebox_id=${first}&access_token=demo-iso-ada`);
    expect((await envelope(again)).code).toBe(900);
    // Bob cannot remove Ada's items.
    expect((await envelope(await post(`method=museum.you.shoebox.removeItem&shoebox_id=${ada.items[1]!.id}&access_token=demo-iso-bob`))).code).toBe(900);
    await post('method=museum.you.shoebox.emptyShoebox&access_token=demo-iso-ada');
    expect((JSON.parse(await list('demo-iso-ada')) as { total: number }).total).toBe(0);
    expect((JSON.parse(await list('demo-iso-bob')) as { total: number }).total).toBe(bob.total);
  });

  it('refuses writes with a read-only token (490)', async () => {
    expect((await envelope(await post('method=museum.you.shoebox.emptyShoebox&access_token=read-someone'))).code).toBe(490);
  });
});

describe('fault control', () => {
  it('fails the next call of a method as told, then recovers; reset clears faults', async () => {
    await fetch(`${server.url}/__mock/faults`, { method: 'POST', body: JSON.stringify({ method: 'museum.millsfield.terminals.getGalleries', count: 1, mode: 'error', code: 900 }) });
    const failed = await rest(`method=museum.millsfield.terminals.getGalleries&terminal_id=1729810002&${READ}`);
    expect((await envelope(failed)).code).toBe(900);
    expect((await rest(`method=museum.millsfield.terminals.getGalleries&terminal_id=1729810002&${READ}`)).status).toBe(200);
    await fetch(`${server.url}/__mock/faults`, { method: 'POST', body: JSON.stringify({ method: '*', count: 5, mode: 'malformed' }) });
    await fetch(`${server.url}/__mock/reset`, { method: 'POST' });
    expect((await rest(`method=museum.millsfield.terminals.getGalleries&terminal_id=1729810002&${READ}`)).status).toBe(200);
  });

  it('does not exist without --control', async () => {
    const plain = await startServer({ port: 0 });
    const response = await fetch(`${plain.url}/__mock/faults`, { method: 'POST', body: '{}' });
    expect(response.status).toBe(404);
    await plain.close();
  });
});

describe('config.json and the built app', () => {
  it('generates config.json from the data', async () => {
    const config = (await (await fetch(`${server.url}/config.json`)).json()) as { apiBaseUrl: string; accessToken: string; directory: { collections: { id: string }[]; terminals: unknown[] }; demoUsers: unknown[] };
    expect(config.apiBaseUrl).toBe(server.url);
    expect(config.accessToken).toBe('read-visitor');
    expect(config.directory.collections.map((entry) => entry.id)).toContain('9007199254740993');
    expect(config.directory.terminals).toHaveLength(4);
    expect(config.demoUsers.length).toBeGreaterThanOrEqual(2);
  });

  it('serves hashed assets immutable and compressed, index.html no-cache with a CSP, deep links to index.html', async () => {
    const asset = await fetch(`${server.url}/assets/app-abc123.js`, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(asset.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
    const deepLink = await fetch(`${server.url}/collections/1/objects`);
    expect(deepLink.status).toBe(200);
    expect(deepLink.headers.get('Cache-Control')).toBe('no-cache');
    const csp = deepLink.headers.get('Content-Security-Policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(await deepLink.text()).toContain('<title>Hangar</title>');
    expect((await fetch(`${server.url}/assets/missing.js`)).status).toBe(404);
  });

  it('compresses text with gzip when asked', async () => {
    const { request } = await import('node:http');
    const url = new URL(`${server.url}/assets/app-abc123.js`);
    const body = await new Promise<{ encoding?: string; data: Buffer }>((resolve) => {
      request({ host: url.hostname, port: url.port, path: url.pathname, headers: { 'Accept-Encoding': 'gzip' } }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ encoding: response.headers['content-encoding'], data: Buffer.concat(chunks) }));
      }).end();
    });
    expect(body.encoding).toBe('gzip');
    expect(gunzipSync(body.data).toString()).toContain('console.log');
  });
});

/** A GET with the request target sent exactly as given (fetch would normalise it first). */
function rawGet(target: string, headers: Record<string, string> = {}): Promise<{ status: number; body: string; bytes: Buffer; headers: Record<string, unknown> }> {
  const { hostname, port } = new URL(server.url);
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest({ host: hostname, port, path: target, method: 'GET', headers }, (incoming) => {
      const chunks: Buffer[] = [];
      incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
      incoming.on('end', () => {
        const bytes = Buffer.concat(chunks);
        resolve({ status: incoming.statusCode ?? 0, body: bytes.toString('utf8'), bytes, headers: incoming.headers });
      });
    });
    outgoing.on('error', reject);
    outgoing.end();
  });
}

describe('request targets and the page cache', () => {
  const galleries = `method=museum.millsfield.terminals.getGalleries&terminal_id=1729810002&per_page=3`;

  it('understands absolute-form and dot-segment targets like a URL parser would', async () => {
    for (const target of [`${server.url}/rest/?${galleries}&${READ}`, `/media/../rest/?${galleries}&${READ}`, `/rest/./?${galleries}&${READ}`]) {
      const { status, body } = await rawGet(target);
      expect(status, target).toBe(200);
      expect(JSON.parse(body), target).toMatchObject({ stat: 'ok', per_page: 3 });
    }
    const outside = await rawGet('/rest/../../../etc/hostname.txt');
    expect(outside.status).toBe(404);
    expect(JSON.parse(outside.body)).toMatchObject({ stat: 'error', error: { code: 450 } });
  });

  it('serves a cached page identically to every caller, as JSON or wrapped as jsonp, and still checks each token', async () => {
    const first = await (await rest(`${galleries}&access_token=read-one`)).text();
    const again = await rest(`${galleries}&access_token=read-two`);
    expect(again.headers.get('X-api-pagination-per-page')).toBe('3');
    expect(await again.text()).toBe(first);
    const wrapped = await (await rest(`${galleries}&access_token=read-two&format=jsonp&callback=cb`)).text();
    expect(wrapped).toBe(`/**/cb(${first})`);
    expect(await (await rest(`${galleries}&${READ}`)).text()).toBe(first);
    expect((await envelope(await rest(`${galleries}&access_token=expired-one`))).code).toBe(491);
  });
});

describe('compression', () => {
  // Flights of one day: plain pages (this server switches to cursors above 1,000 results), so bodies compare exactly.
  const page = `/rest/?method=museum.millsfield.flights.getFlightsForDate&date=2024-02-29&per_page=100&${READ}`;

  it('sends pages gzip- or brotli-compressed to clients that accept it, and plain to those that do not', async () => {
    const plain = await rawGet(page);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(plain.body)).toMatchObject({ stat: 'ok', per_page: 100 });
    const gzip = await rawGet(page, { 'Accept-Encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.headers.vary).toBe('Accept-Encoding');
    expect(gzip.bytes.length).toBeLessThan(plain.bytes.length / 5);
    expect(gunzipSync(gzip.bytes).toString('utf8')).toBe(plain.body);
    const brotli = await rawGet(page, { 'Accept-Encoding': 'gzip, deflate, br' });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(brotli.bytes).toString('utf8')).toBe(plain.body);
  });

  it('compresses uncached answers too (a signed-in shoebox) and leaves small error envelopes alone', async () => {
    const shoebox = await rawGet('/rest/?method=museum.you.shoebox.listItems&access_token=demo-ada&per_page=100', { 'Accept-Encoding': 'gzip' });
    expect(shoebox.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(shoebox.bytes).toString('utf8'))).toMatchObject({ stat: 'ok' });
    const error = await rawGet('/rest/?method=museum.nope&access_token=read-x', { 'Accept-Encoding': 'gzip' });
    expect(error.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(error.body)).toMatchObject({ stat: 'error', error: { code: 499 } });
  });
});

describe('robustness', () => {
  it('answers 2,000 random malformed requests with the envelope, never a crash or a 5xx', async () => {
    const report = await fuzzMock(2_000);
    expect(report.failures).toEqual([]);
    expect(report.requests).toBe(2_000);
  });
});

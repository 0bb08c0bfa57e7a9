/**
 * The node:http transport: request targets as sent on the wire, compression,
 * and the page cache seen by several callers. Everything else is tested in
 * process (test-helpers.ts); the mock mounted in Hangar's server, in server/.
 */
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { request as httpRequest } from 'node:http';
import { startServer } from './server.ts';

let server: { url: string; close(): Promise<void> };

beforeAll(async () => {
  server = await startServer({ port: 0, control: true, cursorThreshold: 1000 });
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

describe('config.json', () => {
  it('builds config.json for the address the client used', async () => {
    const config = (await (await fetch(`${server.url}/config.json`)).json()) as { apiBaseUrl: string };
    expect(config.apiBaseUrl).toBe(server.url);
  });
});

/** A GET with the request target sent exactly as given (fetch would normalise it first). */
function rawGet(
  target: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: string; bytes: Buffer; headers: Record<string, unknown> }> {
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
    for (const target of [
      `${server.url}/rest/?${galleries}&${READ}`,
      `/media/../rest/?${galleries}&${READ}`,
      `/rest/./?${galleries}&${READ}`,
    ]) {
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

  it('compresses a cached page quickly when first asked for and thoroughly when asked again, the same JSON each time', async () => {
    // Another day's flights than the test above: a page no one has asked for yet.
    const fresh = page.replace('2024-02-29', '2024-03-01');
    const plain = await rawGet(fresh);
    const sizes: number[] = [];
    for (let ask = 0; ask < 3; ask += 1) {
      const gzip = await rawGet(fresh, { 'Accept-Encoding': 'gzip' });
      expect(gunzipSync(gzip.bytes).toString('utf8')).toBe(plain.body);
      sizes.push(gzip.bytes.length);
    }
    // A harvest reads each page once: the first answer costs the least work, not the fewest bytes.
    expect(sizes[1]).toBeLessThan(sizes[0]! * 0.9);
    expect(sizes[2]).toBe(sizes[1]);
  });

  it('compresses uncached answers too (a signed-in shoebox) and leaves small error envelopes alone', async () => {
    const shoebox = await rawGet('/rest/?method=museum.you.shoebox.listItems&access_token=demo-ada&per_page=100', {
      'Accept-Encoding': 'gzip',
    });
    expect(shoebox.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(shoebox.bytes).toString('utf8'))).toMatchObject({ stat: 'ok' });
    const error = await rawGet('/rest/?method=museum.nope&access_token=read-x', { 'Accept-Encoding': 'gzip' });
    expect(error.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(error.body)).toMatchObject({ stat: 'error', error: { code: 499 } });
  });
});

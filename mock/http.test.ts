/**
 * The node:http transport: request targets as sent on the wire, the built
 * app beside the API (npm start), compression, and the page cache seen by
 * several callers. Everything else is tested in process (test-helpers.ts).
 */
import { mkdtemp, mkdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { request as httpRequest } from 'node:http';
import { startServer } from './server.ts';

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

describe('config.json and the built app', () => {
  it('builds config.json for the address the client used', async () => {
    const config = (await (await fetch(`${server.url}/config.json`)).json()) as { apiBaseUrl: string };
    expect(config.apiBaseUrl).toBe(server.url);
  });

  it('sends the mock’s paths to the mock and everything else to the app', async () => {
    expect((await fetch(`${server.url}/rest`)).headers.get('Content-Type')).toBe('application/json; charset=utf-8');
    expect((await fetch(`${server.url}/media/3/n.jpg`)).headers.get('Content-Type')).toBe('image/svg+xml');
    expect((await fetch(`${server.url}/__mock/reset`, { method: 'POST' })).status).toBe(200);
    // A route that merely starts like one of the mock's paths is the app's.
    for (const route of ['/restaurants', '/config.json/x', '/mediaeval']) {
      const response = await fetch(`${server.url}${route}`);
      expect(await response.text(), route).toContain('<title>Hangar</title>');
    }
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
    const brotli = await rawGet('/assets/app-abc123.js', { 'Accept-Encoding': 'gzip, br' });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(brotli.bytes).toString()).toContain('console.log');
    const plain = await rawGet('/assets/app-abc123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain('console.log');
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

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDevServer } from './dev-server.ts';

/**
 * `npm run dev` renders pages on the server as production does (issue #40): the page's own text in
 * the HTML, hydrated by the sources Vite serves, under the same security headers.
 */
describe('npm run dev', () => {
  let dev: Awaited<ReturnType<typeof startDevServer>>;
  let base: string;
  beforeAll(async () => {
    dev = await startDevServer(['--port', '0', '--host', '127.0.0.1', '--quiet', '--no-catalogue']);
    base = dev.listening.url;
  }, 60_000);
  afterAll(async () => {
    await dev?.close();
  });

  it('sends a collection page rendered on the server, with its styles and the sources to hydrate it', async () => {
    const response = await fetch(`${base}/collections`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toMatch(/<h1[^>]*>Collections<\/h1>/);
    expect(html).toContain('<title>Collections · Hangar</title>');
    // The rows come from the mock through the route's loader, as in production.
    expect(html).toMatch(/<a [^>]*href="\/collections\/\d+/);
    expect(html).toContain('<link rel="stylesheet" href="/src/app/styles.css" />');
    expect(html).toContain('/src/main.tsx');
  }, 60_000);

  it('serves the sources and Vite’s own modules, not a page, for addresses without an extension', async () => {
    const client = await fetch(`${base}/@vite/client`);
    expect(client.status).toBe(200);
    expect(client.headers.get('content-type')).toMatch(/javascript/);
    // The page's loader is a classic script (a deferred <script src>): what Vite serves of it must
    // not be module syntax, or no page starts its code under npm run dev.
    const loader = await (await fetch(`${base}/src/after-paint.ts`)).text();
    expect(loader).not.toMatch(/\bimport\.meta\b|^\s*(import|export)\s/m);
    const entry = await fetch(`${base}/src/main.tsx`);
    expect(entry.status).toBe(200);
    expect(await entry.text()).toContain('import');
  }, 60_000);

  it('keeps the production policy, allowing only its template’s inline preamble by hash', async () => {
    const policy = (await fetch(`${base}/`)).headers.get('content-security-policy') ?? '';
    const scripts = policy.split(';').find((directive) => directive.startsWith('script-src')) ?? '';
    expect(scripts).toMatch(/^script-src 'self' 'sha256-[A-Za-z0-9+/=]+'$/);
    expect(scripts).not.toContain('unsafe-inline');
  }, 60_000);
});

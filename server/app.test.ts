/**
 * The server's rules as a client (a browser, a CDN) sees them: headers,
 * caching, compression, the stand-in shell, malformed requests, the access
 * log, /healthz and shutdown.
 */
import { createHash } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { ASSET, CONFIG_TEXT, TEMPLATE, startTestServer, type TestServer } from './test-helpers.ts';
import { IMMUTABLE, NO_STORE, PAGE_CACHE, PRIVATE_PAGE } from './headers.ts';
import { MAX_ADDRESS, inlineScriptHashes, type RenderPage } from './app.ts';
import { Admission, Overloaded } from './admission.ts';
import { pageRenderer } from './page-cache.ts';

/** A GET with the target sent exactly as given (fetch would normalise it) and raw bytes back. */
function rawGet(server: TestServer, target: string, headers: Record<string, string> = {}) {
  const { hostname, port } = new URL(server.url);
  return new Promise<{ status: number; body: Buffer; headers: Record<string, string | string[] | undefined> }>((resolve, reject) => {
    const outgoing = httpRequest({ host: hostname, port, path: target, headers }, (incoming) => {
      const chunks: Buffer[] = [];
      incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
      incoming.on('end', () => resolve({ status: incoming.statusCode ?? 0, body: Buffer.concat(chunks), headers: incoming.headers }));
    });
    outgoing.on('error', reject);
    outgoing.end();
  });
}

describe('the shell server (no renderer)', () => {
  let server: TestServer;
  // A server per test, not per file: what createHangarApp sets up is then made under each test's
  // eyes (mutation testing switches a mutant on per test, after a file's beforeAll has run).
  beforeEach(async () => {
    server = await startTestServer();
  });
  afterEach(() => server.close());

  it('answers a page address with the app, cacheable briefly by a CDN and varying on the language inputs', async () => {
    const page = await fetch(`${server.url}/collections/1/objects?page=2`);
    expect(page.status).toBe(200);
    expect(await page.text()).toBe(TEMPLATE);
    expect(page.headers.get('Cache-Control')).toBe(PAGE_CACHE);
    expect(page.headers.get('Vary')).toMatch(/Accept-Language.*Cookie/);
    const csp = page.headers.get('Content-Security-Policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(page.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(page.headers.get('Referrer-Policy')).toBe('no-referrer');
    expect(page.headers.get('X-Powered-By')).toBeNull();
  });

  it('serves hashed assets for a year and other files revalidated', async () => {
    expect((await fetch(`${server.url}/${ASSET}`)).headers.get('Cache-Control')).toBe(IMMUTABLE);
    expect((await fetch(`${server.url}/robots.txt`)).headers.get('Cache-Control')).toBe('no-cache');
    const missing = await fetch(`${server.url}/assets/missing-000000.js`);
    expect(missing.status).toBe(404);
    expect(missing.headers.get('Cache-Control')).toBe(NO_STORE);
  });

  it('compresses with brotli or gzip as the client accepts, and sends plain bytes otherwise', async () => {
    const brotli = await rawGet(server, `/${ASSET}`, { 'Accept-Encoding': 'gzip, br' });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(brotli.body).toString()).toContain('console.log');
    const gzip = await rawGet(server, `/${ASSET}`, { 'Accept-Encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).toString()).toContain('console.log');
    const plain = await rawGet(server, `/${ASSET}`);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toContain('console.log');
  });

  it('answers /config.json with the config file it runs on, revalidated', async () => {
    const config = await fetch(`${server.url}/config.json`);
    expect(await config.text()).toBe(CONFIG_TEXT);
    expect(config.headers.get('Cache-Control')).toBe('no-cache');
  });

  it('answers /healthz, and 503 once it is stopping', async () => {
    const health = await fetch(`${server.url}/healthz`);
    expect(health.status).toBe(200);
    // What a balancer weighs: how late the request loop runs, the heap against its limit, memory.
    const report = (await health.json()) as { status: string; loop: object; heap: { usedMb: number; limitMb: number }; rssMb: number };
    expect(report.status).toBe('ok');
    expect(Object.keys(report.loop).sort()).toEqual(['delayMaxMs', 'delayP50Ms', 'delayP99Ms']);
    expect(report.heap.usedMb).toBeGreaterThan(0);
    expect(report.heap.limitMb).toBeGreaterThan(report.heap.usedMb);
    expect(report.rssMb).toBeGreaterThan(report.heap.usedMb);
    expect(health.headers.get('Cache-Control')).toBe(NO_STORE);
    expect(health.headers.get('Connection')).not.toBe('close');

    const stopping = await startTestServer();
    try {
      stopping.hangar.drain();
      const answer = await fetch(`${stopping.url}/healthz`);
      expect(answer.status).toBe(503);
      expect(await answer.json()).toEqual({ status: 'stopping' });
      // A load balancer's kept connection is closed so the next request goes to another instance.
      expect(answer.headers.get('Connection')).toBe('close');
      expect((await fetch(`${stopping.url}/collections`)).headers.get('Connection')).toBe('close');
    } finally {
      await stopping.close();
    }
  });

  it('does not name its framework, and leaves page validators to the cache headers', async () => {
    const page = await fetch(`${server.url}/collections`);
    expect(page.headers.get('X-Powered-By')).toBeNull();
    expect(page.headers.get('ETag')).toBeNull();
    const asset = await fetch(`${server.url}/${ASSET}`);
    expect(asset.headers.get('ETag')).not.toBeNull();
    expect(asset.headers.get('Last-Modified')).not.toBeNull();
  });

  it('answers a missing file with a short plain 404, never the app, and never kept', async () => {
    const missing = await fetch(`${server.url}/assets/gone-123.js`);
    expect(missing.status).toBe(404);
    expect(missing.headers.get('Content-Type')).toMatch(/^text\/plain/);
    expect(await missing.text()).toBe('Not found');
    expect(missing.headers.get('Cache-Control')).toBe(NO_STORE);
    // A directory with an extension is not listed nor redirected to its index.
    const directory = await fetch(`${server.url}/assets.d/`, { redirect: 'manual' });
    expect(directory.status).toBe(404);
  });

  it('renders pages for GET and HEAD only', async () => {
    const head = await fetch(`${server.url}/collections`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('Content-Type')).toMatch(/^text\/html/);
    const post = await fetch(`${server.url}/collections`, { method: 'POST' });
    expect(post.status).toBe(404);
    expect(await post.text()).toBe('Not found');
  });

  it('refuses an address longer than any of its own (4,096 characters) before reading it: 414, the envelope on /api', async () => {
    const padding = '+'.repeat(MAX_ADDRESS);
    const api = await rawGet(server, `/api/search?q=x${padding}y`);
    expect(api.status).toBe(414);
    expect(JSON.parse(api.body.toString())).toMatchObject({ stat: 'error', error: { code: 454 } });
    expect(api.headers['x-api-error-code']).toBe('454');
    expect(api.headers['cache-control']).toBe(NO_STORE);
    const page = await rawGet(server, `/search?q=x${padding}y`);
    expect(page.status).toBe(414);
    // The longest address that is served.
    const longest = `/search?q=${'+'.repeat(MAX_ADDRESS - '/search?q='.length)}`;
    expect((await rawGet(server, longest)).status).toBe(200);
  });

  it('answers malformed requests with a 4xx page, never a crash', async () => {
    const badEncoding = await rawGet(server, '/objects/%E0%A4%A');
    expect(badEncoding.status).toBeLessThan(500);
    const badAsset = await rawGet(server, '/assets/%E0%A4%A.js');
    expect(badAsset.status).toBe(404);
    expect(badAsset.body.toString()).toBe('Not found');
    expect(badAsset.headers['cache-control']).toBe(NO_STORE);
    // A request head over 8 KiB is refused by Node's parser itself (listen.ts).
    const hugeQuery = await rawGet(server, `/collections/1/objects?q=${'x'.repeat(9_000)}`);
    expect(hugeQuery.status).toBe(431);
    const badCookie = await rawGet(server, '/', { Cookie: 'hangar-lang=%E0%A4%A; =; ;;' });
    expect(badCookie.status).toBe(200);
    const traversal = await rawGet(server, '/../../etc/passwd');
    expect(traversal.body.toString()).not.toContain('root:');
    // Still serving afterwards.
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
  });

  it('logs one line per request, with the query names and none of their values', async () => {
    await fetch(`${server.url}/terminals/7/galleries?page=2&access_token=demo-secret`);
    // The line is written when the answer has gone out, which may be just after the client has it.
    await vi.waitFor(() => expect(server.lines.some((line) => line.includes('"/terminals/7/galleries"'))).toBe(true));
    const entries = server.lines
      .map((line) => JSON.parse(line) as Record<string, unknown>)
      .filter((entry) => entry.path === '/terminals/7/galleries');
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ method: 'GET', path: '/terminals/7/galleries', query: ['page', 'access_token'], status: 200 });
    expect(typeof entries[0]!.ms).toBe('number');
    expect(server.lines.join('\n')).not.toContain('demo-secret');
  });
});

describe('pages with a renderer', () => {
  let server: TestServer;
  let render: RenderPage;
  beforeEach(async () => {
    server = await startTestServer({ render: (request) => render(request), renderBudgetMs: 300 });
  });
  afterEach(() => server.close());

  it('sends a rendered page, cacheable, and a rendered 404 never cached', async () => {
    render = async ({ url }) => ({ status: url.pathname === '/nope' ? 404 : 200, html: `<p>${url.pathname}</p>` });
    const page = await fetch(`${server.url}/collections/1/objects`);
    expect(await page.text()).toBe('<p>/collections/1/objects</p>');
    expect(page.headers.get('Cache-Control')).toBe(PAGE_CACHE);
    const missing = await fetch(`${server.url}/nope`);
    expect(missing.status).toBe(404);
    expect(missing.headers.get('Cache-Control')).toBe(NO_STORE);
  });

  it('answers an address that cannot be decoded with the not-found app, without rendering it', async () => {
    const rendered: string[] = [];
    render = async ({ url }) => {
      rendered.push(url.pathname);
      return { status: 200, html: '<p>rendered</p>' };
    };
    const answer = await rawGet(server, `/objects/%E0%A4%A${'x'.repeat(3_000)}`);
    expect(answer.status).toBe(404);
    expect(answer.body.toString()).toBe(TEMPLATE);
    expect(answer.headers['cache-control']).toBe(NO_STORE);
    expect(rendered).toEqual([]);
  });

  it('sends a rendered page compressed as the client accepts, the same page object compressed once', async () => {
    const html = `<main>${'<p>A rendered list row</p>'.repeat(200)}</main>`;
    // One page object for every request, as the page cache hands it out.
    const page = { status: 200, html };
    render = async () => page;
    const first = await rawGet(server, '/collections/1/objects', { 'Accept-Encoding': 'gzip, deflate, br' });
    expect(first.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(first.body).toString()).toBe(html);
    expect(first.headers.vary).toContain('Accept-Encoding');
    const again = await rawGet(server, '/collections/1/objects', { 'Accept-Encoding': 'br' });
    expect(again.body.equals(first.body)).toBe(true);
    const gzip = await rawGet(server, '/collections/1/objects', { 'Accept-Encoding': 'gzip, br;q=0' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).toString()).toBe(html);
    const plain = await rawGet(server, '/collections/1/objects');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(html);
  });

  it('sends the shell for a page the client renders alone, cacheable like a page', async () => {
    render = async () => null;
    const page = await fetch(`${server.url}/shoebox`);
    expect(await page.text()).toBe(TEMPLATE);
    expect(page.headers.get('Cache-Control')).toBe(PAGE_CACHE);
  });

  it('sends the shell, never cached, when rendering fails or outlasts its budget, and keeps serving', async () => {
    render = async () => {
      throw new Error('API down');
    };
    const failed = await fetch(`${server.url}/collections/1/objects`);
    expect(failed.status).toBe(200);
    expect(await failed.text()).toBe(TEMPLATE);
    expect(failed.headers.get('Cache-Control')).toBe(NO_STORE);

    let aborted = false;
    render = ({ signal }) =>
      new Promise((resolve) => {
        signal.addEventListener('abort', () => (aborted = true));
        setTimeout(() => resolve({ status: 200, html: 'too late' }), 5_000).unref();
      });
    const slow = await fetch(`${server.url}/flights/2024-06-01`);
    expect(await slow.text()).toBe(TEMPLATE);
    expect(slow.headers.get('Cache-Control')).toBe(NO_STORE);
    expect(aborted).toBe(true);
    expect(server.lines.some((line) => line.includes('render-fallback'))).toBe(true);
  });

  it('keeps a language chosen by ?lang= in the cookie the language menu sets; such an answer is the visitor’s own', async () => {
    render = async () => ({ status: 200, html: 'ok' });
    const chosen = await fetch(`${server.url}/social/sfo?lang=zh`);
    expect(chosen.headers.get('Set-Cookie')).toBe('hangar-lang=zh; Path=/; Max-Age=31536000; SameSite=Lax');
    // A shared cache must not hand one visitor's cookie to the next.
    expect(chosen.headers.get('Cache-Control')).toBe(PRIVATE_PAGE);
    expect(chosen.headers.get('Vary')).toMatch(/Cookie/);
    // Already saved, a language it does not have, or a kiosk (whose visitors share the browser): nothing set.
    const unchanged = await fetch(`${server.url}/social/sfo?lang=zh`, { headers: { Cookie: 'hangar-lang=zh' } });
    expect(unchanged.headers.get('Set-Cookie')).toBeNull();
    expect(unchanged.headers.get('Cache-Control')).toBe(PAGE_CACHE);
    expect((await fetch(`${server.url}/social/sfo?lang=fr`)).headers.get('Set-Cookie')).toBeNull();
    expect((await fetch(`${server.url}/social/sfo?lang=es&kiosk=1`)).headers.get('Set-Cookie')).toBeNull();
    const switched = await fetch(`${server.url}/social/sfo?lang=es-MX`, { headers: { Cookie: 'hangar-lang=zh' } });
    expect(switched.headers.get('Set-Cookie')).toMatch(/^hangar-lang=es;/);
  });

  it('gives the renderer the language inputs and the config, and no visitor token', async () => {
    let seen: Parameters<RenderPage>[0] | undefined;
    render = async (request) => {
      seen = request;
      return { status: 200, html: 'ok' };
    };
    await fetch(`${server.url}/social/sfo?lang=es`, { headers: { 'Accept-Language': 'zh', Cookie: 'hangar-lang=es' } });
    expect(seen?.url.search).toBe('?lang=es');
    expect(seen?.acceptLanguage).toBe('zh');
    expect(seen?.cookie).toBe('hangar-lang=es');
    expect(seen?.config.accessToken).toBe('read-server');
  });
});

describe('admission of renders', () => {
  it('answers a page it cannot start rendering soon with 503, Retry-After and the app, counts it in /healthz and logs it', async () => {
    let finish!: () => void;
    const held = new Promise<void>((resolve) => (finish = resolve));
    const renders = new Admission({ concurrency: 1, queueLimit: 0, maxWaitMs: 1_000 });
    const render: RenderPage = async ({ url }) => {
      await held;
      return { status: 200, html: `<p>${url.pathname}</p>` };
    };
    const server = await startTestServer({ render: pageRenderer(render, false, renders), renders });
    try {
      const first = fetch(`${server.url}/collections/1/objects`);
      for (let waited = 0; renders.stats().running === 0 && waited < 2_000; waited += 5)
        await new Promise((resolve) => setTimeout(resolve, 5));
      const refused = await fetch(`${server.url}/collections/2/objects`);
      expect(refused.status).toBe(503);
      expect(refused.headers.get('retry-after')).toBe('1');
      expect(refused.headers.get('cache-control')).toBe(NO_STORE);
      // The body is the app: a visitor's browser renders the page itself.
      expect(await refused.text()).toBe(TEMPLATE);
      const health = (await (await fetch(`${server.url}/healthz`)).json()) as { renders: { running: number; shed: { queueFull: number } } };
      expect(health.renders).toMatchObject({ running: 1, shed: { queueFull: 1 } });
      finish();
      expect(await (await first).text()).toBe('<p>/collections/1/objects</p>');
      for (let waited = 0; !server.lines.some((line) => line.includes('"event":"shed"')) && waited < 3_000; waited += 50)
        await new Promise((resolve) => setTimeout(resolve, 50));
      const shed = server.lines.map((line) => JSON.parse(line) as Record<string, unknown>).find((line) => line.event === 'shed');
      expect(shed).toMatchObject({ renders: 1, searches: 0, renders_total: 1 });
    } finally {
      await server.close();
    }
  });

  it('is an Overloaded the renderer passes on, not a failed render (no render-fallback line)', async () => {
    const server = await startTestServer({
      render: () => Promise.reject(new Overloaded('waited-too-long')),
    });
    try {
      expect((await fetch(`${server.url}/flights`)).status).toBe(503);
      expect(server.lines.some((line) => line.includes('render-fallback'))).toBe(false);
    } finally {
      await server.close();
    }
  });
});

describe('a malformed Host header', () => {
  it.each(['a b', 'x:99999', 'a"b', 'exa mple.org:80'])(
    'is taken as localhost: %s gets a page and the config, never a 500',
    async (host) => {
      const render: RenderPage = async ({ url }) => ({ status: 200, html: `<p>${url.origin}</p>` });
      const server = await startTestServer({ render });
      try {
        const page = await rawGet(server, '/collections/1/objects', { Host: host });
        expect(page.status).toBe(200);
        expect(page.body.toString()).toBe('<p>http://localhost</p>');
        const config = await rawGet(server, '/config.json', { Host: host });
        expect(config.status).toBe(200);
        expect(() => JSON.parse(config.body.toString()) as unknown).not.toThrow();
      } finally {
        await server.close();
      }
    },
  );
});

describe('shutdown', () => {
  it('finishes the request in flight, then refuses new connections', async () => {
    let release: () => void = () => undefined;
    let started: () => void = () => undefined;
    const rendering = new Promise<void>((resolve) => (started = resolve));
    const server = await startTestServer({
      render: () =>
        new Promise((resolve) => {
          release = () => resolve({ status: 200, html: 'finished' });
          started();
        }),
      renderBudgetMs: 5_000,
    });
    const inFlight = fetch(`${server.url}/collections/1/objects`).then((response) => response.text());
    await rendering;
    const closed = server.close();
    expect((await fetch(`${server.url}/healthz`).catch(() => null))?.status ?? 'refused').not.toBe(200);
    release();
    expect(await inFlight).toBe('finished');
    await closed;
    await expect(fetch(`${server.url}/healthz`)).rejects.toThrow();
  });
});

describe('starting', () => {
  it('without a client build stops with what to do', async () => {
    const { mkdtemp } = await import('node:fs/promises');
    const { tmpdir } = await import('node:os');
    const { join } = await import('node:path');
    const empty = await mkdtemp(join(tmpdir(), 'hangar-empty-'));
    await expect(startTestServer({ clientDir: empty })).rejects.toThrow(
      `The client build is missing (${join(empty, 'index.html')} not found): run \`npm run build\` first.`,
    );
  });
});

describe('behind a proxy', () => {
  it('believes X-Forwarded-Host and -Proto only when told a proxy sets them', async () => {
    const origins: string[] = [];
    const render: RenderPage = async ({ url }) => {
      origins.push(url.origin);
      return { status: 200, html: 'ok' };
    };
    const forwarded = { 'X-Forwarded-Host': 'museum.example', 'X-Forwarded-Proto': 'https' };
    const direct = await startTestServer({ render });
    const proxied = await startTestServer({ render, trustProxy: true });
    try {
      await fetch(`${direct.url}/collections`, { headers: forwarded });
      await fetch(`${proxied.url}/collections`, { headers: forwarded });
      expect(origins).toEqual([direct.url, 'https://museum.example']);
    } finally {
      await Promise.all([direct.close(), proxied.close()]);
    }
  });
});

describe('npm run dev’s server', () => {
  const preamble = 'window.__refresh = 1;';
  const devTemplate = `<!doctype html><html><head><script type="module">${preamble}</script><script type="module" src="/@vite/client"></script></head><body></body></html>`;

  it('hashes the template’s inline scripts for the policy, not the ones with a source', () => {
    expect(inlineScriptHashes(devTemplate)).toEqual([`sha256-${createHash('sha256').update(preamble).digest('base64')}`]);
    expect(inlineScriptHashes(TEMPLATE)).toEqual([]);
    expect(inlineScriptHashes('<script>\n  </script><script>a()</script><script async>b()</script>')).toHaveLength(2);
  });

  it('serves its template and its own /@ modules through the dev middleware, pages still rendered', async () => {
    const files: string[] = [];
    const server = await startTestServer({
      devServer: {
        template: devTemplate,
        files: (request, response, next) => {
          files.push(request.path);
          if (request.path === '/@vite/client') return void response.type('js').send('export {}');
          if (request.path === '/@broken') return next(Object.assign(new Error('bad'), { status: 400 }));
          if (request.path === '/@down') return next(new Error('down'));
          next();
        },
      },
      render: async ({ template }) => ({ status: 200, html: template.includes(preamble) ? 'dev template' : 'build template' }),
    });
    try {
      const client = await fetch(`${server.url}/@vite/client`);
      expect(await client.text()).toBe('export {}');
      expect(await (await fetch(`${server.url}/collections`)).text()).toBe('dev template');
      expect(files).toEqual(['/@vite/client']);
      const policy = (await fetch(`${server.url}/`)).headers.get('Content-Security-Policy') ?? '';
      expect(policy).toContain(`script-src 'self' '${inlineScriptHashes(devTemplate)[0]}'`);

      // An error on an address without an extension is the app's page (it says "not found" in the
      // visitor's language); any other a short plain answer, never a stack trace.
      const broken = await fetch(`${server.url}/@broken`);
      expect(broken.status).toBe(400);
      expect(await broken.text()).toBe(devTemplate);
      expect(broken.headers.get('Vary')).toMatch(/Accept-Language/);
      expect(broken.headers.get('Cache-Control')).toBe(NO_STORE);
      const down = await fetch(`${server.url}/@down`);
      expect(down.status).toBe(500);
      expect(await down.text()).toBe('Internal server error');
      expect(down.headers.get('Cache-Control')).toBe(NO_STORE);
    } finally {
      await server.close();
    }
  });
});

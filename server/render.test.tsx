/**
 * Server rendering over the real route table and the in-process mock, as the production server
 * calls it: what a crawler, a link preview or a browser without JavaScript receives.
 */
import { readFileSync } from 'node:fs';
import { buildConfig } from '../mock/config.ts';
import { createMock } from '../mock/handle.ts';
import { READ_TOKEN } from '../mock/data/users.ts';
import { parseRuntimeConfig } from '../src/lib/config/runtime-config.ts';
import type { PageRequest, RenderedPage, RenderPage } from './app.ts';
import { MAX_API_REQUESTS, createRenderer } from './render.tsx';
import { SERVER_STATE_ID, type ServerPageState } from '../src/lib/hydration/server-state.ts';
import { STATIC_PAGE_SIZES } from '../src/lib/lists/static-pages.ts';

/** The collection's objects are a grid. */
const STATIC_PAGE_SIZE = STATIC_PAGE_SIZES.grid;

const ORIGIN = 'http://hangar.test';
const mock = createMock({ seed: 1 });
const config = parseRuntimeConfig(buildConfig(mock.dataset, ORIGIN), `${ORIGIN}/config.json`);
const template = readFileSync(new URL('../index.html', import.meta.url), 'utf8');
const museum = mock.dataset.collections[0]!;
const MUSEUM = String(museum.id);
const firstObject = mock.dataset.objectAt(museum, 0, ORIGIN);
const FIRST_OBJECT = String(firstObject['wof:id']);
const firstObjectName = String(firstObject['wof:name']);

let render: RenderPage;
beforeAll(async () => {
  render = await createRenderer({});
}, 30_000);

const mockFetch: typeof fetch = (input, init) => mock.handle(new Request(input, init));

function request(path: string, extra: Partial<PageRequest> = {}): PageRequest {
  return {
    url: new URL(path, ORIGIN),
    acceptLanguage: undefined,
    cookie: undefined,
    config,
    fetch: mockFetch,
    signal: new AbortController().signal,
    template,
    ...extra,
  };
}

async function page(path: string, extra: Partial<PageRequest> = {}): Promise<RenderedPage> {
  const rendered = await render(request(path, extra));
  if (!rendered) throw new Error(`${path} was not rendered`);
  return rendered;
}

/** The data block, as the browser reads it. */
function stateOf(html: string): ServerPageState {
  const match = new RegExp(`<script type="application/json" id="${SERVER_STATE_ID}">([\\s\\S]*?)</script>`).exec(html);
  if (!match) throw new Error('no data block');
  return JSON.parse(match[1]!) as ServerPageState;
}

const headTag = (html: string, pattern: RegExp) => pattern.exec(html)?.[1];

describe('a list page', () => {
  it('arrives with its first rows, real names, its head and the data the browser hydrates from', async () => {
    const { status, html } = await page(`/collections/${MUSEUM}/objects`);
    expect(status).toBe(200);
    expect(html).toContain('<html lang="en"');
    expect(headTag(html, /<title>([^<]*)<\/title>/)).toBe(`${museum.name} · Hangar`);
    expect(html).toContain(`<h1 tabindex="-1"><bdi>${museum.name}</bdi></h1>`);
    // The first static page: STATIC_PAGE_SIZE tiles, each a real link, the first of them named.
    expect(html.match(/class="vlist__item"/g)).toHaveLength(STATIC_PAGE_SIZE);
    expect(html).toContain(firstObjectName);
    expect(html).toContain(`href="/objects/${FIRST_OBJECT}?collection=${MUSEUM}&amp;page=1"`);
    expect(html).toMatch(/fetchPriority="high"|fetchpriority="high"/);
    expect(headTag(html, /<link rel="canonical" href="([^"]*)"/)).toBe(`${ORIGIN}/collections/${MUSEUM}/objects`);
    for (const language of ['en', 'es', 'zh-Hans']) expect(html).toContain(`hreflang="${language}"`);
    expect(headTag(html, /<meta property="og:title" content="([^"]*)"/)).toBe(museum.name);
    expect(html).toContain('"@type":"BreadcrumbList"');
    // The next page is a real link for browsers without JavaScript.
    expect(html).toMatch(new RegExp(`<a[^>]*href="/collections/${MUSEUM}/objects\\?page=2"[^>]*>Next page</a>`));
    const state = stateOf(html);
    expect(state.language).toBe('en');
    expect(state.namespaces).toEqual(expect.arrayContaining(['shell', 'lists', 'collections']));
    const list = state.queries.queries.find((query) => JSON.stringify(query.queryKey).includes('collectionObjects'));
    expect(list?.state.status).toBe('success');
  });

  it('loads its code after its first paint: no script the parser would fetch first, one loader naming the entry', async () => {
    const { html } = await page(`/collections/${MUSEUM}/objects`);
    expect(html).not.toMatch(/<script type="module"|rel="modulepreload"|warm-intl/);
    expect(html).toMatch(/<script defer src="\/src\/after-paint\.ts" data-modules="\/src\/main\.tsx" data-preload="[^"]*"><\/script>/);
    // config.json is asked for by that loader, not preloaded: WebKit fetched a preload of it again.
    expect(html).not.toContain('href="/config.json"');
  });

  it('renders page N of a list (STATIC_PAGE_SIZE items a page) with links both ways, across the API’s pages', async () => {
    // Page 5 straddles the API's first two pages of 100.
    const { html } = await page(`/collections/${MUSEUM}/objects?page=5`);
    const first = 4 * STATIC_PAGE_SIZE;
    expect(html).toContain(`aria-posinset="${first + 1}"`);
    expect(html).not.toContain(`aria-posinset="${first}"`);
    expect(html).toContain(`aria-posinset="${first + STATIC_PAGE_SIZE}"`);
    expect(html).toContain(String(mock.dataset.objectAt(museum, first, ORIGIN)['wof:name']));
    expect(html).toContain(String(mock.dataset.objectAt(museum, 100, ORIGIN)['wof:name']));
    expect(html).toMatch(/href="[^"]*\?page=4"[^>]*>Previous page/);
    expect(html).toMatch(/href="[^"]*\?page=6"[^>]*>Next page/);
    expect(headTag(html, /<link rel="canonical" href="([^"]*)"/)).toBe(`${ORIGIN}/collections/${MUSEUM}/objects?page=5`);
  });
});

/** The actions of the page's plain GET forms. */
const getForms = (html: string) =>
  Array.from(html.matchAll(/<form\b[^>]*>/g), ([tag]) => (/method="get"/.test(tag) ? /action="([^"]*)"/.exec(tag)?.[1] : undefined)).filter(
    (action) => action !== undefined,
  );

describe('without JavaScript', () => {
  it('page N of a list says which rows it holds and names itself in its title', async () => {
    const second = await page(`/collections/${MUSEUM}/objects?page=2`);
    expect(headTag(second.html, /<title>([^<]*)<\/title>/)).toBe(`${museum.name}, page 2 · Hangar`);
    expect(second.html).toContain(`Showing ${STATIC_PAGE_SIZE + 1}–${2 * STATIC_PAGE_SIZE} of 2,000`);
    // An object's ?page= is the list it came from, not a page of its own.
    const object = await page(`/objects/${FIRST_OBJECT}?collection=${MUSEUM}&page=2`);
    expect(headTag(object.html, /<title>([^<]*)<\/title>/)).toBe(`${firstObjectName} · Hangar`.replace(/&/g, '&amp;'));
  });

  it('sends the hashtag, date and filter forms as plain GET forms, and their addresses lead on', async () => {
    const social = await page('/social');
    expect(getForms(social.html)).toContain('/social');
    expect(social.html).toMatch(/<input[^>]*name="tag"/);
    expect((await page('/social?tag=%23Aviation')).headers?.Location).toBe('/social/Aviation');
    const problem = await page('/social?tag=a%20b');
    expect(problem.status).toBe(200);
    expect(problem.html).toContain('role="alert"');

    const flights = await page('/flights/2024-06-01?direction=arrivals');
    expect(getForms(flights.html)).toEqual(['/flights', '/flights/2024-06-01']);
    expect(flights.html).toMatch(/<input type="hidden" name="direction" value="arrivals"/);
    for (const name of ['direction', 'airline', 'q']) expect(flights.html).toMatch(new RegExp(`<(select|input)[^>]*name="${name}"`));
    expect(flights.html).toContain('Apply filters');
    expect((await page('/flights?date=2024-06-02&direction=arrivals&airline=&q=')).headers?.Location).toBe(
      '/flights/2024-06-02?direction=arrivals',
    );
    expect((await page('/flights/2024-06-02?direction=&airline=&q=LAX')).headers?.Location).toBe('/flights/2024-06-02?q=LAX');
  });
});

describe('a page’s own stylesheets', () => {
  it('links its route module’s stylesheet in the head, so its first paint has it', async () => {
    // A static `handle` on a lazy route hides the module's own (its `handle.module`): the feed's
    // form then painted unstyled and moved when its stylesheet came (Lighthouse CLS 0.05).
    const withCss = await createRenderer({ 'src/features/social/routes/feed.tsx': { file: 'assets/feed.js', css: ['assets/social.css'] } });
    const rendered = await withCss(request('/social/sfomuseum'));
    expect(rendered?.html).toMatch(/<link rel="stylesheet"[^>]*href="\/assets\/social\.css"/);
  });
});

describe('names', () => {
  it('names a category by its name on a tab whose records only mention its id (its subcategories)', async () => {
    const category = [...mock.dataset.categoryById.values()][0]!;
    const { html } = await page(`/categories/${String(category.id)}/subcategories`);
    expect(headTag(html, /<title>([^<]*)<\/title>/)).toBe(`Subcategories in ${category.name} · Hangar`);
  });
});

describe('one render from what the loaders read', () => {
  /** The API's methods a page asked for, in order. */
  function recording() {
    const methods: string[] = [];
    const fetch: typeof globalThis.fetch = (input, init) => {
      methods.push(new URL(String(input instanceof Request ? input.url : input)).searchParams.get('method') ?? '');
      return mockFetch(input, init);
    };
    return { methods, fetch };
  }

  it('opens a subcategory cold with its name, its category’s name and its first objects, every read in the data', async () => {
    const category = [...mock.dataset.categoryById.values()].find((candidate) => candidate.subcategories.length > 0)!;
    const subcategory = category.subcategories[0]!;
    const { methods, fetch } = recording();
    const { status, html } = await page(`/subcategories/${String(subcategory.id)}`, { fetch });
    expect(status).toBe(200);
    expect(headTag(html, /<title>([^<]*)<\/title>/)).toBe(`${subcategory.name} · Hangar`.replace(/&/g, '&amp;'));
    // The trail names the category, and the first of its objects are tiles already.
    expect(html).toMatch(
      new RegExp(`<a[^>]*href="/categories/${String(category.id)}/objects"[^>]*><bdi>${category.name.replace(/&/g, '&amp;')}</bdi>`),
    );
    expect(html.match(/class="vlist__item"/g)?.length).toBeGreaterThan(0);
    expect(html).not.toContain('Looking');
    const state = stateOf(html);
    expect(state.queries.queries.every((query) => query.state.status === 'success')).toBe(true);
    expect(state.queries.queries.map((query) => JSON.stringify(query.queryKey))).toEqual(
      expect.arrayContaining([expect.stringContaining('subcategoryObjects')]),
    );
    // Rendering asked for nothing: every request was a loader's, made before the render.
    expect(methods.length).toBeGreaterThan(0);
    expect(methods.length).toBeLessThanOrEqual(MAX_API_REQUESTS);
  });

  it('renders a page whose name read failed with the fallback name, and leaves that read for the browser', async () => {
    const category = [...mock.dataset.categoryById.values()][0]!;
    // The category's own record comes from its collection's categories: that read fails.
    const failingNames: typeof fetch = (input, init) =>
      String(input instanceof Request ? input.url : input).includes('getCategories')
        ? Promise.resolve(new Response('{"stat":"error","error":{"code":512,"message":"x"}}', { status: 500 }))
        : mockFetch(input, init);
    const { status, html } = await page(`/categories/${String(category.id)}/subcategories`, { fetch: failingNames });
    expect(status).toBe(200);
    expect(headTag(html, /<title>([^<]*)<\/title>/)).toBe(`Subcategories in Category ${String(category.id)} · Hangar`);
    // The list itself is there, and the failed read is not in the data (so the browser asks again).
    expect(html.match(/class="vlist__item"/g)?.length).toBeGreaterThan(0);
    const keys = stateOf(html).queries.queries.map((query) => JSON.stringify(query.queryKey));
    expect(keys.some((key) => key.includes('"category"'))).toBe(false);
    expect(keys.some((key) => key.includes('categorySubcategories'))).toBe(true);
  });

  it('sends the shell when the page’s own list fails, even if its names were read', async () => {
    const category = [...mock.dataset.categoryById.values()][0]!;
    const failingList: typeof fetch = (input, init) =>
      String(input instanceof Request ? input.url : input).includes('categories.getSubcategories')
        ? Promise.resolve(new Response('{"stat":"error","error":{"code":512,"message":"x"}}', { status: 500 }))
        : mockFetch(input, init);
    await expect(render(request(`/categories/${String(category.id)}/subcategories`, { fetch: failingList }))).rejects.toThrow();
  });
});

describe('an object page', () => {
  it('arrives readable, and previews with its title and its own picture', async () => {
    const { status, html } = await page(`/objects/${FIRST_OBJECT}?collection=${MUSEUM}&page=1`);
    expect(status).toBe(200);
    expect(headTag(html, /<title>([^<]*)<\/title>/)).toBe(`${firstObjectName} · Hangar`.replace(/&/g, '&amp;'));
    const image = headTag(html, /<meta property="og:image" content="([^"]*)"/);
    expect(image).toMatch(new RegExp(`^${ORIGIN}/media/\\d+/z\\.jpg$`));
    expect(headTag(html, /<meta name="twitter:card" content="([^"]*)"/)).toBe('summary_large_image');
    expect(html).toContain('"@type":"VisualArtwork"');
    // Canonical without the list context: one address per object.
    expect(headTag(html, /<link rel="canonical" href="([^"]*)"/)).toBe(`${ORIGIN}/objects/${FIRST_OBJECT}`);
    expect(html).toContain(String(firstObject['sfomuseum:accession_number']));
  });
});

describe('previous and next at the edges of a context page', () => {
  it.each([
    ['the last object of page 1', 99, 1],
    ['the first object of page 2', 100, 2],
  ])('%s opened directly links both ways', async (_, index, contextPage) => {
    const object = mock.dataset.objectAt(museum, index, ORIGIN);
    const { html } = await page(`/objects/${String(object['wof:id'])}?collection=${MUSEUM}&page=${contextPage}`);
    const before = String(mock.dataset.objectAt(museum, index - 1, ORIGIN)['wof:id']);
    const after = String(mock.dataset.objectAt(museum, index + 1, ORIGIN)['wof:id']);
    expect(html).toMatch(new RegExp(`href="/objects/${before}\\?collection=${MUSEUM}&amp;page=${Math.floor((index - 1) / 100) + 1}"`));
    expect(html).toMatch(new RegExp(`href="/objects/${after}\\?collection=${MUSEUM}&amp;page=${Math.floor((index + 1) / 100) + 1}"`));
  });
});

describe('"More from"', () => {
  it('names each of its links by its own object, never all by one title', async () => {
    // Its siblings in the subcategory carry the same title as it does.
    const { html } = await page(`/objects/1880000000005?collection=${MUSEUM}&page=1`);
    const heading = /<h1[^>]*>(?:<bdi>)?([^<]*)/.exec(html)?.[1];
    const section = /<section class="more-from"[\s\S]*?<\/section>/.exec(html)?.[0] ?? '';
    const names = Array.from(section.matchAll(/<a [^>]*href="\/objects\/[^"]*"[^>]*>([\s\S]*?)<\/a>/g), ([, inner]) =>
      inner!
        .replace(/<[^>]*>/g, ' ')
        .replace(/\s+/g, ' ')
        .trim(),
    );
    expect(names.length).toBeGreaterThan(1);
    expect(new Set(names).size).toBe(names.length);
    for (const name of names) expect(name).not.toBe(heading);
  });
});

describe('status codes', () => {
  it.each([['/objects/abc'], ['/no/such/page'], ['/collections/123/objects'], ['/subcategories/1']])(
    '%s is the not-found page with 404',
    async (path) => {
      const { status, html } = await page(path);
      expect(status).toBe(404);
      expect(html).toContain('Page not found');
      expect(html).toContain('<meta name="robots" content="noindex" />');
    },
  );

  it.each([['/flights/2026-13-45'], ['/flights/abc']])(
    '%s is a 404 that says once that the date is not valid, and offers the date control',
    async (path) => {
      const { status, html } = await page(path);
      expect(status).toBe(404);
      expect(html).toContain('<meta name="robots" content="noindex" />');
      expect(html).toMatch(/<h1[^>]*>That date isn’t valid<\/h1>/);
      // Said once, as the heading: what follows it on the page goes on from there.
      const afterHeading = html.slice(html.indexOf('</h1>'), html.indexOf('</main>'));
      expect(afterHeading).not.toContain('That date isn’t valid');
      expect(html).toContain('Pick a date like 2024-06-01.');
      expect(html).toMatch(/<input[^>]*id="flights-date"/);
    },
  );

  it('redirects /flights to today at the airport', async () => {
    const { status, headers } = await page('/flights');
    expect(status).toBe(302);
    expect(headers?.Location).toMatch(/^\/flights\/\d{4}-\d{2}-\d{2}$/);
  });
});

describe('languages', () => {
  it('follows ?lang=, then the saved cookie, then Accept-Language', async () => {
    const fromAddress = await page('/collections?lang=es', { cookie: 'hangar-lang=zh', acceptLanguage: 'en' });
    expect(fromAddress.html).toContain('<html lang="es"');
    expect(stateOf(fromAddress.html).language).toBe('es');
    const fromCookie = await page('/collections', { cookie: 'other=1; hangar-lang=zh', acceptLanguage: 'es' });
    expect(fromCookie.html).toContain('<html lang="zh-Hans"');
    const fromHeader = await page('/collections', { acceptLanguage: 'fr;q=0.9, es-MX;q=0.8, en;q=0.1' });
    expect(fromHeader.html).toContain('<html lang="es"');
    expect(fromHeader.html).toContain('Colecciones');
    const fallback = await page('/collections', { acceptLanguage: 'fr', cookie: 'hangar-lang=%E0%A4%A' });
    expect(fallback.html).toContain('<html lang="en"');
  });

  it('joins the description’s sentences as each language does: "。" in Chinese', async () => {
    const description = async (path: string) => headTag((await page(path)).html, /<meta name="description" content="([^"]*)"/);
    expect(await description('/collections?lang=zh')).toBe('馆藏。航空博物馆和机场，一触即达。');
    expect(await description('/collections?lang=en')).toBe('Collections. The aviation museum and the airport, one tap away.');
    expect(await description('/collections?lang=es')).toBe('Colecciones. El museo de aviación y el aeropuerto, a un toque.');
  });

  it('keeps two pages rendered at once apart: each its own language and its own list', async () => {
    // The Spanish page's API answers are held back until the English one has rendered.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    const slowFetch: typeof fetch = async (input, init) => {
      await held;
      return mockFetch(input, init);
    };
    const spanish = page(`/collections/${MUSEUM}/categories?lang=es`, { fetch: slowFetch });
    const english = await page('/terminals/1729810002/galleries?lang=en');
    release();
    const { html } = await spanish;
    expect(english.html).toContain('<html lang="en"');
    expect(english.html).not.toContain('Categorías');
    expect(html).toContain('<html lang="es"');
    expect(html).toContain('Categorías');
    expect(stateOf(html).queries.queries.every((query) => !JSON.stringify(query.queryKey).includes('terminal'))).toBe(true);
    expect(stateOf(english.html).queries.queries.every((query) => !JSON.stringify(query.queryKey).includes('collection'))).toBe(true);
  });
});

describe('safety', () => {
  it('keeps hostile text inert in the markup and in the data block', async () => {
    const { html } = await page('/social/xss');
    const body = html.slice(html.indexOf('<div id="root">'));
    const block = /<script type="application\/json" id="hangar-state">([\s\S]*?)<\/script>/.exec(body)![1]!;
    expect(block).not.toMatch(/[<>]/);
    const outside = body.replace(block, '');
    // The only scripts in the page are the app's own (by address) and the data block; no post's markup became an element.
    expect(outside.match(/<script(?![^>]*\bsrc=)(?![^>]*application\/json)/g)).toBeNull();
    expect(outside).not.toMatch(/<(iframe|body|details|marquee|object|embed|style|math|meta)\b/i);
    expect(outside).not.toMatch(/<input[^>]*autofocus/i);
    // Inside a tag (text's own `<` are all escaped, so every `<` opens a real one): no handler, no script URL.
    expect(outside).not.toMatch(/<[a-z][^>]*\son\w+=/i);
    expect(outside).not.toMatch(/<[a-z][^>]*(href|src|action|data)="\s*(javascript|data):/i);
    expect(outside).toContain('&lt;script&gt;window.__xss = 1;');
    const posts = JSON.stringify(stateOf(html).queries);
    expect(posts).toContain('<script>window.__xss = 1; alert(\\"xss\\")</script>');
  });

  it('holds no token in any page it renders', async () => {
    for (const path of [
      '/',
      `/collections/${MUSEUM}/objects`,
      `/objects/${FIRST_OBJECT}`,
      '/social/sfomuseum',
      '/flights/2024-06-01',
      '/sign-in',
      '/shoebox',
    ]) {
      const rendered = await render(request(path));
      expect(rendered?.html ?? '', path).not.toContain(READ_TOKEN);
      expect(rendered?.html ?? '', path).not.toContain('access_token');
    }
  });
});

describe('pages the browser renders alone, and limits', () => {
  it('sends kiosks the bare shell and says that sign-in needs JavaScript, in the visitor’s language', async () => {
    expect(await render(request('/collections?kiosk=1'))).toBeNull();
    expect(await render(request('/', { config: { ...config, kiosk: { ...config.kiosk, enabled: true } } }))).toBeNull();
    const signIn = await page('/sign-in?lang=es');
    expect(signIn.html).toContain('<html lang="es"');
    expect(signIn.html).toMatch(/<noscript><p class="noscript">[^<]*JavaScript/);
    expect(signIn.html).not.toContain(SERVER_STATE_ID);
  });

  it('gives up (the server then sends the shell) when the API fails, answers garbage or needs too many requests', async () => {
    const failing: typeof fetch = async () => new Response('{"stat":"error","error":{"code":512,"message":"x"}}', { status: 500 });
    await expect(render(request(`/collections/${MUSEUM}/objects`, { fetch: failing }))).rejects.toThrow();
    const garbage: typeof fetch = async () => new Response('<html>oops</html>', { status: 200 });
    await expect(render(request('/social/sfomuseum', { fetch: garbage }))).rejects.toThrow();
    let calls = 0;
    const counting: typeof fetch = (input, init) => {
      calls += 1;
      return mockFetch(input, init);
    };
    // An object of the last collection, with no list context, is found by a scan through the
    // collections before it (500 objects a request): more than one page may ask for.
    const library = mock.dataset.collections.at(-1)!;
    const deep = mock.dataset.objectAt(library, library.count - 1, ORIGIN);
    await expect(render(request(`/objects/${String(deep['wof:id'])}`, { fetch: counting }))).rejects.toThrow();
    expect(calls).toBeLessThanOrEqual(MAX_API_REQUESTS + 1);
  });
});

describe('what the renderer adds to the build’s template', () => {
  it('names the build’s hashed loader, and each route module’s scripts and styles once, none already in the template', async () => {
    const built = await createRenderer({
      'src/after-paint.ts': { file: 'assets/after-paint-abc.js' },
      'src/features/social/routes/feed.tsx': {
        file: 'assets/feed-1.js',
        css: ['assets/social-1.css'],
        imports: ['_shared.js', '_shell.js'],
      },
      '_shared.js': { file: 'assets/shared-1.js', css: ['assets/shared-1.css'], imports: ['_shell.js'] },
      '_shell.js': { file: 'assets/shell-1.js', css: ['assets/shell-1.css'] },
    });
    const shellTemplate = template.replace(
      '</head>',
      '<link rel="stylesheet" href="/assets/shell-1.css"><script type="module" src="/assets/shell-1.js"></script></head>',
    );
    const rendered = await built(request('/social/sfomuseum', { template: shellTemplate }));
    const html = rendered?.html ?? '';
    expect(html).toMatch(/<script defer src="\/assets\/after-paint-abc\.js" data-modules="[^"]*\/assets\/shell-1\.js[^"]*"/);
    const preload = /data-preload="([^"]*)"/.exec(html)?.[1]?.split(' ');
    expect(preload).toEqual(['/assets/feed-1.js', '/assets/shared-1.js']);
    const stylesheets = Array.from(html.matchAll(/<link rel="stylesheet"[^>]*href="([^"]+)"/g), (match) => match[1]);
    // The template's own link first, then the route's, none twice.
    expect(stylesheets).toEqual(['/assets/shell-1.css', '/assets/social-1.css', '/assets/shared-1.css']);
  });

  it('keeps the router’s data for hydration: each route’s loader data', async () => {
    const { html } = await page(`/objects/${FIRST_OBJECT}?collection=${MUSEUM}&page=1`);
    const { loaderData, actionData, errors } = stateOf(html).router;
    const values = Object.values(loaderData ?? {});
    expect(values).toContainEqual(expect.objectContaining({ objectId: FIRST_OBJECT }));
    expect(actionData).toBeNull();
    expect(errors ?? null).toBeNull();
  });

  it('a redirect has no body, only its address', async () => {
    const { status, html, headers } = await page('/flights');
    expect(status).toBe(302);
    expect(html).toBe('');
    expect(Object.keys(headers ?? {})).toEqual(['Location']);
  });

  it('the shoebox, like sign-in, is the visitor’s own: the shell, saying in their language that it needs JavaScript', async () => {
    const shoebox = await page('/shoebox?lang=es');
    expect(shoebox.html).toContain(
      '<noscript><p class="noscript">Para iniciar sesión y usar tu caja de recuerdos hace falta JavaScript: actívalo en tu navegador. Las demás páginas de Hangar se leen sin él.</p></noscript>',
    );
    expect(shoebox.html).not.toContain(SERVER_STATE_ID);
  });

  it('offers the search form in the header while the server has a catalogue, and not without one', async () => {
    const withSearch = await page('/collections', { config: { ...config, search: true } });
    expect(withSearch.html).toMatch(/<form[^>]*action="\/search"/);
    const without = await page('/collections');
    expect(without.html).not.toMatch(/<form[^>]*action="\/search"/);
  });

  it('gives up when the visitor went away or the budget ran out while the loaders read', async () => {
    const controller = new AbortController();
    const abortingFetch: typeof fetch = (input, init) => {
      controller.abort(new Error('client went away'));
      return mockFetch(input, { ...init, signal: null });
    };
    await expect(render(request(`/collections/${MUSEUM}/objects`, { fetch: abortingFetch, signal: controller.signal }))).rejects.toThrow();
  });
});

describe('the client build', () => {
  it('gives the renderer its manifest, and stops the start with what to do when there is none', async () => {
    const { mkdtemp, mkdir, writeFile } = await import('node:fs/promises');
    const { join } = await import('node:path');
    const { tmpdir } = await import('node:os');
    const { readClientManifest } = await import('./render.tsx');
    const dir = await mkdtemp(join(tmpdir(), 'hangar-build-'));
    expect(() => readClientManifest(dir)).toThrow(
      `The client build is missing or incomplete (${join(dir, '.vite', 'manifest.json')} not found): run \`npm run build\` first.`,
    );
    await mkdir(join(dir, '.vite'));
    await writeFile(join(dir, '.vite', 'manifest.json'), JSON.stringify({ 'src/main.tsx': { file: 'assets/main-1.js' } }));
    expect(readClientManifest(dir)).toEqual({ 'src/main.tsx': { file: 'assets/main-1.js' } });
  });
});

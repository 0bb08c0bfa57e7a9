/**
 * Pages the server renders with a catalogue beside it (docs/design.md section 11): an object's bare
 * address opens from the catalogue's context with one request to the service, an id the catalogue
 * does not hold is a 404, and the search page arrives with its results.
 */
import { readFileSync } from 'node:fs';
import { parseRuntimeConfig } from '../src/lib/config/runtime-config.ts';
import { buildConfig } from '../mock/config.ts';
import type { PageRequest, RenderPage } from './app.ts';
import { openCatalogue } from './catalogue/handle.ts';
import { catalogueFetch, createApiAnswers } from './catalogue/http.ts';
import { sqliteEngine } from './catalogue/sqlite.ts';
import { harvestMock, mockSource, tempTarget } from './catalogue/test-fixtures.ts';
import { createRenderer } from './render.tsx';
import { BREADCRUMB_MARGIN, windowPage } from '../src/features/collections/lookup.ts';

const ORIGIN = 'http://hangar.test';
const source = mockSource({ seed: 1 });
const config = { ...parseRuntimeConfig(buildConfig(source.mock.dataset, ORIGIN), `${ORIGIN}/config.json`), search: true };
const template = readFileSync(new URL('../index.html', import.meta.url), 'utf8');
const museum = source.mock.dataset.collections[0]!;
const library = source.mock.dataset.collections.at(-1)!;

let render: RenderPage;
let hangarFetch: typeof fetch;
beforeAll(async () => {
  const engine = sqliteEngine(tempTarget());
  await harvestMock(engine, source);
  hangarFetch = catalogueFetch(createApiAnswers(await openCatalogue(engine)));
  render = await createRenderer({});
}, 60_000);

/** A page rendered with the service's requests counted. */
async function page(path: string) {
  const { request, methods } = await requestFor(path);
  const rendered = await render(request);
  if (!rendered) throw new Error(`${path} was not rendered`);
  return { ...rendered, requests: methods };
}

/** The request the server makes of the renderer for `path`, and the `page` parameter of each read it makes of the service. */
async function requestFor(path: string): Promise<{ request: PageRequest; methods: string[] }> {
  const methods: string[] = [];
  const fetch: typeof globalThis.fetch = (input, init) => {
    const request = new Request(input, init);
    methods.push(new URL(request.url).searchParams.get('page') ?? '');
    return source.mock.handle(request);
  };
  const request: PageRequest = {
    url: new URL(path, ORIGIN),
    acceptLanguage: undefined,
    cookie: undefined,
    config,
    fetch,
    signal: new AbortController().signal,
    template,
    hangarFetch,
  };
  return { request, methods };
}

describe('with a catalogue', () => {
  // First: the first page this renderer renders (the header's combobox is lazy in the browser).
  it('puts the header’s search form (a plain GET form) in every page, for browsers without JavaScript', async () => {
    const { html } = await page('/collections');
    const form = /<form[^>]*data-site-search[^>]*>/.exec(html)?.[0] ?? '';
    expect(form).toContain('action="/search"');
    expect(form).toContain('method="get"');
    expect(form).toContain('role="search"');
    expect(html).toMatch(/<input[^>]*name="q"/);
  });

  it('opens an object’s bare address from the catalogue with one request to the service, however deep it sits', async () => {
    // The last collection, mid-page: a scan would read every collection before it.
    const object = source.mock.dataset.objectAt(library, library.count - 50, ORIGIN);
    const { status, html, requests } = await page(`/objects/${String(object['wof:id'])}`);
    expect(status).toBe(200);
    expect(html).toContain(`<bdi>${String(object['wof:name']).replace(/&/g, '&amp;')}</bdi>`);
    // The page of the service that holds its context page of 100 and 50 records either side (its category's neighbours).
    expect(requests).toEqual([String(windowPage(Math.floor((library.count - 50) / 100) + 1, BREADCRUMB_MARGIN)!.page)]);
  });

  it('answers an id the catalogue does not hold with the not-found page and 404, asking the service nothing', async () => {
    const { status, html, requests } = await page('/objects/123');
    expect(status).toBe(404);
    expect(html).toContain('noindex');
    expect(requests).toEqual([]);
  });

  it('renders the search page with its first results and the header’s search form', async () => {
    const { status, html } = await page('/search?q=stewardess');
    expect(status).toBe(200);
    expect(html).toMatch(/<form[^>]*action="\/search"/);
    expect(html).toMatch(/<mark>[^<]*<\/mark>/);
    expect(html.match(/class="vlist__item"/g)?.length).toBeGreaterThan(0);
  });

  it('still renders an object of the first collection through its own context', async () => {
    const object = source.mock.dataset.objectAt(museum, 150, ORIGIN);
    const { status, requests } = await page(`/objects/${String(object['wof:id'])}?collection=${String(museum.id)}&page=2`);
    expect(status).toBe(200);
    expect(requests).toEqual(['2']);
  });
});

describe('Discovery in the head', () => {
  it('links the OpenSearch description from every page head (Discovery), and not without a catalogue', async () => {
    const link = '<link rel="search" type="application/opensearchdescription+xml" href="/opensearch.xml" title="Hangar" />';
    for (const path of ['/', '/collections', '/search?q=poster', '/objects/1880000099999'])
      expect((await page(path)).html, path).toContain(link);
    const { search: _search, ...withoutCatalogue } = config;
    const bare = await render({ ...(await requestFor('/collections')).request, config: withoutCatalogue });
    expect(bare?.html).toMatch(/<\/head>/);
    expect(bare?.html).not.toContain('opensearchdescription');
  });
});

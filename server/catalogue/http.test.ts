import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test-helpers.ts';
import { openCatalogue, type CatalogueHandle } from './handle.ts';
import { sqliteEngine } from './sqlite.ts';
import { SITE_PAGES } from './sitemap.ts';
import { BASE_SEARCH, MEDIA_ORIGIN, harvestMock, tempTarget } from './test-fixtures.ts';

let handle: CatalogueHandle;
let server: TestServer;
let bare: TestServer;

beforeAll(async () => {
  const engine = sqliteEngine(tempTarget());
  await harvestMock(engine);
  handle = await openCatalogue(engine, { mediaOrigin: MEDIA_ORIGIN });
  server = await startTestServer({ catalogue: handle });
  bare = await startTestServer();
}, 60_000);
afterAll(async () => {
  await server.close();
  await bare.close();
  await handle.close();
});

async function getJson(base: TestServer, path: string) {
  const response = await fetch(`${base.url}${path}`);
  return { response, body: (await response.json()) as Record<string, unknown> };
}

describe('/api/search', () => {
  it('reads a bare number that dates nothing as the start of accession numbers (2011 -> 2011.*), a year when it dates something', async () => {
    const { body } = await getJson(server, '/api/search?q=2011&per_page=50');
    const numbers = (body.results as { accession_number: string | null }[]).map((hit) => hit.accession_number);
    expect(numbers.length).toBeGreaterThan(0);
    for (const number of numbers) expect(number).toMatch(/^2011\./);
    const year = await getJson(server, '/api/search?q=1962&kind=object&per_page=50');
    expect(year.body.total as number).toBeGreaterThan(0);
    for (const hit of year.body.results as { date: string | null }[]) expect(hit.date).toMatch(/1962/);
  });

  it("finds the accession number the search field's hint offers, in every language", async () => {
    for (const language of ['en', 'es', 'zh']) {
      const locale = JSON.parse(readFileSync(new URL(`../../src/locales/${language}.json`, import.meta.url), 'utf8')) as {
        search: { fieldHelp: string };
      };
      const example = /\d+(?:\.\d+)+/.exec(locale.search.fieldHelp)?.[0];
      expect(example, language).toBeDefined();
      const { body } = await getJson(server, `/api/search?q=${example}`);
      expect((body.results as { accession_number: string }[])[0]?.accession_number, language).toBe(example);
    }
  });

  it('narrows by from and to (years, inclusive); from after to is a 400 in the envelope', async () => {
    const { response, body } = await getJson(server, '/api/search?kind=object&from=1960&to=1964&per_page=100&sort=date');
    expect(response.status).toBe(200);
    const results = body.results as { date: string | null }[];
    expect(results.length).toBeGreaterThan(0);
    for (const hit of results) expect(Number(/\d{4}/.exec(hit.date ?? '')?.[0])).toBeGreaterThanOrEqual(1960);
    for (const hit of results) expect(Number(/\d{4}/.exec(hit.date ?? '')?.[0])).toBeLessThanOrEqual(1964);
    const wider = await getJson(server, '/api/search?kind=object&from=1960');
    expect(wider.body.total as number).toBeGreaterThan(body.total as number);
    const reversed = await getJson(server, '/api/search?q=poster&from=1970&to=1960');
    expect(reversed.response.status).toBe(400);
    expect(reversed.body).toMatchObject({ stat: 'error', error: { message: '"from" (1970) must not be after "to" (1960).' } });
  });

  it('answers the contract: results, total, facets, pages, suggestions, harvested_at, cacheable a minute', async () => {
    const { response, body } = await getJson(server, '/api/search?q=cafe&per_page=5');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(response.headers.get('cache-control')).toBe('public, max-age=60');
    expect(body).toMatchObject({ stat: 'ok', q: 'cafe', page: 1, per_page: 5 });
    expect(Object.keys(body.facets as object).sort()).toEqual(['category', 'collection', 'decade', 'images', 'kind']);
    expect(typeof body.total).toBe('number');
    expect(body.pages).toBe(Math.ceil((body.total as number) / 5));
    expect(Date.parse(body.harvested_at as string)).not.toBeNaN();
    const hit = (body.results as Record<string, unknown>[])[0]!;
    expect(Object.keys(hit).sort()).toEqual([
      'accession_number',
      'belongs_to',
      'date',
      'highlights',
      'href',
      'id',
      'image',
      'kind',
      'name',
    ]);
    expect(hit.href).toBe(`/objects/${String(hit.id)}`);
    expect(typeof hit.id).toBe('string');
  });

  it("gives image addresses on the visitor's host when the catalogue was harvested from the demo's mock", async () => {
    const { body } = await getJson(server, '/api/search?q=stewardess&images=1&per_page=1');
    const image = (body.results as { image: { url: string } }[])[0]!.image;
    expect(image.url.startsWith(`${server.url}/media/`)).toBe(true);
  });

  it.each([
    ['q=' + 'x'.repeat(201), /"q"/],
    ['sort=newest', /"sort"/],
    ['kind=person', /"kind"/],
    ['kind=object,person', /"kind"/],
    ['collection=abc', /"collection"/],
    ['category=99999999999999999999', /"category"/],
    ['decade=1965', /"decade"/],
    ['images=yes', /"images"/],
    ['exact=true', /"exact"/],
    ['page=0', /"page"/],
    ['per_page=101', /"per_page"/],
    ['per_page=-1', /"per_page"/],
  ])('answers %s with a 400 in the service envelope', async (query, field) => {
    const { response, body } = await getJson(server, `/api/search?${query}`);
    expect(response.status).toBe(400);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(body).toMatchObject({ stat: 'error', error: { code: 454 } });
    expect((body.error as { message: string }).message).toMatch(field);
  });

  it('takes hostile text as text: never a 5xx', async () => {
    for (const q of ['"', 'NEAR(a', 'a OR b', '%00', '*', "'); DROP TABLE entries;--", '%F0%9F%9B%AB', '%ZZ']) {
      const response = await fetch(`${server.url}/api/search?q=${q}`);
      expect(response.status, q).toBeLessThan(500);
    }
    const long = await fetch(`${server.url}/api/search?q=${'x'.repeat(3_000)}`);
    expect(long.status).toBe(400);
    // The service's error convention: the envelope's code and message as headers too.
    const body = (await long.json()) as { error: { code: number; message: string } };
    expect(body.error.code).toBe(454);
    expect(long.headers.get('x-api-error-code')).toBe('454');
    expect(long.headers.get('x-api-error-message')).toBe(body.error.message);
  });

  it('answers a query padded with 3,000 spaces with its 400 (past 4,096 characters the address is refused first, 414)', async () => {
    const padded = `x${'+'.repeat(3_000)}y`;
    const { response, body } = await getJson(server, `/api/search?q=${padded}`);
    expect(response.status).toBe(400);
    expect((body.error as { message: string }).message).toMatch(/"q" must be at most 200 characters/);
    expect((await getJson(server, `/api/suggest?q=${padded}`)).response.status).toBe(400);
  });

  it('drops the padding, and takes a word followed by a space as the start of a longer one too', async () => {
    expect((await getJson(server, '/api/search?q=%20%20cafe%20%20%20')).body.q).toBe('cafe');
    // Every word is the start of a longer one, whatever its place (issue #49): a space after it changes nothing.
    const prefix = (await getJson(server, '/api/search?q=caf')).body.total as number;
    const finished = (await getJson(server, '/api/search?q=caf%20%20')).body.total as number;
    expect(prefix).toBeGreaterThan(0);
    expect(finished).toBe(prefix);
  });

  it('says which words it searched when it corrected one (corrected), and searches the words as typed with exact=1', async () => {
    const corrected = await getJson(server, '/api/search?q=unifrom');
    expect(corrected.body.corrected).toBe('uniform');
    const spelled = await getJson(server, '/api/search?q=uniform');
    expect(spelled.body.corrected).toBeNull();
    // The typo finds what the right spelling finds, in its order: a uniform first.
    type Hits = { results: { id: string; name: string }[] };
    const { results } = corrected.body as unknown as Hits;
    expect(results[0]!.name.toLowerCase()).toContain('uniform');
    expect(results.map((hit) => hit.id)).toEqual((spelled.body as unknown as Hits).results.map((hit) => hit.id));
    const typed = await getJson(server, '/api/search?q=unifrom&exact=1');
    expect(typed.body).toMatchObject({ total: 0, corrected: null });
    // Nothing found as typed: "did you mean" offers the whole query corrected.
    expect(typed.body.suggestions).toContain('uniform');
  });

  it('offers no spelling when the words found things and the filters alone left none', async () => {
    const words = await getJson(server, '/api/search?q=poster');
    expect(words.body.total as number).toBeGreaterThan(0);
    const filtered = await getJson(server, '/api/search?q=poster&decade=1800');
    expect(filtered.body.total).toBe(0);
    expect(filtered.body.suggestions).toEqual([]);
    // A word the catalogue lacks still gets its nearest words.
    const typo = await getJson(server, '/api/search?q=untied%20xqzv%20');
    expect(typo.body.total).toBe(0);
    expect((typo.body.suggestions as string[]).length).toBeGreaterThan(0);
  });

  it.each(['POST', 'PUT', 'DELETE', 'PATCH'])('refuses %s on /api with 405, Allow and the envelope, never cached', async (method) => {
    const response = await fetch(`${server.url}/api/search?q=cafe`, { method });
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('GET, HEAD');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toMatchObject({ stat: 'error', error: { code: 405 } });
    expect(response.headers.get('x-api-error-code')).toBe('405');
  });

  it('takes kind as a list or repeated, and lists by filters alone without q', async () => {
    const { body } = await getJson(server, '/api/search?kind=gate&kind=gallery,exhibition&per_page=100');
    const kinds = new Set((body.results as { kind: string }[]).map((hit) => hit.kind));
    expect([...kinds].sort()).toEqual(['exhibition', 'gallery', 'gate'].filter((kind) => kinds.has(kind)));
    expect((body.total as number) > 0).toBe(true);
  });

  it('answers 503 with Retry-After without a catalogue, and the config has no search', async () => {
    const { response, body } = await getJson(bare, '/api/search?q=cafe');
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('60');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(body).toMatchObject({ stat: 'error', error: { code: 503 } });
    expect(response.headers.get('x-api-error-code')).toBe('503');
    expect((await getJson(bare, '/api/objects/1880000000001')).response.status).toBe(503);
    expect((await getJson(bare, '/config.json')).body.search).toBeUndefined();
    expect((await getJson(server, '/config.json')).body.search).toBe(true);
  });
});

describe('/api/suggest', () => {
  it('suggests names for what is typed, nothing for nothing', async () => {
    const { body } = await getJson(server, '/api/suggest?q=stewardes&limit=3');
    const suggestions = body.suggestions as { text: string; kind: string; href: string }[];
    expect(suggestions.length).toBeGreaterThan(0);
    expect(suggestions.length).toBeLessThanOrEqual(3);
    // One entry's name opens it; a name many entries share searches for it.
    for (const suggestion of suggestions) expect(suggestion.href).toMatch(/^\/objects\/\d+$|^\/search\?q=/);
    expect((await getJson(server, '/api/suggest?q=%20%20')).body).toEqual({ stat: 'ok', suggestions: [] });
    expect((await getJson(server, '/api/suggest?q=a&limit=50')).response.status).toBe(400);
  });
});

describe('/api/objects/:id', () => {
  it('gives the record and its list context, 404 for an id the catalogue lacks, 400 for a malformed one', async () => {
    const { response, body } = await getJson(server, '/api/objects/9007199254800001');
    expect(response.status).toBe(200);
    expect(body).toMatchObject({ stat: 'ok', context: { list: 'collection', id: '9007199254740993', page: 1 } });
    expect((body.record as Record<string, unknown>)['wof:id']).toBe('9007199254800001');
    const missing = await getJson(server, '/api/objects/123');
    expect(missing.response.status).toBe(404);
    expect(missing.body).toMatchObject({ stat: 'error', error: { code: 404 } });
    expect(missing.response.headers.get('x-api-error-message')).toBe('The catalogue holds no object 123.');
    expect((await getJson(server, '/api/objects/12a')).response.status).toBe(400);
    expect((await getJson(server, '/api/objects/99999999999999999999')).response.status).toBe(400);
  });

  it("gives the renderer an object by id, its media on the page's host", async () => {
    const answer = await handle.getObject('1880000000001', 'https://hangar.example');
    expect(answer?.context).toEqual({ list: 'collection', id: '1729795001', page: 1 });
    expect(JSON.stringify(answer)).not.toContain(MEDIA_ORIGIN);
  });
});

describe('/sitemap.xml and /robots.txt', () => {
  it('lists every entry with its language alternates', async () => {
    const response = await fetch(`${server.url}/sitemap.xml`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/xml/);
    const xml = await response.text();
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!);
    // Every entry once, the site's own pages, and a place's address as its lists: a collection's three, a terminal's two.
    const reader = (await handle.current())!;
    const places = async (kind: 'collection' | 'terminal') => (await reader.search({ ...BASE_SEARCH, kinds: [kind] })).total;
    expect(locs.length).toBe(reader.size + SITE_PAGES.length + 2 * (await places('collection')) + (await places('terminal')));
    expect(new Set(locs).size).toBe(locs.length);
    expect(locs).toContain(`${server.url}/objects/9007199254800001`);
    expect(xml).toContain(`hreflang="zh" href="${server.url}/objects/9007199254800001?lang=zh"`);
    expect(xml).toMatch(/gates\?item=\d+&amp;lang=es/);
    expect(xml).not.toMatch(/&(?!amp;|lt;|gt;|quot;|apos;)/);
  });

  it('names the sitemap in robots.txt with a catalogue; without one there is no sitemap', async () => {
    const robots = await (await fetch(`${server.url}/robots.txt`)).text();
    expect(robots).toContain('User-agent: *');
    expect(robots).toContain(`Sitemap: ${server.url}/sitemap.xml`);
    expect((await fetch(`${bare.url}/sitemap.xml`)).status).toBe(404);
    expect(await (await fetch(`${bare.url}/robots.txt`)).text()).not.toContain('Sitemap:');
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test-helpers.ts';
import { openCatalogue, type CatalogueHandle } from './handle.ts';
import { sqliteEngine } from './sqlite.ts';
import { MEDIA_ORIGIN, harvestMock, tempTarget } from './test-fixtures.ts';
import {
  SAME_NAME_SHOWN,
  SIMILARITY_WEIGHTS,
  embedCard,
  likenessScore,
  objectIdOf,
  oembedAnswer,
  randomObject,
  telling,
} from './discovery.ts';

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

const OBJECT = '9007199254800001';

describe('/random', () => {
  it('sends the visitor to an object with a picture, never cached, a different one most times', async () => {
    const seen = new Set<string>();
    for (let index = 0; index < 8; index += 1) {
      const response = await fetch(`${server.url}/random`, { redirect: 'manual' });
      expect(response.status).toBe(302);
      expect(response.headers.get('cache-control')).toBe('no-store');
      const location = response.headers.get('location')!;
      expect(location).toMatch(/^\/objects\/\d+$/);
      seen.add(location);
    }
    expect(seen.size).toBeGreaterThan(4);
    const object = await (await fetch(`${server.url}/api${[...seen][0]}`)).json();
    expect(JSON.stringify(object.record.images ?? [])).not.toBe('[]');
  });

  it('reaches the first and the last object with a picture (an int64 id beyond 2^53 kept exact)', async () => {
    const reader = (await handle.current())!;
    const first = await randomObject(reader, () => 0);
    const last = await randomObject(reader, () => 0.999999999);
    expect(first?.id).toMatch(/^\d+$/);
    expect(last?.id).toMatch(/^\d+$/);
    expect(first?.id).not.toBe(last?.id);
    expect(first?.image).not.toBeNull();
  });

  it('is no address without a catalogue', async () => {
    expect((await fetch(`${bare.url}/random`, { redirect: 'manual' })).status).not.toBe(302);
  });
});

describe('/api/objects/:id/similar', () => {
  it('answers objects like it in the search result shape, never the object itself, those sharing its words first', async () => {
    const response = await fetch(`${server.url}/api/objects/${OBJECT}/similar`);
    expect(response.status).toBe(200);
    const body = (await response.json()) as {
      stat: string;
      results: { id: string; kind: string; name: string; href: string; image: unknown }[];
    };
    expect(body.stat).toBe('ok');
    expect(body.results).toHaveLength(6);
    expect(body.results.map((hit) => hit.id)).not.toContain(OBJECT);
    expect(new Set(body.results.map((hit) => hit.id)).size).toBe(6);
    for (const hit of body.results) expect(hit).toMatchObject({ kind: 'object', href: `/objects/${hit.id}` });
    // The demo holds dozens of objects of its very name: three of them first, then the next most alike, never fewer shared words later.
    const own = telling((await (await fetch(`${server.url}/api/objects/${OBJECT}`)).json()).record['wof:name']);
    const shared = body.results.map((hit) => [...own].filter((word) => telling(hit.name).has(word)).length);
    expect(shared.slice(0, SAME_NAME_SHOWN)).toEqual(Array(SAME_NAME_SHOWN).fill(own.size));
    expect(shared.filter((count) => count === own.size).length).toBeLessThanOrEqual(SAME_NAME_SHOWN);
    expect(shared.slice(SAME_NAME_SHOWN).every((count) => count > 0)).toBe(true);
    // The same object, the same neighbours (a cacheable answer).
    const again = (await (await fetch(`${server.url}/api/objects/${OBJECT}/similar?limit=6`)).json()).results as { id: string }[];
    expect(again.map((hit) => hit.id)).toEqual(body.results.map((hit) => hit.id));
  });

  it('weighs shared name words most, then subcategory, category and decade, a picture last', () => {
    const none = { sharedWords: 0, sameSubcategory: false, sameCategory: false, sameDecade: false, image: false };
    const oneWordMore = likenessScore({ ...none, sharedWords: 2 });
    const everythingElse = likenessScore({
      ...none,
      sharedWords: 1,
      sameSubcategory: true,
      sameCategory: true,
      sameDecade: true,
      image: true,
    });
    expect(oneWordMore).toBeGreaterThan(everythingElse);
    expect(likenessScore({ ...none, sameSubcategory: true })).toBeGreaterThan(
      likenessScore({ ...none, sameCategory: true, sameDecade: true, image: true }) - SIMILARITY_WEIGHTS.category,
    );
    expect(likenessScore({ ...none, sameCategory: true })).toBeGreaterThan(likenessScore({ ...none, sameDecade: true, image: true }));
    expect(likenessScore({ ...none, sameDecade: true })).toBeGreaterThan(likenessScore({ ...none, image: true }));
    expect(likenessScore({ ...none, image: true })).toBeGreaterThan(likenessScore(none));
    expect([...telling('The History of Aviation: 飞机 and a DC-3')]).toEqual(['history', 'aviation', '飞机']);
  });

  it('takes limit up to 24; a bad limit or id is a 400, an unknown id a 404, in the error envelope', async () => {
    const many = await (await fetch(`${server.url}/api/objects/${OBJECT}/similar?limit=24`)).json();
    expect(many.results.length).toBe(24);
    for (const [path, status] of [
      [`/api/objects/${OBJECT}/similar?limit=25`, 400],
      [`/api/objects/${OBJECT}/similar?limit=0`, 400],
      [`/api/objects/${OBJECT}/similar?limit=x`, 400],
      ['/api/objects/12x/similar', 400],
      ['/api/objects/1880000099999/similar', 404],
    ] as const) {
      const response = await fetch(`${server.url}${path}`);
      expect(response.status, path).toBe(status);
      expect((await response.json()).stat, path).toBe('error');
    }
  });
});

describe('/opensearch.xml', () => {
  it('describes the search page and the suggestions, on this host', async () => {
    const response = await fetch(`${server.url}/opensearch.xml`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/opensearchdescription\+xml/);
    const xml = await response.text();
    expect(xml).toContain(`<Url type="text/html" method="get" template="${server.url}/search?q={searchTerms}"/>`);
    expect(xml).toContain(
      `<Url type="application/x-suggestions+json" method="get" template="${server.url}/api/suggest?q={searchTerms}&amp;format=opensearch"/>`,
    );
    expect((await fetch(`${bare.url}/opensearch.xml`)).headers.get('content-type')).not.toMatch(/opensearch/);
  });

  it("answers a browser's suggestions as [query, [names]], the same names as Hangar's own", async () => {
    const own = (await (await fetch(`${server.url}/api/suggest?q=unit`)).json()).suggestions as { text: string }[];
    expect(own.length).toBeGreaterThan(0);
    const response = await fetch(`${server.url}/api/suggest?q=unit&format=opensearch`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual(['unit', own.map((each) => each.text)]);
    expect((await fetch(`${server.url}/api/suggest?q=unit&format=xml`)).status).toBe(400);
  });
});

describe('oEmbed', () => {
  it('answers a rich iframe of the card for an object page of ours, with its thumbnail', async () => {
    const url = `${server.url}/objects/${OBJECT}?lang=es`;
    const response = await fetch(`${server.url}/oembed?url=${encodeURIComponent(url)}&format=json`);
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body).toMatchObject({ version: '1.0', type: 'rich', provider_name: 'Hangar', width: 400, height: 520 });
    expect(typeof body.title).toBe('string');
    expect(body.html).toBe(
      `<iframe src="${server.url}/embed/objects/${OBJECT}" width="400" height="520" style="border:0" loading="lazy" title="${body.title}"></iframe>`,
    );
    expect(body.thumbnail_url.startsWith(server.url)).toBe(true);
    const small = await (await fetch(`${server.url}/oembed?url=${encodeURIComponent(url)}&maxwidth=300`)).json();
    expect(small.width).toBe(300);
  });

  it('is a 404 for an address not ours or not an object, 501 for another format', async () => {
    for (const [url, status] of [
      [`https://elsewhere.example/objects/${OBJECT}`, 404],
      [`${server.url}/collections/1`, 404],
      [`${server.url}/objects/1880000099999`, 404],
      ['not a url', 404],
    ] as const) {
      expect((await fetch(`${server.url}/oembed?url=${encodeURIComponent(url)}`)).status, url).toBe(status);
    }
    expect((await fetch(`${server.url}/oembed?url=${encodeURIComponent(`${server.url}/objects/${OBJECT}`)}&format=xml`)).status).toBe(501);
  });

  it('frames the card on any site, its text escaped, no script', async () => {
    const response = await fetch(`${server.url}/embed/objects/${OBJECT}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('x-frame-options')).toBeNull();
    expect(response.headers.get('content-security-policy')).toContain('frame-ancestors *');
    expect(response.headers.get('content-security-policy')).toContain("default-src 'none'");
    const html = await response.text();
    expect(html).toContain(`href="${server.url}/objects/${OBJECT}"`);
    expect(html).not.toMatch(/<script/i);
    expect((await fetch(`${server.url}/embed/objects/1880000099999`)).status).toBe(404);
    // A hostile name stays text.
    const card = embedCard('https://h.example', {
      id: '1',
      name: '<img src=x onerror=alert(1)>',
      date: null,
      collection: '"Air"',
      image: null,
    });
    expect(card).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(card).toContain('&quot;Air&quot;');
    expect(
      oembedAnswer('https://h.example', { id: '1', name: '"><script>', date: null, collection: null, image: null }, {}).html,
    ).toContain('title="&quot;&gt;&lt;script&gt;"');
  });

  it('reads only object addresses of its own origin', () => {
    expect(objectIdOf('https://h.example/objects/9007199254800001', 'https://h.example')).toBe('9007199254800001');
    expect(objectIdOf('https://h.example.evil/objects/1', 'https://h.example')).toBeNull();
    expect(objectIdOf('https://h.example/objects/1/2', 'https://h.example')).toBeNull();
  });
});

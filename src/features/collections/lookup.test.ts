import { QueryClient } from '@tanstack/react-query';
import { buildConfig } from '../../../mock/config.ts';
import { createMock } from '../../../mock/handle.ts';
import { parseRuntimeConfig } from '../../lib/config/runtime-config.ts';
import { installServices, type AppServices } from '../../lib/config/services.ts';
import type { AnyRecord } from '../../lib/records/fields.ts';
import { readList } from '../../api/operations.ts';
import { api } from '../../lib/clients/service-client.ts';
import { OBJECT_CONTEXT_PAGE_SIZE } from '../../lib/addresses/object-context.ts';
import { lookupObject, MORE_FROM_COUNT, SCAN_PAGE_SIZE, windowPage } from './lookup.ts';

const ORIGIN = 'http://hangar.test';
const MUSEUM = '1729795001';

/**
 * The mock service in process, with every request's method and list recorded. With `catalogue`,
 * Hangar's server has one: `/api/objects/:id` answers from it (and is not counted).
 */
function serviceWithLog(catalogue?: (objectId: string, mock: ReturnType<typeof createMock>) => Response | Promise<Response>) {
  const mock = createMock({ seed: 1 });
  const requests: URL[] = [];
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    const asked = /^\/api\/objects\/(\d+)$/.exec(url.pathname);
    if (asked && catalogue) return catalogue(asked[1]!, mock);
    requests.push(url);
    return mock.handle(request);
  };
  const services: AppServices = {
    config: parseRuntimeConfig({ ...buildConfig(mock.dataset, ORIGIN), ...(catalogue && { search: true }) }, `${ORIGIN}/config.json`),
    queryClient: new QueryClient(),
    fetch,
  };
  if (catalogue) services.hangar = { origin: ORIGIN, fetch };
  installServices(services);
  return requests;
}

/** A catalogue that puts each object of MUSEUM at its true page (object 18800000000NN is the NNth), with its record. */
const museumCatalogue = async (objectId: string, mock: ReturnType<typeof createMock>) => {
  const index = Number(objectId.slice(-6));
  const url = `${ORIGIN}/rest/?method=museum.collection.collections.getObjects&collection_id=${MUSEUM}&per_page=500&page=${Math.floor(index / 500) + 1}&access_token=read-visitor`;
  const page = (await (await mock.handle(new Request(url))).json()) as { results: AnyRecord[] };
  return Response.json({
    stat: 'ok',
    record: page.results[index % 500],
    context: { list: 'collection', id: MUSEUM, page: Math.floor(index / OBJECT_CONTEXT_PAGE_SIZE) + 1 },
  });
};

/** The ids kept at `index` and either side of it, in list order. */
const neighbours = (found: Awaited<ReturnType<typeof lookupObject>>, index: number) =>
  found?.around.filter((entry) => Math.abs(entry.index - index) <= 1).map(({ record }) => record['wof:id']);

const subcategoryOf = (record: AnyRecord) => String(record['millsfield:subcategory_id']);

describe('windowPage', () => {
  it('gives one page of the service holding a context page of 100 and one record either side', () => {
    expect(windowPage(1)).toEqual({ perPage: 101, page: 1 });
    for (let page = 2; page <= 5_000; page += 1) {
      const { perPage, page: number } = windowPage(page)!;
      const first = (number - 1) * perPage;
      expect(perPage).toBeLessThanOrEqual(SCAN_PAGE_SIZE);
      expect(first).toBeLessThanOrEqual((page - 1) * OBJECT_CONTEXT_PAGE_SIZE - 1);
      expect(first + perPage - 1).toBeGreaterThanOrEqual(page * OBJECT_CONTEXT_PAGE_SIZE);
    }
  });
});

describe('finding an object through the catalogue (an address without context)', () => {
  it.each([
    ['the last of its context page', '1880000000099', 99],
    ['the first of its context page', '1880000000200', 200],
    ['in the middle of its context page', '1880000000150', 150],
  ])('asks the service one page for %s, and has its previous and next in its breadcrumb’s category', async (_, objectId, index) => {
    const requests = serviceWithLog(museumCatalogue);
    const found = await lookupObject(objectId, undefined);
    const category = String(found?.record['millsfield:category_id']);
    expect(found?.context).toEqual({ list: 'collection', id: MUSEUM, page: Math.floor(index / OBJECT_CONTEXT_PAGE_SIZE) + 1, category });
    // The demo's collection deals its eight categories in turn: the category's previous and next are 8 away.
    const sameCategory = found?.around.filter((entry) => String(entry.record['millsfield:category_id']) === category);
    const self = sameCategory?.findIndex((entry) => entry.index === index) ?? -1;
    expect(sameCategory?.slice(self - 1, self + 2).map((entry) => entry.index)).toEqual([index - 8, index, index + 8]);
    expect(requests).toHaveLength(1);
  });

  it('walks the list the visitor came from when the address names one, the collection’s every object', async () => {
    const requests = serviceWithLog(museumCatalogue);
    const found = await lookupObject('1880000000346', { list: 'collection', id: MUSEUM, page: 4 });
    expect(found?.context).toEqual({ list: 'collection', id: MUSEUM, page: 4 });
    expect(neighbours(found, 346)).toEqual(['1880000000345', '1880000000346', '1880000000347']);
    expect(requests).toHaveLength(1);
  });

  it('walks the breadcrumb’s category from an address that names it beside its collection, reading on past the page’s edge', async () => {
    const requests = serviceWithLog();
    const first = await lookupObject('1880000000346', undefined);
    const category = String(first?.record['millsfield:category_id']);
    requests.length = 0;
    // 1880000000306 is the first of 346's category in page 4 (300-399): its previous, 298, is on page 3.
    const found = await lookupObject('1880000000306', { list: 'collection', id: MUSEUM, page: 4, category });
    const kept = found?.around.map((entry) => entry.index);
    expect(kept).toContain(298);
    expect(kept).toContain(314);
    expect(kept).not.toContain(305);
    expect(requests.map((url) => url.searchParams.get('page'))).toEqual(['4', '3']);
  });

  it('is the not-found answer, with no service request, for an id the catalogue does not hold', async () => {
    const requests = serviceWithLog(() => Response.json({ stat: 'error', error: { code: 404, message: 'none' } }, { status: 404 }));
    expect(await lookupObject('123', undefined)).toBeNull();
    expect(requests).toHaveLength(0);
  });
});

describe('finding an object through its address', () => {
  it('reads the one page the context names', async () => {
    const requests = serviceWithLog();
    const found = await lookupObject('1880000000042', { list: 'collection', id: MUSEUM, page: 1 });
    expect(found?.context).toEqual({ list: 'collection', id: MUSEUM, page: 1 });
    expect(requests).toHaveLength(1);
  });

  it('reads the neighbouring page too for an object at an edge of its own, so it has a previous and a next', async () => {
    const requests = serviceWithLog();
    // The 100th object: last of page 1. The 101st: first of page 2.
    const last = await lookupObject('1880000000099', { list: 'collection', id: MUSEUM, page: 1 });
    expect(neighbours(last, 99)).toEqual(['1880000000098', '1880000000099', '1880000000100']);
    expect(requests.map((url) => url.searchParams.get('page'))).toEqual(['1', '2']);
    requests.length = 0;
    const first = await lookupObject('1880000000100', { list: 'collection', id: MUSEUM, page: 2 });
    expect(neighbours(first, 100)).toEqual(['1880000000099', '1880000000100', '1880000000101']);
    expect(requests.map((url) => url.searchParams.get('page'))).toEqual(['2', '1']);
    // In the middle of its page, one request is enough.
    requests.length = 0;
    await lookupObject('1880000000150', { list: 'collection', id: MUSEUM, page: 2 });
    expect(requests).toHaveLength(1);
  });

  it('mends a stale context by reading its own list first, not every collection of the directory', async () => {
    const requests = serviceWithLog();
    const first = await lookupObject('1880000000042', { list: 'collection', id: MUSEUM, page: 1 });
    const categoryId = first!.record['millsfield:category_id'] as string;
    requests.length = 0;

    const found = await lookupObject('1880000000042', { list: 'category', id: String(categoryId), page: 9 });
    expect(found?.record['wof:id']).toEqual(first!.record['wof:id']);
    expect(found?.context).toMatchObject({ list: 'category', id: String(categoryId) });
    // The stale page, then the category at the largest page size (which holds the object).
    expect(requests.map((url) => url.searchParams.get('method'))).toEqual([
      'museum.collection.categories.getObjects',
      'museum.collection.categories.getObjects',
    ]);
    // The mended context is the object's true page, and reading it finds it with one request.
    requests.length = 0;
    const again = await lookupObject('1880000000042', found!.context);
    expect(again?.context).toEqual(found!.context);
    expect(requests).toHaveLength(1);
  });

  it('goes on to the directory when the list the address names is unknown to the service', async () => {
    serviceWithLog();
    const found = await lookupObject('1880000000042', { list: 'collection', id: '42', page: 1 });
    expect(found?.context).toEqual({ list: 'collection', id: MUSEUM, page: 1 });
  });

  it('keeps the subcategory of a mended category context', async () => {
    serviceWithLog();
    const first = await lookupObject('1880000000042', { list: 'collection', id: MUSEUM, page: 1 });
    const categoryId = String(first!.record['millsfield:category_id']);
    const subcategory = String(first!.record['millsfield:subcategory_id']);
    const found = await lookupObject('1880000000042', { list: 'category', id: categoryId, page: 7, subcategory });
    expect(found?.context).toMatchObject({ list: 'category', id: categoryId, subcategory });
  });

  it('keeps of its context page only what the object page shows: previous, next and more from its subcategory', async () => {
    serviceWithLog();
    const first = await lookupObject('1880000000042', { list: 'collection', id: MUSEUM, page: 1 });
    const categoryId = String(first!.record['millsfield:category_id']);
    // A category's first context page: its subcategories' objects sit close together.
    const page = await readList(api(), 'categoryObjects', { categoryId, withImages: false, perPage: OBJECT_CONTEXT_PAGE_SIZE });
    const ids = page.results.map((record) => String(record['wof:id']));
    // The last object of the page's largest subcategory: more of it on the page than "more from" offers.
    const ofSubcategory = (record: AnyRecord) => page.results.filter((other) => subcategoryOf(other) === subcategoryOf(record));
    const largest = page.results.map(ofSubcategory).sort((a, b) => b.length - a.length)[0]!;
    expect(largest.length).toBeGreaterThan(MORE_FROM_COUNT + 1);
    const objectId = String(largest.at(-1)!['wof:id']);
    const at = ids.indexOf(objectId);
    expect(at).toBeLessThan(ids.length - 1);

    const found = await lookupObject(objectId, { list: 'category', id: categoryId, page: 1 });
    const moreFrom = largest.slice(0, MORE_FROM_COUNT).map((record) => String(record['wof:id']));
    const expected = new Set([ids[at - 1], objectId, ids[at + 1], ...moreFrom]);
    // In list order, each with its own index, and nothing else of the page's 100.
    expect(found!.around.map(({ record }) => record['wof:id'])).toEqual(ids.filter((id) => expected.has(id)));
    for (const { record, index } of found!.around) expect(record['wof:id']).toBe(ids[index]);
    expect(found!.around.length).toBeLessThan(ids.length);
  });

  it("keeps a subcategory context's previous and next within the subcategory", async () => {
    serviceWithLog();
    const first = await lookupObject('1880000000042', { list: 'collection', id: MUSEUM, page: 1 });
    const categoryId = String(first!.record['millsfield:category_id']);
    const subcategory = subcategoryOf(first!.record);
    // The category's first context page, and its records of that subcategory.
    const page = await readList(api(), 'categoryObjects', { categoryId, withImages: false, perPage: OBJECT_CONTEXT_PAGE_SIZE });
    const own = page.results.filter((record) => subcategoryOf(record) === subcategory).map((record) => String(record['wof:id']));
    // One past the first MORE_FROM_COUNT + 1, so its neighbours in the subcategory are not kept as "more from".
    const at = MORE_FROM_COUNT + 1;
    expect(own.length).toBeGreaterThan(at + 1);
    const found = await lookupObject(own[at]!, { list: 'category', id: categoryId, page: 1, subcategory });
    const kept = found!.around.map(({ record }) => record['wof:id']);
    expect(kept).toContain(own[at - 1]);
    expect(kept).toContain(own[at + 1]);
  });
});

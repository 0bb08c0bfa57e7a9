import { QueryClient } from '@tanstack/react-query';
import { buildConfig } from '../../../mock/config.ts';
import { createMock } from '../../../mock/handle.ts';
import { parseRuntimeConfig } from '../../lib/runtime-config.ts';
import { installServices } from '../../lib/services.ts';
import { lookupObject } from './lookup.ts';

const ORIGIN = 'http://hangar.test';
const MUSEUM = '1729795001';

/** The mock service in process, with every request's method and list recorded. */
function serviceWithLog() {
  const mock = createMock({ seed: 1 });
  const requests: URL[] = [];
  installServices({
    config: parseRuntimeConfig(buildConfig(mock.dataset, ORIGIN), `${ORIGIN}/config.json`),
    queryClient: new QueryClient(),
    fetch: async (input, init) => {
      const request = new Request(input, init);
      requests.push(new URL(request.url));
      return mock.handle(request);
    },
  });
  return requests;
}

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
    expect(last?.firstIndex).toBe(0);
    expect(last?.page.map((record) => record['wof:id']).slice(99, 101)).toEqual(['1880000000099', '1880000000100']);
    expect(requests.map((url) => url.searchParams.get('page'))).toEqual(['1', '2']);
    requests.length = 0;
    const first = await lookupObject('1880000000100', { list: 'collection', id: MUSEUM, page: 2 });
    expect(first?.firstIndex).toBe(0);
    expect(first?.page.map((record) => record['wof:id']).slice(99, 101)).toEqual(['1880000000099', '1880000000100']);
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
});

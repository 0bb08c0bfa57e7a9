// @vitest-environment node
import { createApiClient, type ApiClient, type Params, type RequestOptions } from './client.ts';
import { isRetryable } from './retry.ts';
import {
  LISTS,
  WRITES,
  emptyShoebox,
  readList,
  removeShoeboxItem,
  wireParams,
  type ListName,
  type ListParams,
  type ListRecord,
} from './operations.ts';
import type { Page } from './pagination.ts';
import type { AnyRecord, ShoeboxItem } from './types.ts';

/** A client that records what each operation asks of it. */
function recordingClient() {
  const reads: Array<{ method: string; params: Params; options: RequestOptions | undefined }> = [];
  const writes: Array<{ method: string; params: Params }> = [];
  const client: ApiClient = {
    read: async (method, params, options) => {
      reads.push({ method, params, options });
      return { results: [], total: 0, page: 1, pages: 1, perPage: null, cursor: null, nextQuery: undefined };
    },
    write: async (method, params) => {
      writes.push({ method, params });
      return { stat: 'ok' };
    },
  };
  return { client, reads, writes };
}

const cases: { [N in ListName]: [ListParams<N>, string, Params] } = {
  categoryObjects: [
    { categoryId: '1', withImages: true },
    'museum.collection.categories.getObjects',
    { category_id: '1', with_images: true },
  ],
  categorySubcategories: [{ categoryId: '2' }, 'museum.collection.categories.getSubcategories', { category_id: '2' }],
  terminalExhibitions: [{ terminalId: '3' }, 'museum.millsfield.terminals.getExhibitions', { terminal_id: '3' }],
  collectionSubcategories: [{ collectionId: '4' }, 'museum.collection.collections.getSubcategories', { collection_id: '4' }],
  collectionCategories: [{ collectionId: '5' }, 'museum.collection.collections.getCategories', { collection_id: '5' }],
  boardingAreaGates: [{ boardingAreaId: '6' }, 'museum.millsfield.boardingareas.getGates', { boardingarea_id: '6' }],
  collectionObjects: [{ collectionId: '7' }, 'museum.collection.collections.getObjects', { collection_id: '7' }],
  terminalGalleries: [{ terminalId: '8' }, 'museum.millsfield.terminals.getGalleries', { terminal_id: '8' }],
  buildingGates: [{ buildingId: '9' }, 'museum.millsfield.buildings.getGates', { building_id: '9' }],
  postsForHashtag: [{ hashtag: 'sfo' }, 'museum.millsfield.social.getPostsForHashTag', { hashtag: 'sfo' }],
  flightsForDate: [{ date: '2024-06-01' }, 'museum.millsfield.flights.getFlightsForDate', { date: '2024-06-01' }],
  listItems: [{ sort: 'ASC' }, 'museum.you.shoebox.listItems', { sort: 'ASC' }],
};

describe('the list recipes', () => {
  it.each(Object.keys(cases) as ListName[])('%s: its spec method, its parameters under their wire names, and per_page', async (name) => {
    const [params, method, wire] = cases[name];
    const { client, reads } = recordingClient();
    const signal = new AbortController().signal;
    // A loop over every name cannot tell TypeScript which name this is; each entry of `cases` was checked above.
    await readList(client, name, { ...params, perPage: 25 } as ListParams<typeof name>, { signal, pageParam: 'page=2' });
    expect(reads).toEqual([{ method, params: { ...wire, per_page: 25 }, options: { signal, pageParam: 'page=2' } }]);
    expect(LISTS[name].method).toBe(method);
  });

  it('leaves absent optional parameters and the page size unset (the service applies its defaults)', async () => {
    const { client, reads } = recordingClient();
    await readList(client, 'categoryObjects', { categoryId: '1' });
    expect(reads[0]).toEqual({
      method: LISTS.categoryObjects.method,
      params: { category_id: '1', with_images: undefined, per_page: undefined },
      options: undefined,
    });
  });

  it('sends only parameters the recipe names', () => {
    expect(wireParams(LISTS.collectionObjects.params, { collectionId: '7', hashtag: 'x', perPage: 3 })).toEqual({
      collection_id: '7',
      per_page: 3,
    });
  });

  it('types each list’s records, with no generics at the call site', () => {
    const { client } = recordingClient();
    expectTypeOf(readList(client, 'collectionObjects', { collectionId: '1' })).toEqualTypeOf<Promise<Page<AnyRecord>>>();
    expectTypeOf(readList(client, 'flightsForDate', { date: '2024-06-01' })).toEqualTypeOf<Promise<Page<AnyRecord>>>();
    expectTypeOf<ListRecord<'listItems'>>().toEqualTypeOf<ShoeboxItem>();
    expectTypeOf<ListParams<'categoryObjects'>>().branded.toEqualTypeOf<{ categoryId: string; withImages?: boolean; perPage?: number }>();
    // @ts-expect-error a required parameter is missing
    void readList(client, 'buildingGates', {});
    // @ts-expect-error a parameter of another list
    void readList(client, 'buildingGates', { buildingId: '1', hashtag: 'x' });
  });
});

describe('the writes', () => {
  function stubbedClient(respond: () => Response) {
    const requests: Request[] = [];
    const client = createApiClient({
      baseUrl: 'https://museum.test/api',
      getAccessToken: () => 'writer-token',
      fetch: async (input, init) => {
        const request = new Request(input, init);
        requests.push(request);
        return respond();
      },
    });
    return { client, requests };
  }

  it('removeItem sends exactly one POST with the shoebox id as a form field', async () => {
    const { client, requests } = stubbedClient(() => Response.json({ stat: 'ok' }));
    await expect(removeShoeboxItem(client, { shoeboxId: '9007199254740993' })).resolves.toEqual({ stat: 'ok' });
    expect(requests).toHaveLength(1);
    const [request] = requests;
    expect(request!.method).toBe('POST');
    expect(request!.url).toBe('https://museum.test/api/rest/');
    expect(request!.headers.get('content-type')).toBe('application/x-www-form-urlencoded');
    expect(Object.fromEntries(new URLSearchParams(await request!.text()))).toEqual({
      method: WRITES.removeItem,
      shoebox_id: '9007199254740993',
      format: 'json',
      access_token: 'writer-token',
    });
  });

  it('removeItem is never retried, even on a server fault', async () => {
    const { client, requests } = stubbedClient(() =>
      Response.json({ stat: 'error', error: { code: 901, message: 'Failed to remove shoebox item' } }, { status: 500 }),
    );
    const error = await removeShoeboxItem(client, { shoeboxId: '5' }).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ name: 'ApiError', method: 'museum.you.shoebox.removeItem', code: 901, verb: 'POST' });
    expect(isRetryable(error)).toBe(false);
    expect(requests).toHaveLength(1);
  });

  it('emptyShoebox sends one POST with no parameters of its own', async () => {
    const { client, requests } = stubbedClient(() => Response.json({ stat: 'ok' }));
    await emptyShoebox(client, { signal: new AbortController().signal });
    expect(requests).toHaveLength(1);
    expect(requests[0]!.method).toBe('POST');
    expect(Object.fromEntries(new URLSearchParams(await requests[0]!.text()))).toEqual({
      method: WRITES.emptyShoebox,
      format: 'json',
      access_token: 'writer-token',
    });
  });

  it('pass the caller’s signal on', async () => {
    const { client, writes } = recordingClient();
    await removeShoeboxItem(client, { shoeboxId: '5' });
    await emptyShoebox(client);
    expect(writes).toEqual([
      { method: 'museum.you.shoebox.removeItem', params: { shoebox_id: '5' } },
      { method: 'museum.you.shoebox.emptyShoebox', params: {} },
    ]);
  });
});

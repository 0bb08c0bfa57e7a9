// @vitest-environment node
import { readFileSync } from 'node:fs';
import { OPERATIONS } from '../../mock/operations.ts';
import { createApiClient, type ApiClient, type ParamValue, type Params, type RequestOptions } from './client.ts';
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
  type WireParam,
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

/**
 * The reads of docs/api.md section 4.2, the spec the recipes are checked against: each method's
 * verb and its parameters by wire name (true: required). Read from the document, so a recipe that
 * misspells a method or a parameter, leaves one out or gets one's "optional" wrong fails here.
 */
function specOperations(): Map<string, { verb: string; params: Record<string, boolean> }> {
  const text = readFileSync(new URL('../../docs/api.md', import.meta.url), 'utf8');
  const section = text.slice(text.indexOf('### 4.2 The operations'), text.indexOf('### 4.3'));
  const operations = new Map<string, { verb: string; params: Record<string, boolean> }>();
  for (const line of section.split('\n')) {
    const cells = line.split('|').map((cell) => cell.trim());
    const method = /^`(museum\.[\w.]+)`$/.exec(cells[2] ?? '')?.[1];
    if (!method) continue;
    const params: Record<string, boolean> = {};
    for (const part of cells[4]!.split(';')) {
      const wire = /`(\w+)`/.exec(part)?.[1];
      if (wire) params[wire] = !/\boptional\b/.test(part);
    }
    operations.set(method, { verb: cells[3]!, params });
  }
  return operations;
}

const names = Object.keys(LISTS) as ListName[];

/** A value for each of the recipe's parameters (`categoryId` -> `'categoryId-value'`), and the same values under their wire names. */
function sampleParams(name: ListName): { params: Record<string, string>; wire: Params } {
  const params: Record<string, string> = {};
  const wire: Params = {};
  for (const [appName, param] of Object.entries<WireParam<ParamValue, boolean>>(LISTS[name].params)) {
    params[appName] = `${appName}-value`;
    wire[param.wire] = `${appName}-value`;
  }
  return { params, wire };
}

describe('the list recipes', () => {
  const spec = specOperations();

  it('reads the spec: every read of docs/api.md section 4.2', () => {
    expect(spec.size).toBe(14);
    expect(spec.get('museum.collection.categories.getObjects')).toEqual({ verb: 'GET', params: { category_id: true, with_images: false } });
  });

  it.each(names)('%s: a GET of docs/api.md with the parameters it names there, which the mock answers', (name) => {
    const { method, params } = LISTS[name];
    const wire = Object.fromEntries(Object.values<WireParam<ParamValue, boolean>>(params).map((param) => [param.wire, param.required]));
    expect(spec.get(method), `${method} in docs/api.md section 4.2`).toEqual({ verb: 'GET', params: wire });
    expect(OPERATIONS[method], `${method} in mock/operations.ts`).toMatchObject({ write: false });
  });

  it.each(names)('%s: its method, each parameter under its wire name, and per_page', async (name) => {
    const { params, wire } = sampleParams(name);
    const { client, reads } = recordingClient();
    const signal = new AbortController().signal;
    // A loop over every name cannot tell TypeScript which name this is: the values are made from the recipe's own parameters.
    await readList(client, name, { ...params, perPage: 25 } as ListParams<typeof name>, { signal, pageParam: 'page=2' });
    expect(reads).toEqual([{ method: LISTS[name].method, params: { ...wire, per_page: 25 }, options: { signal, pageParam: 'page=2' } }]);
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
  it.each(Object.values(WRITES))('%s: a POST of docs/api.md, which the mock answers', (method) => {
    expect(specOperations().get(method)?.verb).toBe('POST');
    expect(OPERATIONS[method]).toMatchObject({ write: true });
  });

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

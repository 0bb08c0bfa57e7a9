// @vitest-environment jsdom
import { QueryClient } from '@tanstack/react-query';
import { LISTS_BUDGET, LISTS_MAX_AGE, persistLists, restoreLists, shouldPersistQuery } from './list-persistence.ts';
import { buildIdFrom } from './build-id.ts';
import { USER_RQKEY_ROOT } from '../clients/query-keys.ts';
import { LEGACY_LISTS_KEY, storedListKeys } from './stored-list-keys.ts';
import { memoryStorage } from '../testing/memory-storage.ts';

const TOKEN = 'demo-ada';
const BUILD = '/assets/index-AAAA1111.js';

function infinite(count = 1, perPage = 2) {
  return {
    pages: Array.from({ length: count }, (_, page) => ({
      results: Array.from({ length: perPage }, (_, index) => ({
        id: String(page * perPage + index + 1),
        title: `Object ${page * perPage + index + 1}`,
      })),
      total: count * perPage,
    })),
    pageParams: Array.from({ length: count }, (_, page) => (page === 0 ? null : `cursor-${page}`)),
  };
}

/** A 20-page list of 2,000 objects shaped like the service's (ids as strings, image records, long labels). */
function bigList() {
  const pages = Array.from({ length: 20 }, (_, page) => ({
    results: Array.from({ length: 100 }, (_, index) => ({
      'wof:id': String(1_880_000_000_000 + page * 100 + index),
      'wof:name': `Aircraft model number ${page * 100 + index}, painted wood and metal, 1:48 scale`,
      'sfomuseum:date': String(1930 + ((page * 100 + index) % 60)),
      'sfomuseum:medium': 'wood, metal, paint',
      'sfomuseum:accession_number': `${1990 + (index % 30)}.${page}.${index}`,
      images: [{ id: String(1_900_000_000 + page * 100 + index), url_template: `https://images.example/${page}/${index}_{label}.jpg` }],
    })),
    total: 2000,
    cursor: `cursor-${page}`,
  }));
  return { pages, pageParams: pages.map((_, page) => page) };
}

const listKey = (name: string) => ['collections', 'objects', { collectionId: name }];

/** Starts saving, puts `lists` in the cache as fetched lists, and lets the idle write happen. */
async function saveWhenIdle(storage: Storage, lists: Array<[unknown[], unknown, number?]>, options: { queryClient?: QueryClient } = {}) {
  const queryClient = options.queryClient ?? new QueryClient();
  const stop = persistLists({ queryClient, storage, buster: BUILD, getToken: () => null });
  for (const [queryKey, data, updatedAt] of lists) queryClient.setQueryData(queryKey, data, { updatedAt });
  await vi.waitFor(() => expect(storedListKeys(storage).length).toBeGreaterThan(0), { timeout: 4000 });
  return { queryClient, stop };
}

/** Fills a client, then saves it the way a hidden tab does (at once). */
function saveNow(queryClient: QueryClient, storage: Storage, options: { buster?: string; token?: string | null; now?: () => number } = {}) {
  const stop = persistLists({
    queryClient,
    storage,
    buster: options.buster ?? BUILD,
    getToken: () => options.token ?? null,
    now: options.now,
  });
  for (const query of queryClient.getQueryCache().getAll())
    queryClient.setQueryData(query.queryKey, query.state.data, { updatedAt: query.state.dataUpdatedAt });
  window.dispatchEvent(new Event('pagehide'));
  stop();
}

function restored(storage: Storage, now?: () => number): QueryClient {
  const queryClient = new QueryClient();
  restoreLists({ queryClient, storage, buster: BUILD, getToken: () => null, now });
  return queryClient;
}

describe('shouldPersistQuery', () => {
  const success = (queryKey: unknown[], data: unknown = infinite()) => ({ queryKey, state: { status: 'success', data } as never });

  it('keeps a successful infinite list', () => {
    expect(shouldPersistQuery(success(['collections', 'objects', { collectionId: '1' }]), null)).toBe(true);
  });

  it("never keeps the signed-in user's data", () => {
    expect(shouldPersistQuery(success([USER_RQKEY_ROOT, 'shoebox', 'ada']), TOKEN)).toBe(false);
    expect(shouldPersistQuery(success([USER_RQKEY_ROOT, 'shoebox', 'ada']), null)).toBe(false);
  });

  it('never keeps a key that holds the token', () => {
    expect(shouldPersistQuery(success(['collections', 'objects', { token: TOKEN }]), TOKEN)).toBe(false);
  });

  it('keeps only successful infinite lists', () => {
    expect(shouldPersistQuery({ queryKey: ['x'], state: { status: 'error', data: infinite() } as never }, null)).toBe(false);
    expect(shouldPersistQuery({ queryKey: ['x'], state: { status: 'pending', data: undefined } as never }, null)).toBe(false);
    expect(shouldPersistQuery(success(['collections', 'record', '1'], { id: '1', title: 'One record' }), null)).toBe(false);
    expect(shouldPersistQuery(success(['collections', 'flags'], [1, 2]), null)).toBe(false);
  });
});

describe('list persistence', () => {
  it('keeps only the public lists, and a new client gets them back before any request', async () => {
    const storage = memoryStorage();
    const source = new QueryClient();
    source.setQueryData(listKey('1'), infinite(2));
    source.setQueryData([USER_RQKEY_ROOT, 'shoebox', 'ada'], infinite(1));
    source.setQueryData(['collections', 'detail', '1'], { name: 'A plain record' });
    saveNow(source, storage, { token: TOKEN });

    expect(storedListKeys(storage)).toHaveLength(1);
    const everything = storedListKeys(storage)
      .map((key) => storage.getItem(key))
      .join('');
    expect(everything).not.toContain(TOKEN);
    expect(everything).not.toContain('A plain record');

    const target = restored(storage);
    expect(target.getQueryData(listKey('1'))).toEqual(infinite(2));
    expect(target.getQueryData([USER_RQKEY_ROOT, 'shoebox', 'ada'])).toBeUndefined();
  });

  it('keeps when each list was fetched, so freshness survives the reload', async () => {
    const storage = memoryStorage();
    const source = new QueryClient();
    source.setQueryData(['lists', 'a'], infinite(), { updatedAt: Date.now() - 60_000 });
    saveNow(source, storage);
    const target = restored(storage);
    expect(target.getQueryState(['lists', 'a'])?.dataUpdatedAt).toBe(source.getQueryState(['lists', 'a'])?.dataUpdatedAt);
  });

  it('leaves a newer copy the cache already holds (the page the server rendered) in place of the stored one', () => {
    const storage = memoryStorage();
    const source = new QueryClient();
    source.setQueryData(listKey('1'), infinite(3), { updatedAt: Date.now() - 60_000 });
    saveNow(source, storage);
    const target = new QueryClient();
    target.setQueryData(listKey('1'), infinite(1), { updatedAt: Date.now() });
    restoreLists({ queryClient: target, storage, buster: BUILD, getToken: () => null });
    expect(target.getQueryData(listKey('1'))).toEqual(infinite(1));
  });

  it('drops what another build stored', async () => {
    const storage = memoryStorage();
    const source = new QueryClient();
    source.setQueryData(['lists', 'a'], infinite());
    saveNow(source, storage, { buster: '/assets/index-OLD00000.js' });
    const target = restored(storage);
    expect(target.getQueryData(['lists', 'a'])).toBeUndefined();
    expect(storedListKeys(storage)).toEqual([]);
  });

  it('drops lists older than the max age', async () => {
    const storage = memoryStorage();
    const source = new QueryClient();
    const start = Date.now();
    source.setQueryData(['lists', 'old'], infinite(), { updatedAt: start - LISTS_MAX_AGE - 1 });
    source.setQueryData(['lists', 'new'], infinite(), { updatedAt: start });
    saveNow(source, storage, { now: () => start });

    const target = restored(storage, () => start);
    expect(target.getQueryData(['lists', 'old'])).toBeUndefined();
    expect(target.getQueryData(['lists', 'new'])).toBeDefined();
    const later = restored(storage, () => start + LISTS_MAX_AGE + 1);
    expect(later.getQueryData(['lists', 'new'])).toBeUndefined();
  });

  it('removes an unreadable list and the single key earlier builds kept, and restores the rest', async () => {
    const storage = memoryStorage({ 'hangar.list:broken': 'z{not deflate', [LEGACY_LISTS_KEY]: '{"old":true}' });
    const source = new QueryClient();
    source.setQueryData(['lists', 'a'], infinite());
    saveNow(source, storage);
    const target = restored(storage);
    expect(target.getQueryData(['lists', 'a'])).toEqual(infinite());
    expect(storage.getItem('hangar.list:broken')).toBeNull();
    expect(storage.getItem(LEGACY_LISTS_KEY)).toBeNull();
  });

  it('writes a list compressed once it rests, and a change to one list rewrites only that list', async () => {
    const storage = memoryStorage();
    const { queryClient, stop } = await saveWhenIdle(storage, [
      [listKey('a'), infinite(3, 50)],
      [listKey('b'), infinite(3, 50)],
    ]);
    await vi.waitFor(() => expect(storedListKeys(storage)).toHaveLength(2));
    const values = storedListKeys(storage).map((key) => storage.getItem(key)!);
    expect(values.every((value) => value.startsWith('z'))).toBe(true);
    const writes: string[] = [];
    const setItem = storage.setItem;
    storage.setItem = (key, value) => {
      writes.push(key);
      setItem(key, value);
    };
    queryClient.setQueryData(listKey('b'), infinite(4, 50));
    await vi.waitFor(() => expect(writes).toHaveLength(1), { timeout: 4000 });
    expect(writes[0]).toBe(`hangar.list:${queryClient.getQueryCache().find({ queryKey: listKey('b') })!.queryHash}`);
    stop();
    expect(restored(storage).getQueryData(listKey('b'))).toEqual(infinite(4, 50));
  });

  it('keeps the lists the page arrived with when the tab hides, not while the page loads', () => {
    vi.useFakeTimers();
    try {
      const storage = memoryStorage();
      const queryClient = new QueryClient();
      queryClient.setQueryData(listKey('server'), infinite(2));
      const stop = persistLists({ queryClient, storage, buster: BUILD, getToken: () => null });
      vi.advanceTimersByTime(10_000);
      expect(storedListKeys(storage)).toEqual([]);
      globalThis.dispatchEvent(new Event('pagehide'));
      expect(storedListKeys(storage)).toHaveLength(1);
      stop();
    } finally {
      vi.useRealTimers();
    }
  });

  it('stores the 2,000-object list in a small part of the budget, and gives all 20 pages back', async () => {
    const storage = memoryStorage();
    const { stop } = await saveWhenIdle(storage, [[listKey('big'), bigList()]]);
    stop();
    const [key] = storedListKeys(storage);
    const size = storage.getItem(key!)!.length;
    const json = JSON.stringify(bigList()).length;
    console.info(`2,000-object list: ${json.toLocaleString('en')} characters of JSON, stored in ${size.toLocaleString('en')}`);
    expect(size).toBeLessThan(json / 4);
    expect(size).toBeLessThan(LISTS_BUDGET / 4);
    expect(restored(storage).getQueryData(listKey('big'))).toEqual(bigList());
  });

  it('stays within the budget: the least recently written lists make room, and a list too large for it is not kept', () => {
    const storage = memoryStorage();
    const queryClient = new QueryClient();
    const stop = persistLists({ queryClient, storage, buster: BUILD, getToken: () => null });
    // Text that does not compress, each list a little over a third of the budget once stored.
    const noise = (length: number) => Array.from({ length }, () => String.fromCharCode(33 + Math.floor(Math.random() * 90))).join('');
    const list = (name: string, length: number) => ({ pages: [{ results: [{ id: name, text: noise(length) }] }], pageParams: [null] });
    for (const name of ['first', 'second', 'third']) {
      queryClient.setQueryData(listKey(name), list(name, LISTS_BUDGET / 2.6));
      window.dispatchEvent(new Event('pagehide'));
    }
    const total = () => storedListKeys(storage).reduce((sum, key) => sum + storage.getItem(key)!.length, 0);
    expect(storedListKeys(storage)).toHaveLength(2);
    expect(total()).toBeLessThanOrEqual(LISTS_BUDGET);
    const kept = restored(storage);
    expect(kept.getQueryData(listKey('first'))).toBeUndefined();
    expect(kept.getQueryData(listKey('third'))).toBeDefined();

    queryClient.setQueryData(listKey('huge'), list('huge', LISTS_BUDGET * 1.5));
    window.dispatchEvent(new Event('pagehide'));
    expect(restored(storage).getQueryData(listKey('huge'))).toBeUndefined();
    expect(total()).toBeLessThanOrEqual(LISTS_BUDGET);
    stop();
  });

  it('when the storage itself is full, the oldest list makes room', () => {
    const base = memoryStorage();
    let refuse = false;
    const storage: Storage = {
      ...base,
      get length() {
        return base.length;
      },
      setItem: (key, value) => {
        if (refuse && base.length >= 1) throw new DOMException('full', 'QuotaExceededError');
        base.setItem(key, value);
      },
    };
    const queryClient = new QueryClient();
    const stop = persistLists({ queryClient, storage, buster: BUILD, getToken: () => null });
    queryClient.setQueryData(listKey('old'), infinite());
    window.dispatchEvent(new Event('pagehide'));
    refuse = true;
    queryClient.setQueryData(listKey('new'), infinite());
    window.dispatchEvent(new Event('pagehide'));
    stop();
    expect(storedListKeys(storage)).toHaveLength(1);
    expect(restored(storage).getQueryData(listKey('new'))).toEqual(infinite());
  });

  it('forgets a list the cache drops (its time is up, a kiosk reset)', async () => {
    const storage = memoryStorage();
    const { queryClient, stop } = await saveWhenIdle(storage, [[listKey('a'), infinite()]]);
    queryClient.clear();
    expect(storedListKeys(storage)).toEqual([]);
    stop();
  });
});

describe('buildIdFrom', () => {
  it("is the entry chunk's hashed path", () => {
    expect(buildIdFrom('https://hangar.example/assets/index-CBnBlpUr.js')).toBe('/assets/index-CBnBlpUr.js');
    expect(buildIdFrom('https://hangar.example/assets/index-CBnBlpUr.js')).not.toBe(
      buildIdFrom('https://hangar.example/assets/index-Z9x8Y7w6.js'),
    );
    expect(buildIdFrom('not a url')).toBe('not a url');
  });
});

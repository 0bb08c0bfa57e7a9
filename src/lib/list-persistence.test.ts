import { QueryClient } from '@tanstack/react-query';
import { LISTS_MAX_AGE, LISTS_STORAGE_KEY, persistLists, restoreLists, shouldPersistQuery } from './list-persistence.ts';
import { buildIdFrom } from './build-id.ts';
import { USER_RQKEY_ROOT } from './query-keys.shell.ts';
import { memoryStorage } from './testing/memory-storage.ts';

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

function stored(storage: Storage): { buster: string; clientState: { queries: { queryKey: unknown[] }[]; mutations: unknown[] } } {
  return JSON.parse(storage.getItem(LISTS_STORAGE_KEY) ?? 'null');
}

/** Fills a client, then saves it the way a hidden tab does (at once, not throttled). */
function saveNow(queryClient: QueryClient, storage: Storage, options: { buster?: string; token?: string | null; now?: () => number } = {}) {
  const stop = persistLists({
    queryClient,
    storage,
    buster: options.buster ?? BUILD,
    getToken: () => options.token ?? null,
    now: options.now,
  });
  window.dispatchEvent(new Event('pagehide'));
  stop();
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
  it('writes only the public lists, and a new client gets them back before any request', async () => {
    const storage = memoryStorage();
    const source = new QueryClient();
    source.setQueryData(['collections', 'objects', { collectionId: '1' }], infinite(2));
    source.setQueryData([USER_RQKEY_ROOT, 'shoebox', 'ada'], infinite(1));
    source.setQueryData(['collections', 'detail', '1'], { name: 'A plain record' });
    saveNow(source, storage, { token: TOKEN });

    const text = storage.getItem(LISTS_STORAGE_KEY) ?? '';
    expect(stored(storage).clientState.queries.map((query) => query.queryKey)).toEqual([['collections', 'objects', { collectionId: '1' }]]);
    expect(stored(storage).clientState.mutations).toEqual([]);
    expect(text).not.toContain(TOKEN);
    expect(text).not.toContain('A plain record');

    const target = new QueryClient();
    await restoreLists({ queryClient: target, storage, buster: BUILD, getToken: () => null });
    expect(target.getQueryData(['collections', 'objects', { collectionId: '1' }])).toEqual(infinite(2));
    expect(target.getQueryData([USER_RQKEY_ROOT, 'shoebox', 'ada'])).toBeUndefined();
  });

  it('keeps when each list was fetched, so freshness survives the reload', async () => {
    const storage = memoryStorage();
    const source = new QueryClient();
    source.setQueryData(['lists', 'a'], infinite(), { updatedAt: Date.now() - 60_000 });
    saveNow(source, storage);
    const target = new QueryClient();
    await restoreLists({ queryClient: target, storage, buster: BUILD, getToken: () => null });
    expect(target.getQueryState(['lists', 'a'])?.dataUpdatedAt).toBe(source.getQueryState(['lists', 'a'])?.dataUpdatedAt);
  });

  it('drops what another build stored', async () => {
    const storage = memoryStorage();
    const source = new QueryClient();
    source.setQueryData(['lists', 'a'], infinite());
    saveNow(source, storage, { buster: '/assets/index-OLD00000.js' });
    const target = new QueryClient();
    await restoreLists({ queryClient: target, storage, buster: BUILD, getToken: () => null });
    expect(target.getQueryData(['lists', 'a'])).toBeUndefined();
    expect(storage.getItem(LISTS_STORAGE_KEY)).toBeNull();
  });

  it('drops a store older than the max age, and single lists older than it', async () => {
    const storage = memoryStorage();
    const source = new QueryClient();
    const start = Date.now();
    source.setQueryData(['lists', 'old'], infinite(), { updatedAt: start - LISTS_MAX_AGE - 1 });
    source.setQueryData(['lists', 'new'], infinite(), { updatedAt: start });
    saveNow(source, storage, { now: () => start });

    const target = new QueryClient();
    await restoreLists({ queryClient: target, storage, buster: BUILD, getToken: () => null, now: () => start });
    expect(target.getQueryData(['lists', 'old'])).toBeUndefined();
    expect(target.getQueryData(['lists', 'new'])).toBeDefined();

    const later = new QueryClient();
    await restoreLists({ queryClient: later, storage, buster: BUILD, getToken: () => null, now: () => start + LISTS_MAX_AGE + 1 });
    expect(later.getQueryData(['lists', 'new'])).toBeUndefined();
  });

  it('survives a corrupt store', async () => {
    const storage = memoryStorage();
    storage.setItem(LISTS_STORAGE_KEY, '{not json');
    const target = new QueryClient();
    await expect(restoreLists({ queryClient: target, storage, buster: BUILD, getToken: () => null })).resolves.toBeUndefined();
    expect(storage.getItem(LISTS_STORAGE_KEY)).toBeNull();
  });

  it('when the storage is full, drops the oldest list rather than all of them', () => {
    const base = memoryStorage();
    const storage: Storage = {
      ...base,
      getItem: base.getItem,
      setItem: (key, value) => {
        if (value.length > 1500) throw new DOMException('full', 'QuotaExceededError');
        base.setItem(key, value);
      },
    };
    const source = new QueryClient();
    source.setQueryData(['lists', 'old'], infinite(1, 10), { updatedAt: Date.now() - 10_000 });
    source.setQueryData(['lists', 'new'], infinite(1, 10), { updatedAt: Date.now() });
    saveNow(source, storage);
    expect(stored(base).clientState.queries.map((query) => query.queryKey)).toEqual([['lists', 'new']]);
  });

  it('writes on cache changes, throttled', async () => {
    vi.useFakeTimers();
    try {
      const storage = memoryStorage();
      const queryClient = new QueryClient();
      const stop = persistLists({ queryClient, storage, buster: BUILD, getToken: () => null, throttleTime: 1000 });
      queryClient.setQueryData(['lists', 'a'], infinite());
      await vi.advanceTimersByTimeAsync(1100);
      expect(stored(storage).clientState.queries).toHaveLength(1);
      stop();
    } finally {
      vi.useRealTimers();
    }
  });

  it('restores a 20-page list (2,000 objects) in a few milliseconds', async () => {
    const storage = memoryStorage();
    const source = new QueryClient();
    const pages = Array.from({ length: 20 }, (_, page) => ({
      results: Array.from({ length: 100 }, (_, index) => ({
        id: String(1_000_000 + page * 100 + index),
        title: `Aircraft model number ${page * 100 + index}, painted wood and metal, 1:48 scale`,
        date: '1953',
        medium: 'wood, metal, paint',
        images: [{ id: String(page * 100 + index), url: `https://images.example/${page}/${index}.jpg`, width: 640, height: 480 }],
      })),
      total: 2000,
      cursor: `cursor-${page}`,
    }));
    source.setQueryData(['collections', 'objects', { collectionId: '1' }], { pages, pageParams: pages.map((_, page) => page) });
    saveNow(source, storage);
    const size = storage.getItem(LISTS_STORAGE_KEY)!.length;

    const runs: number[] = [];
    for (let run = 0; run < 5; run += 1) {
      const target = new QueryClient();
      const started = performance.now();
      await restoreLists({ queryClient: target, storage, buster: BUILD, getToken: () => null });
      runs.push(performance.now() - started);
      expect(target.getQueryData<{ pages: unknown[] }>(['collections', 'objects', { collectionId: '1' }])?.pages).toHaveLength(20);
    }
    const median = runs.sort((a, b) => a - b)[2]!;
    console.info(`restore of a 20-page list (${(size / 1024).toFixed(0)} kB stored): median ${median.toFixed(1)} ms`);
    // Generous for a loaded CI machine; typically a few milliseconds.
    expect(median).toBeLessThan(100);
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

import { CacheBudget, OPAQUE_ESTIMATE_BYTES } from './cache-budget.ts';

/** Cache Storage as the worker sees it, in memory: what the budget stores, matches and deletes. */
class MemoryCache {
  readonly entries = new Map<string, Response>();
  async match(request: Request): Promise<Response | undefined> {
    return this.entries.get(request.url)?.clone();
  }
  async put(request: Request, response: Response): Promise<void> {
    this.entries.set(request.url, response);
  }
  async delete(request: Request | string): Promise<boolean> {
    return this.entries.delete(typeof request === 'string' ? request : request.url);
  }
  async keys(): Promise<Request[]> {
    return [...this.entries.keys()].map((url) => new Request(url));
  }
}

function memoryStorage(): { storage: CacheStorage; cache: MemoryCache } {
  const cache = new MemoryCache();
  return { storage: { open: async () => cache } as unknown as CacheStorage, cache };
}

const picture = (name: string) => new Request(`https://images.example/${name}.jpg`);

/** What Workbox's StrategyHandler does on a write: the cache's put, then the plugin's cacheDidUpdate. */
async function store(budget: CacheBudget, cache: MemoryCache, request: Request, response: Response): Promise<void> {
  await cache.put(request, response);
  await budget.cacheDidUpdate({ request, newResponse: response });
}

/** What Workbox does on a read: the cache's match, then the plugin's cachedResponseWillBeUsed. */
async function use(budget: CacheBudget, cache: MemoryCache, request: Request): Promise<Response | undefined> {
  return budget.cachedResponseWillBeUsed({ request, cachedResponse: await cache.match(request) });
}
const bytes = (count: number) => new Response(new Uint8Array(count), { headers: { 'Content-Type': 'image/jpeg' } });

describe('CacheBudget', () => {
  it('keeps at most maxEntries, evicting the least recently used, not the oldest stored', async () => {
    const { storage, cache } = memoryStorage();
    const budget = new CacheBudget('images', { maxEntries: 2, maxBytes: 1_000_000 }, storage);
    await store(budget, cache, picture('a'), bytes(10));
    await store(budget, cache, picture('b'), bytes(10));
    // a is used again: b is now the least recently used.
    expect(await use(budget, cache, picture('a'))).toBeDefined();
    await store(budget, cache, picture('c'), bytes(10));
    expect([...cache.entries.keys()].sort()).toEqual([picture('a').url, picture('c').url]);
    expect(await budget.usage()).toEqual({ entries: 2, bytes: 20 });
  });

  it('keeps the bytes under maxBytes, evicting as many as it takes', async () => {
    const { storage, cache } = memoryStorage();
    const budget = new CacheBudget('images', { maxEntries: 100, maxBytes: 1000 }, storage);
    for (const name of ['a', 'b', 'c']) await store(budget, cache, picture(name), bytes(300));
    await store(budget, cache, picture('big'), bytes(700));
    expect([...cache.entries.keys()]).toEqual([picture('c').url, picture('big').url]);
    expect((await budget.usage()).bytes).toBe(1000);
  });

  it('stores again under one key without counting it twice', async () => {
    const { storage, cache } = memoryStorage();
    const budget = new CacheBudget('images', { maxEntries: 10, maxBytes: 1000 }, storage);
    await store(budget, cache, picture('a'), bytes(400));
    await store(budget, cache, picture('a'), bytes(500));
    expect(await budget.usage()).toEqual({ entries: 1, bytes: 500 });
  });

  it('keeps an answer bigger than the whole budget while it is the one just stored', async () => {
    const { storage, cache } = memoryStorage();
    const budget = new CacheBudget('images', { maxEntries: 10, maxBytes: 100 }, storage);
    await store(budget, cache, picture('a'), bytes(50));
    await store(budget, cache, picture('huge'), bytes(500));
    expect([...cache.entries.keys()]).toEqual([picture('huge').url]);
  });

  it('counts what the cache already held when the worker starts again, and puts from two pages at once in order', async () => {
    const { storage, cache } = memoryStorage();
    await cache.put(picture('kept-1'), bytes(400));
    await cache.put(picture('kept-2'), bytes(400));
    const budget = new CacheBudget('images', { maxEntries: 10, maxBytes: 1000 }, storage);
    await Promise.all([store(budget, cache, picture('x'), bytes(300)), store(budget, cache, picture('y'), bytes(300))]);
    // x brings 1,100 bytes: the oldest kept picture goes; y then fits exactly.
    expect([...cache.entries.keys()]).toEqual([picture('kept-2').url, picture('x').url, picture('y').url]);
    expect(await budget.usage()).toEqual({ entries: 3, bytes: 1000 });
  });

  it('counts an opaque answer (a picture from another host without CORS) at a fixed estimate', async () => {
    const { storage, cache } = memoryStorage();
    const budget = new CacheBudget('images', { maxEntries: 10, maxBytes: 10 * OPAQUE_ESTIMATE_BYTES }, storage);
    const opaque = { type: 'opaque', headers: new Headers(), clone: () => opaque } as unknown as Response;
    await store(budget, cache, picture('elsewhere'), opaque);
    expect(await budget.usage()).toEqual({ entries: 1, bytes: OPAQUE_ESTIMATE_BYTES });
  });
});

/**
 * One runtime cache kept within a number of entries and of bytes, the least recently used going
 * first, as a Workbox plugin on the cache's strategy (sw.ts). Workbox's ExpirationPlugin bounds
 * entries and age, not bytes; this one plugin holds both bounds, so no two mechanisms can disagree
 * on what goes (docs/decisions/0043). The order lives in memory and is rebuilt from the cache's
 * own order (oldest stored first) when the worker starts again.
 */
import type { StrategyOptions } from 'workbox-strategies';

/** Workbox's plugin shape, as its strategies take it (workbox-core declares it). */
export type WorkboxPlugin = NonNullable<StrategyOptions['plugins']>[number];

export interface BudgetLimits {
  maxEntries: number;
  maxBytes: number;
}

/**
 * What an opaque answer (a picture from another host, fetched without CORS) is counted as: its
 * size cannot be read. Browsers pad such entries in their quota, so the figure is on the safe side.
 */
export const OPAQUE_ESTIMATE_BYTES = 256 * 1024;

export class CacheBudget implements WorkboxPlugin {
  /** Each entry's size, least recently used first (a Map keeps insertion order). */
  private entries: Map<string, number> | undefined;
  private bytes = 0;
  /** Changes one at a time: two writes never evict from the same count. */
  private queue: Promise<unknown> = Promise.resolve();

  constructor(
    readonly cacheName: string,
    private readonly limits: BudgetLimits,
    private readonly storage: CacheStorage,
  ) {}

  /**
   * Workbox has just stored an answer (inside the event's waitUntil, with this callback): count
   * it, then evict the least recently used until the cache is within its limits.
   */
  cacheDidUpdate({ request, newResponse }: { request: Request; newResponse: Response }): Promise<void> {
    return this.serially(async () => {
      const entries = await this.index();
      const key = request.url;
      const size = await sizeOf(newResponse);
      this.bytes -= entries.get(key) ?? 0;
      entries.delete(key);
      entries.set(key, size);
      this.bytes += size;
      const cache = await this.storage.open(this.cacheName);
      for (const [oldest, oldestSize] of entries) {
        if (entries.size <= this.limits.maxEntries && this.bytes <= this.limits.maxBytes) break;
        // The entry just stored stays, even alone over the byte limit: the page showing it needs it.
        if (oldest === key) break;
        await cache.delete(oldest);
        entries.delete(oldest);
        this.bytes -= oldestSize;
      }
    });
  }

  /** A stored answer about to be used: it becomes the most recently used. */
  async cachedResponseWillBeUsed({
    request,
    cachedResponse,
  }: {
    request: Request;
    cachedResponse?: Response;
  }): Promise<Response | undefined> {
    if (cachedResponse) await this.serially(async () => this.touch(await this.index(), request.url));
    return cachedResponse;
  }

  /** The number of entries and bytes counted (for tests and figures). */
  async usage(): Promise<{ entries: number; bytes: number }> {
    const entries = await this.serially(() => this.index());
    return { entries: entries.size, bytes: this.bytes };
  }

  private touch(entries: Map<string, number>, key: string): void {
    const size = entries.get(key);
    if (size === undefined) return;
    entries.delete(key);
    entries.set(key, size);
  }

  private async index(): Promise<Map<string, number>> {
    if (this.entries) return this.entries;
    const cache = await this.storage.open(this.cacheName);
    const entries = new Map<string, number>();
    let bytes = 0;
    for (const request of await cache.keys()) {
      const response = await cache.match(request);
      if (!response) continue;
      // A restarted worker counts what it holds from the headers where they say it (pictures),
      // rather than reading up to the whole budget's bytes back into memory.
      const length = Number(response.headers.get('Content-Length'));
      const size = length > 0 && !response.headers.has('Content-Encoding') ? length : await sizeOf(response);
      entries.set(request.url, size);
      bytes += size;
    }
    this.entries = entries;
    this.bytes = bytes;
    return entries;
  }

  private serially<T>(work: () => Promise<T>): Promise<T> {
    const result = this.queue.then(work);
    this.queue = result.catch(() => undefined);
    return result;
  }
}

async function sizeOf(response: Response): Promise<number> {
  if (response.type === 'opaque') return OPAQUE_ESTIMATE_BYTES;
  return (await response.clone().blob()).size;
}

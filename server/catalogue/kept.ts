/**
 * A store of recent answers bounded by bytes and by count, the least recently used dropped first
 * (lru-cache). What one search thread keeps of the work visitors repeat: match sets, filtered sets
 * with their facets, and windows of ordered results.
 */
import { LRUCache } from 'lru-cache';

/**
 * `fill(key, compute)` runs `compute` once for everyone who asks for `key` while it runs (the
 * first asker's `compute`), keeps what it gives, and forgets a failure.
 */
export class KeptByBytes<V extends object> extends LRUCache<string, V, () => Promise<V>> {
  constructor(maxBytes: number, maxEntries: number, bytesOf: (value: V) => number) {
    super({
      max: maxEntries,
      // A value alone larger than maxBytes is not kept (lru-cache's maxEntrySize defaults to maxSize).
      maxSize: maxBytes,
      // lru-cache counts every entry as at least 1 byte (a typo's empty set is 1, not 0).
      sizeCalculation: (value) => Math.max(1, bytesOf(value)),
      fetchMethod: (_key, _stale, { context }) => context(),
      // A fill others wait for is not dropped when its key is pushed out while it runs.
      ignoreFetchAbort: true,
    });
  }

  /** The kept value of `key`, or `compute`'s, computed once however many ask at the same time. */
  fill(key: string, compute: () => Promise<V>): Promise<V> {
    return this.forceFetch(key, { context: compute });
  }

  /** The bytes kept (each value at least 1). */
  get bytes(): number {
    return this.calculatedSize;
  }
}

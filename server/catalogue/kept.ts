/**
 * A store of recent answers bounded by bytes and by count, the least recently used dropped first
 * (a Map keeps insertion order: a hit is moved to the end). What one search thread keeps of the
 * work visitors repeat: match sets, filtered sets with their facets, and windows of ordered results.
 */
export class KeptByBytes<V> {
  private readonly entries = new Map<string, { value: V; bytes: number }>();
  private used = 0;

  constructor(
    private readonly maxBytes: number,
    private readonly maxEntries: number,
    private readonly bytesOf: (value: V) => number,
  ) {}

  get(key: string): V | undefined {
    const kept = this.entries.get(key);
    if (!kept) return undefined;
    this.entries.delete(key);
    this.entries.set(key, kept);
    return kept.value;
  }

  /** Keeps `value` unless it alone is larger than the store; older entries go to make room. */
  set(key: string, value: V): void {
    const bytes = this.bytesOf(value);
    if (bytes > this.maxBytes) return;
    const old = this.entries.get(key);
    if (old) {
      this.entries.delete(key);
      this.used -= old.bytes;
    }
    this.entries.set(key, { value, bytes });
    this.used += bytes;
    for (const [oldest, kept] of this.entries) {
      if (this.used <= this.maxBytes && this.entries.size <= this.maxEntries) break;
      this.entries.delete(oldest);
      this.used -= kept.bytes;
    }
  }

  get bytes(): number {
    return this.used;
  }

  get size(): number {
    return this.entries.size;
  }
}

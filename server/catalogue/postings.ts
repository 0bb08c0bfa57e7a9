/**
 * The embedded engine's own inverted index (decision 0053): for each word of the index, the
 * positions of the entries that hold it, ascending, as one blob. A position is written as its gap
 * from the one before (the first from -1) in LEB128, seven bits a byte, so a word held by 400,000
 * of a million entries is about 400 KB, read whole and decoded in a few milliseconds, where FTS5
 * handed the same set back one row at a time (about 110 ms).
 */
import { CHECK_EVERY, UNLIMITED, type Budget } from './budget.ts';

/** A word's positions as a harvest appends them, already encoded. */
export class PostingsWriter {
  private bytes = new Uint8Array(4);
  private used = 0;
  private last = -1;
  count = 0;

  /** Positions must come in ascending order, each once (a harvest writes entries in position order). */
  add(position: number): void {
    if (position <= this.last) return;
    let gap = position - this.last;
    this.last = position;
    this.count += 1;
    // A gap is at most 2^31: five bytes.
    if (this.used + 5 > this.bytes.length) {
      const larger = new Uint8Array(this.bytes.length * 2 + 8);
      larger.set(this.bytes.subarray(0, this.used));
      this.bytes = larger;
    }
    while (gap >= 0x80) {
      this.bytes[this.used++] = (gap & 0x7f) | 0x80;
      gap >>>= 7;
    }
    this.bytes[this.used++] = gap;
  }

  get blob(): Buffer {
    return Buffer.from(this.bytes.buffer, this.bytes.byteOffset, this.used);
  }
}

/** A blob that does not decode to `count` ascending positions below `size`: a damaged file. */
export class PostingsError extends Error {
  override name = 'PostingsError';
}

/** The positions of a blob PostingsWriter wrote; throws PostingsError on anything else. */
export function decodePostings(blob: Uint8Array, count: number, size: number): Int32Array {
  if (!Number.isSafeInteger(count) || count < 0 || count > blob.length)
    throw new PostingsError(`a set of ${count} in ${blob.length} bytes`);
  const positions = new Int32Array(count);
  let at = 0;
  let position = -1;
  for (let index = 0; index < count; index += 1) {
    let gap = 0;
    let shift = 0;
    let byte: number;
    do {
      if (at >= blob.length || shift > 28) throw new PostingsError('a set cut short');
      byte = blob[at++]!;
      gap += (byte & 0x7f) * 2 ** shift;
      shift += 7;
    } while (byte >= 0x80);
    position += gap;
    if (gap === 0 || position >= size) throw new PostingsError(`position ${position} in a catalogue of ${size}`);
    positions[index] = position;
  }
  if (at !== blob.length) throw new PostingsError('bytes past the set');
  return positions;
}

const EMPTY = new Int32Array(0);

/**
 * Positions in every one of `sets` (each ascending), ascending. The smallest set leads and each
 * other is searched forward from where the last match was found (galloping), so a rare word
 * intersected with a common one costs the rare one's length times a few steps.
 */
export function intersect(sets: readonly Int32Array[], budget: Budget = UNLIMITED): Int32Array {
  if (sets.length === 0) return EMPTY;
  const ordered = [...sets].sort((a, b) => a.length - b.length);
  let result = ordered[0]!;
  for (let other = 1; other < ordered.length && result.length > 0; other += 1) {
    const set = ordered[other]!;
    const out = new Int32Array(result.length);
    let found = 0;
    let from = 0;
    for (let index = 0; index < result.length; index += 1) {
      if (index % CHECK_EVERY === CHECK_EVERY - 1) budget.check();
      const wanted = result[index]!;
      // Gallop: double the step until past the wanted position, then a binary search within it.
      let step = 1;
      let high = from;
      while (high < set.length && set[high]! < wanted) {
        from = high;
        high += step;
        step *= 2;
      }
      let low = from;
      high = Math.min(high, set.length);
      while (low < high) {
        const middle = (low + high) >>> 1;
        if (set[middle]! < wanted) low = middle + 1;
        else high = middle;
      }
      from = low;
      if (from < set.length && set[from] === wanted) out[found++] = wanted;
    }
    result = out.subarray(0, found);
  }
  return result === ordered[0] ? result : result.slice();
}

/**
 * Positions in any of `sets` (each ascending, below `size`), ascending. One set is itself; more are
 * marked in a byte a position and read back in one pass over the marked span: a prefix held by
 * hundreds of words costs their lengths plus that span, never a sort.
 */
export function union(sets: readonly Int32Array[], size: number, budget: Budget = UNLIMITED): Int32Array {
  const nonEmpty = sets.filter((set) => set.length > 0);
  if (nonEmpty.length === 0) return EMPTY;
  if (nonEmpty.length === 1) return nonEmpty[0]!;
  const marks = new Uint8Array(size);
  let low = size;
  let high = -1;
  let total = 0;
  for (const set of nonEmpty) {
    budget.check();
    for (let index = 0; index < set.length; index += 1) marks[set[index]!] = 1;
    low = Math.min(low, set[0]!);
    high = Math.max(high, set[set.length - 1]!);
    total += set.length;
  }
  const out = new Int32Array(Math.min(total, high - low + 1));
  let found = 0;
  for (let position = low; position <= high; position += 1) {
    if (position % CHECK_EVERY === 0) budget.check();
    if (marks[position] === 1) out[found++] = position;
  }
  // Duplicates among the sets leave the buffer longer than the answer: a kept set should not hold the rest.
  return found === out.length ? out : out.slice(0, found);
}

import { describe, expect, it } from 'vitest';
import { budgetOf, BudgetExceeded } from './budget.ts';
import { PostingsError, PostingsWriter, decodePostings, intersect, union } from './postings.ts';

function written(positions: number[]): { blob: Buffer; count: number } {
  const writer = new PostingsWriter();
  for (const position of positions) writer.add(position);
  return { blob: Buffer.from(writer.blob), count: writer.count };
}

describe('postings', () => {
  it('decode to the positions written, gaps of every width included', () => {
    const positions = [0, 1, 127, 128, 16_511, 16_512, 2_000_000, 2 ** 31 - 2];
    const { blob, count } = written(positions);
    expect(count).toBe(positions.length);
    expect([...decodePostings(blob, count, 2 ** 31 - 1)]).toEqual(positions);
  });

  it('take each position once: an entry holding a word twice is one match', () => {
    const { blob, count } = written([3, 3, 5, 5, 5]);
    expect([...decodePostings(blob, count, 10)]).toEqual([3, 5]);
  });

  it('cost a byte a position where positions are near, as a common word is', () => {
    const { blob } = written(Array.from({ length: 1000 }, (_, index) => index * 3));
    expect(blob.length).toBe(1000);
  });

  it('refuse a damaged blob instead of answering positions that are not entries', () => {
    const { blob, count } = written([1, 2, 3]);
    expect(() => decodePostings(blob, count, 3)).toThrow(PostingsError);
    expect(() => decodePostings(Buffer.alloc(3), 3, 10)).toThrow(PostingsError);
    expect(() => decodePostings(blob.subarray(0, 2), count, 10)).toThrow(PostingsError);
    expect(() => decodePostings(Buffer.from([0x80, 0x80, 0x80, 0x80, 0x80, 0x01]), 1, 10)).toThrow(PostingsError);
    expect(() => decodePostings(blob, count + 5, 10)).toThrow(PostingsError);
  });
});

describe('intersect', () => {
  it('keeps the positions every set holds, in order', () => {
    const a = Int32Array.from([1, 4, 9, 16, 25, 36]);
    const b = Int32Array.from([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 36]);
    const c = Int32Array.from([4, 9, 36, 40]);
    expect([...intersect([a, b, c])]).toEqual([4, 9, 36]);
    expect([...intersect([a])]).toEqual([...a]);
    expect([...intersect([a, new Int32Array(0)])]).toEqual([]);
    expect([...intersect([])]).toEqual([]);
  });

  it('agrees with a plain filter on sets of very different sizes', () => {
    const big = Int32Array.from({ length: 100_000 }, (_, index) => index * 2);
    const small = Int32Array.from([1, 2, 50, 51, 199_998, 199_999]);
    expect([...intersect([big, small])]).toEqual([2, 50, 199_998]);
  });

  it('stops at its budget on sets too big to finish', () => {
    let now = 0;
    const budget = budgetOf(10, () => (now += 1));
    const big = Int32Array.from({ length: 500_000 }, (_, index) => index);
    expect(() => intersect([big, big.slice()], budget)).toThrow(BudgetExceeded);
  });
});

describe('union', () => {
  it('holds each position of any set once, in order', () => {
    const sets = [Int32Array.from([5, 9]), Int32Array.from([1, 5, 7]), new Int32Array(0), Int32Array.from([9, 12])];
    const found = union(sets, 20);
    expect([...found]).toEqual([1, 5, 7, 9, 12]);
    expect(found.buffer.byteLength).toBe(5 * 4);
    expect([...union([Int32Array.from([3])], 20)]).toEqual([3]);
    expect([...union([], 20)]).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { KeptByBytes } from './kept.ts';

describe('KeptByBytes', () => {
  const sized = (maxBytes: number, maxEntries: number) => new KeptByBytes<Int32Array>(maxBytes, maxEntries, (value) => value.byteLength);

  it('drops the least recently used first when the bytes run out, a hit counting as a use', () => {
    const kept = sized(32, 10);
    kept.set('a', new Int32Array(3));
    kept.set('b', new Int32Array(3));
    expect(kept.get('a')).toHaveLength(3);
    kept.set('c', new Int32Array(3));
    expect(kept.get('b')).toBeUndefined();
    expect(kept.get('a')).toHaveLength(3);
    expect(kept.get('c')).toHaveLength(3);
    expect(kept.bytes).toBe(24);
  });

  it('holds at most its count of entries, however small', () => {
    const kept = sized(1_000, 2);
    for (const key of ['a', 'b', 'c']) kept.set(key, new Int32Array(0));
    expect(kept.size).toBe(2);
    expect(kept.get('a')).toBeUndefined();
  });

  it('never keeps a value larger than itself, and replaces a key without counting it twice', () => {
    const kept = sized(16, 10);
    kept.set('big', new Int32Array(5));
    expect(kept.get('big')).toBeUndefined();
    kept.set('a', new Int32Array(2));
    kept.set('a', new Int32Array(4));
    expect(kept.bytes).toBe(16);
    expect(kept.get('a')).toHaveLength(4);
  });

  it('computes a value once for everyone who asks while it is computed, keeps it, and forgets a failure', async () => {
    const kept = sized(32, 10);
    let computed = 0;
    let finish: (value: Int32Array) => void = () => undefined;
    const compute = () => {
      computed++;
      return new Promise<Int32Array>((resolve) => (finish = resolve));
    };
    const asked = [kept.fill('a', compute), kept.fill('a', compute), kept.fill('a', compute)];
    finish(new Int32Array(2));
    const [first, second, third] = await Promise.all(asked);
    expect(second).toBe(first);
    expect(third).toBe(first);
    expect(await kept.fill('a', compute)).toBe(first);
    expect(computed).toBe(1);
    expect(kept.bytes).toBe(8);

    await expect(kept.fill('b', () => Promise.reject(new Error('engine down')))).rejects.toThrow('engine down');
    expect(kept.get('b')).toBeUndefined();
    expect(await kept.fill('b', () => Promise.resolve(new Int32Array(1)))).toHaveLength(1);
  });
});

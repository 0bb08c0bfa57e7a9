import { describe, expect, it } from 'vitest';
import { MAX_Q, parseQ } from './params.ts';

const q = (text: string) => parseQ(new URLSearchParams({ q: text }));

describe('parseQ', () => {
  it('measures the text before it reads it: 400,000 spaces between two letters are refused in one pass', () => {
    // Before: a trailing-space regex ran first and was quadratic in the padding (183 ms for 16,000
    // spaces; this text would have taken about two minutes and timed the test out).
    const padded = q(`x${' '.repeat(400_000)}y`);
    expect(padded).toEqual({ ok: false, message: `"q" must be at most ${MAX_Q} characters.` });
    const trailing = q(`x${' '.repeat(400_000)}`);
    expect(trailing).toEqual({ ok: true, value: 'x ' });
  });

  it('keeps one trailing space, which says the last word is finished', () => {
    expect(q('  pan am  ')).toEqual({ ok: true, value: 'pan am ' });
    expect(q('pan am')).toEqual({ ok: true, value: 'pan am' });
    expect(q('\t\n ')).toEqual({ ok: true, value: '' });
    expect(q('')).toEqual({ ok: true, value: '' });
  });

  it('takes exactly MAX_Q characters once trimmed, and refuses one more', () => {
    expect(q(` ${'a'.repeat(MAX_Q)} `)).toEqual({ ok: true, value: `${'a'.repeat(MAX_Q)} ` });
    expect(q('a'.repeat(MAX_Q + 1)).ok).toBe(false);
  });
});

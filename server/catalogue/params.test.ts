import { describe, expect, it } from 'vitest';
import { MAX_Q, parseQ, parseSearchParams } from './params.ts';

const q = (text: string) => parseQ(new URLSearchParams({ q: text }));

describe('parseQ', () => {
  it('measures the text before it reads it: 400,000 spaces between two letters are refused in one pass', () => {
    // Before: a trailing-space regex ran first and was quadratic in the padding (183 ms for 16,000
    // spaces; this text would have taken about two minutes and timed the test out).
    const padded = q(`x${' '.repeat(400_000)}y`);
    expect(padded).toEqual({ ok: false, message: `"q" must be at most ${MAX_Q} characters.` });
    const trailing = q(`x${' '.repeat(400_000)}`);
    expect(trailing).toEqual({ ok: true, value: 'x' });
  });

  it('drops the padding: every word may be the start of a longer one, a space after it or not', () => {
    expect(q('  pan am  ')).toEqual({ ok: true, value: 'pan am' });
    expect(q('pan am')).toEqual({ ok: true, value: 'pan am' });
    expect(q('\t\n ')).toEqual({ ok: true, value: '' });
    expect(q('')).toEqual({ ok: true, value: '' });
  });

  it('takes exactly MAX_Q characters once trimmed, and refuses one more', () => {
    expect(q(` ${'a'.repeat(MAX_Q)} `)).toEqual({ ok: true, value: 'a'.repeat(MAX_Q) });
    expect(q('a'.repeat(MAX_Q + 1)).ok).toBe(false);
  });
});

describe('parseSearchParams', () => {
  it('reads exact=1 as the words as typed, and refuses another value with a sentence', () => {
    const parse = (query: string) => parseSearchParams(new URLSearchParams(query));
    expect(parse('q=unifrom&exact=1')).toMatchObject({ ok: true, value: { q: 'unifrom', exact: true } });
    expect(parse('q=unifrom&exact=0')).toMatchObject({ ok: true, value: { exact: false } });
    expect(parse('q=unifrom')).toMatchObject({ ok: true, value: { exact: false } });
    expect(parse('q=unifrom&exact=yes')).toEqual({
      ok: false,
      message: '"exact" must be 1 (search the words as typed, without corrections) or 0.',
    });
  });

  it('reads from and to as years, inclusive, either end open; from after to is a 400', () => {
    const parse = (query: string) => parseSearchParams(new URLSearchParams(query));
    expect(parse('q=poster&from=1950&to=1969')).toMatchObject({ ok: true, value: { from: 1950, to: 1969 } });
    expect(parse('from=1962&to=1962')).toMatchObject({ ok: true, value: { from: 1962, to: 1962 } });
    expect(parse('from=1962')).toMatchObject({ ok: true, value: { from: 1962, to: null } });
    expect(parse('to=1962')).toMatchObject({ ok: true, value: { from: null, to: 1962 } });
    expect(parse('q=poster')).toMatchObject({ ok: true, value: { from: null, to: null } });
    expect(parse('from=&to=')).toMatchObject({ ok: true, value: { from: null, to: null } });
    expect(parse('from=1970&to=1960')).toEqual({ ok: false, message: '"from" (1970) must not be after "to" (1960).' });
    for (const bad of ['from=1960s', 'to=19622', 'from=x', 'to=1e3', 'from=19.5'])
      expect(parse(bad), bad).toEqual({ ok: false, message: `"${bad.split('=')[0]}" must be a year, such as 1962.` });
  });
});

import { describe, expect, it } from 'vitest';
import { DEFAULT_PER_PAGE, MAX_PAGE, MAX_PER_PAGE, MAX_Q, parseObjectId, parseQ, parseSearchParams, parseSuggestParams } from './params.ts';
import { KINDS, SORTS } from './engine.ts';
import { BASE_SEARCH } from './test-fixtures.ts';

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
    // Before the common era, and a range open at its start that ends there: no "from" to be after "to".
    expect(parse('from=-500&to=-50')).toMatchObject({ ok: true, value: { from: -500, to: -50 } });
    expect(parse('to=-50')).toMatchObject({ ok: true, value: { from: null, to: -50 } });
    expect(parse('from=1970&to=1960')).toEqual({ ok: false, message: '"from" (1970) must not be after "to" (1960).' });
    for (const bad of ['from=1960s', 'to=19622', 'from=x', 'to=1e3', 'from=19.5'])
      expect(parse(bad), bad).toEqual({ ok: false, message: `"${bad.split('=')[0]}" must be a year, such as 1962.` });
  });
});

describe('the rest of /api/search and /api/suggest', () => {
  const parse = (query: string) => parseSearchParams(new URLSearchParams(query));

  it('gives a search with nothing asked its defaults: by date without words, by relevance with them', () => {
    // BASE_SEARCH is the search with nothing asked, by relevance; without words the default order is by date.
    expect(parse('')).toEqual({
      ok: true,
      value: { ...BASE_SEARCH, sort: 'date', perPage: DEFAULT_PER_PAGE, exact: false, from: null, to: null },
    });
    expect(parse('q=%20poster%20')).toMatchObject({ ok: true, value: { q: 'poster', sort: 'relevance' } });
    expect(parse('q=poster&sort=-date')).toMatchObject({ ok: true, value: { sort: '-date' } });
    expect(parse('sort=newest')).toEqual({ ok: false, message: `"sort" must be one of ${SORTS.join(', ')}.` });
    expect(parse(`q=${'a'.repeat(MAX_Q + 1)}`)).toEqual({ ok: false, message: `"q" must be at most ${MAX_Q} characters.` });
  });

  it('reads kinds repeated or by commas, each once, and refuses an unknown one', () => {
    expect(parse('kind=object,%20gate&kind=object&kind=,')).toMatchObject({ ok: true, value: { kinds: ['object', 'gate'] } });
    expect(parse('kind=objects')).toEqual({ ok: false, message: `"kind" must be one of ${KINDS.join(', ')}.` });
  });

  it('reads collection and category as 64-bit ids, exact, and refuses anything else', () => {
    expect(parse('collection=9223372036854775807&category=-9223372036854775808')).toMatchObject({
      ok: true,
      value: { collection: '9223372036854775807', category: '-9223372036854775808' },
    });
    expect(parse('collection=&category=')).toMatchObject({ ok: true, value: { collection: null, category: null } });
    for (const [query, name] of [
      ['collection=9223372036854775808', 'collection'],
      ['category=-9223372036854775809', 'category'],
      ['collection=12a', 'collection'],
      ['category=12345678901234567890', 'category'],
    ])
      expect(parse(query!), query).toEqual({ ok: false, message: `"${name}" must be an id (a 64-bit integer).` });
    expect(parseObjectId('1880000000250')).toEqual({ ok: true, value: '1880000000250' });
    expect(parseObjectId('x')).toEqual({ ok: false, message: '"id" must be an id (a 64-bit integer).' });
  });

  it('reads a decade ending in 0, images as 1 or 0', () => {
    expect(parse('decade=1960&images=1')).toMatchObject({ ok: true, value: { decade: 1960, images: true } });
    expect(parse('decade=-50&images=0')).toMatchObject({ ok: true, value: { decade: -50, images: false } });
    expect(parse('decade=0')).toMatchObject({ ok: true, value: { decade: 0 } });
    for (const decade of ['1965', '19600', 'x0', '1960s'])
      expect(parse(`decade=${decade}`), decade).toEqual({ ok: false, message: '"decade" must be a year ending in 0, such as 1960.' });
    expect(parse('images=yes')).toEqual({ ok: false, message: '"images" must be 1 (only entries with images) or 0.' });
  });

  it(`reads page from 1 to ${MAX_PAGE} and per_page from 1 to ${MAX_PER_PAGE}, whole numbers only`, () => {
    expect(parse(`page=${MAX_PAGE}&per_page=${MAX_PER_PAGE}`)).toMatchObject({
      ok: true,
      value: { page: MAX_PAGE, perPage: MAX_PER_PAGE },
    });
    expect(parse('page=1&per_page=1')).toMatchObject({ ok: true, value: { page: 1, perPage: 1 } });
    for (const page of ['0', `${MAX_PAGE + 1}`, '1.5', '-1', '1e3', '1234567890'])
      expect(parse(`page=${page}`), page).toEqual({ ok: false, message: `"page" must be a whole number from 1 to ${MAX_PAGE}.` });
    for (const perPage of ['0', `${MAX_PER_PAGE + 1}`])
      expect(parse(`per_page=${perPage}`), perPage).toEqual({
        ok: false,
        message: `"per_page" must be a whole number from 1 to ${MAX_PER_PAGE}.`,
      });
  });

  it('reads a suggestion request: its text and a limit from 1 to 20, 8 when not given', () => {
    const suggest = (query: string) => parseSuggestParams(new URLSearchParams(query));
    expect(suggest('q=%20stew')).toEqual({ ok: true, value: { q: 'stew', limit: 8 } });
    expect(suggest('q=stew&limit=20')).toEqual({ ok: true, value: { q: 'stew', limit: 20 } });
    expect(suggest('q=stew&limit=1')).toEqual({ ok: true, value: { q: 'stew', limit: 1 } });
    expect(suggest('q=stew&limit=21')).toEqual({ ok: false, message: '"limit" must be a whole number from 1 to 20.' });
    expect(suggest('q=stew&limit=0')).toEqual({ ok: false, message: '"limit" must be a whole number from 1 to 20.' });
    expect(suggest(`q=${'a'.repeat(MAX_Q + 1)}`)).toEqual({ ok: false, message: `"q" must be at most ${MAX_Q} characters.` });
  });
});

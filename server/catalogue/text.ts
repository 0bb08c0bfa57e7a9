/**
 * The catalogue's words, made the same way for what is indexed and for what is asked: folded
 * (accents dropped, lower case, so `cafe` finds "Café"), split into words by Intl.Segmenter, and
 * runs of Chinese, Japanese or Korean characters also cut into character pairs, so a two-character
 * query finds a longer name whichever way the segmenter cut it. A token is letters and digits
 * only: nothing of the engine's query syntax can be in one.
 */

import { createRequire } from 'node:module';

const segmenter = new Intl.Segmenter('zh', { granularity: 'word' });
const MARKS = /\p{M}+/gu;
const NOT_WORD = /[^\p{L}\p{N}]+/u;
const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;
const CJK_RUN = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]+/gu;

/** Accents dropped and lower case; NFC again so Hangul syllables, split by NFD, come back whole. */
export function fold(text: string): string {
  return text.normalize('NFD').replace(MARKS, '').normalize('NFC').toLowerCase();
}

export function isCjk(word: string): boolean {
  return CJK.test(word);
}

/** Adjacent character pairs of a CJK run ("飞机模型": 飞机, 机模, 模型). */
export function bigrams(run: string): string[] {
  const chars = [...run];
  const pairs: string[] = [];
  for (let index = 0; index + 1 < chars.length; index += 1) pairs.push(chars[index]! + chars[index + 1]!);
  return pairs;
}

/**
 * Scripts that put spaces between words: for them a split on what is not a letter or a digit gives
 * the segmenter's words (after the same split), at a fraction of its cost, which is most of a
 * harvest's writing time.
 */
const SPACED =
  /^[\p{Script=Latin}\p{Script=Common}\p{Script=Inherited}\p{Script=Greek}\p{Script=Cyrillic}\p{Script=Armenian}\p{Script=Hebrew}\p{Script=Arabic}]*$/u;

/** The folded words of a text, in order (duplicates kept). */
export function words(text: string): string[] {
  const folded = fold(text);
  if (SPACED.test(folded)) return folded.split(NOT_WORD).filter((part) => part !== '');
  const out: string[] = [];
  for (const segment of segmenter.segment(folded)) {
    if (!segment.isWordLike) continue;
    for (const part of segment.segment.split(NOT_WORD)) if (part !== '') out.push(part);
  }
  return out;
}

/** Words the index adds to a text's own: the names visitors use for what it names (synonyms.ts). */
export interface TokenExpander {
  expand(tokens: readonly string[]): string[];
}

/**
 * What the index holds for a text: its words, the character pairs of its CJK runs, the pinyin of
 * its Chinese characters (so a visitor with a Latin keyboard finds 飞机 by `fei ji` or `feiji`),
 * and the synonyms `expander` adds.
 */
export function indexTokens(text: string, expander?: TokenExpander): string[] {
  const tokens = words(text);
  if (CJK.test(text)) {
    const folded = fold(text);
    for (const run of folded.match(CJK_RUN) ?? []) tokens.push(...bigrams(run));
    if (HAN.test(folded)) tokens.push(...pinyinTokens(folded));
  }
  return expander ? [...tokens, ...expander.expand(tokens)] : tokens;
}

const HAN = /\p{Script=Han}/u;
const HAN_RUN = /\p{Script=Han}+/gu;
type Pinyin = (text: string, options: { toneType: 'none'; type: 'array'; nonZh: 'removed' }) => string[];
let pinyinOf: Pinyin | null = null;

/**
 * Each Han character's syllable (tones dropped), and each Chinese word's syllables run together
 * (飞机模型: fei ji mo xing feiji moxing). pinyin-pro (about 15 MB once loaded) is loaded at the
 * first Chinese text: only a harvest needs it, never a server answering from the index.
 */
export function pinyinTokens(folded: string): string[] {
  pinyinOf ??= (createRequire(import.meta.url)('pinyin-pro') as { pinyin: Pinyin }).pinyin;
  const out: string[] = [];
  const syllables = (part: string) =>
    pinyinOf!(part, { toneType: 'none', type: 'array', nonZh: 'removed' })
      .map((syllable) => fold(syllable).replace(/[^a-z]/g, ''))
      .filter((syllable) => syllable !== '');
  for (const run of folded.match(HAN_RUN) ?? []) {
    out.push(...syllables(run));
    for (const segment of segmenter.segment(run)) {
      const joined = syllables(segment.segment).join('');
      if (joined.length > 0 && segment.segment.length > 1) out.push(joined);
    }
    if ([...run].length > 1) out.push(syllables(run).join(''));
  }
  return [...new Set(out)];
}

/**
 * The singular an English plural is likely to be, or null: simple rules, no dictionary (a wrong
 * guess only widens a search a little): `passes` -> pass, `stories` -> story, `posters` -> poster;
 * words ending in ss, us, is are left alone (glass, bus, tennis).
 */
export function singular(word: string): string | null {
  if (word.length < 4 || !/^\p{L}+$/u.test(word)) return null;
  if (word.endsWith('ies') && word.length > 4) return `${word.slice(0, -3)}y`;
  if (/(?:ss|sh|ch|x|z)es$/.test(word)) return word.slice(0, -2);
  if (word.endsWith('s') && !/(?:ss|us|is)$/.test(word)) return word.slice(0, -1);
  return null;
}

/** Of a text's words, those worth offering as corrections (no CJK: pairs are not words; no numbers). */
export function vocabularyWords(tokens: readonly string[]): string[] {
  return tokens.filter((word) => word.length >= 3 && !/^\d+$/.test(word) && !isCjk(word));
}

/**
 * Every string one edit (delete, insert, replace, swap two neighbours) from `word`, built from
 * `alphabet` (the letters the vocabulary uses).
 */
export function editsOne(word: string, alphabet: readonly string[]): Set<string> {
  const chars = [...word];
  const out = new Set<string>();
  for (let index = 0; index <= chars.length; index += 1) {
    const head = chars.slice(0, index).join('');
    const tail = chars.slice(index).join('');
    if (index < chars.length) out.add(head + chars.slice(index + 1).join(''));
    if (index + 1 < chars.length) out.add(head + chars[index + 1]! + chars[index]! + chars.slice(index + 2).join(''));
    for (const letter of alphabet) {
      out.add(head + letter + tail);
      if (index < chars.length) out.add(head + letter + chars.slice(index + 1).join(''));
    }
  }
  out.delete(word);
  return out;
}

/**
 * Edits between two words (delete, insert, replace, or swap two neighbours: `modle` is one edit
 * from `model`, as editsOne counts), stopping early past `limit` (the caller only wants near words).
 */
export function distance(a: string, b: string, limit = 2): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let before: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    let best = i;
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) value = Math.min(value, before[j - 2]! + 1);
      current.push(value);
      best = Math.min(best, value);
    }
    if (best > limit) return limit + 1;
    before = previous;
    previous = current;
  }
  return previous[b.length]!;
}

export interface Matcher {
  /** Whole words that match (the query's words and their corrections). */
  exact: ReadonlySet<string>;
  /** Words that match as a prefix (the last word as typed). */
  prefixes: readonly string[];
  /** CJK runs of the query, found anywhere in a word. */
  runs: readonly string[];
}

/**
 * The [start, end) UTF-16 ranges of `text` that the query matched: each word of the text is
 * folded on its own, so its offsets are those of the original text, accents and all.
 */
export function highlight(text: string, matcher: Matcher): [number, number][] {
  const ranges: [number, number][] = [];
  for (const segment of segmenter.segment(text)) {
    if (!segment.isWordLike) continue;
    const folded = fold(segment.segment);
    const start = segment.index;
    const end = start + segment.segment.length;
    if (matcher.exact.has(folded) || matcher.prefixes.some((prefix) => folded.startsWith(prefix))) {
      ranges.push([start, matcher.exact.has(folded) ? end : prefixEnd(segment.segment, folded, matcher.prefixes, start, end)]);
      continue;
    }
    for (const run of matcher.runs) {
      // CJK characters fold to themselves, so an offset in the folded word is one in the original.
      let at = folded.indexOf(run);
      while (at !== -1 && folded.length === segment.segment.length) {
        ranges.push([start + at, start + at + run.length]);
        at = folded.indexOf(run, at + run.length);
      }
    }
  }
  return merge(ranges);
}

/** Where a prefix match ends in the original word: as many original characters as fold to the prefix. */
function prefixEnd(original: string, folded: string, prefixes: readonly string[], start: number, end: number): number {
  const longest = Math.max(...prefixes.filter((prefix) => folded.startsWith(prefix)).map((prefix) => prefix.length));
  if (longest >= folded.length) return end;
  let taken = 0;
  for (const char of original) {
    if (fold(original.slice(0, taken + char.length)).length > longest) break;
    taken += char.length;
  }
  return start + Math.max(taken, 1);
}

function merge(ranges: [number, number][]): [number, number][] {
  ranges.sort((a, b) => a[0] - b[0]);
  const out: [number, number][] = [];
  for (const range of ranges) {
    const last = out.at(-1);
    if (last && range[0] <= last[1]) last[1] = Math.max(last[1], range[1]);
    else out.push([range[0], range[1]]);
  }
  return out;
}

/**
 * The catalogue's words, made the same way for what is indexed and for what is asked: folded
 * (accents dropped, lower case, so `cafe` finds "Café"), split into words by Intl.Segmenter, and
 * runs of Chinese, Japanese or Korean characters also cut into character pairs, so a two-character
 * query finds a longer name whichever way the segmenter cut it. A token is letters and digits
 * only: nothing of the engine's query syntax can be in one.
 */

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

/** The folded words of a text, in order (duplicates kept). */
export function words(text: string): string[] {
  const out: string[] = [];
  for (const segment of segmenter.segment(fold(text))) {
    if (!segment.isWordLike) continue;
    for (const part of segment.segment.split(NOT_WORD)) if (part !== '') out.push(part);
  }
  return out;
}

/** What the index holds for a text: its words, and the character pairs of its CJK runs. */
export function indexTokens(text: string): string[] {
  const tokens = words(text);
  for (const run of fold(text).match(CJK_RUN) ?? []) tokens.push(...bigrams(run));
  return tokens;
}

/** The word-ish tokens of a name worth offering as corrections (no CJK: pairs are not words). */
export function vocabularyWords(text: string): string[] {
  return words(text).filter((word) => word.length >= 3 && !isCjk(word) && !/^\d+$/.test(word));
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

/** Levenshtein distance, stopping early past `limit` (the caller only wants near words). */
export function distance(a: string, b: string, limit = 2): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    let best = i;
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      const value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      current.push(value);
      best = Math.min(best, value);
    }
    if (best > limit) return limit + 1;
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

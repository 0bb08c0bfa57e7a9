/**
 * A query as the catalogue understands it, before any engine sees it: the folded words, the last
 * one as a prefix, a word the vocabulary lacks widened to the vocabulary's words one edit away
 * (`stewardes` -> stewardess), CJK words as their character pairs. Engines build their own syntax
 * from this plan only, so nothing a visitor types ever reaches an engine as syntax.
 */
import { CHECK_EVERY, UNLIMITED, type Budget } from './budget.ts';
import { bigrams, distance, editsOne, fold, isCjk, words, type Matcher } from './text.ts';

/** More words than this say nothing more about what is wanted (and would make a huge query). */
export const MAX_WORDS = 12;
const MAX_CORRECTIONS = 12;
/**
 * Words widened to their corrections, at most (the first ones the vocabulary lacks): each is a walk
 * of one edit over the vocabulary's alphabet, and a term of up to MAX_CORRECTIONS alternatives.
 * With MAX_WORDS this caps a query at 12 terms and 4 x 12 + 8 alternatives, whatever is typed.
 */
export const MAX_CORRECTED_WORDS = 4;
/** Shorter words have too many neighbours one edit away to correct usefully. */
const MIN_CORRECTED = 4;
/** Longer words are not typos of a catalogue word worth the edits (and a 10 kB word would cost seconds). */
const MAX_CORRECTED = 24;
/** Only so much of a query is read: more says nothing a search can use. */
export const MAX_QUERY_CHARS = 1_000;
/** A longer token is no word of the catalogue's; it is cut rather than looked up whole. */
const MAX_WORD_CHARS = 64;

/** The words the catalogue holds, sorted, for exact, prefix and near-word checks. */
export class Vocabulary {
  private readonly set: Set<string>;
  readonly alphabet: string[];

  constructor(private readonly sorted: string[]) {
    this.set = new Set(sorted);
    const letters = new Set<string>();
    for (const word of sorted) for (const char of word) letters.add(char);
    this.alphabet = [...letters].sort();
  }

  has(word: string): boolean {
    return this.set.has(word);
  }

  private lowerBound(prefix: string): number {
    let low = 0;
    let high = this.sorted.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (this.sorted[middle]! < prefix) low = middle + 1;
      else high = middle;
    }
    return low;
  }

  /** The first word (in order) that starts with `prefix`, if any. */
  firstWithPrefix(prefix: string): string | undefined {
    const word = this.sorted[this.lowerBound(prefix)];
    return word !== undefined && word.startsWith(prefix) ? word : undefined;
  }

  /** Words one edit from `word` (or, for a prefix, words starting one edit from it). */
  corrections(word: string, asPrefix: boolean): string[] {
    const length = [...word].length;
    if (length < MIN_CORRECTED || length > MAX_CORRECTED || /^\d+$/.test(word)) return [];
    const found: string[] = [];
    for (const candidate of editsOne(word, this.alphabet)) {
      if (asPrefix ? this.firstWithPrefix(candidate) !== undefined : this.has(candidate)) found.push(candidate);
    }
    return found.sort().slice(0, MAX_CORRECTIONS);
  }

  /** Words at most two edits away, nearest first (a scan: only for queries that found nothing). */
  near(word: string, limit = 5, budget: Budget = UNLIMITED): string[] {
    if (word.length > MAX_CORRECTED) return [];
    const found: [string, number][] = [];
    for (let index = 0; index < this.sorted.length; index += 1) {
      if (index % CHECK_EVERY === CHECK_EVERY - 1) budget.check();
      const candidate = this.sorted[index]!;
      const edits = distance(word, candidate, 2);
      if (edits <= 2 && candidate !== word) found.push([candidate, edits]);
    }
    return found
      .sort((a, b) => a[1] - b[1] || a[0].localeCompare(b[0]))
      .slice(0, limit)
      .map(([candidate]) => candidate);
  }

  get size(): number {
    return this.sorted.length;
  }
}

export interface Alternative {
  text: string;
  prefix: boolean;
}

/** Every term must match: a word (any of its alternatives) or a CJK word (all of its pairs). */
export type Term = { type: 'word'; alternatives: Alternative[] } | { type: 'pairs'; pairs: string[] };

export interface QueryPlan {
  /** The query as understood: trimmed, spaces collapsed. */
  understood: string;
  terms: Term[];
  matcher: Matcher;
  /** Catalogue words the query was widened to (shown as "did you mean"). */
  corrections: string[];
}

export function planQuery(raw: string, vocabulary: Vocabulary): QueryPlan {
  const clipped = raw.slice(0, MAX_QUERY_CHARS);
  const understood = clipped.replace(/\s+/g, ' ').trim();
  // A query ending in a space has finished its last word: only a word still being typed is a prefix.
  const lastIsPrefix = !/\s$/.test(clipped);
  const all = words(understood)
    .slice(0, MAX_WORDS)
    .map((word) => word.slice(0, MAX_WORD_CHARS));
  const terms: Term[] = [];
  const exact = new Set<string>();
  const prefixes: string[] = [];
  const runs: string[] = [];
  const corrections: string[] = [];
  let corrected = 0;
  all.forEach((word, index) => {
    const prefix = lastIsPrefix && index === all.length - 1;
    if (isCjk(word) && [...word].length >= 2) {
      terms.push({ type: 'pairs', pairs: bigrams(word) });
      runs.push(word);
      return;
    }
    if (isCjk(word)) {
      terms.push({ type: 'word', alternatives: [{ text: word, prefix: true }] });
      prefixes.push(word);
      return;
    }
    // One letter as a prefix matches nearly everything: it is taken as a word until a second letter comes.
    const asPrefix = prefix && word.length >= 2;
    const alternatives: Alternative[] = [{ text: word, prefix: asPrefix }];
    const known = asPrefix ? vocabulary.firstWithPrefix(word) !== undefined : vocabulary.has(word);
    if (!known && corrected < MAX_CORRECTED_WORDS) {
      corrected += 1;
      for (const correction of vocabulary.corrections(word, asPrefix)) {
        alternatives.push({ text: correction, prefix: asPrefix });
        corrections.push(asPrefix ? (vocabulary.firstWithPrefix(correction) ?? correction) : correction);
      }
    }
    for (const alternative of alternatives) {
      if (asPrefix) prefixes.push(alternative.text);
      else exact.add(alternative.text);
    }
    terms.push({ type: 'word', alternatives });
  });
  return { understood, terms, matcher: { exact, prefixes, runs }, corrections: [...new Set(corrections)] };
}

/** A token as an FTS5 string: tokens hold letters and digits only, and a quote would be doubled anyway. */
function quoted(text: string): string {
  return `"${text.replace(/"/g, '""')}"`;
}

/** The plan as an FTS5 MATCH expression, or null when it has no terms. */
export function ftsExpression(plan: QueryPlan): string | null {
  if (plan.terms.length === 0) return null;
  return plan.terms
    .map((term) => {
      if (term.type === 'pairs') return `(${term.pairs.map(quoted).join(' AND ')})`;
      const parts = term.alternatives.map((alternative) => quoted(alternative.text) + (alternative.prefix ? '*' : ''));
      return parts.length === 1 ? parts[0]! : `(${parts.join(' OR ')})`;
    })
    .join(' AND ');
}

/** An accession number as typed ("2020.55.045"), compared without case or surrounding space. */
export function accessionKey(raw: string): string | null {
  const trimmed = raw.trim();
  return /^[\p{L}\p{N}]+(?:[.\-/][\p{L}\p{N}]+)+$/u.test(trimmed) ? fold(trimmed) : null;
}

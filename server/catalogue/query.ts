/**
 * A query as the catalogue understands it, before any engine sees it: the folded words, each one
 * also the start of a longer word, a plural also its singular (`passes` -> pass), a word the
 * vocabulary lacks widened to the vocabulary's words one edit away (`stewardes` -> stewardess),
 * CJK words as their character pairs, and a date (`1960s`, `c. 1962`, `1962`) taken out of the
 * words as a range of years to filter by. Engines build their own syntax from this plan only, so
 * nothing a visitor types ever reaches an engine as syntax.
 */
import { CHECK_EVERY, UNLIMITED, type Budget } from './budget.ts';
import { bigrams, distance, editsOne, fold, isCjk, singular, words, type Matcher } from './text.ts';

/** More words than this say nothing more about what is wanted (and would make a huge query). */
export const MAX_WORDS = 12;
const MAX_CORRECTIONS = 12;
/**
 * Words widened to their corrections, at most (the first ones the vocabulary lacks): each is a walk
 * of one edit over the vocabulary's alphabet, and a term of up to MAX_CORRECTIONS alternatives.
 * With MAX_WORDS this caps a query at 12 terms and 4 x 12 + 8 x 2 alternatives, whatever is typed.
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
const MAX_ACCESSION_CHARS = 64;
/** Years a bare four-digit number is read as (a date), rather than as a number of the text. */
const FIRST_YEAR = 1000;
const LAST_YEAR = 2099;

/** The words the catalogue holds, sorted, for exact, prefix and near-word checks. */
/** Whether a word is ever corrected: long enough for one edit to mean a spelling, short enough to walk, not a number. */
function correctable(word: string): boolean {
  const length = [...word].length;
  return length >= MIN_CORRECTED && length <= MAX_CORRECTED && !/^\d+$/.test(word);
}

export class Vocabulary {
  private readonly set: Set<string>;
  readonly alphabet: string[];

  /** `counts`: how many entries hold each word, to prefer the likelier of two corrections. */
  constructor(
    private readonly sorted: string[],
    private readonly counts: ReadonlyMap<string, number> = new Map(),
  ) {
    this.set = new Set(sorted);
    const letters = new Set<string>();
    for (const word of sorted) for (const char of word) letters.add(char);
    this.alphabet = [...letters].sort();
  }

  has(word: string): boolean {
    return this.set.has(word);
  }

  count(word: string): number {
    return this.counts.get(word) ?? 0;
  }

  /** Whether a word of the vocabulary other than `word` itself starts with it. */
  extends(word: string): boolean {
    const at = this.lowerBound(word);
    const next = this.sorted[this.sorted[at] === word ? at + 1 : at];
    return next !== undefined && next.startsWith(word);
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
    if (!correctable(word)) return [];
    const found: string[] = [];
    for (const candidate of editsOne(word, this.alphabet)) {
      if (asPrefix ? this.firstWithPrefix(candidate) !== undefined : this.has(candidate)) found.push(candidate);
    }
    return found.sort().slice(0, MAX_CORRECTIONS);
  }

  /**
   * Whole words of the catalogue near `word`, nearest first, then the commonest: at most one edit
   * for a word of up to 4 letters, two for a longer one; never a word with a digit (an accession
   * number's part: `a11` is no word a visitor meant). A scan: only for queries that found nothing.
   */
  near(word: string, limit = 5, budget: Budget = UNLIMITED): { word: string; edits: number }[] {
    const length = [...word].length;
    if (length > MAX_CORRECTED || /\d/.test(word)) return [];
    const most = length <= 4 ? 1 : 2;
    const found: { word: string; edits: number }[] = [];
    for (let index = 0; index < this.sorted.length; index += 1) {
      if (index % CHECK_EVERY === CHECK_EVERY - 1) budget.check();
      const candidate = this.sorted[index]!;
      if (Math.abs(candidate.length - word.length) > most || /\d/.test(candidate)) continue;
      const edits = distance(word, candidate, most);
      if (edits <= most && candidate !== word) found.push({ word: candidate, edits });
    }
    return found.sort((a, b) => a.edits - b.edits || this.count(b.word) - this.count(a.word) || (a.word < b.word ? -1 : 1)).slice(0, limit);
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
  /** Catalogue words the query was widened to. */
  corrections: string[];
  /** The query as searched when a word the catalogue lacks was widened (its likeliest correction in its place), else null. */
  corrected: string | null;
  /** The whole query once for each correction, the other words kept ("did you mean" beside results). */
  variants: string[];
  /** The years the entries' dates must fall in (`1960s`: 1960 to 1969), or null. */
  years: { from: number; to: number } | null;
  /** The query's words joined by single spaces: what a name equal to the query folds to (nameKey). */
  name: string;
  /** The terms with each word (and its singular and corrections) whole, none a prefix: wholeWords. */
  wholeTerms: Term[];
}

export interface PlanOptions {
  /** The words as typed: no word widened to its corrections ("Search instead for unifrom"). */
  exact?: boolean;
}

/** A date among the words at `index`: how many words it takes and the years it means. */
function dateAt(all: readonly string[], index: number): { taken: number; from: number; to: number } | null {
  const word = all[index]!;
  const decade = /^(\d{3}0)s$/.exec(word);
  if (decade) return { taken: 1, from: Number(decade[1]), to: Number(decade[1]) + 9 };
  const year = (text: string | undefined) =>
    text !== undefined && /^\d{4}$/.test(text) && Number(text) >= FIRST_YEAR && Number(text) <= LAST_YEAR ? Number(text) : null;
  if ((word === 'c' || word === 'ca' || word === 'circa') && year(all[index + 1]) !== null) {
    const value = year(all[index + 1])!;
    return { taken: 2, from: value, to: value };
  }
  const value = year(word);
  return value === null ? null : { taken: 1, from: value, to: value };
}

export function planQuery(raw: string, vocabulary: Vocabulary, options: PlanOptions = {}): QueryPlan {
  const clipped = raw.slice(0, MAX_QUERY_CHARS);
  const understood = clipped.replace(/\s+/g, ' ').trim();
  const all = words(understood)
    .slice(0, MAX_WORDS)
    .map((word) => word.slice(0, MAX_WORD_CHARS));
  const terms: Term[] = [];
  const wholeTerms: Term[] = [];
  const exact = new Set<string>();
  const prefixes: string[] = [];
  const runs: string[] = [];
  const corrections: string[] = [];
  /** The likeliest correction of each corrected word, by its place in `all`. */
  const best = new Map<number, string>();
  const variants: string[] = [];
  let years: QueryPlan['years'] = null;
  let corrected = 0;
  // A whole word of the catalogue that starts no longer one is asked as itself: the same matches, a cheaper lookup.
  const prefixFor = (word: string) => word.length >= 2 && !(vocabulary.has(word) && !vocabulary.extends(word) && !/^\d+$/.test(word));
  for (let index = 0; index < all.length; index += 1) {
    const word = all[index]!;
    if (years === null) {
      const date = dateAt(all, index);
      if (date) {
        years = { from: date.from, to: date.to };
        index += date.taken - 1;
        continue;
      }
    }
    if (isCjk(word) && [...word].length >= 2) {
      terms.push({ type: 'pairs', pairs: bigrams(word) });
      wholeTerms.push(terms.at(-1)!);
      runs.push(word);
      continue;
    }
    if (isCjk(word)) {
      terms.push({ type: 'word', alternatives: [{ text: word, prefix: true }] });
      wholeTerms.push(terms.at(-1)!);
      prefixes.push(word);
      continue;
    }
    // Every word may be the start of a longer one; one letter alone would match nearly everything, so it is a word.
    const alternatives: Alternative[] = [{ text: word, prefix: prefixFor(word) }];
    const one = singular(word);
    // The singular whole: "passes" finds "pass", not every word "pass" starts (passenger).
    if (one !== null) alternatives.push({ text: one, prefix: false });
    const known = [word, one].some(
      (form) => form !== null && (word.length < 2 ? vocabulary.has(form) : vocabulary.firstWithPrefix(form) !== undefined),
    );
    // A word that is never corrected ("x", a number) takes none of the slots from a misspelt word after it.
    if (!known && !options.exact && correctable(word) && corrected < MAX_CORRECTED_WORDS) {
      corrected += 1;
      // Whole words one edit away first ("unifrom" -> uniform); a word still being typed, the words starting one edit from it.
      const whole = vocabulary.corrections(word, false);
      const found =
        whole.length > 0 ? whole : vocabulary.corrections(word, true).map((start) => vocabulary.firstWithPrefix(start) ?? start);
      const ordered = [...new Set(found)].sort((a, b) => vocabulary.count(b) - vocabulary.count(a) || (a < b ? -1 : 1));
      for (const correction of ordered) {
        alternatives.push({ text: correction, prefix: prefixFor(correction) });
        corrections.push(correction);
        variants.push(all.map((other, at) => (at === index ? correction : other)).join(' '));
      }
      if (ordered.length > 0) best.set(index, ordered[0]!);
    }
    for (const alternative of alternatives) {
      if (alternative.prefix) prefixes.push(alternative.text);
      else exact.add(alternative.text);
    }
    wholeTerms.push({ type: 'word', alternatives: alternatives.map((alternative) => ({ text: alternative.text, prefix: false })) });
    // "posters" is among the words "poster" starts: one lookup of poster* instead of two doclists of 60,000 entries merged.
    const needed = alternatives.filter(
      (alternative, index) =>
        !alternatives.some(
          (other, at) =>
            at !== index && other.prefix && alternative.text.startsWith(other.text) && (other.text !== alternative.text || at < index),
        ),
    );
    terms.push({ type: 'word', alternatives: needed });
  }
  return {
    understood,
    terms,
    matcher: { exact, prefixes, runs },
    corrections: [...new Set(corrections)],
    corrected: best.size === 0 ? null : all.map((word, index) => best.get(index) ?? word).join(' '),
    variants: [...new Set(variants)],
    years,
    name: all.join(' '),
    wholeTerms,
  };
}

/** The plan with every word taken whole: what ranks an exact word above a longer one it starts. */
export function wholeWords(plan: QueryPlan): QueryPlan {
  return { ...plan, terms: plan.wholeTerms };
}

/** A word quoted, its own quotes doubled: no word's text can end the quote. */
function quoted(text: string): string {
  return `"${text.replace(/"/g, '""')}"`;
}

/**
 * The plan's terms as one string (the syntax FTS5 read once), or null when it has no terms: the
 * key a match set is kept under, the same for every engine.
 */
export function planKey(plan: QueryPlan): string | null {
  if (plan.terms.length === 0) return null;
  return plan.terms
    .map((term) => {
      if (term.type === 'pairs') return `(${term.pairs.map(quoted).join(' AND ')})`;
      const parts = term.alternatives.map((alternative) => quoted(alternative.text) + (alternative.prefix ? '*' : ''));
      return parts.length === 1 ? parts[0]! : `(${parts.join(' OR ')})`;
    })
    .join(' AND ');
}

/**
 * An accession number, or its beginning, as typed ("2020.55.045", "2011-101", "2011 101 0002"):
 * folded, its parts joined by dots, the way the catalogue keeps every accession number
 * (accessionKeyOf), so parts typed with any separator find the numbers that start with them. Two
 * parts at least, the first with a digit (2011, L2004): a lone number is a year or a word.
 */
export function accessionKey(raw: string): string | null {
  const trimmed = raw.trim();
  // No accession number is longer; and the pattern's backtracking stays short.
  if (trimmed.length > MAX_ACCESSION_CHARS) return null;
  if (!/^[\p{L}\p{N}]*\p{N}[\p{L}\p{N}]*(?:[\s.\-/]+[\p{L}\p{N}]+)+$/u.test(trimmed)) return null;
  return accessionKeyOf(trimmed);
}

/** An accession number as the catalogue keeps it, for lookups by its beginning: folded, parts joined by dots. */
export function accessionKeyOf(number: string): string {
  return fold(number.trim())
    .split(/[^\p{L}\p{N}]+/u)
    .filter((part) => part !== '')
    .join('.');
}

/**
 * Filters, facets, sort and paging over a set of matched entries, in memory: each entry is a
 * position in a few arrays (kind, year, images, collection, category). The engine only answers
 * which positions match a text query and with what score; one pass over them counts every facet
 * (each facet ignores its own filter, so a chip shows what choosing it would give) and keeps the
 * entries that pass; a bounded heap picks the page, ties broken by id so pages never overlap.
 */
import {
  KINDS,
  type BelongsTo,
  type FacetValue,
  type ImageRef,
  type Kind,
  type SearchAnswer,
  type SearchHit,
  type SearchParams,
  type Suggestion,
} from './engine.ts';
import { CHECK_EVERY, UNLIMITED, type Budget } from './budget.ts';
import { Vocabulary, accessionKey, accessionKeyOf, planKey, planQuery, wholeWords, type QueryPlan } from './query.ts';
import { highlight, words } from './text.ts';
import { KeptByBytes } from './kept.ts';

/**
 * What the engine loads at open, one slot per entry (its position: 0 .. size - 1), as typed
 * arrays: 100,000 entries cost a few MB, where arrays of strings and objects cost tens.
 */
export interface Columns {
  size: number;
  /** Index into KINDS. */
  kindCodes: Uint8Array;
  /** Index into collectionIds / categoryIds, -1 for none. */
  collectionCodes: Int32Array;
  collectionIds: string[];
  categoryCodes: Int32Array;
  categoryIds: string[];
  /** Decade of the entry's year (1965 -> 1960), meaningful where hasYear is 1. */
  decades: Int32Array;
  hasYear: Uint8Array;
  /** The entry's year, meaningful where hasYear is 1 (a date in the query filters by it). */
  years: Int32Array;
  hasImage: Uint8Array;
  nameLengths: Uint16Array;
  /** nameKey(name): which entries share a name (grouped suggestions, variety, a name equal to the query). */
  nameKeys: Int32Array;
  /** The entry's rank in id order (int64 order, not text order). */
  idRank: Int32Array;
  /** Positions by year, entries without one last, ties by id; and newest first, the same ties. */
  byDate: Int32Array;
  byDateDesc: Int32Array;
  label(kind: 'collection' | 'category', id: string): string;
}

export interface ShownRow {
  kind: Kind;
  id: string;
  name: string;
  href: string;
  image: ImageRef | null;
  date: string | null;
  accessionNumber: string | null;
  belongsTo: BelongsTo[];
}

/**
 * What an engine answers, from the query plan (query.ts) alone: nothing typed reaches it as
 * syntax. A rejection is passed on (an engine that cannot be reached is a 503, not "no results").
 */
export interface EngineQueries {
  /** Positions matching every term of the plan (`inName`: in the name alone), ascending. `budget`: checked in the engine's own loops. */
  match(plan: QueryPlan, inName: boolean, budget?: Budget): Promise<Int32Array>;
  /** Up to `limit` positions whose name matches, ascending. */
  matchNames(plan: QueryPlan, limit: number, budget?: Budget): Promise<number[]>;
  /** Positions whose accession key (accessionKeyOf) is `key` or starts with it. */
  accession(key: string): Promise<number[]>;
  /** The shown fields of these positions, in this order. */
  rows(positions: number[]): Promise<ShownRow[]>;
  harvestedAt: string;
}

/** What a search keeps to answer its next pages without a lookup or a pass: its first results in one order, its total and facets, and whether its words found anything. */
interface KeptAnswer {
  window: number[];
  total: number;
  facets: SearchAnswer['facets'];
  found: boolean;
}

/**
 * What a plan's words match, as the key its filter pass and answer are kept under: their match set,
 * every entry when the words are all a date ("1960s"), or null (nothing to search: not kept).
 */
function wordsMatchKey(plan: QueryPlan): string | null {
  const expression = planKey(plan);
  return expression ? `all ${expression}` : plan.years ? 'every' : null;
}

/** Whether a kept answer holds the results up to `end` (or all there are). */
function covers(answer: KeptAnswer, end: number): boolean {
  return answer.window.length >= end || answer.window.length >= answer.total;
}

/** A search's filter pass: the positions that pass every filter, and the facet counts. `key`: what it is kept under. */
interface Filtered {
  passing: Int32Array;
  facets: SearchAnswer['facets'];
  key?: string;
}

const TOP_CATEGORIES = 20;
/**
 * Bytes of match sets kept (4 per position): 8 MiB holds the sets of about 60 common words of the
 * large demo (airlines: 69,300 positions, 271 KiB). Reading a set of that size out of the engine
 * is most of a search's cost (9 ms of 12), and the words with big sets are the ones visitors ask
 * again: paging, a facet chip, a change of sort, the next visitor.
 */
export const MATCH_BYTES_KEPT = 8 * 1024 * 1024;
/**
 * A bigger catalogue keeps more: 32 B an entry (32 MiB at a million, where "boeing" alone matches
 * 434,571 entries, 1.7 MiB; decoding it from the postings again costs a few ms, uniting a prefix's
 * words more). The filter passes are kept within the same bound.
 */
export function matchBytesKept(size: number): number {
  return Math.max(MATCH_BYTES_KEPT, size * 32);
}
/** Sets kept at most, however small (a typo's empty set still costs its key). */
export const MATCH_SETS_KEPT = 512;
/** Relevance walks the catalogue's order instead of scoring every result once they are at least 1/WALK_SHARE of it. */
export const WALK_SHARE = 8;
/** Results ordered at once and kept for the next pages: ten pages of 20. */
export const RESULT_WINDOW = 200;
const WINDOWS_KEPT = 2_048;
const WINDOW_BYTES_KEPT = 16 * 1024 * 1024;
/** What a kept filter pass costs beyond its positions: its facets (a few hundred values at most). */
const FILTERED_OVERHEAD = 16 * 1024;
const SUGGEST_SCAN = 400;
/** Id ranks a relevance key leaves room for (2^24: 16.7 million entries; keys stay exact below 2^53). */
const RANKS = 2 ** 24;
/**
 * Relevance gives variety: within a tier (below), the first entry of each name (its lowest id)
 * comes before any name's second. 20 identical "United Airlines dinner plate" made a first page of
 * one name, and at the large demo's scale thousands of them still outranked the other airlines'
 * plates. The order stays one total order, so totals are exact and pages never overlap.
 */

/**
 * A name as a 32-bit code (FNV-1a of its folded words joined by spaces): 4 B an entry tell which
 * entries share a name, where the names themselves would be tens of MB. Two names of the same
 * code (about one pair in 100,000 names) are taken as one: at worst a count one too high.
 */
export function nameKey(name: string): number {
  const text = words(name).join(' ');
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash | 0;
}

/** The search address for a name, as the UI builds it (src/features/search). */
export function searchHref(name: string): string {
  return `/search?q=${encodeURIComponent(name)}`;
}

/** The TOP_CATEGORIES largest, and the chosen one after them when it is not among them (its chip stays, to switch it off). */
function topWithChosen(facets: FacetValue[], chosen: string | null): FacetValue[] {
  const top = facets.slice(0, TOP_CATEGORIES);
  const extra = chosen === null || top.some((facet) => facet.value === chosen) ? undefined : facets.find((facet) => facet.value === chosen);
  return extra ? [...top, extra] : top;
}

/** Each entry's name code as its index among the distinct codes (`sorted`: every code, sorted). */
function denseNameIds(nameKeys: Int32Array, sorted: Int32Array): { ids: Int32Array; count: number } {
  const distinct = new Int32Array(sorted.length);
  let count = 0;
  for (let index = 0; index < sorted.length; index += 1)
    if (index === 0 || sorted[index] !== sorted[index - 1]) distinct[count++] = sorted[index]!;
  const ids = new Int32Array(nameKeys.length);
  for (let position = 0; position < nameKeys.length; position += 1) {
    const key = nameKeys[position]!;
    let low = 0;
    let high = count;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (distinct[middle]! < key) low = middle + 1;
      else high = middle;
    }
    ids[position] = low;
  }
  return { ids, count };
}

/** Positions by name length, then by their place in `byRank` (a counting sort by length: stable, one pass). */
function byLengthThenRank(byRank: Int32Array, lengths: Uint16Array): Int32Array {
  const starts = new Int32Array(65_537);
  for (let index = 0; index < lengths.length; index += 1) starts[lengths[index]! + 1]! += 1;
  for (let length = 1; length < starts.length; length += 1) starts[length]! += starts[length - 1]!;
  const order = new Int32Array(byRank.length);
  for (const position of byRank) order[starts[lengths[position]!]!++] = position;
  return order;
}

/** Decade of a year: 1965 -> 1960; negative years round down too. */
export function decadeOf(year: number): number {
  return Math.floor(year / 10) * 10;
}

/** One entry's filter and sort fields, as an engine reads them from its store. */
export interface ColumnFields {
  kind: Kind;
  year: number | null;
  hasImage: boolean;
  collection: string | null;
  category: string | null;
  nameLength: number;
  /** nameKey(name); absent, 0. */
  nameKey?: number;
}

/**
 * Columns filled entry by entry into typed arrays, the same for every engine (no array of 100,000
 * row objects is held); the engine gives each entry's position and, at the end, its sort orders.
 */
export function columnsBuilder(size: number) {
  const kindCodes = new Uint8Array(size);
  const collectionCodes = new Int32Array(size);
  const categoryCodes = new Int32Array(size);
  const decades = new Int32Array(size);
  const hasYear = new Uint8Array(size);
  const hasImage = new Uint8Array(size);
  const nameLengths = new Uint16Array(size);
  const years = new Int32Array(size);
  const nameKeys = new Int32Array(size);
  const collectionIds: string[] = [];
  const categoryIds: string[] = [];
  const collectionIndex = new Map<string, number>();
  const categoryIndex = new Map<string, number>();
  const code = (value: string | null, ids: string[], index: Map<string, number>) => {
    if (value === null) return -1;
    let found = index.get(value);
    if (found === undefined) {
      found = ids.length;
      ids.push(value);
      index.set(value, found);
    }
    return found;
  };
  return {
    set(position: number, entry: ColumnFields): void {
      kindCodes[position] = KINDS.indexOf(entry.kind);
      collectionCodes[position] = code(entry.collection, collectionIds, collectionIndex);
      categoryCodes[position] = code(entry.category, categoryIds, categoryIndex);
      if (entry.year !== null) {
        hasYear[position] = 1;
        years[position] = entry.year;
        decades[position] = decadeOf(entry.year);
      }
      hasImage[position] = entry.hasImage ? 1 : 0;
      nameLengths[position] = Math.min(entry.nameLength, 65_535);
      nameKeys[position] = entry.nameKey ?? 0;
    },
    finish(orders: Pick<Columns, 'idRank' | 'byDate' | 'byDateDesc'>, labels: Map<string, string>): Columns {
      return {
        size,
        kindCodes,
        collectionCodes,
        collectionIds,
        categoryCodes,
        categoryIds,
        decades,
        hasYear,
        years,
        hasImage,
        nameLengths,
        nameKeys,
        ...orders,
        label: (kind, id) => labels.get(`${kind}:${id}`) ?? id,
      };
    },
  };
}

export class SearchCore {
  private readonly size: number;
  private readonly kindCodes: Uint8Array;
  private readonly idRank: Int32Array;
  private readonly collectionCodes: Int32Array;
  private readonly categoryCodes: Int32Array;
  private readonly collectionIds: string[];
  private readonly categoryIds: string[];
  /** Each entry's decade as an index into decadeValues (ascending), -1 without a year. */
  private readonly decadeCodes: Int32Array;
  private readonly decadeValues: number[];
  private readonly hasImage: Uint8Array;
  private readonly byDate: Int32Array;
  private readonly byDateDesc: Int32Array;
  /** Positions by id rank (idRank's inverse). */
  private readonly byRank: Int32Array;
  /** Positions by name length, then id rank: the order relevance ranks each tier's names in. */
  private readonly byLengthRank: Int32Array;
  /** One flag an entry, set and cleared within one synchronous stretch of a search. */
  private readonly marks: Uint8Array;
  /** Filter passes and ordered windows of recent searches (filtered(), ordered()). */
  private readonly filters: KeptByBytes<Filtered>;
  /** By words, filters and order: the first RESULT_WINDOW results (or more), the total, the facets. */
  private readonly answers: KeptByBytes<KeptAnswer>;
  readonly vocabulary: Vocabulary;

  constructor(
    private readonly columns: Columns,
    vocabularyWords: string[],
    private readonly queries: EngineQueries,
    /** How many entries hold each word: the likelier correction is offered first. */
    vocabularyCounts: ReadonlyMap<string, number> = new Map(),
  ) {
    this.size = columns.size;
    this.matches = new KeptByBytes(matchBytesKept(columns.size), MATCH_SETS_KEPT, (set) => set.byteLength);
    this.filters = new KeptByBytes(matchBytesKept(columns.size), MATCH_SETS_KEPT, (kept) => kept.passing.byteLength + FILTERED_OVERHEAD);
    this.answers = new KeptByBytes(WINDOW_BYTES_KEPT, WINDOWS_KEPT, (answer) => answer.window.length * 8 + FILTERED_OVERHEAD);
    this.vocabulary = new Vocabulary(vocabularyWords, vocabularyCounts);
    this.kindCodes = columns.kindCodes;
    this.idRank = columns.idRank;
    this.collectionCodes = columns.collectionCodes;
    this.categoryCodes = columns.categoryCodes;
    this.collectionIds = columns.collectionIds;
    this.categoryIds = columns.categoryIds;
    const decades = new Set<number>();
    for (let position = 0; position < this.size; position += 1)
      if (columns.hasYear[position] === 1) decades.add(columns.decades[position]!);
    this.decadeValues = [...decades].sort((a, b) => a - b);
    const codeOf = new Map(this.decadeValues.map((value, code) => [value, code]));
    this.decadeCodes = new Int32Array(this.size);
    for (let position = 0; position < this.size; position += 1)
      this.decadeCodes[position] = columns.hasYear[position] === 1 ? codeOf.get(columns.decades[position]!)! : -1;
    this.hasImage = columns.hasImage;
    this.byDate = columns.byDate;
    this.byDateDesc = columns.byDateDesc;
    if (this.size > RANKS) throw new Error(`A catalogue of ${this.size} entries is more than this engine orders (${RANKS}).`);
    this.byRank = new Int32Array(this.size);
    this.idRank.forEach((rank, position) => (this.byRank[rank] = position));
    this.byLengthRank = byLengthThenRank(this.byRank, columns.nameLengths);
    this.marks = new Uint8Array(this.size);
    this.sortedNameKeys = columns.nameKeys.slice().sort();
    ({ ids: this.nameIds, count: this.nameCount } = denseNameIds(columns.nameKeys, this.sortedNameKeys));
  }

  /** `budget`: checked between the engine's lookups and inside every loop over matches (budget.ts). */
  async search(params: SearchParams, budget: Budget = UNLIMITED): Promise<SearchAnswer> {
    const plan = planQuery(params.q, this.vocabulary, { exact: params.exact === true });
    budget.check();
    const sort = plan.understood === '' && params.sort === 'relevance' ? 'date' : params.sort;
    const start = (params.page - 1) * params.perPage;
    // The same words, filters and order asked before (another page, the next visitor): no lookup, no pass.
    const keptKey = this.keptKeyOf(plan, params, sort);
    const kept = keptKey === null ? undefined : this.answers.get(keptKey);
    if (kept && covers(kept, Math.min(kept.total, start + params.perPage)))
      return this.answerOf(plan, params, kept.window.slice(start, start + params.perPage), kept, false, budget);
    let positions: Int32Array | null = null;
    let inName: Int32Array | null = null;
    let inNameWhole: Int32Array | null = null;
    let accessionMatched = false;
    let years = plan.years;
    /** What `positions` are, for the filter pass kept under it: every entry unless the words matched some. */
    let matchKey: string | null = 'every';
    if (plan.understood !== '') {
      const key = accessionKey(params.q);
      const numbered = key ? await this.queries.accession(key) : [];
      if (numbered.length > 0) {
        positions = Int32Array.from(numbered);
        accessionMatched = true;
        matchKey = `accession ${key}`;
        // The number's parts are no date ("2011 101 0002").
        years = null;
      } else {
        const expression = planKey(plan);
        matchKey = wordsMatchKey(plan);
        // Words that are all a date ("1960s"): every entry, filtered by its year.
        positions = expression ? await this.cachedMatch(plan, expression, false, budget) : plan.years ? null : new Int32Array(0);
        budget.check();
        if (expression && sort === 'relevance' && positions && positions.length > 0) {
          const whole = wholeWords(plan);
          // Asked together: for a word that starts no longer one the two are the same set, asked once.
          [inName, inNameWhole] = await Promise.all([
            this.cachedMatch(plan, expression, true, budget),
            this.cachedMatch(whole, planKey(whole)!, true, budget),
          ]);
        }
      }
      budget.check();
    }

    let filtered = this.filtered(matchKey, positions, params, years, budget);
    // A bare number that dates nothing ("2011": no entry of that year) is the start of accession numbers.
    if (filtered.passing.length === 0 && /^\d{1,9}$/.test(plan.understood)) {
      const numbered = await this.queries.accession(`${plan.understood}.`);
      budget.check();
      if (numbered.length > 0) {
        positions = Int32Array.from(numbered);
        accessionMatched = true;
        years = null;
        inName = null;
        filtered = this.filtered(`accession ${plan.understood}.`, positions, params, years, budget);
      }
    }
    const { passing, facets } = filtered;
    const total = passing.length;
    const end = Math.min(total, start + params.perPage);
    const found = positions === null || positions.length > 0;
    const answerKey = filtered.key === undefined ? null : `${filtered.key}|${this.orderKeyOf(plan, sort)}`;
    const before = answerKey === null ? undefined : this.answers.get(answerKey);
    let window: number[] = before?.window ?? [];
    if (start < end && !(before && covers(before, end))) {
      const byRelevance = sort === 'relevance' && inName !== null && inNameWhole !== null;
      const size = Math.max(end, RESULT_WINDOW);
      window = byRelevance
        ? this.topByRelevance(passing, inName!, inNameWhole!, nameKey(plan.name), size, budget)
        : this.walk(passing, sort === '-date' ? this.byDateDesc : this.byDate, 0, size, budget);
    }
    const answer: KeptAnswer = { window, total, facets, found };
    if (answerKey !== null && !accessionMatched) this.answers.set(answerKey, answer);
    return this.answerOf(plan, params, window.slice(start, end), answer, accessionMatched, budget);
  }

  /** The key a search's answer is kept under (keptKeyOf) once its words are known to be words, not an accession number. */
  private keptKeyOf(plan: QueryPlan, params: SearchParams, sort: SearchParams['sort']): string | null {
    // A number may be an accession number (an engine lookup decides): those are searched each time.
    if (plan.understood !== '' && (accessionKey(params.q) !== null || /^\d{1,9}$/.test(plan.understood))) return null;
    const matchKey = plan.understood === '' ? 'every' : wordsMatchKey(plan);
    if (matchKey === null) return null;
    return `${this.filterKeyOf(matchKey, params, plan.understood === '' ? null : plan.years)}|${this.orderKeyOf(plan, sort)}`;
  }

  /** The order and what it depends on beyond the filtered set (relevance: the name typed). */
  private orderKeyOf(plan: QueryPlan, sort: SearchParams['sort']): string {
    return sort === 'relevance' ? `relevance ${nameKey(plan.name)}` : sort;
  }

  private filterKeyOf(matchKey: string, params: SearchParams, years: QueryPlan['years']): string {
    return `${matchKey}|${years ? `${years.from}-${years.to}` : ''}|${[...params.kinds].sort().join(',')}|${params.collection ?? ''}|${params.category ?? ''}|${params.decade ?? ''}|${params.images ? 1 : 0}|${params.from ?? ''}|${params.to ?? ''}`;
  }

  /** The answer for a page of results, from its positions and what the search found. */
  private async answerOf(
    plan: QueryPlan,
    params: SearchParams,
    pagePositions: number[],
    { total, facets, found }: KeptAnswer,
    accessionMatched: boolean,
    budget: Budget,
  ): Promise<SearchAnswer> {
    const rows = pagePositions.length > 0 ? await this.queries.rows(pagePositions) : [];
    const results: SearchHit[] = rows.map((row) => ({
      id: row.id,
      kind: row.kind,
      name: row.name,
      href: row.href,
      image: row.image,
      date: row.date,
      accession_number: row.accessionNumber,
      belongs_to: row.belongsTo,
      highlights: {
        name: accessionMatched ? [] : highlight(row.name, plan.matcher),
        accession_number: accessionMatched && row.accessionNumber ? [[0, accessionPrefixLength(row.accessionNumber, params.q)]] : [],
      },
    }));
    return {
      q: plan.understood,
      results,
      total,
      page: params.page,
      pages: Math.max(1, Math.ceil(total / params.perPage)),
      per_page: params.perPage,
      facets,
      // Spelling is offered when the words found nothing, never when the filters alone left nothing.
      suggestions: found ? plan.variants.slice(0, 5) : this.nearest(plan, budget),
      corrected: found && !accessionMatched ? plan.corrected : null,
      harvested_at: this.queries.harvestedAt,
    };
  }

  /**
   * Names that start with or hold the words typed, each name once: a name several entries share
   * is one suggestion, the search for that name with how many entries have it, where one of its
   * entries picked at random would hide the others.
   */
  async suggest(q: string, limit: number, budget: Budget = UNLIMITED): Promise<Suggestion[]> {
    const plan = planQuery(q, this.vocabulary);
    budget.check();
    if (plan.terms.length === 0) return [];
    const positions = await this.queries.matchNames(plan, SUGGEST_SCAN, budget);
    budget.check();
    const byName = new Map<number, number>();
    for (const position of positions)
      if (!byName.has(this.columns.nameKeys[position]!)) byName.set(this.columns.nameKeys[position]!, position);
    const rows = byName.size > 0 ? await this.queries.rows([...byName.values()]) : [];
    const suggestions: (Suggestion & { rank: number; key: number })[] = [];
    for (const row of rows) {
      // Names whose first word matches, then shorter names: the likelier completions.
      const first = highlight(row.name, plan.matcher)[0];
      const rank = (first && first[0] === 0 ? 0 : 1_000) + row.name.length;
      suggestions.push({ text: row.name, kind: row.kind, href: row.href, rank, key: nameKey(row.name) });
    }
    const chosen = suggestions.sort((a, b) => a.rank - b.rank || (a.text < b.text ? -1 : a.text > b.text ? 1 : 0)).slice(0, limit);
    return chosen.map(({ text, kind, href, key }) => {
      const count = this.countOfName(key);
      return count > 1 ? { text, kind, href: searchHref(text), count } : { text, kind, href };
    });
  }

  /**
   * nameKeys sorted: how many entries share a name is two binary searches. Made at the open (70 ms
   * at a million entries), where the first relevance search made it before, on a visitor's time.
   */
  private readonly sortedNameKeys: Int32Array;
  /** Each entry's name as a small number (0 to the count of distinct names), so a walk marks names seen in a typed array. */
  private readonly nameIds: Int32Array;
  private readonly nameCount: number;
  /** By name id: the walk that last saw the name (its stamp), so no walk clears it. */
  private nameSeen: Int32Array | null = null;
  private walkStamp = 0;

  private sortedKeys(): Int32Array {
    return this.sortedNameKeys;
  }

  private countOfName(key: number): number {
    const sorted = this.sortedKeys();
    const bound = (value: number, strict: boolean) => {
      let low = 0;
      let high = sorted.length;
      while (low < high) {
        const middle = (low + high) >>> 1;
        if (sorted[middle]! < value || (strict && sorted[middle] === value)) low = middle + 1;
        else high = middle;
      }
      return low;
    };
    return bound(key, true) - bound(key, false);
  }

  /** The engine's matches for recent expressions, by key. */
  private readonly matches: KeptByBytes<Int32Array>;

  /**
   * `expression`: the plan's terms as one string, the key of the match set (every engine's plan is the same).
   * Many visitors asking the same new words at once cost one lookup (the first asker's budget).
   */
  private cachedMatch(plan: QueryPlan, expression: string, inName: boolean, budget: Budget): Promise<Int32Array> {
    return this.matches.fill(`${inName ? 'name' : 'all'} ${expression}`, () => this.queries.match(plan, inName, budget));
  }

  /**
   * The filter pass of a search (its passing positions and facets), kept by the words and filters
   * it was made for: paging, a change of sort and the next visitor asking the same search reuse it
   * instead of running over every match again (at a million entries a common word passes 538,001).
   */
  private filtered(
    key: string | null,
    positions: Int32Array | null,
    params: SearchParams,
    years: QueryPlan['years'],
    budget: Budget,
  ): Filtered {
    if (key === null) return this.filter(positions, params, years, budget);
    const filterKey = this.filterKeyOf(key, params, years);
    const kept = this.filters.get(filterKey);
    if (kept) return kept;
    const found = { ...this.filter(positions, params, years, budget), key: filterKey };
    this.filters.set(filterKey, found);
    return found;
  }

  /**
   * One pass over the matches (or every entry): the facet counts and the passing positions. The
   * loop reads typed arrays held in locals and counts into typed arrays only (decades by their code):
   * at a million entries it runs over 400,000 matches per common word, where a Map's counting and a
   * growing array of numbers cost 29 ms a search (now a few).
   */
  private filter(positions: Int32Array | null, params: SearchParams, years: QueryPlan['years'], budget: Budget): Filtered {
    const kindMask = params.kinds.length === 0 ? 0 : params.kinds.reduce((mask, kind) => mask | (1 << KINDS.indexOf(kind)), 0);
    const collection = params.collection === null ? -1 : this.collectionIds.indexOf(params.collection);
    const category = params.category === null ? -1 : this.categoryIds.indexOf(params.category);
    const decade = params.decade === null ? -1 : this.decadeValues.indexOf(params.decade);
    // A filter on a value the catalogue does not hold matches nothing (-2 never equals a code).
    const collectionCode = params.collection === null ? -1 : collection === -1 ? -2 : collection;
    const categoryCode = params.category === null ? -1 : category === -1 ? -2 : category;
    const decadeCode = params.decade === null ? -1 : decade === -1 ? -2 : decade;
    const imagesOnly = params.images;
    const kindCounts = new Int32Array(KINDS.length);
    const collectionCounts = new Int32Array(this.collectionIds.length);
    const categoryCounts = new Int32Array(this.categoryIds.length);
    const decadeCounts = new Int32Array(this.decadeValues.length);
    let imageCount = 0;
    const count = positions ? positions.length : this.size;
    const passing = new Int32Array(count);
    let passed = 0;
    const { kindCodes, collectionCodes, categoryCodes, decadeCodes, hasImage } = this;
    const { hasYear, years: yearOf } = this.columns;
    const fromYear = years ? years.from : 0;
    const toYear = years ? years.to : 0;
    // `from`/`to` are the decade facet's own dimension (a range on the same timeline): its counts ignore them, as a chip ignores its own filter.
    const ranged = (params.from ?? null) !== null || (params.to ?? null) !== null;
    const rangeFrom = params.from ?? -Infinity;
    const rangeTo = params.to ?? Infinity;
    for (let index = 0; index < count; index += 1) {
      if ((index & (CHECK_EVERY - 1)) === CHECK_EVERY - 1) budget.check();
      const position = positions ? positions[index]! : index;
      // A date typed among the words is part of what was asked, not a filter: no facet counts what it leaves out.
      if (years && (hasYear[position] !== 1 || yearOf[position]! < fromYear || yearOf[position]! > toYear)) continue;
      let failed = 0;
      let dimension = -1;
      const kind = kindCodes[position]!;
      if (kindMask !== 0 && (kindMask & (1 << kind)) === 0) {
        failed += 1;
        dimension = 0;
      }
      const collectionOf = collectionCodes[position]!;
      if (collectionCode !== -1 && collectionOf !== collectionCode) {
        failed += 1;
        dimension = 1;
      }
      const categoryOf = categoryCodes[position]!;
      if (categoryCode !== -1 && categoryOf !== categoryCode) {
        failed += 1;
        dimension = 2;
      }
      const decadeOf = decadeCodes[position]!;
      if (
        (decadeCode !== -1 && decadeOf !== decadeCode) ||
        (ranged && (hasYear[position] !== 1 || yearOf[position]! < rangeFrom || yearOf[position]! > rangeTo))
      ) {
        failed += 1;
        dimension = 3;
      }
      const image = hasImage[position] === 1;
      if (imagesOnly && !image) {
        failed += 1;
        dimension = 4;
      }
      if (failed > 1) continue;
      if (failed === 0) passing[passed++] = position;
      if (dimension === -1 || dimension === 0) kindCounts[kind]! += 1;
      if ((dimension === -1 || dimension === 1) && collectionOf >= 0) collectionCounts[collectionOf]! += 1;
      if ((dimension === -1 || dimension === 2) && categoryOf >= 0) categoryCounts[categoryOf]! += 1;
      if ((dimension === -1 || dimension === 3) && decadeOf >= 0) decadeCounts[decadeOf]! += 1;
      if ((dimension === -1 || dimension === 4) && image) imageCount += 1;
    }
    const labelled = (counts: Int32Array, ids: string[], kind: 'collection' | 'category'): FacetValue[] =>
      Array.from(counts, (value, index) => ({ value: ids[index]!, label: this.columns.label(kind, ids[index]!), count: value }))
        .filter((facet) => facet.count > 0)
        .sort((a, b) => b.count - a.count || a.label.localeCompare(b.label));
    const facets = {
      kind: KINDS.map((kind, index) => ({ value: kind, count: kindCounts[index]! })).filter((facet) => facet.count > 0),
      collection: labelled(collectionCounts, this.collectionIds, 'collection'),
      category: topWithChosen(labelled(categoryCounts, this.categoryIds, 'category'), params.category),
      decade: this.decadeValues.flatMap((value, code) =>
        decadeCounts[code]! > 0 ? [{ value: String(value), count: decadeCounts[code]! }] : [],
      ),
      images: imageCount > 0 ? [{ value: '1', count: imageCount }] : [],
    };
    return { passing: passing.subarray(0, passed), facets };
  }

  /**
   * The first `end` passing positions by relevance. Tiers: an entry whose whole name is the query,
   * then names that hold every word whole, then names that hold them as the starts of longer
   * words, then entries that match only in their other text. Within a tier each name's first entry
   * comes before any name's second (variety); then shorter names (more of the name is the query),
   * then id. Entries of one name share their tier and length, so a name's first is its entry of
   * the lowest id rank: one pass finds it with a small hash table of name codes (typed arrays,
   * sized to the names the catalogue has), a second pass keeps the page in a bounded max-heap of
   * numbers (score above, id rank below): no full sort, no comparator. Computed from the match
   * sets and columns, because FTS5's bm25 over 70,000 matches cost 60 ms more than this.
   */
  private topByRelevance(
    passing: Int32Array,
    inName: Int32Array,
    inNameWhole: Int32Array,
    queryKey: number,
    end: number,
    budget: Budget,
  ): number[] {
    // A large share of the catalogue: walk the entries in rank order and stop once the window is full.
    return passing.length * WALK_SHARE >= this.size
      ? this.topByRelevanceWalked(passing, inName, inNameWhole, queryKey, end, budget)
      : this.topByRelevanceHashed(passing, inName, inNameWhole, queryKey, end, budget);
  }

  /**
   * The same order as topByRelevanceHashed, found by walking byLengthRank once a tier: a tier's
   * entries come in (name length, id rank) order, so the first entry of a name met is its first
   * (every entry of a name has the name's tier and length), and the walk stops once the tier has
   * given the window its first entries of names. At a million entries "airlines" (538,001
   * results) scored every result (about 100 ms); this walks until 200 names are found.
   */
  private topByRelevanceWalked(
    passing: Int32Array,
    inName: Int32Array,
    inNameWhole: Int32Array,
    queryKey: number,
    end: number,
    budget: Budget,
  ): number[] {
    const marks = this.marks;
    const PASSING = 1;
    const IN_NAME = 2;
    const WHOLE = 4;
    for (const position of passing) marks[position] = PASSING;
    for (const position of inName) marks[position]! |= IN_NAME;
    for (const position of inNameWhole) marks[position]! |= WHOLE;
    const out: number[] = [];
    try {
      const order = this.byLengthRank;
      const nameIds = this.nameIds;
      const seen = (this.nameSeen ??= new Int32Array(this.nameCount));
      const nameKeys = this.columns.nameKeys;
      const tierOf = (mark: number, position: number) =>
        (mark & WHOLE) !== 0 ? (nameKeys[position] === queryKey ? 0 : 1) : (mark & IN_NAME) !== 0 ? 2 : 3;
      // Tier 0 is one name (the query's): its entries among the whole-word matches, by id rank.
      const exact: number[] = [];
      for (let index = 0; index < inNameWhole.length; index += 1) {
        const position = inNameWhole[index]!;
        if (nameKeys[position] === queryKey && (marks[position]! & PASSING) !== 0) exact.push(position);
      }
      exact.sort((a, b) => this.idRank[a]! - this.idRank[b]!);
      out.push(...exact.slice(0, end));
      for (let tier = 1; tier <= 3 && out.length < end; tier += 1) {
        const need = end - out.length;
        const stamp = ++this.walkStamp;
        const later: number[] = [];
        let firsts = 0;
        for (let index = 0; index < order.length && firsts < need; index += 1) {
          if (index % CHECK_EVERY === CHECK_EVERY - 1) budget.check();
          const position = order[index]!;
          const mark = marks[position]!;
          if ((mark & PASSING) === 0 || tierOf(mark, position) !== tier) continue;
          const name = nameIds[position]!;
          if (seen[name] === stamp) {
            if (later.length < need) later.push(position);
          } else {
            seen[name] = stamp;
            out.push(position);
            firsts += 1;
          }
        }
        // The tier's later entries of names follow its first ones (the walk reached its end when it found too few).
        for (let index = 0; index < later.length && out.length < end; index += 1) out.push(later[index]!);
      }
    } finally {
      for (const position of passing) marks[position] = 0;
      for (const position of inName) marks[position] = 0;
      for (const position of inNameWhole) marks[position] = 0;
    }
    return out;
  }

  private topByRelevanceHashed(
    passing: Int32Array,
    inName: Int32Array,
    inNameWhole: Int32Array,
    queryKey: number,
    end: number,
    budget: Budget,
  ): number[] {
    const marks = this.marks;
    for (const position of inName) marks[position] = 1;
    for (const position of inNameWhole) marks[position] = 2;
    const count = passing.length;
    const scores = new Float64Array(count);
    const tiers = new Uint8Array(count);
    const keys: number[] = [];
    try {
      const lengths = this.columns.nameLengths;
      const nameKeys = this.columns.nameKeys;
      const rank = this.idRank;
      const size = this.nameTableSize(count);
      const mask = size - 1;
      const tableNames = new Int32Array(size);
      // Index + 1 of the name's best entry in `passing`; 0: an empty slot.
      const tableBest = new Int32Array(size);
      for (let index = 0; index < count; index += 1) {
        if (index % CHECK_EVERY === CHECK_EVERY - 1) budget.check();
        const position = passing[index]!;
        const mark = marks[position]!;
        const name = nameKeys[position]!;
        const tier = mark === 0 ? 3 : mark === 1 ? 2 : name === queryKey ? 0 : 1;
        tiers[index] = tier;
        scores[index] = lengths[position]! * RANKS + rank[position]!;
        let slot = (Math.imul(name, 0x9e3779b1) >>> 0) & mask;
        for (;;) {
          const best = tableBest[slot]!;
          if (best === 0) {
            tableNames[slot] = name;
            tableBest[slot] = index + 1;
            break;
          }
          if (tableNames[slot] === name) {
            if (scores[index]! < scores[best - 1]!) tableBest[slot] = index + 1;
            break;
          }
          slot = (slot + 1) & mask;
        }
      }
      const later = new Uint8Array(count).fill(1);
      for (let slot = 0; slot < size; slot += 1) if (tableBest[slot]! > 0) later[tableBest[slot]! - 1] = 0;
      const siftDown = (index: number) => {
        for (;;) {
          const left = 2 * index + 1;
          const right = left + 1;
          let largest = index;
          if (left < keys.length && keys[left]! > keys[largest]!) largest = left;
          if (right < keys.length && keys[right]! > keys[largest]!) largest = right;
          if (largest === index) return;
          [keys[index], keys[largest]] = [keys[largest]!, keys[index]!];
          index = largest;
        }
      };
      for (let index = 0; index < count; index += 1) {
        if (index % CHECK_EVERY === CHECK_EVERY - 1) budget.check();
        // Below 8 x 65,536 x 2^24 (about 9 x 10^12): exact in a double.
        const key = (tiers[index]! * 2 + later[index]!) * 65_536 * RANKS + scores[index]!;
        if (keys.length < end) {
          keys.push(key);
          for (let index = keys.length - 1; index > 0;) {
            const parent = (index - 1) >> 1;
            if (keys[index]! <= keys[parent]!) break;
            [keys[index], keys[parent]] = [keys[parent]!, keys[index]!];
            index = parent;
          }
        } else if (key < keys[0]!) {
          keys[0] = key;
          siftDown(0);
        }
      }
    } finally {
      for (const position of inName) marks[position] = 0;
      for (const position of inNameWhole) marks[position] = 0;
    }
    return keys.sort((a, b) => a - b).map((key) => this.byRank[key % RANKS]!);
  }

  /** How many distinct name codes the catalogue holds, counted once (from the sorted codes). */
  private distinctNames = -1;

  /** A power of two at least twice the names `count` entries can have: the hash table stays half empty. */
  private nameTableSize(count: number): number {
    if (this.distinctNames < 0) {
      const sorted = this.sortedKeys();
      let distinct = 0;
      for (let index = 0; index < sorted.length; index += 1) if (index === 0 || sorted[index] !== sorted[index - 1]) distinct += 1;
      this.distinctNames = distinct;
    }
    let size = 16;
    while (size < 2 * Math.min(count, this.distinctNames)) size *= 2;
    return size;
  }

  /** Positions [start, end) of `order` among the passing ones: one walk, no sort. */
  private walk(passing: Int32Array, order: Int32Array, start: number, end: number, budget: Budget): number[] {
    const wanted = this.marks;
    for (const position of passing) wanted[position] = 1;
    const out: number[] = [];
    try {
      let seen = 0;
      for (let index = 0; index < order.length && seen < end; index += 1) {
        if (index % CHECK_EVERY === CHECK_EVERY - 1) budget.check();
        const position = order[index]!;
        if (wanted[position] !== 1) continue;
        if (seen >= start) out.push(position);
        seen += 1;
      }
    } finally {
      for (const position of passing) wanted[position] = 0;
    }
    return out;
  }

  /**
   * "Did you mean" when the words found nothing: for each word the catalogue lacks, its nearest
   * whole words (near()), each as the whole query with that word replaced and the others kept.
   */
  private nearest(plan: QueryPlan, budget: Budget): string[] {
    const all = plan.name === '' ? [] : plan.name.split(' ');
    const found: { query: string; edits: number; count: number }[] = [];
    let looked = 0;
    for (let index = 0; index < all.length && looked < 4; index += 1) {
      const word = all[index]!;
      // A word the catalogue holds is kept as typed: only the words it lacks are replaced.
      if (word.length < 3 || /\d/.test(word) || this.vocabulary.firstWithPrefix(word) !== undefined) continue;
      looked += 1;
      for (const near of this.vocabulary.near(word, 5, budget))
        found.push({
          query: all.map((other, at) => (at === index ? near.word : other)).join(' '),
          edits: near.edits,
          count: this.vocabulary.count(near.word),
        });
    }
    found.sort((a, b) => a.edits - b.edits || b.count - a.count);
    return [...new Set(found.map((entry) => entry.query))].slice(0, 5);
  }
}

/** How much of an accession number a typed beginning covers, to highlight ("2011-101" in "2011.101.0002": 8). */
function accessionPrefixLength(number: string, typed: string): number {
  const wanted = accessionKey(typed) ?? '';
  let taken = 0;
  for (let length = 1; length <= number.length; length += 1) {
    const key = accessionKeyOf(number.slice(0, length));
    if (key.length > wanted.length || !wanted.startsWith(key)) break;
    // A separator after the typed parts is not part of what was typed.
    if (/[\p{L}\p{N}]/u.test(number[length - 1]!)) taken = length;
  }
  return taken;
}

/**
 * The catalogue's engine, as the rest of the server sees it (docs/design.md, "Search and the
 * catalogue"): open a catalogue, search it, suggest, get an object by id, list everything for the
 * sitemap, and write a new generation that replaces the old one in one swap. SQLite (sqlite.ts)
 * is the embedded engine, PostgreSQL (postgres.ts) the shared one; both pass the contract suite
 * (engine-contract.ts). Every call returns a promise: the embedded engine's are already settled,
 * so there is one code path for both.
 */

import type { Budget } from './budget.ts';

export const KINDS = [
  'object',
  'category',
  'subcategory',
  'gallery',
  'exhibition',
  'gate',
  'collection',
  'terminal',
  'building',
  'boarding-area',
] as const;
export type Kind = (typeof KINDS)[number];

export const SORTS = ['relevance', 'date', '-date'] as const;
export type Sort = (typeof SORTS)[number];

export interface BelongsTo {
  kind: string;
  id: string;
  name: string;
}

export interface ImageRef {
  url: string;
  width: number;
  height: number;
}

/** Where an object sits in Hangar's lists: its collection's listing, at the page of 100 that holds it. */
export interface ObjectContext {
  list: 'collection';
  id: string;
  page: number;
}

/** One thing the catalogue holds, as the harvester makes it from a service record. */
export interface CatalogueEntry {
  kind: Kind;
  /** int64, decimal. */
  id: string;
  name: string;
  /** Hangar's address for it. */
  href: string;
  image: ImageRef | null;
  /** The date as shown ("c. 1965"). */
  date: string | null;
  /** The year the date sorts and filters by. */
  year: number | null;
  accessionNumber: string | null;
  belongsTo: BelongsTo[];
  collectionId: string | null;
  categoryId: string | null;
  /** Searchable text besides the name (category, maker, medium, description...). */
  text: string;
  /** The record as the service returned it (ids as strings). */
  record: Record<string, unknown>;
  context: ObjectContext | null;
}

export interface SearchParams {
  q: string;
  kinds: Kind[];
  collection: string | null;
  category: string | null;
  decade: number | null;
  images: boolean;
  sort: Sort;
  page: number;
  perPage: number;
  /** The words as typed, none widened to its corrections (`exact=1`); absent is false. */
  exact?: boolean;
  /** Years, inclusive (`from`, `to`): either may be absent (null), an open end; entries without a year are left out when either is given. */
  from?: number | null;
  to?: number | null;
}

export type Range = [number, number];

export interface SearchHit {
  id: string;
  kind: Kind;
  name: string;
  href: string;
  image: ImageRef | null;
  date: string | null;
  accession_number: string | null;
  belongs_to: BelongsTo[];
  highlights: { name: Range[]; accession_number: Range[] };
}

export interface FacetValue {
  value: string;
  label?: string;
  count: number;
}

export interface Facets {
  kind: FacetValue[];
  collection: FacetValue[];
  category: FacetValue[];
  decade: FacetValue[];
  images: FacetValue[];
}

export interface SearchAnswer {
  q: string;
  results: SearchHit[];
  total: number;
  page: number;
  pages: number;
  per_page: number;
  facets: Facets;
  /** Whole queries to try instead ("did you mean"): the query with one word replaced. */
  suggestions: string[];
  /** The query as searched when a word the catalogue lacks was corrected ("uniform" for "unifrom"), else null. */
  corrected: string | null;
  harvested_at: string;
}

export interface Suggestion {
  text: string;
  kind: Kind;
  /** The entry's address, or for a name several entries share, the search for that name. */
  href: string;
  /** How many entries have this name, when more than one (absent for a name only one entry has). */
  count?: number;
}

export interface ObjectAnswer {
  record: Record<string, unknown>;
  context: ObjectContext | null;
}

export interface SitemapEntry {
  kind: Kind;
  id: string;
  href: string;
}

/**
 * An open catalogue (one generation), read-only. Each call is complete on its own; what a reader
 * keeps between calls (match sets, filter passes, answers: search-core.ts, decision 0053) only
 * saves work and goes with the generation. A call that cannot reach its engine rejects (the API
 * answers 503 then).
 */
export interface CatalogueReader {
  readonly harvestedAt: string;
  readonly size: number;
  /** `budget`: how long the search may take (budget.ts); past it the promise rejects with BudgetExceeded. */
  search(params: SearchParams, budget?: Budget): Promise<SearchAnswer>;
  suggest(q: string, limit: number, budget?: Budget): Promise<Suggestion[]>;
  getObject(id: string): Promise<ObjectAnswer | null>;
  /** Everything with an address, in the catalogue's order: `limit` entries after the first `offset`. */
  listForSitemap(offset: number, limit: number): Promise<SitemapEntry[]>;
  close(): void;
}

export type CommitResult = { written: true; hash: string } | { written: false; hash: string; reason: 'unchanged' };

/** A new generation, written aside: the catalogue in place is untouched until `commit` swaps it in. */
export interface GenerationWriter {
  /**
   * Entries in their final order; the same (kind, id) twice keeps the first. `recordJson`:
   * `JSON.stringify(entry.record)`, when the caller has it already (a harvest reads it from its
   * spool), so a million records are not written out twice.
   */
  add(entry: CatalogueEntry, recordJson?: string): Promise<void>;
  /** Swaps the new catalogue in, unless its content equals the one in place (then nothing is written). */
  commit(harvestedAt: string): Promise<CommitResult>;
  /** Throws the new catalogue away. */
  abort(): Promise<void>;
}

export interface OpenOptions {
  /**
   * Check the catalogue for damage before answering from it (default true). The check reads the
   * whole index (seconds at a million entries): a server whose threads each open the same
   * generation verifies it in one and skips it in the others. An engine may have nothing to check.
   */
  verify?: boolean;
}

/** Where a catalogue is, and how to tell whether another one has been swapped in since it was opened. */
export interface CatalogueEngine {
  /** Where it is, as safe to print: a URL's password is never part of it. */
  readonly target: string;
  exists(): Promise<boolean>;
  open(options?: OpenOptions): Promise<CatalogueReader>;
  /**
   * A token that changes when a new generation is swapped in (checked at most once a second); null
   * when there is no catalogue. Rejects when the engine cannot be reached (a database down).
   */
  version(): Promise<string | null>;
  createGeneration(): Promise<GenerationWriter>;
  /** Lets go of what the engine holds (a connection pool). */
  close(): Promise<void>;
}

export class UnsupportedTargetError extends Error {
  override name = 'UnsupportedTargetError';
}

export function isPostgresTarget(target: string): boolean {
  return /^postgres(ql)?:\/\//i.test(target);
}

/** libpq's URL parameters whose values are secret: passwords, and the client key (pg reads its file). */
export const SECRET_PARAMETERS = new Set(['password', 'sslpassword', 'sslkey']);

/**
 * A target as it may be printed (logs, errors): a URL's password and its secret parameters'
 * values replaced by `…`; a file path as it is. The userinfo runs to the last `@` before the
 * query, as a URL parser reads it, so a password may hold `@` or `/` as typed; in a URL that does
 * not parse (a `?` or `#` in a password not percent-encoded) it runs to the last `@` of all and
 * is dropped whole, since where its password ends cannot be told. Secret parameters are redacted
 * after a `&` in the path too: `/db&password=…` is a typo the server echoes as a database name.
 */
export function redactTarget(target: string): string {
  const scheme = /^[a-z][a-z0-9+.-]*:\/\//i.exec(target)?.[0];
  if (!scheme) return target;
  let parses = true;
  try {
    new URL(target);
  } catch {
    parses = false;
  }
  const rest = target.slice(scheme.length);
  const end = parses ? rest.search(/[?#]|$/) : rest.length;
  const at = end === 0 ? -1 : rest.lastIndexOf('@', end - 1);
  let userinfo = '';
  if (at >= 0) {
    const typed = rest.slice(0, at);
    const colon = typed.indexOf(':');
    userinfo = !parses ? '…@' : colon >= 0 && colon < typed.length - 1 ? `${typed.slice(0, colon)}:…@` : `${typed}@`;
  }
  // A value runs to the next `&`: a `#` in a password cuts the URL's reading of it, not the secret.
  const tail = rest.slice(at + 1).replace(/([?&])([^&=]*)=([^&]*)/g, (whole, separator: string, name: string) => {
    let key = name.replace(/\+/g, ' ');
    try {
      key = decodeURIComponent(key);
    } catch {
      // A malformed escape: the name as written.
    }
    return SECRET_PARAMETERS.has(key.trim().toLowerCase()) ? `${separator}${name}=…` : whole;
  });
  return `${scheme}${userinfo}${tail}`;
}

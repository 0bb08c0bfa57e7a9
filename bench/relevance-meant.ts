/** The relevance set's shape and what counts as the meant result of a query (bench/relevance-set.json). */

export interface Meant {
  kind?: string;
  /** The name exactly. */
  name?: string;
  /** Part of the name, compared without case or accents. */
  nameIncludes?: string;
  accession?: string;
  accessionPrefix?: string;
  /** The year in the result's date, inclusive. */
  years?: [number, number];
}

export interface RelevanceQuery {
  q: string;
  meant: Meant;
  why: string;
}

export interface RelevanceSet {
  about: string;
  queries: RelevanceQuery[];
}

/** The fields of a search result the set reads (the same in every version of the answer). */
export interface ScoredHit {
  kind: string;
  name: string;
  date: string | null;
  accession_number: string | null;
}

const folded = (text: string) => text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();

export function isMeant(hit: ScoredHit, meant: Meant): boolean {
  if (meant.kind !== undefined && hit.kind !== meant.kind) return false;
  if (meant.name !== undefined && hit.name !== meant.name) return false;
  if (meant.nameIncludes !== undefined && !folded(hit.name).includes(folded(meant.nameIncludes))) return false;
  if (meant.accession !== undefined && hit.accession_number !== meant.accession) return false;
  if (meant.accessionPrefix !== undefined && !hit.accession_number?.startsWith(meant.accessionPrefix)) return false;
  if (meant.years !== undefined) {
    const year = Number(/\d{4}/.exec(hit.date ?? '')?.[0]);
    if (!(year >= meant.years[0] && year <= meant.years[1])) return false;
  }
  return true;
}

/** Mean reciprocal rank (a query whose meant result is not among those scored counts 0) and how many are first. */
export function scoreRanks(ranks: number[]): { mrr: number; first: number; found: number } {
  const mrr = ranks.reduce((sum, rank) => sum + (rank > 0 ? 1 / rank : 0), 0) / Math.max(1, ranks.length);
  return { mrr, first: ranks.filter((rank) => rank === 1).length, found: ranks.filter((rank) => rank > 0).length };
}

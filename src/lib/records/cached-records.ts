import type { QueryClient } from '@tanstack/react-query';
import type { AnyRecord } from './fields.ts';

/**
 * The API has no "get one record" call, so a record's page (object detail,
 * subcategory) and breadcrumb names come from lists already in the cache.
 * Only lists under `roots` (the first element of their query key) are
 * scanned: the caller names the features whose records it can show, e.g. the
 * collections root and the user root (shoebox items embed their record).
 * Without `roots` every cached list is scanned.
 */
export function findCachedRecord(
  queryClient: QueryClient,
  recordId: string,
  idKey = 'wof:id',
  roots?: readonly string[],
): AnyRecord | undefined {
  const queries = queryClient
    .getQueryCache()
    .findAll(roots ? { predicate: (query) => roots.some((root) => root === query.queryKey[0]) } : {});
  for (const query of queries) {
    const data = query.state.data as { pages?: Array<{ results?: unknown }> } | undefined;
    if (!data || !Array.isArray(data.pages)) continue;
    for (const page of data.pages) {
      if (!Array.isArray(page?.results)) continue;
      for (const record of page.results as AnyRecord[]) {
        if (!record) continue;
        if (record[idKey] === recordId) return record;
        // Shoebox items carry the saved record under `item` (docs/design.md section 6).
        const embedded = record.item as AnyRecord | undefined;
        if (embedded && typeof embedded === 'object' && embedded[idKey] === recordId) return embedded;
      }
    }
  }
  return undefined;
}

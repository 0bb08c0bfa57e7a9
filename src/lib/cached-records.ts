import type { QueryClient } from '@tanstack/react-query';
import type { AnyRecord } from './record.ts';

/**
 * The API has no "get one record" call, so a record's page (object detail,
 * subcategory) and breadcrumb names come from lists already in the cache.
 * Scans every cached infinite list for a record with the given id.
 */
export function findCachedRecord(queryClient: QueryClient, recordId: string, idKey = 'wof:id'): AnyRecord | undefined {
  for (const query of queryClient.getQueryCache().getAll()) {
    const data = query.state.data as { pages?: Array<{ results?: unknown }> } | undefined;
    if (!data || !Array.isArray(data.pages)) continue;
    for (const page of data.pages) {
      if (!Array.isArray(page?.results)) continue;
      for (const record of page.results as AnyRecord[]) {
        if (!record) continue;
        if (record[idKey] === recordId) return record;
        // Shoebox items carry the saved record under `item` (DESIGN.md section 6).
        const embedded = record.item as AnyRecord | undefined;
        if (embedded && typeof embedded === 'object' && embedded[idKey] === recordId) return embedded;
      }
    }
  }
  return undefined;
}

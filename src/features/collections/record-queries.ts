/**
 * Queries for single records and the subcategory's objects, built on the
 * lookups (the service has no get-one operation, docs/decisions/0045). They
 * live under the collections key root, beside the lists they stand in for.
 */
import { infiniteQueryOptions, queryOptions, type InfiniteData, type QueryClient } from '@tanstack/react-query';
import { readList } from '../../api/operations.ts';
import { getNextPageParam, initialPageParam, type Page } from '../../api/pagination.ts';
import { api } from '../../lib/clients/service-client.ts';
import type { ObjectContext } from '../../lib/addresses/paths.ts';
import { findCachedRecord } from '../../lib/records/cached-records.ts';
import { SECONDARY_READ } from '../../lib/clients/query-keys.ts';
import { id, number, text, type AnyRecord } from '../../lib/records/fields.ts';
import { lookupGroupRecord, lookupObject, SCAN_PAGE_SIZE } from './lookup.ts';
import { reportLookupProgress } from './lookup-progress.ts';
import { COLLECTIONS_RQKEY_ROOT, RECORD_RQKEY_ROOTS } from './queries.ts';

const staleTime = 10 * 60_000;

/**
 * One object found by its address. The key is the id alone: the context is
 * only a hint, so replacing a bare address with the found context reuses it.
 */
export const objectLookupQuery = (objectId: string, context: ObjectContext | undefined) =>
  queryOptions({
    queryKey: [COLLECTIONS_RQKEY_ROOT, 'object', objectId] as const,
    queryFn: ({ signal }) => {
      reportLookupProgress(objectId, null);
      return lookupObject(objectId, context, { signal, onProgress: (progress) => reportLookupProgress(objectId, progress) });
    },
    staleTime,
  });

/**
 * A category's or subcategory's own record, for its name and parents when no cached list has it.
 * A category's only names things (a heading, a breadcrumb): a secondary read, whose failure leaves
 * the page with its fallback name (the server renders it so; the browser asks again).
 */
export const groupRecordQuery = (kind: 'category' | 'subcategory', recordId: string) =>
  queryOptions({
    queryKey: [COLLECTIONS_RQKEY_ROOT, kind, recordId] as const,
    queryFn: ({ signal }) => lookupGroupRecord(kind, recordId, signal),
    staleTime: 30 * 60_000,
    ...(kind === 'category' ? { meta: SECONDARY_READ } : {}),
  });

/**
 * Whether a category's name must be asked for: no cached list holds its record, and no cached
 * object names it (a record that mentions its id without its name names nothing, so no visitor
 * reads an id as a name). `record` and `object` are what the cache holds.
 */
export function categoryRecordIn(
  queryClient: QueryClient,
  categoryId: string,
): { record?: AnyRecord; object?: AnyRecord; needsLookup: boolean } {
  const record = findCachedRecord(queryClient, categoryId, 'wof:id', RECORD_RQKEY_ROOTS);
  const object = record ? undefined : findCachedRecord(queryClient, categoryId, 'millsfield:category_id', RECORD_RQKEY_ROOTS);
  return { record, object, needsLookup: !record && text(object, 'sfomuseum:category') === undefined };
}

/** A page of the subcategory's objects: one page of its category, filtered, with how many were checked. */
export interface SubcategoryPage extends Page<AnyRecord> {
  /** Each result's index in this page of the category (for its address's context). */
  positions: number[];
  checked: number;
  categoryTotal: number | null;
}

/**
 * A subcategory's objects: the service lists objects by collection or
 * category only, so its category is read at the largest page size and each
 * page filtered on `millsfield:subcategory_id`. `expected` (the subcategory's
 * own count) is the list's total, and reading stops once that many are found.
 */
export const subcategoryObjectsQuery = (subcategoryId: string, categoryId: string, expected: number | null) =>
  infiniteQueryOptions({
    queryKey: [COLLECTIONS_RQKEY_ROOT, 'subcategoryObjects', { subcategoryId, categoryId, expected, perPage: SCAN_PAGE_SIZE }] as const,
    queryFn: async ({ pageParam, signal }): Promise<SubcategoryPage> => {
      const page = await readList(api(), 'categoryObjects', { categoryId, perPage: SCAN_PAGE_SIZE }, { signal, pageParam });
      const positions = page.results.flatMap((record, index) => (id(record, 'millsfield:subcategory_id') === subcategoryId ? [index] : []));
      const results = positions.map((index) => page.results[index]!);
      return { ...page, results, positions, total: expected, checked: page.results.length, categoryTotal: page.total };
    },
    initialPageParam,
    getNextPageParam: (lastPage, pages) => {
      const found = pages.reduce((sum, page) => sum + page.results.length, 0);
      return expected !== null && found >= expected ? undefined : getNextPageParam(lastPage);
    },
    staleTime,
  });

/** The category a subcategory's objects are read from. */
export const subcategoryCategoryId = (record: AnyRecord): string | undefined =>
  id(record, 'millsfield:category_id') ?? id(record, 'wof:parent_id');

/** How many objects a subcategory says it holds: its objects' list stops reading once it has found them all. */
export const subcategoryExpected = (record: AnyRecord): number | null => number(record, 'millsfield:count_objects') ?? null;

/** The subcategory's objects loaded so far, each with its index in the category (what its context counts). */
export function subcategoryEntries(pages: readonly SubcategoryPage[] | undefined): Array<{ record: AnyRecord; index: number }> {
  const entries: Array<{ record: AnyRecord; index: number }> = [];
  let offset = 0;
  for (const page of pages ?? []) {
    page.results.forEach((record, index) => entries.push({ record, index: offset + page.positions[index]! }));
    offset += page.checked;
  }
  return entries;
}

/** The subcategory's list as cached by its page (whatever its expected count), if it was opened. */
export function cachedSubcategoryObjects(
  queryClient: QueryClient,
  subcategoryId: string,
  categoryId: string,
): SubcategoryPage[] | undefined {
  const cached = queryClient.getQueriesData<InfiniteData<SubcategoryPage>>({
    queryKey: [COLLECTIONS_RQKEY_ROOT, 'subcategoryObjects', { subcategoryId, categoryId }],
  });
  return cached.find(([, data]) => data !== undefined)?.[1]?.pages;
}

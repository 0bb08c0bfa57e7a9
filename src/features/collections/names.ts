import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { findCachedRecord } from '../../lib/records/cached-records.ts';
import { id, text, type AnyRecord } from '../../lib/records/fields.ts';
import { services } from '../../lib/config/services.ts';
import { collectionsText } from './messages.ts';
import { RECORD_RQKEY_ROOTS } from './queries.ts';
import { categoryRecordIn, groupRecordQuery } from './record-queries.ts';

/**
 * Names for breadcrumbs and headings: the config directory first, then any
 * cached record (the list that linked here has it), then a parent name carried
 * by a cached object, then the record itself fetched through its collection's
 * list (cached like any list); the bare id only while that is on its way.
 */
export function collectionName(collectionId: string, cached: AnyRecord | undefined): string {
  const fromDirectory = services().config.directory.collections.find((entry) => entry.id === collectionId)?.name;
  return fromDirectory ?? text(cached, 'wof:name') ?? collectionsText.collectionFallback(collectionId);
}

export function useCollectionName(collectionId: string): string {
  return cachedCollectionName(useQueryClient(), collectionId);
}

/** The collection's name from the directory or a cached list: what its pages' heads read (route-head.ts). */
export function cachedCollectionName(queryClient: QueryClient, collectionId: string): string {
  return collectionName(collectionId, findCachedRecord(queryClient, collectionId, 'wof:id', RECORD_RQKEY_ROOTS));
}

/** The category's record from a cached list, else as the API gave it (only when no cached object names it either). */
function cachedCategoryRecord(
  queryClient: QueryClient,
  categoryId: string,
): { record: AnyRecord | undefined; object: AnyRecord | undefined } {
  const { record, object } = categoryRecordIn(queryClient, categoryId);
  return { record: record ?? queryClient.getQueryData(groupRecordQuery('category', categoryId).queryKey) ?? undefined, object };
}

/** Fetches the category's record when nothing cached names it; re-renders when it comes. */
function useCategoryRecord(categoryId: string): { record: AnyRecord | undefined; object: AnyRecord | undefined } {
  const queryClient = useQueryClient();
  useQuery({ ...groupRecordQuery('category', categoryId), enabled: categoryRecordIn(queryClient, categoryId).needsLookup });
  return cachedCategoryRecord(queryClient, categoryId);
}

function nameOfCategory(categoryId: string, { record, object }: ReturnType<typeof cachedCategoryRecord>): string {
  return text(record, 'wof:name') ?? text(object, 'sfomuseum:category') ?? collectionsText.categoryFallback(categoryId);
}

function parentOfCategory(queryClient: QueryClient, { record, object }: ReturnType<typeof cachedCategoryRecord>) {
  const parentId = id(record ?? object, 'millsfield:collection_id') ?? id(record, 'wof:parent_id');
  if (!parentId) return undefined;
  return { id: parentId, name: cachedCollectionName(queryClient, parentId) };
}

export function useCategoryName(categoryId: string): string {
  return nameOfCategory(categoryId, useCategoryRecord(categoryId));
}

/** The parent collection of a category. */
export function useCategoryParent(categoryId: string): { id: string; name: string } | undefined {
  return parentOfCategory(useQueryClient(), useCategoryRecord(categoryId));
}

/** The category's name and parent as the cache holds them: what its pages' heads read (route-head.ts). */
export function cachedCategory(queryClient: QueryClient, categoryId: string) {
  const found = cachedCategoryRecord(queryClient, categoryId);
  return { name: nameOfCategory(categoryId, found), parent: parentOfCategory(queryClient, found) };
}

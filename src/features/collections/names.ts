import { useQuery, useQueryClient } from '@tanstack/react-query';
import { findCachedRecord } from '../../lib/cached-records.ts';
import { id, text, type AnyRecord } from '../../lib/record.ts';
import { services } from '../../lib/services.ts';
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
  const queryClient = useQueryClient();
  return collectionName(collectionId, findCachedRecord(queryClient, collectionId, 'wof:id', RECORD_RQKEY_ROOTS));
}

/** The category's record from a cached list, else from the API (only when no cached object names it either). */
function useCategoryRecord(categoryId: string): { record: AnyRecord | undefined; object: AnyRecord | undefined } {
  const { record, object, needsLookup } = categoryRecordIn(useQueryClient(), categoryId);
  const fetched = useQuery({ ...groupRecordQuery('category', categoryId), enabled: needsLookup });
  return { record: record ?? fetched.data ?? undefined, object };
}

export function useCategoryName(categoryId: string): string {
  const { record, object } = useCategoryRecord(categoryId);
  return text(record, 'wof:name') ?? text(object, 'sfomuseum:category') ?? collectionsText.categoryFallback(categoryId);
}

/** The parent collection of a category. */
export function useCategoryParent(categoryId: string): { id: string; name: string } | undefined {
  const queryClient = useQueryClient();
  const { record, object } = useCategoryRecord(categoryId);
  const parentId = id(record ?? object, 'millsfield:collection_id') ?? id(record, 'wof:parent_id');
  if (!parentId) return undefined;
  return { id: parentId, name: collectionName(parentId, findCachedRecord(queryClient, parentId, 'wof:id', RECORD_RQKEY_ROOTS)) };
}

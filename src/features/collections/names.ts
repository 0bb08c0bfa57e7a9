import { useQueryClient } from '@tanstack/react-query';
import { findCachedRecord } from '../../lib/cached-records.ts';
import { text, type AnyRecord } from '../../lib/record.ts';
import { services } from '../../lib/services.ts';
import { collectionsText } from './messages.ts';

/**
 * Names for breadcrumbs and headings: the config directory first, then any
 * cached record (the list that linked here has it), then a parent name carried
 * by a cached object, and only then the bare id.
 */
export function collectionName(collectionId: string, cached: AnyRecord | undefined): string {
  const fromDirectory = services().config.directory.collections.find((entry) => entry.id === collectionId)?.name;
  return fromDirectory ?? text(cached, 'wof:name') ?? collectionsText.collectionFallback(collectionId);
}

export function useCollectionName(collectionId: string): string {
  const queryClient = useQueryClient();
  return collectionName(collectionId, findCachedRecord(queryClient, collectionId));
}

export function useCategoryName(categoryId: string): string {
  const queryClient = useQueryClient();
  const record = findCachedRecord(queryClient, categoryId);
  if (record) return text(record, 'wof:name') ?? collectionsText.categoryFallback(categoryId);
  const object = findCachedRecord(queryClient, categoryId, 'millsfield:category_id');
  return text(object, 'sfomuseum:category') ?? collectionsText.categoryFallback(categoryId);
}

/** The parent collection of a category, when a cached record tells us. */
export function useCategoryParent(categoryId: string): { id: string; name: string } | undefined {
  const queryClient = useQueryClient();
  const record =
    findCachedRecord(queryClient, categoryId) ?? findCachedRecord(queryClient, categoryId, 'millsfield:category_id');
  const parentId = text(record, 'millsfield:collection_id') ?? text(record, 'wof:parent_id');
  if (!parentId || !/^\d+$/.test(parentId)) return undefined;
  return { id: parentId, name: collectionName(parentId, findCachedRecord(queryClient, parentId)) };
}

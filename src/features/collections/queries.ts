import { infiniteQueryOptions } from '@tanstack/react-query';
import {
  getCategoryObjects,
  getCategorySubcategories,
  getCollectionCategories,
  getCollectionObjects,
  getCollectionSubcategories,
} from '../../api/operations.ts';
import { getNextPageParam, initialPageParam, type PageParam } from '../../api/pagination.ts';
import type { CategoryRecord, ObjectRecord, SubcategoryRecord } from '../../api/types.ts';
import { api } from '../../lib/api.ts';

/**
 * One options factory per list, shared by the route loader and the component,
 * so both hit the same cache entry. Keys carry every input.
 */
const PER_PAGE = 100;
const COLLECTION_STALE_MS = 10 * 60_000;

export function collectionObjectsQuery(collectionId: string) {
  return infiniteQueryOptions({
    queryKey: ['collections', collectionId, 'objects', { perPage: PER_PAGE }] as const,
    queryFn: ({ pageParam, signal }) =>
      getCollectionObjects<ObjectRecord>(api(), { collectionId, perPage: PER_PAGE }, { signal, pageParam }),
    initialPageParam: initialPageParam as PageParam,
    getNextPageParam,
    staleTime: COLLECTION_STALE_MS,
  });
}

export function collectionCategoriesQuery(collectionId: string) {
  return infiniteQueryOptions({
    queryKey: ['collections', collectionId, 'categories', { perPage: PER_PAGE }] as const,
    queryFn: ({ pageParam, signal }) =>
      getCollectionCategories<CategoryRecord>(api(), { collectionId, perPage: PER_PAGE }, { signal, pageParam }),
    initialPageParam: initialPageParam as PageParam,
    getNextPageParam,
    staleTime: COLLECTION_STALE_MS,
  });
}

export function collectionSubcategoriesQuery(collectionId: string) {
  return infiniteQueryOptions({
    queryKey: ['collections', collectionId, 'subcategories', { perPage: PER_PAGE }] as const,
    queryFn: ({ pageParam, signal }) =>
      getCollectionSubcategories<SubcategoryRecord>(api(), { collectionId, perPage: PER_PAGE }, { signal, pageParam }),
    initialPageParam: initialPageParam as PageParam,
    getNextPageParam,
    staleTime: COLLECTION_STALE_MS,
  });
}

export function categoryObjectsQuery(categoryId: string, withImages: boolean) {
  return infiniteQueryOptions({
    queryKey: ['categories', categoryId, 'objects', { perPage: PER_PAGE, withImages }] as const,
    queryFn: ({ pageParam, signal }) =>
      getCategoryObjects<ObjectRecord>(api(), { categoryId, withImages, perPage: PER_PAGE }, { signal, pageParam }),
    initialPageParam: initialPageParam as PageParam,
    getNextPageParam,
    staleTime: COLLECTION_STALE_MS,
  });
}

export function categorySubcategoriesQuery(categoryId: string) {
  return infiniteQueryOptions({
    queryKey: ['categories', categoryId, 'subcategories', { perPage: PER_PAGE }] as const,
    queryFn: ({ pageParam, signal }) =>
      getCategorySubcategories<SubcategoryRecord>(api(), { categoryId, perPage: PER_PAGE }, { signal, pageParam }),
    initialPageParam: initialPageParam as PageParam,
    getNextPageParam,
    staleTime: COLLECTION_STALE_MS,
  });
}

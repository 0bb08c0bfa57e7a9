import { listQuery } from '../../lib/lists/list-query.ts';
import { USER_RQKEY_ROOT } from '../../lib/clients/query-keys.ts';

/** Every list of the collections feature is cached under this root. */
export const COLLECTIONS_RQKEY_ROOT = 'collections';
/** Where a record page (object, subcategory) and breadcrumb names look for cached records: see findCachedRecord. */
export const RECORD_RQKEY_ROOTS = [COLLECTIONS_RQKEY_ROOT, USER_RQKEY_ROOT] as const;

const PER_PAGE = 100;
const staleTime = 10 * 60_000;

export const collectionObjectsQuery = (collectionId: string) =>
  listQuery(COLLECTIONS_RQKEY_ROOT, 'collectionObjects', { collectionId, perPage: PER_PAGE }, { staleTime });
export const collectionCategoriesQuery = (collectionId: string) =>
  listQuery(COLLECTIONS_RQKEY_ROOT, 'collectionCategories', { collectionId, perPage: PER_PAGE }, { staleTime });
export const collectionSubcategoriesQuery = (collectionId: string) =>
  listQuery(COLLECTIONS_RQKEY_ROOT, 'collectionSubcategories', { collectionId, perPage: PER_PAGE }, { staleTime });
export const categoryObjectsQuery = (categoryId: string, withImages: boolean) =>
  listQuery(COLLECTIONS_RQKEY_ROOT, 'categoryObjects', { categoryId, withImages, perPage: PER_PAGE }, { staleTime });
export const categorySubcategoriesQuery = (categoryId: string) =>
  listQuery(COLLECTIONS_RQKEY_ROOT, 'categorySubcategories', { categoryId, perPage: PER_PAGE }, { staleTime });

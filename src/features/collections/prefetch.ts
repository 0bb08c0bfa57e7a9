import { services } from '../../lib/services.ts';
import { categoryObjectsQuery, collectionObjectsQuery } from './queries.ts';

/** Route module and first page of a category's objects, warmed before the click. */
export function prefetchCategoryObjects(categoryId: string): void {
  void import('./routes/category-objects.tsx');
  void services().queryClient.prefetchInfiniteQuery(categoryObjectsQuery(categoryId, false));
}

export function prefetchCollectionObjects(collectionId: string): void {
  void import('./routes/collection-objects.tsx');
  void services().queryClient.prefetchInfiniteQuery(collectionObjectsQuery(collectionId));
}

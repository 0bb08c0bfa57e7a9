import type { RouteObject } from 'react-router';
import { lazyLoader } from '../../lib/lists/lazy-loader.ts';
import { paths } from '../../lib/addresses/paths.ts';

const loaders = () => import('./loaders.ts');

/** The collection explorer's pages (docs/design.md, "Routes"), lazily loaded. */
export const collectionRoutes: RouteObject[] = [
  { path: paths.collections.pattern, lazy: () => import('./routes/collections-index.tsx') },
  { path: paths.collection.pattern, loader: lazyLoader(loaders, 'collectionRedirect') },
  {
    path: paths.collectionObjects.pattern,
    loader: lazyLoader(loaders, 'collectionObjectsLoader'),
    lazy: () => import('./routes/collection-objects.tsx'),
  },
  {
    path: paths.collectionCategories.pattern,
    loader: lazyLoader(loaders, 'collectionCategoriesLoader'),
    lazy: () => import('./routes/collection-categories.tsx'),
  },
  {
    path: paths.collectionSubcategories.pattern,
    loader: lazyLoader(loaders, 'collectionSubcategoriesLoader'),
    lazy: () => import('./routes/collection-subcategories.tsx'),
  },
  { path: paths.category.pattern, loader: lazyLoader(loaders, 'categoryRedirect') },
  {
    path: paths.categoryObjects.pattern,
    loader: lazyLoader(loaders, 'categoryObjectsLoader'),
    lazy: () => import('./routes/category-objects.tsx'),
  },
  {
    path: paths.categorySubcategories.pattern,
    loader: lazyLoader(loaders, 'categorySubcategoriesLoader'),
    lazy: () => import('./routes/category-subcategories.tsx'),
  },
  { path: paths.subcategory.pattern, loader: lazyLoader(loaders, 'subcategoryLoader'), lazy: () => import('./routes/subcategory.tsx') },
  { path: paths.object.pattern, loader: lazyLoader(loaders, 'objectLoader'), lazy: () => import('./routes/object.tsx') },
];

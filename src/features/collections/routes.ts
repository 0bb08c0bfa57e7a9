import { redirect, type RouteObject } from 'react-router';
import { lazyLoader } from '../../lib/lazy-loader.ts';

const loaders = () => import('./loaders.ts');

/** The collection explorer's pages (DESIGN.md section 8), lazily loaded. */
export const collectionRoutes: RouteObject[] = [
  { path: 'collections', lazy: () => import('./routes/collections-index.tsx') },
  { path: 'collections/:collectionId', loader: ({ params }) => redirect(`/collections/${params.collectionId}/objects`) },
  { path: 'collections/:collectionId/objects', loader: lazyLoader(loaders, 'collectionObjectsLoader'), lazy: () => import('./routes/collection-objects.tsx') },
  { path: 'collections/:collectionId/categories', loader: lazyLoader(loaders, 'collectionCategoriesLoader'), lazy: () => import('./routes/collection-categories.tsx') },
  { path: 'collections/:collectionId/subcategories', loader: lazyLoader(loaders, 'collectionSubcategoriesLoader'), lazy: () => import('./routes/collection-subcategories.tsx') },
  {
    path: 'categories/:categoryId',
    loader: ({ params, request }) => redirect(`/categories/${params.categoryId}/objects${new URL(request.url).search}`),
  },
  { path: 'categories/:categoryId/objects', loader: lazyLoader(loaders, 'categoryObjectsLoader'), lazy: () => import('./routes/category-objects.tsx') },
  { path: 'categories/:categoryId/subcategories', loader: lazyLoader(loaders, 'categorySubcategoriesLoader'), lazy: () => import('./routes/category-subcategories.tsx') },
  { path: 'subcategories/:subcategoryId', lazy: () => import('./routes/subcategory.tsx') },
  { path: 'objects/:objectId', lazy: () => import('./routes/object.tsx') },
];

import type { RouteObject } from 'react-router';
import { lazyLoader } from '../../lib/lists/lazy-loader.ts';
import { paths } from '../../lib/addresses/paths.ts';

const loaders = () => import('./loaders.ts');

export const searchRoutes: RouteObject[] = [
  { path: paths.search.pattern, loader: lazyLoader(loaders, 'searchLoader'), lazy: () => import('./routes/search.tsx') },
];

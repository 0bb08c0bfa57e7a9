import type { RouteObject } from 'react-router';
import { lazyLoader } from '../../lib/lazy-loader.ts';
import { paths } from '../../lib/paths.ts';

const loaders = () => import('./loaders.ts');

export const searchRoutes: RouteObject[] = [
  { path: paths.search.pattern, loader: lazyLoader(loaders, 'searchLoader'), lazy: () => import('./routes/search.tsx') },
];

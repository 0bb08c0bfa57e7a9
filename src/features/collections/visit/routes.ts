import type { RouteObject } from 'react-router';
import { lazyLoader } from '../../../lib/lists/lazy-loader.ts';
import { paths } from '../../../lib/addresses/paths.ts';

const loaders = () => import('./loaders.ts');

/** A kiosk visit taken home (docs/design.md, "Discovery"). */
export const visitRoutes: RouteObject[] = [
  { path: paths.visit.pattern, loader: lazyLoader(loaders, 'visitLoader'), lazy: () => import('./routes/visit.tsx') },
];

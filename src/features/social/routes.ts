import type { RouteObject } from 'react-router';
import { lazyLoader } from '../../lib/lists/lazy-loader.ts';
import { paths } from '../../lib/addresses/paths.ts';

const loaders = () => import('./loaders.ts');

export const socialRoutes: RouteObject[] = [
  { path: paths.social.pattern, loader: lazyLoader(loaders, 'socialIndexLoader'), lazy: () => import('./routes/social-index.tsx') },
  { path: paths.feed.pattern, loader: lazyLoader(loaders, 'feedLoader'), lazy: () => import('./routes/feed.tsx') },
];

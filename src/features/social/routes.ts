import type { RouteObject } from 'react-router';
import { lazyLoader } from '../../lib/lazy-loader.ts';

const loaders = () => import('./loaders.ts');

export const socialRoutes: RouteObject[] = [
  { path: 'social', lazy: () => import('./routes/social-index.tsx') },
  { path: 'social/:hashtag', loader: lazyLoader(loaders, 'feedLoader'), lazy: () => import('./routes/feed.tsx') },
];

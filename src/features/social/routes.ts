import type { RouteObject } from 'react-router';
import { feedLoader } from './loaders.ts';

export const socialRoutes: RouteObject[] = [
  { path: 'social', lazy: () => import('./routes/social-index.tsx') },
  { path: 'social/:hashtag', loader: feedLoader, lazy: () => import('./routes/feed.tsx') },
];

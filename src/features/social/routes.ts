import type { RouteObject } from 'react-router';

export const socialRoutes: RouteObject[] = [
  { path: 'social', lazy: () => import('./routes/social-index.tsx') },
  { path: 'social/:hashtag', lazy: () => import('./routes/feed.tsx') },
];

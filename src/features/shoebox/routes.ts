import type { RouteObject } from 'react-router';

export const shoeboxRoutes: RouteObject[] = [
  { path: 'shoebox', lazy: () => import('./routes/shoebox.tsx') },
  { path: 'sign-in', lazy: () => import('./routes/sign-in.tsx') },
];

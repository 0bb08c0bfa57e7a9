import type { RouteObject } from 'react-router';
import { paths } from '../../lib/addresses/paths.ts';

export const shoeboxRoutes: RouteObject[] = [
  { path: paths.shoebox.pattern, lazy: () => import('./routes/shoebox.tsx') },
  { path: paths.signIn.pattern, lazy: () => import('./routes/sign-in.tsx') },
];

import type { RouteObject } from 'react-router';
import { lazyLoader } from '../../lib/lazy-loader.ts';

const loaders = () => import('./loaders.ts');

export const flightRoutes: RouteObject[] = [
  // /flights itself redirects to today (in its loader).
  { path: 'flights', loader: lazyLoader(loaders, 'flightsLoader'), lazy: () => import('./routes/flights.tsx') },
  { path: 'flights/:date', loader: lazyLoader(loaders, 'flightsLoader'), lazy: () => import('./routes/flights.tsx') },
];

import type { RouteObject } from 'react-router';
import { lazyLoader } from '../../lib/lists/lazy-loader.ts';
import { paths } from '../../lib/addresses/paths.ts';

const loaders = () => import('./loaders.ts');

export const flightRoutes: RouteObject[] = [
  // /flights itself redirects to today (in its loader).
  { path: paths.flightsToday.pattern, loader: lazyLoader(loaders, 'flightsLoader'), lazy: () => import('./routes/flights.tsx') },
  {
    path: paths.flights.pattern,
    loader: lazyLoader(loaders, 'flightsLoader'),
    lazy: () => import('./routes/flights.tsx'),
  },
];

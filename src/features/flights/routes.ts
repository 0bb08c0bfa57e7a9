import type { RouteObject } from 'react-router';
import { lazyLoader } from '../../lib/lazy-loader.ts';
import { paths } from '../../lib/paths.ts';
import { PAGED_LIST } from '../../lib/list-page.ts';

const loaders = () => import('./loaders.ts');

export const flightRoutes: RouteObject[] = [
  // /flights itself redirects to today (in its loader).
  { path: paths.flightsToday.pattern, loader: lazyLoader(loaders, 'flightsLoader'), lazy: () => import('./routes/flights.tsx') },
  {
    path: paths.flights.pattern,
    loader: lazyLoader(loaders, 'flightsLoader'),
    handle: PAGED_LIST,
    lazy: () => import('./routes/flights.tsx'),
  },
];

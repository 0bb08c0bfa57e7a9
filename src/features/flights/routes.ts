import type { RouteObject } from 'react-router';
import { flightsLoader } from './loaders.ts';

export const flightRoutes: RouteObject[] = [
  // /flights itself redirects to today (in its loader).
  { path: 'flights', loader: flightsLoader, lazy: () => import('./routes/flights.tsx') },
  { path: 'flights/:date', loader: flightsLoader, lazy: () => import('./routes/flights.tsx') },
];

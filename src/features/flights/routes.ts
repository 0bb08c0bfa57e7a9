import type { RouteObject } from 'react-router';

export const flightRoutes: RouteObject[] = [
  // /flights itself redirects to today (in its loader).
  { path: 'flights', lazy: () => import('./routes/flights.tsx') },
  { path: 'flights/:date', lazy: () => import('./routes/flights.tsx') },
];

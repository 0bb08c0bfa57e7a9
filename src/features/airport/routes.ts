import { redirect, type RouteObject } from 'react-router';

export const airportRoutes: RouteObject[] = [
  { path: 'airport', lazy: () => import('./routes/airport-index.tsx') },
  { path: 'terminals/:terminalId', loader: ({ params }) => redirect(`/terminals/${params.terminalId}/galleries`) },
  { path: 'terminals/:terminalId/galleries', lazy: () => import('./routes/terminal-galleries.tsx') },
  { path: 'terminals/:terminalId/exhibitions', lazy: () => import('./routes/terminal-exhibitions.tsx') },
  { path: 'buildings/:buildingId/gates', lazy: () => import('./routes/building-gates.tsx') },
  { path: 'boarding-areas/:boardingAreaId/gates', lazy: () => import('./routes/boarding-area-gates.tsx') },
];

import { redirect, type RouteObject } from 'react-router';
import { boardingAreaGatesLoader, buildingGatesLoader, terminalExhibitionsLoader, terminalGalleriesLoader } from './loaders.ts';

export const airportRoutes: RouteObject[] = [
  { path: 'airport', lazy: () => import('./routes/airport-index.tsx') },
  { path: 'terminals/:terminalId', loader: ({ params }) => redirect(`/terminals/${params.terminalId}/galleries`) },
  { path: 'terminals/:terminalId/galleries', loader: terminalGalleriesLoader, lazy: () => import('./routes/terminal-galleries.tsx') },
  { path: 'terminals/:terminalId/exhibitions', loader: terminalExhibitionsLoader, lazy: () => import('./routes/terminal-exhibitions.tsx') },
  { path: 'buildings/:buildingId/gates', loader: buildingGatesLoader, lazy: () => import('./routes/building-gates.tsx') },
  { path: 'boarding-areas/:boardingAreaId/gates', loader: boardingAreaGatesLoader, lazy: () => import('./routes/boarding-area-gates.tsx') },
];

import { redirect, type RouteObject } from 'react-router';
import { lazyLoader } from '../../lib/lazy-loader.ts';

const loaders = () => import('./loaders.ts');

export const airportRoutes: RouteObject[] = [
  { path: 'airport', lazy: () => import('./routes/airport-index.tsx') },
  { path: 'terminals/:terminalId', loader: ({ params }) => redirect(`/terminals/${params.terminalId}/galleries`) },
  { path: 'terminals/:terminalId/galleries', loader: lazyLoader(loaders, 'terminalGalleriesLoader'), lazy: () => import('./routes/terminal-galleries.tsx') },
  { path: 'terminals/:terminalId/exhibitions', loader: lazyLoader(loaders, 'terminalExhibitionsLoader'), lazy: () => import('./routes/terminal-exhibitions.tsx') },
  { path: 'buildings/:buildingId/gates', loader: lazyLoader(loaders, 'buildingGatesLoader'), lazy: () => import('./routes/building-gates.tsx') },
  { path: 'boarding-areas/:boardingAreaId/gates', loader: lazyLoader(loaders, 'boardingAreaGatesLoader'), lazy: () => import('./routes/boarding-area-gates.tsx') },
];

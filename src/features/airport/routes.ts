import type { RouteObject } from 'react-router';
import { lazyLoader } from '../../lib/lists/lazy-loader.ts';
import { paths } from '../../lib/addresses/paths.ts';

const loaders = () => import('./loaders.ts');

export const airportRoutes: RouteObject[] = [
  { path: paths.airport.pattern, lazy: () => import('./routes/airport-index.tsx') },
  { path: paths.terminal.pattern, loader: lazyLoader(loaders, 'terminalRedirect') },
  {
    path: paths.terminalGalleries.pattern,
    loader: lazyLoader(loaders, 'terminalGalleriesLoader'),
    lazy: () => import('./routes/terminal-galleries.tsx'),
  },
  {
    path: paths.terminalExhibitions.pattern,
    loader: lazyLoader(loaders, 'terminalExhibitionsLoader'),
    lazy: () => import('./routes/terminal-exhibitions.tsx'),
  },
  {
    path: paths.buildingGates.pattern,
    loader: lazyLoader(loaders, 'buildingGatesLoader'),
    lazy: () => import('./routes/building-gates.tsx'),
  },
  {
    path: paths.boardingAreaGates.pattern,
    loader: lazyLoader(loaders, 'boardingAreaGatesLoader'),
    lazy: () => import('./routes/boarding-area-gates.tsx'),
  },
];

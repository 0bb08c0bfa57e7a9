import {
  UNSAFE_createRouter as createDataRouter,
  UNSAFE_hydrationRouteProperties as hydrationRouteProperties,
  UNSAFE_mapRouteProperties as mapRouteProperties,
  type RouteObject,
  type To,
} from 'react-router';
import { holdBrowserBack } from './browser-back.ts';
import { createKioskHistory, setKioskHistory } from './kiosk-history.ts';

/**
 * The kiosk's router: the app's route table over the kiosk's own in-memory
 * history (docs/decisions/0044), starting where the kiosk was opened.
 * It is what `createMemoryRouter` builds, with the history handed in instead
 * of made inside, so the kiosk layer can read and reset it.
 */
export function createKioskRouter(routes: RouteObject[], start: To) {
  const history = createKioskHistory(start);
  setKioskHistory(history);
  if (typeof window !== 'undefined') holdBrowserBack(history);
  return createDataRouter({
    routes,
    history,
    mapRouteProperties,
    hydrationRouteProperties,
  }).initialize();
}

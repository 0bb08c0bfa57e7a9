import type { RouteObject } from 'react-router';
import { applyKioskDocument } from '../features/kiosk/kiosk-document.ts';
import { createKioskRouter } from '../features/kiosk/kiosk-router.ts';
import { services } from '../lib/config/services.ts';

// The kiosk's code travels as one chunk: the layout loads the kiosk layer from here too.
export { KioskLayer } from '../features/kiosk/KioskLayer.tsx';

type Lazy = RouteObject['lazy'];

/** The same table with the home page's module replaced (the index route, wherever it sits). */
function withHome(routes: RouteObject[], lazy: Lazy): RouteObject[] {
  return routes.map((route): RouteObject => {
    if (route.index) return { ...route, lazy } as RouteObject;
    return route.children ? { ...route, children: withHome(route.children, lazy) } : route;
  });
}

/**
 * Kiosk mode's router (loaded only on kiosks): the app's routes over the kiosk's own history,
 * starting at the address the kiosk was opened with. Where the config says where the kiosk
 * stands, its home starts with that place ("you are here"); that page composes the airport's and
 * the flights' lists, so it is put together here in app/, where features meet.
 */
export function createAppKioskRouter(routes: RouteObject[]) {
  // Large text and kiosk-sized controls apply before the first page renders, so no list is laid out twice.
  applyKioskDocument();
  const here = services().config.kiosk.location;
  const table = here ? withHome(routes, () => import('./routes/kiosk-home.tsx')) : routes;
  const { pathname, search, hash } = window.location;
  return createKioskRouter(table, { pathname, search, hash });
}

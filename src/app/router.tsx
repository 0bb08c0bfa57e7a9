import { createBrowserRouter, data, Outlet, type RouteObject } from 'react-router';
import { airportRoutes } from '../features/airport/routes.ts';
import { collectionRoutes } from '../features/collections/routes.ts';
import { flightRoutes } from '../features/flights/routes.ts';
import { shoeboxRoutes } from '../features/shoebox/routes.ts';
import { socialRoutes } from '../features/social/routes.ts';
import { searchRoutes } from '../features/search/routes.ts';
import { visitRoutes } from '../features/collections/visit/routes.ts';
import { DocumentHead } from './DocumentHead.tsx';
import { Layout } from './Layout.tsx';
import { RouteError } from './RouteError.tsx';
import { shellText } from '../lib/messages/shell-text.ts';
import { isKioskMode } from '../lib/session/kiosk-mode.ts';

/**
 * Every page is a lazy route module exporting `Component`; where it shows data,
 * its route has a `loader` (each feature's loaders.ts, fetched with the data
 * chunk through lazyLoader) that fills the query cache with the same options
 * factories the component reads, so a navigation and the server's one render
 * both render from cache (decision 0046). A page module's `head` is its route's
 * head (src/lib/head/route-head.ts), and a loader's `data(…, { status })` the server's
 * status (decision 0054). Each feature exports its own route table; paths are
 * the deep-link contract of docs/design.md section 8.
 */
export const routes: RouteObject[] = [
  {
    path: '/',
    element: <Layout />,
    errorElement: <PageError />,
    children: [
      {
        element: <Page />,
        errorElement: <PageError />,
        // Shown in <main> while the first page's route module and data load. It sits on this
        // pathless route, not the root, so the header and navigation render at once around it.
        hydrateFallbackElement: <BootStatus />,
        children: [
          { index: true, lazy: () => import('./routes/home.tsx') },
          ...collectionRoutes,
          ...airportRoutes,
          ...flightRoutes,
          ...socialRoutes,
          ...searchRoutes,
          ...visitRoutes,
          ...shoeboxRoutes,
          // No page is here: the server answers 404.
          { path: '*', loader: () => data(null, { status: 404 }), lazy: () => import('./routes/not-found.tsx') },
        ],
      },
    ],
  },
];

/** The page, and its head (the one DocumentHead: here, or beside the error shown instead). */
function Page() {
  return (
    <>
      <DocumentHead />
      <Outlet />
    </>
  );
}

function PageError() {
  return (
    <>
      <DocumentHead />
      <RouteError />
    </>
  );
}

/** A component, so "Loading" is read when shown, in the language of that moment. */
function BootStatus() {
  return (
    <p className="boot-status" role="status">
      {shellText.app.loading}
    </p>
  );
}

/**
 * The app's one router factory. A kiosk gets the same routes over its own in-memory history
 * (docs/decisions/0044), whose code is fetched only on kiosks.
 */
export async function createRouter() {
  return isKioskMode() ? import('./kiosk-router.ts').then((kiosk) => kiosk.createAppKioskRouter(routes)) : createBrowserRouter(routes);
}

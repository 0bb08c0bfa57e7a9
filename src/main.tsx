import { StrictMode, startTransition, useEffect } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { registerServiceWorker } from './lib/browser/service-worker.ts';
import { keyFreshHistoryEntry } from './app/use-scroll-restoration.ts';
import { fetchNoticingOutages, startConnectivity } from './lib/browser/connectivity.ts';
import { manifestPath } from './lib/head/web-manifest.ts';
import { QueryClientProvider, hydrate, type QueryClient } from '@tanstack/react-query';
import { createBrowserRouter, matchRoutes, RouterProvider, type RouteObject } from 'react-router';
import { createQueryClient } from './app/query-client.ts';
import { createRouter, routes } from './app/router.tsx';
import { preloadRouteCode } from './lib/lists/lazy-loader.ts';
import { installServices } from './lib/config/services.ts';
import { getSignedInUser } from './lib/session/signed-in-user.ts';
import { hasStoredLists } from './lib/lists/stored-list-keys.ts';
import { SERVER_STATE_ID, type ServerPageState } from './lib/hydration/server-state.ts';
import { buildIdFrom } from './lib/lists/build-id.ts';
import { loadRuntimeConfig, takeConfigResponse } from './lib/config/runtime-config.ts';
import { loadNamespace, loadNamespaces, SOURCE_LANGUAGE, startIn, switchLanguage, translate } from './i18n/language.ts';
import { negotiateLanguage, pageLanguageSources } from './i18n/negotiate.ts';
import { useLanguage } from './i18n/use-language.ts';
import { isKioskMode } from './lib/session/kiosk-mode.ts';
import './app/styles.css';

// index.html has it; without it React throws at once ("Target container is not a DOM element").
const container = document.getElementById('root') as HTMLElement;
let clientRoot: Root | undefined;
/** The root of a page the browser renders itself (made at first use: a server-rendered page is hydrated instead). */
function root(): Root {
  if (!clientRoot) {
    // A server-rendered page that the browser renders after all (a kiosk of this session) starts empty.
    if (serverState) container.replaceChildren();
    clientRoot = createRoot(container);
  }
  return clientRoot;
}

function readServerPageState(): ServerPageState | null {
  const text = document.getElementById(SERVER_STATE_ID)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as ServerPageState;
  } catch {
    // A damaged page renders as a static host's would.
    return null;
  }
}
const serverState = readServerPageState();

/**
 * Link prefetch acts on pointers, touches and focus, so its code is fetched at
 * the first such gesture rather than with the shell; that gesture is handed
 * over. If the download fails (offline), the next gesture tries again.
 */
function installLinkPrefetchOnFirstGesture(): void {
  const gestures = ['pointerover', 'focusin', 'touchstart'];
  const listen = (on: boolean) => {
    for (const type of gestures) {
      if (on) document.addEventListener(type, onFirstGesture, { capture: true, passive: true });
      else document.removeEventListener(type, onFirstGesture, { capture: true });
    }
  };
  function onFirstGesture(event: Event) {
    listen(false);
    import('./app/link-prefetch.ts').then(
      ({ installLinkPrefetch }) => installLinkPrefetch(routes, event),
      () => listen(true),
    );
  }
  listen(true);
}

/** A language switch remounts the routed page, so every string is read again in the new language. */
function App({ router, afterHydration }: { router: ReturnType<typeof createBrowserRouter>; afterHydration?: () => void }) {
  const language = useLanguage();
  // What would change the page (another language, stored lists) waits until the server's markup is
  // hydrated: a change while React is still matching it to that markup is a mismatch.
  useEffect(() => {
    // The page says when the app runs it (the server's markup before then is read-only): what
    // end-to-end journeys and a monitor wait for.
    document.documentElement.dataset.app = 'running';
    afterHydration?.();
    void registerServiceWorker();
  }, [afterHydration]);
  useEffect(() => {
    document.querySelector<HTMLLinkElement>('link[rel="manifest"]')?.setAttribute('href', manifestPath(language));
  }, [language]);
  return <RouterProvider key={language} router={router} />;
}

/** When even the shell's strings could not be downloaded, this is all there is to say it with. */
const BOOT_FAILED = 'Hangar could not start';

async function showBootError(error: unknown): Promise<void> {
  // config.json may fail while the strings load fine: the error page then speaks the visitor's
  // language. Without its strings (the 'boot' namespace, off every page that starts) it would show
  // message keys, so the plain text below (in English) is used instead; when only the error page's
  // code cannot be fetched (offline), the title below is still translated.
  const translated = await loadNamespace('boot').then(
    () => true,
    () => false,
  );
  const page = translated ? await import('./app/BootError.tsx').catch(() => null) : null;
  if (page) {
    root().render(<page.BootError error={error} />);
    return;
  }
  root().render(
    <main id="main" className="boot-error">
      <h1>{translated ? translate('boot', 'configErrorTitle') : BOOT_FAILED}</h1>
      <p role="alert">{error instanceof Error ? error.message : String(error)}</p>
    </main>,
  );
}

/** A turn of the event loop: work after it runs in a task of its own, not in the one before. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve));

/** The signed-in user's token, so no list whose key holds it is ever stored. */
function getToken(): string | null {
  return getSignedInUser()?.token ?? null;
}

/** config.json, relative to the app's base URL, not the page: deep links must find it too. */
const configAddress = () => new URL(`${import.meta.env.BASE_URL}config.json`, window.location.origin).href;

/**
 * The one boot path, for a page a static host sent and for one the server rendered (its data block,
 * `state`; docs/decisions/0046). Both start the connectivity watch, the page's language and
 * strings, config.json, the page's code and the query client with the tab's kept lists, in
 * parallel; then install the services and either hydrate the server's markup (its queries and
 * loader data in hand: no request, no loader) or render in the browser: a static host, a kiosk
 * (its own router and language), or a reload into a page whose lists the tab kept (often many
 * pages further than the server's first).
 */
async function boot(state: ServerPageState | null): Promise<void> {
  // The service worker opens pages without a network (docs/decisions/0043): the app starts from
  // what the browser knows, not from "online" (react-query's default). A rendered page may have lost
  // its connection while it was read, or be the worker's copy from an earlier visit.
  startConnectivity();
  const preferred = negotiateLanguage(pageLanguageSources());
  // A rendered page starts in the language it was rendered in; what this tab prefers follows after hydration.
  startIn(state?.language ?? preferred);
  const strings = loadNamespaces(['shell', ...(state?.namespaces ?? [])]);
  strings.catch(() => undefined);
  const configLoad = loadRuntimeConfig(configAddress(), takeConfigResponse);
  // Awaited below: marked handled now, so a fast failure is not reported unhandled.
  configLoad.catch(() => undefined);
  const queryClient = createQueryClient();
  // Returning to a rendered page (a reload, Back or Forward), the tab's own lists go into the cache
  // first: the server's first pages, newer, would otherwise stand in for the many pages the tab had.
  const returning = state !== null && returnsToStoredLists();
  if (state && !returning) hydrate(queryClient, state.queries);
  if (!state) {
    // The rest runs in a task of its own: the entry's evaluation (React, the router, the app's
    // modules) is one task already, and on a throttled phone the two together were one long task.
    await nextTask();
  }
  // The page's code downloads while config.json loads, rather than after the router starts: a
  // rendered page's route modules in place (with one still to load the router would render its
  // fallback, not the markup), else the loaders' code with the data chunk and the route module.
  const code = state ? resolveRouteModules(routes) : preloadRouteCode(matchRoutes(routes, window.location) ?? []);
  // Kept lists (src/lib/lists/list-persistence.ts) go into the cache while config.json loads and before the
  // router runs the page's loaders, so a reloaded list renders from them with no request. On a first
  // visit nothing is kept: the code (5.8 kB gzip) comes after the page's own chunks and request.
  const kept = returning || (!state && hasStoredLists()) ? restoreStoredLists(queryClient) : null;
  try {
    const config = await configLoad;
    installServices({ config, queryClient, fetch: fetchNoticingOutages, renderedAt: state?.renderedAt });
    const kiosk = isKioskMode();
    if (state && !kiosk && !returning) {
      await Promise.all([strings, code]);
      hydrateServerPage(state, queryClient, preferred);
      return;
    }
    // A switch, not startIn: strings already loading in the first choice (the page's, the data
    // chunk's error messages) are loaded again in the kiosk's language or the tab's.
    if (kiosk) await switchLanguage(negotiateLanguage(pageLanguageSources(config.kiosk.language ?? SOURCE_LANGUAGE)));
    else if (state) await switchLanguage(preferred);
    await kept;
    if (state) {
      // The server's queries the kept lists do not hold join them.
      const cache = queryClient.getQueryCache();
      hydrate(queryClient, {
        ...state.queries,
        queries: state.queries.queries.filter((query) => !cache.find({ queryKey: query.queryKey, exact: true })),
      });
      await preloadRouteCode(matchRoutes(routes, window.location) ?? []);
    }
    // With the loader code in, the router's first navigation sends the page's API request in this
    // very task, before React's first render takes the main thread (docs/decisions/0044); index.html
    // shows "Loading" meanwhile.
    await code;
    await renderApp(queryClient);
    if (!kept) void restoreStoredLists(queryClient);
  } catch (error) {
    await showBootError(error);
  }
}

/**
 * The route modules of the page the server rendered, in place on the route objects before the
 * router is made: with a module still to load, the router would render its fallback, not the
 * server's markup.
 */
async function resolveRouteModules(routeTable: RouteObject[]): Promise<void> {
  const matches = matchRoutes(routeTable, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const module = await route.lazy();
      Object.assign(route, { ...module, lazy: undefined });
    }),
  );
}

/**
 * The server's markup taken over as it is: its language, its catalogs, its queries (already in the
 * cache) and the router's loader data (no loader runs), then React hydrates it. What the visitor's
 * own browser decides differently (a language chosen in this tab) follows after.
 */
function hydrateServerPage(state: ServerPageState, queryClient: QueryClient, preferred: string): void {
  const router = createBrowserRouter(routes, { hydrationData: state.router });
  installLinkPrefetchOnFirstGesture();
  const afterHydration = () => {
    if (preferred !== state.language) void switchLanguage(preferred);
    // The tab's other lists come back (older than this page's, they never replace its data), and
    // saving starts from there.
    void restoreStoredLists(queryClient);
  };
  // A transition: hydration yields to the browser between slices (the markup is already painted).
  startTransition(() => {
    hydrateRoot(
      container,
      <StrictMode>
        <QueryClientProvider client={queryClient}>
          <App router={router} afterHydration={afterHydration} />
        </QueryClientProvider>
      </StrictMode>,
    );
  });
}

/** The tab's stored lists into the cache, and saving from then on; never fails (the page then starts without them). */
async function restoreStoredLists(queryClient: QueryClient): Promise<void> {
  const persistence = await import('./lib/lists/list-persistence.ts').catch(() => null);
  const buster = buildIdFrom(import.meta.url);
  await persistence?.restoreLists({ queryClient, buster, getToken });
  persistence?.persistLists({ queryClient, buster, getToken });
}

/** Whether this document returns to an entry the tab has seen (a reload, Back or Forward) with lists kept for it. */
function returnsToStoredLists(): boolean {
  const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  return (navigation?.type === 'reload' || navigation?.type === 'back_forward') && hasStoredLists();
}

/**
 * The last steps of every page the browser renders itself: the router (a kiosk's own, decision
 * 0044), the shell's strings, link prefetch, then the first render, in a transition so React renders
 * it in slices that yield to the browser (a default update renders in one uninterrupted task:
 * 110-150 ms on a throttled phone, decision 0044).
 */
async function renderApp(queryClient: QueryClient): Promise<void> {
  const router = await createRouter();
  await loadNamespace('shell');
  installLinkPrefetchOnFirstGesture();
  startTransition(() =>
    root().render(
      <StrictMode>
        <QueryClientProvider client={queryClient}>
          <App router={router} />
        </QueryClientProvider>
      </StrictMode>,
    ),
  );
}

keyFreshHistoryEntry();
void boot(serverState);

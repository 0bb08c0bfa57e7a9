import { StrictMode, startTransition, useEffect } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { registerServiceWorker } from './lib/service-worker.ts';
import { keyFreshHistoryEntry } from './app/use-scroll-restoration.ts';
import { fetchNoticingOutages, startConnectivity } from './lib/connectivity.ts';
import { manifestPath } from './lib/web-manifest.ts';
import { QueryClientProvider, hydrate, type QueryClient } from '@tanstack/react-query';
import { createBrowserRouter, matchRoutes, RouterProvider, type RouteObject } from 'react-router';
import { createQueryClient } from './app/query-client.ts';
import { createRouter, routes } from './app/router.tsx';
import { preloadRouteCode } from './lib/lazy-loader.ts';
import { installServices, services } from './lib/services.ts';
import { getSignedInUser } from './lib/session.ts';
import { hasStoredLists } from './lib/stored-lists.ts';
import { SERVER_STATE_ID, type ServerPageState } from './lib/server-render.ts';
import { buildIdFrom } from './lib/build-id.ts';
import { loadRuntimeConfig } from './lib/runtime-config.ts';
import { loadNamespace, loadNamespaces, SOURCE_LANGUAGE, startIn, switchLanguage, translate } from './i18n/language.ts';
import { negotiateLanguage, pageLanguageSources } from './i18n/negotiate.ts';
import { useLanguage } from './i18n/use-language.ts';
import { isKioskMode } from './features/kiosk/kiosk-mode.ts';
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

async function boot(): Promise<void> {
  // The service worker opens pages without a network (docs/decisions/0020): the app starts from
  // what the browser knows, not from "online" (react-query's default).
  startConnectivity();
  // The shell's strings download first (a kiosk's own default language, in the config, may then
  // change the choice, and that language's strings follow).
  startIn(negotiateLanguage(pageLanguageSources()));
  void loadNamespace('shell').catch(() => undefined);
  // Relative to the app's base URL, not the page: deep links must find it too.
  const configLoad = loadRuntimeConfig(new URL(`${import.meta.env.BASE_URL}config.json`, window.location.origin).href);
  // Awaited below, after a task turn: marked handled now, so a fast failure is not reported unhandled.
  configLoad.catch(() => undefined);
  // The rest runs in a task of its own: the entry's evaluation (React, the router, the app's
  // modules) is one task already, and on a throttled phone the two together were one long task.
  await nextTask();
  // The opened page's code (its loaders with the data chunk, and its route module) downloads while
  // config.json loads, rather than after the router starts.
  const dataCode = preloadRouteCode(matchRoutes(routes, window.location) ?? []);
  const queryClient = createQueryClient();
  // The tab's stored lists (src/lib/list-persistence.ts) go into the cache while config.json
  // loads, and before the router starts the page's loaders, so a reloaded list page renders from
  // them with no request. The code (5.8 kB gzip, its inflate included) comes with a dynamic
  // import, off the shell's initial JS; if it cannot be fetched the app simply starts with an empty
  // cache. Restoring overlaps the config.json round trip rather than following it.
  // On a first visit nothing is stored: the code is fetched after the page's own chunks and its
  // API request are out, not beside them (on HTTP/1.1 a browser opens six connections to a host).
  const buster = buildIdFrom(import.meta.url);
  const loadPersistence = () => import('./lib/list-persistence.ts').catch(() => null);
  const restored = hasStoredLists()
    ? loadPersistence().then(async (persistence) => {
        await persistence?.restoreLists({ queryClient, buster, getToken });
        return persistence;
      })
    : null;
  try {
    const config = await configLoad;
    installServices({ config, queryClient, fetch: fetchNoticingOutages });
    // A switch, not startIn: strings already loading in the first choice (the page's, the data
    // chunk's error messages) are loaded again in the kiosk's language.
    if (isKioskMode()) await switchLanguage(negotiateLanguage(pageLanguageSources(config.kiosk.language ?? SOURCE_LANGUAGE)));
    // Saving starts when the code is in (a tab that unloads sooner has nothing worth keeping).
    const persist = (persistence: Awaited<ReturnType<typeof loadPersistence>>) =>
      persistence?.persistLists({ queryClient, buster, getToken });
    if (restored) await restored.then(persist);
    // With the loader code in, the router's first navigation sends the page's API request in this
    // very task, before React's first render takes the main thread (docs/decisions/0010), and
    // without waiting for the shell's strings, which only the render needs; index.html shows
    // "Loading" meanwhile.
    await dataCode;
    await renderApp(queryClient);
    if (!restored) void loadPersistence().then(persist);
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
 * A page the server rendered (docs/decisions/0017): its markup is already on screen. The browser
 * takes it over as it is: the server's language, the catalogs the page read, its queries from the
 * data block (no request for what the page holds) and the router's loader data (no loader runs),
 * then React hydrates the markup. What the visitor's own browser decides differently (a language
 * chosen in this tab, a kiosk) follows after.
 */
async function hydrateServerPage(state: ServerPageState): Promise<void> {
  // The page may have lost its connection while it was read and before this ran (the offline
  // event is long gone), or be the service worker's copy from an earlier visit.
  startConnectivity();
  const preferred = negotiateLanguage(pageLanguageSources());
  startIn(state.language);
  const strings = loadNamespaces(['shell', ...state.namespaces]);
  const configLoad = loadRuntimeConfig(new URL(`${import.meta.env.BASE_URL}config.json`, window.location.origin).href);
  configLoad.catch(() => undefined);
  const code = resolveRouteModules(routes);
  const queryClient = createQueryClient();
  const returning = returnsToStoredLists();
  // Returning, the tab's own lists go into the cache first: the server's first pages, newer, would
  // otherwise stand in for the many pages the tab had (hydrate keeps the newer of two).
  const stored = returning ? restoreStoredLists(queryClient) : null;
  if (!returning) hydrate(queryClient, state.queries);
  try {
    const config = await configLoad;
    installServices({ config, queryClient, fetch: fetchNoticingOutages, renderedAt: state.renderedAt });
    // The kiosk of this tab (?kiosk=1 earlier in the session) has its own router: rendered afresh.
    if (isKioskMode()) return await renderOnClient(queryClient, preferred);
    // A reload, or Back and Forward into this page from another document: the tab keeps the lists
    // it had, often many pages further than the server's first, and the visitor's place in them.
    // The page is rendered from them, as before there was a server, rather than hydrated.
    if (stored) {
      await stored;
      const cache = queryClient.getQueryCache();
      hydrate(queryClient, {
        ...state.queries,
        queries: state.queries.queries.filter((query) => !cache.find({ queryKey: query.queryKey, exact: true })),
      });
      return await renderOnClient(queryClient, preferred);
    }
    await Promise.all([strings, code]);
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
  } catch (error) {
    await showBootError(error);
  }
}

/** The tab's stored lists into the cache, and saving from then on; never fails (the page then starts without them). */
async function restoreStoredLists(queryClient: QueryClient): Promise<void> {
  const persistence = await import('./lib/list-persistence.ts').catch(() => null);
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
 * 0011), the shell's strings, link prefetch, then the first render, in a transition so React renders
 * it in slices that yield to the browser (a default update renders in one uninterrupted task:
 * 110-150 ms on a throttled phone, decision 0010).
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

/** A server-rendered page that the browser renders itself after all (a kiosk, a return): the usual boot's last steps. */
async function renderOnClient(queryClient: QueryClient, preferred: string): Promise<void> {
  await switchLanguage(
    isKioskMode() ? negotiateLanguage(pageLanguageSources(services().config.kiosk.language ?? SOURCE_LANGUAGE)) : preferred,
  );
  await preloadRouteCode(matchRoutes(routes, window.location) ?? []);
  await renderApp(queryClient);
}

keyFreshHistoryEntry();
if (serverState) void hydrateServerPage(serverState);
else void boot();

/**
 * Hangar's service worker (docs/decisions/0043): the app's code precached at install
 * (Workbox, through vite-plugin-pwa's injectManifest), so any page opens offline; documents,
 * config.json and public API reads network-first, kept for when the network fails; pictures
 * cache-first, all through Workbox's own strategies (strategies.ts). Every runtime cache is bounded
 * in entries and bytes (cache-budget.ts); nothing a visitor's own token fetched is ever stored
 * (rules.ts).
 */
import { cleanupOutdatedCaches, getCacheKeyForURL, matchPrecache, precache } from 'workbox-precaching';
import type { Strategy } from 'workbox-strategies';
import { handlingOf, type Deployment, type Handling } from './rules.ts';
import { runtimeStrategies } from './strategies.ts';

declare const self: ServiceWorkerGlobalScope;

// Precached at install; answered below (not by Workbox's own route, which would answer a document
// with the precached index.html before the server could render it).
precache(self.__WB_MANIFEST);
cleanupOutdatedCaches();

const strategies = runtimeStrategies(self.caches, () => matchPrecache('/index.html'));
const RUNTIME_CACHES = strategies.budgets.map((budget) => budget.cacheName);
const PAGES_CACHE = strategies.page.cacheName;
const CONFIG_URL = new URL('/config.json', self.location.origin).href;

self.addEventListener('install', (event) => {
  // A first install takes over at once (clients.claim below) so the page that installed it opens
  // its other pages offline; an update waits for the page's word (SKIP_WAITING) so no page ever
  // runs two versions' code.
  if (!self.registration.active) void self.skipWaiting();
  // The page that installed the worker read config.json before the worker was there: kept now,
  // so a reload or a restarted kiosk can start without a network.
  event.waitUntil(
    answer(strategies.config, event, new Request(CONFIG_URL))
      .then(rememberConfig)
      .catch(() => undefined),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      // Documents kept by an older version name its files, which the new precache no longer holds;
      // caches of no current name are an older version's own.
      await self.caches.delete(PAGES_CACHE);
      for (const name of await self.caches.keys()) {
        if (!RUNTIME_CACHES.includes(name) && !name.startsWith('workbox-precache')) await self.caches.delete(name);
      }
      // No navigation preload (decision 0043): where the server cannot be reached, Firefox fails the
      // navigation with its preload, whatever the worker answers, and the kept copy never shows. It
      // saved 10-20 ms of a cold worker's start in Chromium. Disabled, not just left off: the
      // setting outlives the version that enabled it.
      await self.registration.navigationPreload?.disable();
      await self.clients.claim();
    })(),
  );
});

self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});

self.addEventListener('fetch', (event) => {
  const { request } = event;
  // Writes, and whatever else the worker keeps nothing of, go to the network untouched.
  if (request.method !== 'GET') return;
  // The app's own files (hashed code, styles, icons) come from the precache of this version.
  if (request.mode !== 'navigate' && getCacheKeyForURL(request.url)) {
    event.respondWith(matchPrecache(request.url).then((response) => response ?? fetch(request)));
    return;
  }
  if (known) {
    const handling = handlingOf(request, known);
    if (handling !== 'network-only') event.respondWith(respond(handling, event));
    return;
  }
  // The worker has just started: config.json's token decides what an API read is.
  event.respondWith(deployment().then((loaded) => respond(handlingOf(request, loaded), event)));
});

function respond(handling: Handling, event: FetchEvent): Promise<Response> {
  const { request } = event;
  switch (handling) {
    case 'page':
      return answer(strategies.page, event, request);
    case 'config':
      return answer(strategies.config, event, request).then(rememberConfig);
    case 'api-read':
      return answer(strategies.apiRead, event, request);
    case 'image':
      return answer(strategies.image, event, request);
    case 'network-only':
      return fetch(request);
  }
}

/**
 * A strategy's answer. Workbox's handler holds the event open (event.waitUntil) until every write
 * it started is done, so a worker stopped right after the answer still keeps the copy. A write
 * that fails (a full quota) loses only the copy: it is not an error of the page's request.
 */
function answer(strategy: Strategy, event: ExtendableEvent, request: Request): Promise<Response> {
  const [response, done] = strategy.handleAll({ event, request });
  done.catch(() => undefined);
  return response;
}

/** The deployment's public token, from config.json as last seen (kept in its cache). */
let known: Deployment | undefined;
async function deployment(): Promise<Deployment> {
  if (known) return known;
  const response = await self.caches.match(CONFIG_URL, { cacheName: strategies.config.cacheName });
  return (known = { origin: self.location.origin, publicToken: response ? await publicTokenOf(response) : undefined });
}

async function rememberConfig(response: Response): Promise<Response> {
  if (response.ok) known = { origin: self.location.origin, publicToken: await publicTokenOf(response.clone()) };
  return response;
}

async function publicTokenOf(response: Response): Promise<string | undefined> {
  try {
    const token = ((await response.json()) as { accessToken?: unknown }).accessToken;
    return typeof token === 'string' && token ? token : undefined;
  } catch {
    return undefined;
  }
}

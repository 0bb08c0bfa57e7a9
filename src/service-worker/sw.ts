/**
 * Hangar's service worker (docs/decisions/0020): the app's code precached at install (Workbox,
 * through vite-plugin-pwa's injectManifest), so any page opens offline; documents, config.json and
 * public API reads network-first, kept for when the network fails; pictures cache-first. Every
 * runtime cache is bounded in entries and bytes (cache-budget.ts); nothing a visitor's own token
 * fetched is ever stored (rules.ts).
 */
import { cleanupOutdatedCaches, getCacheKeyForURL, matchPrecache, precache } from 'workbox-precaching';
import { CacheBudget } from './cache-budget.ts';
import { OFFLINE_COPY_ATTRIBUTE, OFFLINE_COPY_HEADER, handlingOf, mayKeep, type Deployment, type Handling } from './rules.ts';

declare const self: ServiceWorkerGlobalScope;

// Precached at install; answered below (not by Workbox's own route, which would answer a document
// with the precached index.html before the server could render it).
precache(self.__WB_MANIFEST);
cleanupOutdatedCaches();

const MB = 1024 * 1024;
/** Documents of pages seen: a reload offline shows them. Emptied when a new version takes over (they name its old files). */
const pages = new CacheBudget('hangar-pages', { maxEntries: 40, maxBytes: 12 * MB }, self.caches);
const config = new CacheBudget('hangar-config', { maxEntries: 2, maxBytes: 1 * MB }, self.caches);
const apiReads = new CacheBudget('hangar-api', { maxEntries: 300, maxBytes: 40 * MB }, self.caches);
const images = new CacheBudget('hangar-images', { maxEntries: 500, maxBytes: 60 * MB }, self.caches);
const RUNTIME_CACHES = [pages, config, apiReads, images].map((budget) => budget.cacheName);

/** How long a document or a read may take before the kept copy is shown (the network still fills the cache). */
const NETWORK_TIMEOUT_MS = 3000;
const CONFIG_URL = new URL('/config.json', self.location.origin).href;

self.addEventListener('install', (event) => {
  // A first install takes over at once (clients.claim below) so the page that installed it opens
  // its other pages offline; an update waits for the page's word (SKIP_WAITING) so no page ever
  // runs two versions' code.
  if (!self.registration.active) void self.skipWaiting();
  // The page that installed the worker read config.json before the worker was there: kept now,
  // so a reload or a restarted kiosk can start without a network.
  const address = new Request(CONFIG_URL);
  event.waitUntil(
    fetch(address)
      .then((response) => (mayKeep(response) ? config.put(address, response.clone()).then(() => rememberConfig(response)) : undefined))
      .catch(() => undefined),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      // Documents kept by an older version name its files, which the new precache no longer holds;
      // caches of no current name are an older version's own.
      await self.caches.delete(pages.cacheName);
      for (const name of await self.caches.keys()) {
        if (!RUNTIME_CACHES.includes(name) && !name.startsWith('workbox-precache')) await self.caches.delete(name);
      }
      // No navigation preload (decision 0028): where the server cannot be reached, Firefox fails the
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
      return page(event);
    case 'config':
      return networkFirst(event, config, fetch(request)).then(rememberConfig);
    case 'api-read':
      return networkFirst(event, apiReads, fetch(request));
    case 'image':
      return image(event);
    case 'network-only':
      return fetch(request);
  }
}

/** The deployment's public token, from config.json as last seen (kept in its cache). */
let known: Deployment | undefined;
async function deployment(): Promise<Deployment> {
  if (known) return known;
  const response = await config.match(new Request(CONFIG_URL));
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

/**
 * The network's answer, kept; if it fails, the kept copy. If it is slow and a copy is kept, the
 * copy now and the network's answer for next time. The copy is written inside the event's
 * waitUntil: a worker the browser stops once the page is answered would otherwise lose it.
 */
async function networkFirst(event: FetchEvent, cache: CacheBudget, network: Promise<Response>): Promise<Response> {
  const { request } = event;
  const keep = (response: Response) => {
    if (mayKeep(response)) event.waitUntil(cache.put(request, response.clone()).catch(() => undefined));
    return response;
  };
  const kept = network.then(keep);
  // Answered from the copy after the timeout, a network that then fails has no one left to tell.
  kept.catch(() => undefined);
  // Claimed now, while the event is sure to be alive: the write above may come after the answer.
  event.waitUntil(
    kept.then(
      () => undefined,
      () => undefined,
    ),
  );
  const timeout = new Promise<'slow'>((resolve) => setTimeout(() => resolve('slow'), NETWORK_TIMEOUT_MS));
  try {
    const first = await Promise.race([kept, timeout]);
    if (first !== 'slow') return first;
    return (await cache.match(request)) ?? (await kept);
  } catch (error) {
    const copy = await cache.match(request);
    if (copy) return offlineCopy(copy, request.mode === 'navigate');
    throw error;
  }
}

/** A kept answer standing in for the network, marked so (rules.ts): the page then says it is offline. */
async function offlineCopy(copy: Response, isDocument: boolean): Promise<Response> {
  const headers = new Headers(copy.headers);
  headers.set(OFFLINE_COPY_HEADER, '1');
  const init = { status: copy.status, statusText: copy.statusText, headers };
  if (!isDocument) return new Response(copy.body, init);
  return new Response((await copy.text()).replace(/<html\b/, `<html ${OFFLINE_COPY_ATTRIBUTE}=""`), init);
}

/**
 * A document: the network, else the copy from the last visit, else the app shell, which renders the
 * page in the browser from whatever it has kept (and says plainly what needs the network).
 */
async function page(event: FetchEvent): Promise<Response> {
  try {
    return await networkFirst(event, pages, fetch(event.request));
  } catch {
    const shell = await matchPrecache('/index.html');
    if (shell) return offlineCopy(shell, true);
    return Response.error();
  }
}

/** A kept picture, else the network's; offline without a copy, a quiet placeholder rather than a broken image. */
async function image(event: FetchEvent): Promise<Response> {
  const { request } = event;
  const copy = await images.match(request);
  if (copy) return copy;
  try {
    const response = await fetch(request);
    if (mayKeep(response)) event.waitUntil(images.put(request, response.clone()).catch(() => undefined));
    return response;
  } catch {
    return new Response(PLACEHOLDER_SVG, { headers: { 'Content-Type': 'image/svg+xml', 'Cache-Control': 'no-store' } });
  }
}

const PLACEHOLDER_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 3"><rect width="4" height="3" fill="#8a94a0" fill-opacity="0.25"/></svg>';

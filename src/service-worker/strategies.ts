/**
 * The worker's runtime strategies: Workbox's own NetworkFirst and CacheFirst, with Hangar's rules
 * as plugins (docs/decisions/0043). What may be kept is rules.ts's `mayKeep`; what is kept is
 * bounded by CacheBudget; an answer the network could not give is marked as an offline copy.
 */
import { CacheFirst, NetworkFirst, type StrategyHandler } from 'workbox-strategies';
import { CacheBudget, type WorkboxPlugin } from './cache-budget.ts';
import { OFFLINE_COPY_ATTRIBUTE, OFFLINE_COPY_HEADER, mayKeep } from './rules.ts';

const MB = 1024 * 1024;

/** How long a document or a read may take before the kept copy is shown (the network still fills the cache). */
export const NETWORK_TIMEOUT_SECONDS = 3;

/**
 * Nothing the rules forbid is stored: a response that is not a whole success, or is `no-store`.
 * Requests a visitor's token made never reach a strategy (rules.ts `handlingOf`); this guards the
 * answers. Given to every strategy, it also replaces NetworkFirst's default (200 and opaque).
 */
const onlyWhatMayBeKept: WorkboxPlugin = {
  cacheWillUpdate: async ({ response }) => (mayKeep(response) ? response : null),
};

/**
 * A kept answer standing in for a network that failed is marked so (rules.ts): the page then says
 * it is offline. A copy shown because the network is only slow is not: the network answers later.
 */
function offlineCopies(isDocument: boolean): WorkboxPlugin {
  return {
    fetchDidFail: async ({ state }) => {
      if (state) state.networkFailed = true;
    },
    cachedResponseWillBeUsed: async ({ state, cachedResponse }) =>
      cachedResponse && state?.networkFailed ? offlineCopy(cachedResponse, isDocument) : cachedResponse,
  };
}

export async function offlineCopy(copy: Response, isDocument: boolean): Promise<Response> {
  const headers = new Headers(copy.headers);
  headers.set(OFFLINE_COPY_HEADER, '1');
  // The body is the decoded one, and a document's is rewritten: the server's length and encoding
  // (a page compressed once by the server carries both) describe another body.
  headers.delete('Content-Length');
  headers.delete('Content-Encoding');
  const init = { status: copy.status, statusText: copy.statusText, headers };
  if (!isDocument) return new Response(copy.body, init);
  return new Response((await copy.text()).replace(/<html\b/, `<html ${OFFLINE_COPY_ATTRIBUTE}=""`), init);
}

/**
 * Workbox's NetworkFirst, with the network's answer inside the handler's lifetime. Workbox adds the
 * cache write to the handler's waitUntil only once the network answers; when the timeout has
 * already answered with the copy, the handler may be done by then, and the write runs outside the
 * event's lifetime (a worker stopped in between loses it). Waiting on the fetch itself keeps it in.
 */
class NetworkFirstToTheEnd extends NetworkFirst {
  override _handle(request: Request, handler: StrategyHandler): Promise<Response> {
    const fetchAndCachePut = handler.fetchAndCachePut.bind(handler);
    handler.fetchAndCachePut = (input) => {
      const answer = fetchAndCachePut(input);
      // A network that fails is NetworkFirst's to handle; here it only ends the wait.
      void handler.waitUntil(answer.catch(() => undefined));
      return answer;
    };
    return super._handle(request, handler);
  }
}

export interface RuntimeStrategies {
  page: NetworkFirst;
  config: NetworkFirst;
  apiRead: NetworkFirst;
  image: CacheFirst;
  budgets: CacheBudget[];
}

/**
 * The four runtime caches, each bounded in entries and bytes, least recently used first.
 * `shell` is the precached app shell, the document offline when no copy of the page is kept.
 */
export function runtimeStrategies(storage: CacheStorage, shell: () => Promise<Response | undefined>): RuntimeStrategies {
  /** Documents of pages seen: a reload offline shows them. Emptied when a new version takes over (they name its old files). */
  const pages = new CacheBudget('hangar-pages', { maxEntries: 40, maxBytes: 12 * MB }, storage);
  const config = new CacheBudget('hangar-config', { maxEntries: 2, maxBytes: 1 * MB }, storage);
  const apiReads = new CacheBudget('hangar-api', { maxEntries: 300, maxBytes: 40 * MB }, storage);
  const images = new CacheBudget('hangar-images', { maxEntries: 500, maxBytes: 60 * MB }, storage);
  const networkFirst = (budget: CacheBudget, ...more: WorkboxPlugin[]) =>
    new NetworkFirstToTheEnd({
      cacheName: budget.cacheName,
      networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
      // The budget sees a copy before it is marked: it counts what the cache holds.
      plugins: [onlyWhatMayBeKept, budget, ...more],
    });
  return {
    // A document: the network, else the copy from the last visit, else the app shell, which renders
    // the page in the browser from whatever it has kept (and says plainly what needs the network).
    page: networkFirst(pages, offlineCopies(true), {
      handlerDidError: async () => {
        const copy = await shell();
        return copy && offlineCopy(copy, true);
      },
    }),
    config: networkFirst(config, offlineCopies(false)),
    apiRead: networkFirst(apiReads, offlineCopies(false)),
    // A kept picture, else the network's; offline without a copy, a quiet placeholder rather than a broken image.
    image: new CacheFirst({
      cacheName: images.cacheName,
      plugins: [
        onlyWhatMayBeKept,
        images,
        {
          handlerDidError: async () =>
            new Response(PLACEHOLDER_SVG, { headers: { 'Content-Type': 'image/svg+xml', 'Cache-Control': 'no-store' } }),
        },
      ],
    }),
    budgets: [pages, config, apiReads, images],
  };
}

const PLACEHOLDER_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 3"><rect width="4" height="3" fill="#8a94a0" fill-opacity="0.25"/></svg>';

import { matchRoutes, type LoaderFunctionArgs, type RouteObject } from 'react-router';

/**
 * Prefetch on intent, for every in-app link: when a pointer moves onto a
 * link, a finger touches it or keyboard focus reaches it, the destination's
 * code is imported and its route loaders run. Loaders only warm the query
 * cache (decision 0004), so the click then renders from memory. One listener
 * on the document covers links that appear later (list rows, tiles) too.
 */
export interface LinkPrefetchOptions {
  /** The current location (path + search); a link to it is not prefetched. */
  currentPath?: () => string;
}

const INTENT_EVENTS = ['pointerover', 'focusin', 'touchstart'] as const;
/** A link warmed this recently is not warmed again (its data is still fresh in the cache). */
const REWARM_AFTER_MS = 60_000;

function saveData(): boolean {
  const connection = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection;
  return connection?.saveData === true;
}

/** Imports the code and runs the loaders of every route `url` matches. Never throws. */
export async function prefetchRoute(routes: RouteObject[], url: URL): Promise<void> {
  const matches = matchRoutes(routes, url.pathname) ?? [];
  const request = new Request(url.href);
  await Promise.all(
    matches.map(async ({ route, params, pathname }) => {
      try {
        if (typeof route.lazy === 'function') await route.lazy();
        if (typeof route.loader === 'function') {
          // Our loaders read only request and params; the router's own context is not needed to warm a cache.
          const args = { request, url, params, pattern: route.path ?? pathname, context: undefined } as unknown as LoaderFunctionArgs;
          await route.loader(args);
        }
      } catch {
        // A failed prefetch stays silent: the navigation itself will show the problem.
      }
    }),
  );
}

export function installLinkPrefetch(routes: RouteObject[], target: Document = document, options: LinkPrefetchOptions = {}): () => void {
  const currentPath = options.currentPath ?? (() => window.location.pathname + window.location.search);
  const warmedAt = new Map<string, number>();

  const onIntent = (event: Event) => {
    const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
    if (!(anchor instanceof HTMLAnchorElement)) return;
    if ((anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return;
    const url = new URL(anchor.href);
    if (url.origin !== window.location.origin) return;
    const path = url.pathname + url.search;
    const last = warmedAt.get(path);
    if (path === currentPath() || (last !== undefined && Date.now() - last < REWARM_AFTER_MS) || saveData()) return;
    warmedAt.set(path, Date.now());
    void prefetchRoute(routes, url);
  };

  for (const type of INTENT_EVENTS) target.addEventListener(type, onIntent, { passive: true, capture: true });
  return () => {
    for (const type of INTENT_EVENTS) target.removeEventListener(type, onIntent, { capture: true });
  };
}

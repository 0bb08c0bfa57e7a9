import { matchRoutes, type LoaderFunctionArgs, type RouteObject } from 'react-router';

/**
 * Prefetch on intent, for every in-app link: when a pointer comes to rest on a
 * link, a finger touches it or keyboard focus reaches it, the destination's
 * code is imported and its route loaders run. Loaders only warm the query
 * cache (decision 0044), so the click then renders from memory. One listener
 * on the document covers links that appear later (list rows, tiles) too.
 * Repeats cost nothing: the query cache already holds (or is fetching) what a
 * loader asks for, and an imported module is imported once.
 *
 * A pointer is intent only once it rests: sweeping across the home page's 23
 * links used to warm 22 lists, each a request the visitor never wanted. There
 * is one pending intent at a time (the link under the pointer), and it is
 * dropped, before any request, when the pointer leaves the link.
 */
const IMMEDIATE_EVENTS = ['focusin', 'touchstart'] as const;
/** How long a pointer must stay (nearly) still on a link to count as intent. */
export const REST_MS = 100;
/** Movement smaller than this (a hand's tremor, a trackpad's drift) still counts as resting. */
export const REST_TOLERANCE_PX = 6;

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

/**
 * Listens from now on. `firstGesture`, when given, is an event that came before
 * the listeners did (main.tsx loads this module on the first gesture) and is
 * handled as if they had heard it.
 */
export function installLinkPrefetch(routes: RouteObject[], firstGesture?: Event): () => void {
  const anchorOf = (target: EventTarget | null): HTMLAnchorElement | null => {
    const anchor = target instanceof Element ? target.closest('a[href]') : null;
    return anchor instanceof HTMLAnchorElement ? anchor : null;
  };

  const warm = (anchor: HTMLAnchorElement) => {
    if ((anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download') || saveData()) return;
    const url = new URL(anchor.href);
    if (url.origin !== window.location.origin) return;
    if (url.pathname + url.search === window.location.pathname + window.location.search) return;
    void prefetchRoute(routes, url);
  };

  // The one pending intent: the link under the pointer, where the pointer came to rest, and the
  // timer that warms the link if it stays there.
  let hovered: { anchor: HTMLAnchorElement; x: number; y: number; timer: ReturnType<typeof setTimeout> } | null = null;
  const cancelHover = () => {
    if (hovered) clearTimeout(hovered.timer);
    hovered = null;
  };
  const restOn = (anchor: HTMLAnchorElement, event: Event) => {
    cancelHover();
    const { clientX = 0, clientY = 0 } = event as Partial<PointerEvent>;
    hovered = { anchor, x: clientX, y: clientY, timer: setTimeout(() => warm(anchor), REST_MS) };
  };
  const onImmediate = (event: Event) => {
    const anchor = anchorOf(event.target);
    if (!anchor) return;
    // One prefetch per gesture: a focus or touch on the link being hovered replaces the pending hover.
    if (hovered?.anchor === anchor) cancelHover();
    warm(anchor);
  };
  const onPointerOver = (event: Event) => {
    const anchor = anchorOf(event.target);
    // The hover stays recorded until the pointer leaves, so moving over the link's own children starts nothing more.
    if (!anchor || hovered?.anchor === anchor) return;
    restOn(anchor, event);
  };
  const onPointerMove = (event: Event) => {
    if (!hovered) return;
    const { clientX = 0, clientY = 0 } = event as Partial<PointerEvent>;
    // Still moving: the rest starts again from here.
    if (Math.hypot(clientX - hovered.x, clientY - hovered.y) > REST_TOLERANCE_PX) restOn(hovered.anchor, event);
  };
  const onPointerOut = (event: Event) => {
    if (!hovered) return;
    const next = (event as PointerEvent).relatedTarget;
    if (!(next instanceof Node && hovered.anchor.contains(next))) cancelHover();
  };

  const listeners: Array<[string, (event: Event) => void]> = [
    ...IMMEDIATE_EVENTS.map((type): [string, (event: Event) => void] => [type, onImmediate]),
    ['pointerover', onPointerOver],
    ['pointermove', onPointerMove],
    ['pointerout', onPointerOut],
  ];
  for (const [type, listener] of listeners) document.addEventListener(type, listener, { passive: true, capture: true });
  if (firstGesture) listeners.find(([type]) => type === firstGesture.type)?.[1](firstGesture);
  return () => {
    cancelHover();
    for (const [type, listener] of listeners) document.removeEventListener(type, listener, { capture: true });
  };
}

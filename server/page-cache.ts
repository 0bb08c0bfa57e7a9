/**
 * Rendered pages kept for a few seconds, and one render shared by everyone who asks for the same
 * page while it renders. A page depends only on its address, its language and the config the
 * server runs on, so the same key always renders the same page; a CDN in front keeps pages for
 * longer (s-maxage). Bounded in bytes, the least recently sent out first: the memory it holds does
 * not grow with traffic, and an instance holds nothing another needs (docs/decisions/0046).
 */
import { LRUCache } from 'lru-cache';
import { Admission } from './admission.ts';
import type { PageRequest, RenderedPage, RenderPage } from './app.ts';
import { isKiosk } from './kiosk.ts';
import { pageLanguage } from './language.ts';

/**
 * Renders in flight per render thread (or on the loop when there are none): a render waits on the
 * API as much as it works, so 4 keep a thread busy, and no more than 4 ever sit in a thread's (or
 * the loop's) queue in front of anything else. 64 more may wait, none longer than 1 s (then 503).
 */
const RENDERS_PER_THREAD = 4;
const RENDERS_WAITING = 64;
const RENDER_WAIT_MS = 1_000;

export interface PageCacheOptions {
  /** How long a rendered page is sent again without rendering. */
  ttlMs?: number;
  /** Upper bound of the pages' HTML kept, in UTF-16 code units (about bytes for these pages). */
  maxSize?: number;
  /** How long one shared render may take (each visitor's own budget still applies to them). */
  renderBudgetMs?: number;
  /**
   * How long after `ttlMs` a kept page is still sent while it renders again behind it (stale while
   * revalidate): a popular page never makes its visitors wait for a render, nor queue behind a
   * crowd of renders of pages nobody asked for before.
   */
  staleMs?: number;
  now?: () => number;
}

/** A render's answer as kept (lru-cache keeps no null: the shell of a page the browser renders is null). */
interface Kept {
  page: RenderedPage | null;
}

export function cachedPages(render: RenderPage, options: PageCacheOptions = {}): RenderPage {
  const ttlMs = options.ttlMs ?? 10_000;
  const maxSize = options.maxSize ?? 32 * 1024 * 1024;
  const budgetMs = options.renderBudgetMs ?? 2_000;
  const staleMs = options.staleMs ?? 60_000;
  const now = options.now ?? Date.now;
  // No page larger than a quarter of the cache: one page never pushes out the rest.
  const maxEntrySize = Math.floor(maxSize / 4);

  const pages = new LRUCache<string, Kept, PageRequest>({
    maxSize,
    maxEntrySize,
    // Only whole pages and the shells of pages the browser renders: never an error or a redirect.
    // lru-cache keeps no value larger than maxEntrySize (and still hands it to everyone who waited
    // for it), so the rest are given a size just past it. Sizes must be at least 1.
    sizeCalculation: ({ page }) => (page === null ? 1 : page.status === 200 ? Math.max(1, page.html.length) : maxEntrySize + 1),
    // A page is kept for ttlMs + staleMs in all; in its last staleMs it is sent while it renders again (below).
    ttl: ttlMs + staleMs,
    // lru-cache reads a start time of 0 as "no TTL" (the tests' clock starts at 0), and by default
    // reuses a clock reading for 1 ms; this cache is asked a few hundred times a second at most.
    perf: { now: () => now() + 1 },
    ttlResolution: 0,
    // The render outlives the visitor who started it (others may wait for it): its own budget, not
    // their signal, and it goes on if its key is pushed out while it renders.
    fetchMethod: async (_key, _stale, { context }) => ({ page: await render({ ...context, signal: AbortSignal.timeout(budgetMs) }) }),
    ignoreFetchAbort: true,
  });

  return async (request: PageRequest) => {
    const key = `${pageLanguage(request.url, request.cookie, request.acceptLanguage)} ${request.url.href}`;
    // 0 when the page is not kept; a render in flight counts as kept from when it started.
    const left = pages.getRemainingTTL(key);
    const fresh = left > staleMs;
    // Too old to send without a look, not too old to send: the page is sent as kept and rendered
    // again behind it. Under load that render may be refused (admission); the kept page then stays.
    const stale = !fresh && left > 0;
    const kept = await pages.forceFetch(key, {
      context: request,
      forceRefresh: !fresh,
      allowStale: stale,
      noDeleteOnFetchRejection: stale,
    });
    return kept.page;
  };
}

/**
 * The server's renderer: renders go through `admission` (a few at a time, the rest refused at once
 * with Overloaded when they cannot start soon), and with `cache` a kept page is sent without
 * waiting for a turn: only the work of rendering is rationed, never the answer already made.
 */
export function pageRenderer(render: RenderPage, cache: boolean, admission?: Admission): RenderPage {
  // A kiosk's shell costs nothing to make: it never waits behind the renders for a turn.
  const admitted: RenderPage = admission
    ? (request) => (isKiosk(request.url, request) ? render(request) : admission.run(() => render(request)))
    : render;
  return cache ? cachedPages(admitted) : admitted;
}

/** The production server's render admission for `threads` render threads, 0 when it renders on the loop (docs/decisions/0048). */
export function renderAdmission(threads: number): Admission {
  return new Admission({ concurrency: RENDERS_PER_THREAD * Math.max(1, threads), queueLimit: RENDERS_WAITING, maxWaitMs: RENDER_WAIT_MS });
}

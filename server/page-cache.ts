/**
 * Rendered pages kept for a few seconds, and one render shared by everyone who asks for the same
 * page while it renders. A page depends only on its address, its language and the config the
 * server runs on, so the same key always renders the same page; a CDN in front keeps pages for
 * longer (s-maxage). Bounded in bytes, oldest out first: the memory it holds does not grow with
 * traffic, and an instance holds nothing another needs (docs/decisions/0046).
 */
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

interface Entry {
  page: RenderedPage | null;
  expires: number;
  size: number;
}

export function cachedPages(render: RenderPage, options: PageCacheOptions = {}): RenderPage {
  const ttlMs = options.ttlMs ?? 10_000;
  const maxSize = options.maxSize ?? 32 * 1024 * 1024;
  const budgetMs = options.renderBudgetMs ?? 2_000;
  const staleMs = options.staleMs ?? 60_000;
  const now = options.now ?? Date.now;
  const kept = new Map<string, Entry>();
  const rendering = new Map<string, Promise<RenderedPage | null>>();
  let size = 0;

  const forget = (key: string) => {
    const entry = kept.get(key);
    if (!entry) return;
    kept.delete(key);
    size -= entry.size;
  };

  const keep = (key: string, page: RenderedPage | null) => {
    // Only whole pages and the shells of pages the browser renders: never an error or a redirect.
    if (page && page.status !== 200) return;
    const entrySize = page?.html.length ?? 0;
    if (entrySize > maxSize / 4) return;
    forget(key);
    kept.set(key, { page, expires: now() + ttlMs, size: entrySize });
    size += entrySize;
    // Map keeps insertion order: the first keys are the oldest.
    for (const oldest of kept.keys()) {
      if (size <= maxSize) break;
      forget(oldest);
    }
  };

  return (request: PageRequest) => {
    const key = `${pageLanguage(request.url, request.cookie, request.acceptLanguage)} ${request.url.href}`;
    const entry = kept.get(key);
    const time = now();
    if (entry && entry.expires > time) return Promise.resolve(entry.page);
    if (entry && entry.expires + staleMs > time) {
      // Too old to send without a look, not too old to send: the page is sent as kept and rendered
      // again behind it. Under load that render may be refused (admission); the kept page then stays.
      render$(key, request).catch(() => undefined);
      return Promise.resolve(entry.page);
    }
    if (entry) forget(key);
    return render$(key, request);
  };

  /** One render of `key` at a time, kept when it is a whole page. */
  function render$(key: string, request: PageRequest): Promise<RenderedPage | null> {
    let shared = rendering.get(key);
    if (!shared) {
      // The render outlives the visitor who started it (others may wait for it): its own budget, not their signal.
      shared = render({ ...request, signal: AbortSignal.timeout(budgetMs) }).then(
        (page) => {
          rendering.delete(key);
          keep(key, page);
          return page;
        },
        (error: unknown) => {
          rendering.delete(key);
          throw error;
        },
      );
      rendering.set(key, shared);
    }
    return shared;
  }
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

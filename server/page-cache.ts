/**
 * Rendered pages kept for a few seconds, and one render shared by everyone who asks for the same
 * page while it renders. A page depends only on its address, its language and the config the
 * server runs on, so the same key always renders the same page; a CDN in front keeps pages for
 * longer (s-maxage). Bounded in bytes, oldest out first: the memory it holds does not grow with
 * traffic, and an instance holds nothing another needs (docs/decisions/0018).
 */
import type { PageRequest, RenderedPage, RenderPage } from './app.ts';
import { pageLanguage } from './language.ts';

export interface PageCacheOptions {
  /** How long a rendered page is sent again without rendering. */
  ttlMs?: number;
  /** Upper bound of the pages' HTML kept, in UTF-16 code units (about bytes for these pages). */
  maxSize?: number;
  /** How long one shared render may take (each visitor's own budget still applies to them). */
  renderBudgetMs?: number;
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
    if (entry && entry.expires > now()) return Promise.resolve(entry.page);
    if (entry) forget(key);
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
  };
}

/** The renderer a server runs: cached unless asked not to be. */
export function pageRenderer(render: RenderPage, cache: boolean): RenderPage {
  return cache ? cachedPages(render) : render;
}

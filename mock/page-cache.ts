/**
 * Plain pages of the shared data are the same for every caller, so they are
 * kept serialized: the JSON answer whole (headers and bytes, which compression
 * can then compress once), and the page's own headers so a JSONP caller gets
 * the same bytes wrapped. User data and cursor pages (which carry an issue
 * time) are never cached.
 */
import { jsonHeaders, type MockAnswer } from './answers.ts';
import type { PageResult } from './pagination.ts';

const LIMIT = 512;
/** Who asks and in which format does not change the page. */
const SKIPPED = new Set(['access_token', 'format', 'callback']);

export interface CachedPage {
  answer: MockAnswer & { body: Uint8Array<ArrayBuffer> };
  pageHeaders: Record<string, string>;
}

export class PageCache {
  private readonly pages = new Map<string, CachedPage>();

  key(method: string, params: URLSearchParams, origin: string): string {
    const kept = [...params].filter(([name]) => !SKIPPED.has(name)).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `${origin} ${method} ${new URLSearchParams(kept).toString()}`;
  }

  get(key: string): CachedPage | undefined {
    return this.pages.get(key);
  }

  /** Oldest out first: a long scroll through one list would otherwise hold every page. */
  add(key: string, page: PageResult, json: string): void {
    if (this.pages.size >= LIMIT) this.pages.delete(this.pages.keys().next().value!);
    const answer = { status: 200, headers: jsonHeaders(false, page.headers), body: new TextEncoder().encode(json) };
    this.pages.set(key, { answer, pageHeaders: page.headers });
  }
}

/**
 * Pure updates of the cached shoebox list (react-query InfiniteData), so the
 * optimistic remove / restore / empty logic is tested without React.
 */
import type { InfiniteData } from '@tanstack/react-query';
import type { Page } from '../../api/pagination.ts';

export type ShoeboxPages<T> = InfiniteData<Page<T>, unknown>;

export interface RemovedItem<T> {
  item: T;
  pageIndex: number;
  index: number;
  /** The neighbour that followed it, to find its place again after other changes. */
  next: T | undefined;
}

const adjustTotal = (total: number | null, delta: number) => (total === null ? null : Math.max(0, total + delta));

/** Takes the item out of whichever loaded page holds it; every page's total drops by one. */
export function removeFromPages<T>(
  data: ShoeboxPages<T>,
  matches: (item: T) => boolean,
): { data: ShoeboxPages<T>; removed: RemovedItem<T> | null } {
  let removed: RemovedItem<T> | null = null;
  const pages = data.pages.map((page, pageIndex) => {
    const index = removed ? -1 : page.results.findIndex(matches);
    if (index === -1) return page;
    removed = { item: page.results[index]!, pageIndex, index, next: page.results[index + 1] ?? data.pages[pageIndex + 1]?.results[0] };
    return { ...page, results: [...page.results.slice(0, index), ...page.results.slice(index + 1)] };
  });
  if (!removed) return { data, removed: null };
  return { data: { ...data, pages: pages.map((page) => ({ ...page, total: adjustTotal(page.total, -1) })) }, removed };
}

/** Puts a removed item back where it was (or as near as the pages now allow). */
export function restoreToPages<T>(data: ShoeboxPages<T>, removed: RemovedItem<T>, sameItem: (a: T, b: T) => boolean): ShoeboxPages<T> {
  if (data.pages.some((page) => page.results.some((item) => sameItem(item, removed.item)))) return data;
  // Back in front of the item that followed it, if that is still loaded; else at its old index.
  const { next } = removed;
  let pageIndex = Math.min(removed.pageIndex, data.pages.length - 1);
  let at = -1;
  if (next !== undefined) {
    data.pages.forEach((page, index) => {
      const found = page.results.findIndex((item) => sameItem(item, next));
      if (found !== -1 && at === -1) {
        pageIndex = index;
        at = found;
      }
    });
    // It was the last item of an earlier page (its neighbour opens a later one):
    // it goes back at the end of the page before, not onto the neighbour's page.
    if (at === 0 && pageIndex > removed.pageIndex) {
      pageIndex -= 1;
      at = data.pages[pageIndex]!.results.length;
    }
  }
  if (pageIndex < 0) return data;
  // Its own page is no longer loaded: it followed everything that is.
  const pageGone = removed.pageIndex > pageIndex;
  const pages = data.pages.map((page, index) => {
    const withTotal = { ...page, total: adjustTotal(page.total, +1) };
    if (index !== pageIndex) return withTotal;
    const position = at !== -1 ? at : pageGone ? page.results.length : Math.min(removed.index, page.results.length);
    return { ...withTotal, results: [...page.results.slice(0, position), removed.item, ...page.results.slice(position)] };
  });
  return { ...data, pages };
}

/** Every loaded page empty, totals zero, nothing more to load. */
export function emptyPages<T>(data: ShoeboxPages<T>): ShoeboxPages<T> {
  const first = data.pages[0];
  if (!first) return data;
  return { pages: [{ ...first, results: [], total: 0, pages: 0, nextQuery: undefined }], pageParams: data.pageParams.slice(0, 1) };
}

export function totalOf<T>(data: ShoeboxPages<T> | undefined): number | null {
  return data?.pages[0]?.total ?? null;
}

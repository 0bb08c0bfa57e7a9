/**
 * Which page of a list an address shows (`?page=N`) and which routes are such lists: what the page
 * header needs to name page N in the tab's title. In the shell, with the header; the page sizes and
 * the loaders' read-ahead are in static-pages.ts, with the lists.
 */

/** `?page=N` of an address: the list page a server renders (1 when absent or not a page number). */
export function pageNumberOf(search: string): number {
  const page = Number(new URLSearchParams(search).get('page'));
  return Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1;
}

/**
 * The route handle of a list with static pages: its page N names itself ("Aviation Museum, page 2")
 * in the tab's title. Only such a list's `?page=` is its own (an object's is the list it came from).
 */
export const PAGED_LIST = { pagedList: true } as const;

export function isPagedList(handle: unknown): boolean {
  return typeof handle === 'object' && handle !== null && (handle as Partial<typeof PAGED_LIST>).pagedList === true;
}

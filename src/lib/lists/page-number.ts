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
 * Whether a page's `?page=` is its own list's page N, which names itself in the tab's title
 * ("Aviation Museum, page 2"): every page's but an object's, whose `?page=` is the list it came from.
 * Read from the route's params: a static `handle` on a lazy route would hide the route module's own
 * (the server links each page's stylesheets through it).
 */
export function ownsPageParam(params: Readonly<Record<string, string | undefined>> | undefined): boolean {
  return params?.objectId === undefined;
}

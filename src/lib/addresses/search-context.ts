/**
 * The search an object was opened from: the results' address (with `?item=` at that object, so the
 * list returns to its place) and the ids of the objects listed around it, in the results' order.
 * The search page puts it on each result's link as router state (`<Link state={...}>`), and the
 * object page reads it back (`readSearchContext(location)`) to offer "Back to results" and
 * Previous/Next through the results.
 *
 * History state, not the address: a result's link and an object's URL stay the object's own,
 * clean and shareable, and a shared link never claims a search its reader did not make. The
 * browser keeps the state with its history entry, so Back, Forward and a reload keep it; a new
 * tab or a copied link has none, and the object page offers its own list instead.
 *
 * The server renders without history state: a page that shows something from this context must
 * render it after hydration (lib/hydration/use-hydrated.ts), or the first client render differs from the
 * server's markup.
 */
import { ITEM_PARAM } from './paths.ts';
import { isInt64Id } from './route-id.ts';

export interface SearchContext {
  /** The results' address, at the object (`/search?q=poster&kind=object&item=object:ID`). */
  resultsHref: string;
  /** The object ids around the opened one, in the results' order (the opened one among them). */
  ids: string[];
}

/** Ids kept on each side of the opened object: Previous/Next a long way, within history state's budget (a few KB). */
export const SEARCH_CONTEXT_REACH = 100;

const STATE_KEY = 'searchContext';
const SEARCH_PATH = '/search';

/** The key a result has in the search page's list (VirtualList's getKey), for `?item=`. */
export const resultKey = (kind: string, id: string): string => `${kind}:${id}`;

/**
 * The results' address at one object: the page's own address with `?item=` set to it, every other
 * parameter (the words, filters, order, page) kept as it was.
 */
export function resultsHrefAt(resultsHref: string, objectId: string): string {
  const url = new URL(resultsHref, 'http://hangar.invalid');
  url.searchParams.set(ITEM_PARAM, resultKey('object', objectId));
  return url.pathname + url.search;
}

/**
 * The context of one result of a list of object ids (`ids`, the results' objects in order; `at`,
 * the opened one's place in it): the ids within SEARCH_CONTEXT_REACH of it.
 */
export function searchContextAt(resultsHref: string, ids: readonly string[], at: number): SearchContext {
  const id = ids[at];
  if (id === undefined) throw new RangeError(`no object at ${at}`);
  return {
    resultsHref: resultsHrefAt(resultsHref, id),
    ids: ids.slice(Math.max(0, at - SEARCH_CONTEXT_REACH), at + SEARCH_CONTEXT_REACH + 1),
  };
}

/** The same results, at another of their objects (the object page's Previous/Next passes this on). */
export function moveSearchContext(context: SearchContext, objectId: string): SearchContext {
  return { ...context, resultsHref: resultsHrefAt(context.resultsHref, objectId) };
}

/** The router state a link carries: `<Link to={href} state={searchContextState(context)}>`, or `navigate(href, { state })`. */
export function searchContextState(context: SearchContext): { [STATE_KEY]: SearchContext } {
  return { [STATE_KEY]: context };
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The search the page at `location` was opened from, or null. History state outlives builds and
 * can be anything a script wrote: only a well-formed context is believed (an address of the
 * search page, int64 string ids).
 */
export function readSearchContext(location: { state?: unknown }): SearchContext | null {
  const state = location.state;
  if (!isObject(state)) return null;
  const context = state[STATE_KEY];
  if (!isObject(context)) return null;
  const { resultsHref, ids } = context;
  if (typeof resultsHref !== 'string' || !(resultsHref === SEARCH_PATH || resultsHref.startsWith(`${SEARCH_PATH}?`))) return null;
  if (!Array.isArray(ids) || ids.length === 0 || !ids.every((id) => typeof id === 'string' && isInt64Id(id))) return null;
  return { resultsHref, ids: [...(ids as string[])] };
}

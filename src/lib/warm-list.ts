import { onlineManager, type EnsureInfiniteQueryDataOptions, type InfiniteData, type QueryKey } from '@tanstack/react-query';
import { isPermanentFailure } from '../api/errors.ts';
import { services } from './services.ts';
import { isUnknownRecord } from './messages/errors.ts';
import { notFound } from './route-id.ts';

/**
 * Route loaders warm the cache with the component's own options, so the page
 * renders from cache, then hand the page its validated route values. A failed
 * request is not fatal here: the component shows it in the list footer (and
 * does not ask again when it mounts: listQuery's `retryOnMount`), but for an
 * answer that the list's record does not exist, which makes the page the
 * not-found page.
 *
 * A permanent failure (an unknown id: src/api/errors.ts) counts as the answer
 * for as long as an answer would stay fresh, so a link prefetched on hover and
 * then clicked asks the server once, not twice. The visitor's Retry still asks.
 */
export async function warmList<TData, TError, TKey extends QueryKey, TPageParam, Values>(
  options: EnsureInfiniteQueryDataOptions<TData, TError, TData, TKey, TPageParam>,
  values: Values,
  /**
   * Called with the list once it is in (e.g. to start its first images), in a task of its own: in
   * the task that parsed the answer, the two made one long task on a throttled phone
   * (docs/decisions/0016). React's render of the page, which comes next, yields to it within 5 ms.
   */
  onData?: (data: InfiniteData<TData, TPageParam>) => void,
): Promise<Values> {
  const { queryClient } = services();
  const state = queryClient.getQueryState(options.queryKey);
  const freshFor = typeof options.staleTime === 'number' ? options.staleTime : 0;
  const knownMissing = state?.status === 'error' && isPermanentFailure(state.error) && Date.now() - state.errorUpdatedAt < freshFor;
  if (knownMissing) {
    if (isUnknownRecord(state.error)) throw notFound();
    return values;
  }
  let failure: unknown;
  // Offline, a page that no kept answer serves opens at once with its error and Retry (and loads
  // by itself when the network is back) rather than waiting, blank, for a retry that cannot succeed.
  const attempt = onlineManager.isOnline() ? options : { ...options, retry: false };
  const data = await queryClient.ensureInfiniteQueryData(attempt).catch((error: unknown) => {
    failure = error;
    return undefined;
  });
  // A list of something that does not exist is the not-found page (a 404 from the server).
  if (isUnknownRecord(failure)) throw notFound();
  if (data && onData) setTimeout(() => onData(data));
  return values;
}

/**
 * `onData` for the page being opened only: a link prefetch, or a navigation
 * still under way, renders from a warm cache and needs no head start.
 */
export function whenOpened<Data>(request: Request, onData: (data: Data) => void): ((data: Data) => void) | undefined {
  return request.url === globalThis.location?.href ? onData : undefined;
}

import {
  InfiniteQueryObserver,
  onlineManager,
  type EnsureInfiniteQueryDataOptions,
  type GetNextPageParamFunction,
  type InfiniteData,
  type QueryKey,
} from '@tanstack/react-query';
import { isPermanentFailure } from '../../api/errors.ts';
import { services } from '../config/services.ts';
import { isUnknownRecord } from '../messages/errors.ts';
import { notFound } from '../addresses/route-id.ts';
import { pageNumberOf } from './page-number.ts';
import { itemsForStaticPage, type StaticLayoutKind } from './static-pages.ts';

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
export interface WarmListOptions<TData, TPageParam> {
  /**
   * The page's address and its list's layout: with `?page=N` the loader reads the API's pages up to
   * the one that holds static page N (what the server renders for a browser without JavaScript, and
   * where the browser's list opens), so the page renders once from what the loader read.
   */
  staticPages?: { request: Request; layout: StaticLayoutKind };
  /**
   * Called with the list once it is in (e.g. to start its first images), in a task of its own: in
   * the task that parsed the answer, the two made one long task on a throttled phone
   * (docs/decisions/0044). React's render of the page, which comes next, yields to it within 5 ms.
   */
  onData?: (data: InfiniteData<TData, TPageParam>) => void;
}

/** A list's options: the loader's and the component's (listQuery), with the way to its next page. */
type ListOptions<TData, TError, TKey extends QueryKey, TPageParam> = EnsureInfiniteQueryDataOptions<
  TData,
  TError,
  TData,
  TKey,
  TPageParam
> & {
  getNextPageParam: GetNextPageParamFunction<TPageParam, TData>;
};

/** How many items the loaded pages of an infinite list hold. */
const itemCount = (data: InfiniteData<unknown> | undefined): number =>
  data?.pages.reduce<number>((sum, page) => sum + ((page as { results?: unknown[] }).results?.length ?? 0), 0) ?? 0;

export async function warmList<TData, TError, TKey extends QueryKey, TPageParam, Values>(
  options: ListOptions<TData, TError, TKey, TPageParam>,
  values: Values,
  { staticPages, onData }: WarmListOptions<TData, TPageParam> = {},
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
  let data = await queryClient.ensureInfiniteQueryData(attempt).catch((error: unknown) => {
    failure = error;
    return undefined;
  });
  // A list of something that does not exist is the not-found page (a 404 from the server).
  if (isUnknownRecord(failure)) throw notFound();
  if (data && staticPages) data = await readUpToStaticPage(options, data, staticPages);
  if (data && onData) {
    const loaded = data;
    setTimeout(() => onData(loaded));
  }
  return values;
}

/**
 * The API's pages one after another (a cursor names the next) until the list holds static page N
 * and knows whether another follows. A failure stops here: the list keeps what it read and shows
 * its error (the server sends the shell for a failed list).
 */
async function readUpToStaticPage<TData, TError, TKey extends QueryKey, TPageParam>(
  options: ListOptions<TData, TError, TKey, TPageParam>,
  data: InfiniteData<TData, TPageParam>,
  { request, layout }: { request: Request; layout: StaticLayoutKind },
): Promise<InfiniteData<TData, TPageParam>> {
  const needed = itemsForStaticPage(layout, pageNumberOf(new URL(request.url).search));
  if (itemCount(data as InfiniteData<unknown>) >= needed) return data;
  const observer = new InfiniteQueryObserver<TData, TError, InfiniteData<TData, TPageParam>, TKey, TPageParam>(
    services().queryClient,
    options,
  );
  let result = observer.getCurrentResult();
  while (!result.isError && result.hasNextPage && itemCount(result.data as InfiniteData<unknown> | undefined) < needed) {
    result = await observer.fetchNextPage({ cancelRefetch: false });
  }
  return result.data ?? data;
}

/**
 * `onData` for the page being opened only: a link prefetch, or a navigation
 * still under way, renders from a warm cache and needs no head start.
 */
export function whenOpened<Data>(request: Request, onData: (data: Data) => void): ((data: Data) => void) | undefined {
  return request.url === globalThis.location?.href ? onData : undefined;
}

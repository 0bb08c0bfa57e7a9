import type { EnsureInfiniteQueryDataOptions, InfiniteData, QueryKey } from '@tanstack/react-query';
import { services } from './services.shell.ts';

/**
 * Route loaders warm the cache with the component's own options, so the page
 * renders from cache, then hand the page its validated route values. A failed
 * request is not fatal here: the component shows it in the list footer with a
 * retry button.
 */
export async function warmList<TData, TError, TKey extends QueryKey, TPageParam, Values>(
  options: EnsureInfiniteQueryDataOptions<TData, TError, TData, TKey, TPageParam>,
  values: Values,
  /** Called with the list once it is in, before the page renders (e.g. to start its first images). */
  onData?: (data: InfiniteData<TData, TPageParam>) => void,
): Promise<Values> {
  const data = await services()
    .queryClient.ensureInfiniteQueryData(options)
    .catch(() => undefined);
  if (data) onData?.(data);
  return values;
}

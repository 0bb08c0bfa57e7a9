import type { EnsureInfiniteQueryDataOptions, QueryKey } from '@tanstack/react-query';
import { services } from './services.ts';

/**
 * Route loaders warm the cache with the component's own options, so the page
 * renders from cache. A failure is not fatal here: the component shows it in
 * the list footer with a retry button.
 */
export async function warmList<TData, TError, TKey extends QueryKey, TPageParam>(
  options: EnsureInfiniteQueryDataOptions<TData, TError, TData, TKey, TPageParam>,
): Promise<null> {
  await services()
    .queryClient.ensureInfiniteQueryData(options)
    .catch(() => undefined);
  return null;
}

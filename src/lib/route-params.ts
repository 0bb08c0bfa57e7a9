import type { EnsureInfiniteQueryDataOptions, QueryKey } from '@tanstack/react-query';
import { services } from './services.ts';

const INT64 = /^\d{1,19}$/;

/**
 * Route ids are int64 strings; anything else in the URL is a 404, not a
 * request the server would reject.
 */
export function requireId(value: string | undefined): string {
  if (value === undefined || !INT64.test(value) || BigInt(value) > 9223372036854775807n) {
    throw new Response('Not Found', { status: 404, statusText: 'Not Found' });
  }
  return value;
}

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

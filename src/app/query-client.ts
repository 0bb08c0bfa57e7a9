import { QueryClient } from '@tanstack/react-query';
import { retryDelay, shouldRetry } from '../api/retry.ts';

/**
 * Defaults are for museum data, which changes rarely: five minutes fresh, half
 * an hour in memory. Feature factories override staleTime for livelier data
 * (flights, the social feed, the shoebox). Retries follow the fetch layer's
 * rules: only network faults, timeouts and 5xx on GET, with backoff; mutations
 * (POSTs) never retry.
 *
 * One page rendered on the server (`onServer`) has a client of its own: no
 * retries (the browser retries what failed there) and no timers left behind by a
 * finished page (nothing is collected: the client goes with the request).
 */
export function createQueryClient({ onServer = false }: { onServer?: boolean } = {}): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 5 * 60_000,
        gcTime: onServer ? Number.POSITIVE_INFINITY : 30 * 60_000,
        retry: onServer ? false : shouldRetry,
        retryDelay,
        refetchOnWindowFocus: false,
        // Offline, a read is still tried once: the service worker may hold its answer from an
        // earlier visit (docs/decisions/0043). Its retries then wait for the network (a list's next
        // page resumes by itself); a page's first load does not wait (warm-list.ts).
        networkMode: 'offlineFirst',
      },
      mutations: { retry: false },
    },
  });
}

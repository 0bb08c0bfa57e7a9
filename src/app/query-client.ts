import { QueryClient, onlineManager } from '@tanstack/react-query';
import { retryDelay, shouldRetry } from '../api/retry.shell.ts';

/**
 * Defaults are for museum data, which changes rarely: five minutes fresh, half
 * an hour in memory. Feature factories override staleTime for livelier data
 * (flights, the social feed, the shoebox). Retries follow the fetch layer's
 * rules: only network faults, timeouts and 5xx on GET, with backoff; mutations
 * (POSTs) never retry.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 5 * 60_000,
        gcTime: 30 * 60_000,
        // Offline, a failed read says so at once (the page offers to retry, and retries by itself
        // when the network is back) rather than waiting, blank, for a retry that cannot succeed.
        retry: (failureCount, error) => onlineManager.isOnline() && shouldRetry(failureCount, error),
        retryDelay,
        refetchOnWindowFocus: false,
        // Offline, a read is still tried once: the service worker may hold its answer from an
        // earlier visit (docs/decisions/0020). Its retries then wait for the network.
        networkMode: 'offlineFirst',
      },
      mutations: { retry: false },
    },
  });
}

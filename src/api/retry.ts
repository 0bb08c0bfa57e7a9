export const MAX_RETRIES = 3;

/**
 * Only failures that say a second try could fix them (every error of errors.ts
 * carries `retryable`); anything else, a bug in a query function say, is not
 * retried. Read as a flag, so the app shell's QueryClient needs none of the
 * fetch layer to apply the policy.
 */
export function isRetryable(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { retryable?: unknown }).retryable === true;
}

/** react-query `retry`: at most three more tries, only for retryable failures. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  return failureCount < MAX_RETRIES && isRetryable(error);
}

/** Exponential backoff (0.5 s, 1 s, 2 s, ...) with jitter, capped at 8 s. */
export function backoffDelay(attempt: number, random: () => number): number {
  const ceiling = Math.min(8_000, 500 * 2 ** attempt);
  return Math.round(ceiling / 2 + random() * (ceiling / 2));
}

/** react-query `retryDelay`; the jitter keeps many kiosks from retrying in step. */
export function retryDelay(attempt: number): number {
  return backoffDelay(attempt, Math.random);
}

import { ApiError, NetworkError } from './errors.ts';
import { backoffDelay, shouldRetry } from './retry.ts';

describe('retry policy', () => {
  const serverError = new ApiError({ method: 'm', code: 512, message: 'x', httpStatus: 500, verb: 'GET' });

  it('retries retryable reads at most three times', () => {
    expect(shouldRetry(0, serverError)).toBe(true);
    expect(shouldRetry(2, serverError)).toBe(true);
    expect(shouldRetry(3, serverError)).toBe(false);
    expect(shouldRetry(0, new NetworkError({ method: 'm', verb: 'GET' }))).toBe(true);
  });

  it('never retries writes or client errors', () => {
    expect(shouldRetry(0, new NetworkError({ method: 'm', verb: 'POST' }))).toBe(false);
    expect(shouldRetry(0, new ApiError({ method: 'm', code: 454, message: 'x', httpStatus: 454, verb: 'GET' }))).toBe(false);
    expect(shouldRetry(0, new ApiError({ method: 'm', code: 493, message: 'x', httpStatus: 493, verb: 'GET' }))).toBe(false);
  });

  it('backs off exponentially with jitter, capped at 8 s', () => {
    expect(backoffDelay(0, () => 0)).toBe(250);
    expect(backoffDelay(0, () => 1)).toBe(500);
    expect(backoffDelay(2, () => 1)).toBe(2000);
    expect(backoffDelay(10, () => 1)).toBe(8000);
  });
});

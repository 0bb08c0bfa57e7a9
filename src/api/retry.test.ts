// @vitest-environment node
import { ApiError, MalformedResponseError, NetworkError, TimeoutError } from './errors.ts';
import { backoffDelay, isRetryable, retryDelay, shouldRetry } from './retry.ts';

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

  it('retries nothing that is not a fetch-layer fault: a bug, a 404 route response, a garbled 200', () => {
    expect(shouldRetry(0, new TypeError('undefined is not a function'))).toBe(false);
    expect(shouldRetry(0, new Response('Not Found', { status: 404 }))).toBe(false);
    expect(shouldRetry(0, new MalformedResponseError({ method: 'm', verb: 'GET', httpStatus: 200, reason: 'not JSON' }))).toBe(false);
    expect(shouldRetry(0, new MalformedResponseError({ method: 'm', verb: 'GET', httpStatus: 502, reason: 'not JSON' }))).toBe(true);
    expect(shouldRetry(0, new TimeoutError({ method: 'm', verb: 'GET', timeoutMs: 15_000 }))).toBe(true);
  });

  it('backs off exponentially with jitter, capped at 8 s', () => {
    expect(backoffDelay(0, () => 0)).toBe(250);
    expect(backoffDelay(0, () => 1)).toBe(500);
    expect(backoffDelay(2, () => 1)).toBe(2000);
    expect(backoffDelay(10, () => 1)).toBe(8000);
  });

  it('reads only a `retryable: true` flag, from anything thrown', () => {
    for (const thrown of [undefined, null, 0, 'retryable', true, { retryable: 'yes' }, { retryable: 1 }])
      expect(isRetryable(thrown), String(thrown)).toBe(false);
    expect(isRetryable({ retryable: true })).toBe(true);
  });

  it('jitters the delay between half and all of the ceiling', () => {
    for (let run = 0; run < 20; run += 1) {
      const delay = retryDelay(1);
      expect(delay).toBeGreaterThanOrEqual(500);
      expect(delay).toBeLessThanOrEqual(1000);
    }
  });
});

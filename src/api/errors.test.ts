// @vitest-environment node
import {
  ApiError,
  MalformedResponseError,
  NetworkError,
  TimeoutError,
  isAuthError,
  isExpiredCursor,
  isPermanentFailure,
  type HttpVerb,
} from './errors.ts';

const apiError = (code: number, httpStatus: number, verb: HttpVerb = 'GET', sentCursor?: boolean) =>
  new ApiError({ method: 'museum.m', code, message: 'server words', httpStatus, verb, sentCursor });

describe('ApiError', () => {
  it('keeps what the server said and where', () => {
    const error = apiError(900, 400, 'POST', true);
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({
      name: 'ApiError',
      method: 'museum.m',
      code: 900,
      message: 'server words',
      httpStatus: 400,
      verb: 'POST',
      sentCursor: true,
    });
    expect(apiError(900, 400).sentCursor).toBe(false);
  });

  // Two independent reasons to retry a read: either alone is enough.
  it('is retryable on a GET answered with HTTP 5xx, whatever the code', () => {
    expect(apiError(450, 500).retryable).toBe(true);
    expect(apiError(901, 503).retryable).toBe(true);
    expect(apiError(450, 499).retryable).toBe(false);
  });

  it('is retryable on a GET answered with code 512, whatever the HTTP status', () => {
    expect(apiError(512, 200).retryable).toBe(true);
    expect(apiError(511, 200).retryable).toBe(false);
    expect(apiError(513, 200).retryable).toBe(false);
  });

  it('is never retryable on a POST', () => {
    expect(apiError(512, 500, 'POST').retryable).toBe(false);
    expect(apiError(512, 200, 'POST').retryable).toBe(false);
    expect(apiError(901, 500, 'POST').retryable).toBe(false);
  });

  it('is not retryable for client errors', () => {
    for (const [code, status] of [
      [454, 454],
      [493, 493],
      [900, 400],
      [405, 405],
    ])
      expect(apiError(code!, status!).retryable).toBe(false);
  });
});

describe('transport errors', () => {
  it('NetworkError: a read may be retried, a write never; the message names only the method', () => {
    const read = new NetworkError({ method: 'museum.m', verb: 'GET' });
    expect(read).toMatchObject({ name: 'NetworkError', method: 'museum.m', verb: 'GET', retryable: true });
    expect(read.message).toBe('The request for museum.m did not reach the server.');
    expect(new NetworkError({ method: 'museum.m', verb: 'POST' }).retryable).toBe(false);
  });

  it('TimeoutError: says how long it waited, in whole seconds', () => {
    const read = new TimeoutError({ method: 'museum.m', verb: 'GET', timeoutMs: 15_400 });
    expect(read).toMatchObject({ name: 'TimeoutError', method: 'museum.m', verb: 'GET', timeoutMs: 15_400, retryable: true });
    expect(read.message).toBe('The server did not answer museum.m within 15 s.');
    expect(new TimeoutError({ method: 'm', verb: 'GET', timeoutMs: 1_600 }).message).toContain('within 2 s');
    expect(new TimeoutError({ method: 'm', verb: 'POST', timeoutMs: 1 }).retryable).toBe(false);
  });

  it('MalformedResponseError: a garbled 5xx may be retried on a read, a garbled 4xx or 200 not', () => {
    const garbled = (httpStatus: number, verb: HttpVerb = 'GET') =>
      new MalformedResponseError({ method: 'museum.m', verb, httpStatus, reason: 'the body is not JSON' });
    expect(garbled(502)).toMatchObject({
      name: 'MalformedResponseError',
      method: 'museum.m',
      verb: 'GET',
      httpStatus: 502,
      retryable: true,
    });
    expect(garbled(502).message).toBe('The answer to museum.m was not a valid response: the body is not JSON.');
    expect(garbled(500).retryable).toBe(true);
    expect(garbled(499).retryable).toBe(false);
    expect(garbled(200).retryable).toBe(false);
    expect(garbled(502, 'POST').retryable).toBe(false);
  });
});

describe('isExpiredCursor', () => {
  it('is a 454 on a request that carried a cursor', () => {
    expect(isExpiredCursor(apiError(454, 454, 'GET', true))).toBe(true);
    expect(isExpiredCursor(apiError(454, 200, 'GET', true))).toBe(true);
  });

  // Read as "expired", a persistent fault on a cursor page would make the list refetch from page one forever, showing no error.
  it('is nothing else on a cursor page: other codes, transport faults', () => {
    for (const code of [450, 453, 455, 493, 512, 900])
      expect(isExpiredCursor(apiError(code, 454, 'GET', true)), `code ${code}`).toBe(false);
    expect(isExpiredCursor(new NetworkError({ method: 'm', verb: 'GET' }))).toBe(false);
    expect(isExpiredCursor(new TimeoutError({ method: 'm', verb: 'GET', timeoutMs: 1 }))).toBe(false);
    expect(isExpiredCursor(Object.assign(new Error('x'), { code: 454, sentCursor: true }))).toBe(false);
  });

  it('is not a 454 on a page request (a bad id, not an old cursor)', () => {
    expect(isExpiredCursor(apiError(454, 454, 'GET', false))).toBe(false);
  });
});

describe('isAuthError', () => {
  it('covers exactly the token codes 490 to 494', () => {
    for (const code of [490, 491, 493, 494]) expect(isAuthError(apiError(code, code)), `code ${code}`).toBe(true);
    for (const code of [489, 495, 454, 512]) expect(isAuthError(apiError(code, code)), `code ${code}`).toBe(false);
    expect(isAuthError({ code: 491 })).toBe(false);
  });
});

describe('isPermanentFailure', () => {
  it('is a read the server understood and refused: asking again repeats the answer', () => {
    expect(isPermanentFailure(apiError(900, 400))).toBe(true);
    expect(isPermanentFailure(apiError(454, 454))).toBe(true);
  });

  it('is not a fault a retry may fix, a token problem, an expired cursor, or a transport failure', () => {
    expect(isPermanentFailure(apiError(900, 500))).toBe(false);
    expect(isPermanentFailure(apiError(512, 200))).toBe(false);
    expect(isPermanentFailure(apiError(900, 200))).toBe(false);
    expect(isPermanentFailure(apiError(900, 400, 'POST'))).toBe(false);
    expect(isPermanentFailure(apiError(493, 493))).toBe(false);
    expect(isPermanentFailure(apiError(454, 454, 'GET', true))).toBe(false);
    expect(isPermanentFailure(new NetworkError({ method: 'm', verb: 'GET' }))).toBe(false);
    expect(isPermanentFailure(new Error('bug'))).toBe(false);
  });
});

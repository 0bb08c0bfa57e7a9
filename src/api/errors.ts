/**
 * Failures are typed values, never thrown strings: the UI maps them to words
 * (src/lib/messages/errors.ts). Each says whether a second try could fix it
 * (`retryable`): only faults of reads, since a POST is never repeated. The
 * retry policy (retry.ts) reads that flag alone, so it needs none of this
 * module. No message here ever contains a request URL, so the access token
 * cannot leak.
 */
export type HttpVerb = 'GET' | 'POST';

interface RequestContext {
  method: string;
  verb: HttpVerb;
}

export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly method: string;
  readonly code: number;
  readonly httpStatus: number;
  readonly verb: HttpVerb;
  /** The request carried a cursor (so a 454 means the cursor expired or was refused). */
  readonly sentCursor: boolean;
  /** A server fault on a read: 5xx, or the spec's 512. */
  readonly retryable: boolean;

  constructor(details: { method: string; code: number; message: string; httpStatus: number; verb: HttpVerb; sentCursor?: boolean }) {
    super(details.message);
    this.method = details.method;
    this.code = details.code;
    this.httpStatus = details.httpStatus;
    this.verb = details.verb;
    this.sentCursor = details.sentCursor ?? false;
    this.retryable = details.verb === 'GET' && (details.httpStatus >= 500 || details.code === 512);
  }
}

export class NetworkError extends Error {
  override readonly name = 'NetworkError';
  readonly method: string;
  readonly verb: HttpVerb;
  readonly retryable: boolean;
  constructor(context: RequestContext) {
    super(`The request for ${context.method} did not reach the server.`);
    this.method = context.method;
    this.verb = context.verb;
    this.retryable = context.verb === 'GET';
  }
}

export class TimeoutError extends Error {
  override readonly name = 'TimeoutError';
  readonly method: string;
  readonly verb: HttpVerb;
  readonly timeoutMs: number;
  readonly retryable: boolean;
  constructor(context: RequestContext & { timeoutMs: number }) {
    super(`The server did not answer ${context.method} within ${Math.round(context.timeoutMs / 1000)} s.`);
    this.method = context.method;
    this.verb = context.verb;
    this.timeoutMs = context.timeoutMs;
    this.retryable = context.verb === 'GET';
  }
}

export class MalformedResponseError extends Error {
  override readonly name = 'MalformedResponseError';
  readonly method: string;
  readonly verb: HttpVerb;
  readonly httpStatus: number;
  /** A garbled 5xx page (a proxy's, say) may be gone on a second try; a garbled 200 will not. */
  readonly retryable: boolean;
  constructor(context: RequestContext & { httpStatus: number; reason: string }) {
    super(`The answer to ${context.method} was not a valid response: ${context.reason}.`);
    this.method = context.method;
    this.verb = context.verb;
    this.httpStatus = context.httpStatus;
    this.retryable = context.verb === 'GET' && context.httpStatus >= 500;
  }
}

export function isExpiredCursor(error: unknown): boolean {
  return error instanceof ApiError && error.code === 454 && error.sentCursor;
}

export function isAuthError(error: unknown): error is ApiError {
  return error instanceof ApiError && error.code >= 490 && error.code <= 494;
}

/**
 * An answer a second try would only repeat: the server understood the read and
 * refused it with a 4xx (an unknown id, a bad parameter). A token problem is
 * not one (signing in changes the answer), nor an expired cursor, nor an error
 * envelope in a 200, which says less about whose fault it was.
 */
export function isPermanentFailure(error: unknown): error is ApiError {
  return (
    error instanceof ApiError &&
    error.verb === 'GET' &&
    error.httpStatus >= 400 &&
    error.httpStatus < 500 &&
    !isAuthError(error) &&
    !isExpiredCursor(error)
  );
}

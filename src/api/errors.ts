/**
 * Failures are typed values, never thrown strings: the UI maps them to words
 * (src/lib/messages/errors.ts) and the retry policy reads them. No message
 * here ever contains a request URL, so the access token cannot leak.
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

  constructor(details: { method: string; code: number; message: string; httpStatus: number; verb: HttpVerb; sentCursor?: boolean }) {
    super(details.message);
    this.method = details.method;
    this.code = details.code;
    this.httpStatus = details.httpStatus;
    this.verb = details.verb;
    this.sentCursor = details.sentCursor ?? false;
  }
}

export class NetworkError extends Error {
  override readonly name = 'NetworkError';
  readonly method: string;
  readonly verb: HttpVerb;
  constructor(context: RequestContext) {
    super(`The request for ${context.method} did not reach the server.`);
    this.method = context.method;
    this.verb = context.verb;
  }
}

export class TimeoutError extends Error {
  override readonly name = 'TimeoutError';
  readonly method: string;
  readonly verb: HttpVerb;
  readonly timeoutMs: number;
  constructor(context: RequestContext & { timeoutMs: number }) {
    super(`The server did not answer ${context.method} within ${Math.round(context.timeoutMs / 1000)} s.`);
    this.method = context.method;
    this.verb = context.verb;
    this.timeoutMs = context.timeoutMs;
  }
}

export class MalformedResponseError extends Error {
  override readonly name = 'MalformedResponseError';
  readonly method: string;
  readonly verb: HttpVerb;
  readonly httpStatus: number;
  constructor(context: RequestContext & { httpStatus: number; reason: string }) {
    super(`The answer to ${context.method} was not a valid response: ${context.reason}.`);
    this.method = context.method;
    this.verb = context.verb;
    this.httpStatus = context.httpStatus;
  }
}

export function isExpiredCursor(error: unknown): boolean {
  return error instanceof ApiError && error.code === 454 && error.sentCursor;
}

export function isAuthError(error: unknown): error is ApiError {
  return error instanceof ApiError && error.code >= 490 && error.code <= 494;
}

/** Only faults that a second try can fix, and only for reads: a POST is never repeated. */
export function isRetryable(error: unknown): boolean {
  if (error instanceof NetworkError || error instanceof TimeoutError) return error.verb === 'GET';
  if (error instanceof ApiError) return error.verb === 'GET' && (error.httpStatus >= 500 || error.code === 512);
  if (error instanceof MalformedResponseError) return error.verb === 'GET' && error.httpStatus >= 500;
  return false;
}

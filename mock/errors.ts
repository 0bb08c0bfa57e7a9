/** The service's error convention (docs/design.md section 5). */
export const ERROR_MESSAGES: Record<number, string> = {
  405: 'Method Not Allowed',
  450: 'Unknown error',
  452: 'Insufficient parameters',
  453: 'Missing parameter',
  454: 'Invalid parameter',
  490: 'Access token has insufficient permissions',
  491: 'Access token is expired',
  493: 'Invalid access token',
  494: 'Access token missing',
  499: 'API method not found',
  512: "Something we tried to do didn't work (our fault)",
};

export class MockApiError extends Error {
  readonly code: number;
  readonly httpStatus: number;
  constructor(code: number, message?: string, httpStatus?: number) {
    super(message ?? ERROR_MESSAGES[code] ?? 'Unknown error');
    this.code = code;
    this.httpStatus = httpStatus ?? defaultStatus(code);
  }
}

/** The service's 4xx codes are their own HTTP status; 9xx are bad input unless said otherwise; anything else (512, an injected 777) is the server's fault. */
function defaultStatus(code: number): number {
  if (code >= 900) return 400;
  if (code >= 400 && code < 500) return code;
  return 500;
}

/** The body of every failure: the client branches on `stat` and `error.code`. */
export function errorBody(error: MockApiError): { error: { code: number; message: string }; stat: 'error' } {
  return { error: { code: error.code, message: error.message }, stat: 'error' };
}

export function missing(name: string): MockApiError {
  return new MockApiError(453, `Missing parameter: ${name}`);
}

export function invalid(name: string, why: string): MockApiError {
  return new MockApiError(454, `Invalid parameter: ${name} ${why}`);
}

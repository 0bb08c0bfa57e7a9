/**
 * The mock's plain request and answer (transport-neutral), and the ways an
 * answer is built: JSON or JSONP with CORS headers, or the error envelope
 * (docs/design.md section 5).
 */
import { MockApiError, errorBody } from './errors.ts';
import { stringifyJson } from './json.ts';

/** One request, transport-neutral. */
export interface MockRequest {
  method: string;
  /** Path and query, as on the request line. */
  target: string;
  /** scheme://host[:port] the client used: image URLs and config.json are built from it. */
  origin: string;
  /** A request header by lower-case name. */
  header(name: string): string | undefined;
  /** The request body as text (read only for POST). */
  text(): Promise<string>;
  signal?: AbortSignal;
}

/** One answer, transport-neutral. */
export interface MockAnswer {
  status: number;
  headers: Record<string, string>;
  body: string | Uint8Array<ArrayBuffer> | null;
  /** No answer at all: the transport drops the connection, as a failing network would. */
  dropped?: true;
}

export const CORS_HEADERS: Record<string, string> = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'GET, POST, OPTIONS',
  'Access-Control-Allow-Headers': 'Authorization, Content-Type, Accept',
  'Access-Control-Expose-Headers':
    'X-api-error-code, X-api-error-message, X-api-pagination-cursor, X-api-pagination-next-query, X-api-pagination-page, X-api-pagination-pages, X-api-pagination-per-page, X-api-pagination-total',
  'Access-Control-Max-Age': '600',
};

export const DROPPED: MockAnswer = { status: 0, headers: {}, body: null, dropped: true };

export interface Output {
  format: 'json' | 'jsonp';
  callback?: string;
}

export const JSON_OUTPUT: Output = { format: 'json' };

export function jsonHeaders(jsonp: boolean, extraHeaders: Record<string, string>): Record<string, string> {
  return {
    ...CORS_HEADERS,
    'Content-Type': jsonp ? 'application/javascript; charset=utf-8' : 'application/json; charset=utf-8',
    'Cache-Control': 'no-store',
    ...extraHeaders,
  };
}

/** JSON already serialized (a cached page's bytes), as JSON or wrapped for JSONP. */
export function respondJson(
  json: string | Uint8Array<ArrayBuffer>,
  status: number,
  output: Output,
  extraHeaders: Record<string, string> = {},
): MockAnswer {
  const callback = output.format === 'jsonp' ? output.callback : undefined;
  const body = callback ? `/**/${callback}(${typeof json === 'string' ? json : new TextDecoder().decode(json)})` : json;
  return { status, headers: jsonHeaders(Boolean(callback), extraHeaders), body };
}

export function respond(body: unknown, status: number, output: Output, extraHeaders: Record<string, string> = {}): MockAnswer {
  return respondJson(stringifyJson(body), status, output, extraHeaders);
}

export function errorAnswer(error: MockApiError, output: Output = JSON_OUTPUT): MockAnswer {
  return respond(errorBody(error), error.httpStatus, output, {
    'X-api-error-code': String(error.code),
    // Header values must be ASCII; messages here always are.
    'X-api-error-message': error.message,
  });
}

/** 512: the mock's own failure; also what a transport sends when its own code fails. */
export function internalErrorAnswer(): MockAnswer {
  return errorAnswer(new MockApiError(512));
}

export function notFoundAnswer(): MockAnswer {
  return errorAnswer(new MockApiError(450, 'Not found', 404));
}

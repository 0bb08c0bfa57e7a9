import { ApiError, MalformedResponseError, type HttpVerb } from './errors.ts';
import { isObject, jsonObjectOf, sendWithin } from './transport.ts';
import { nextQueryFor, readPagination, withoutClientParams, type Page, type PageParam } from './pagination.ts';

export type ParamValue = string | number | boolean | undefined | null;
export type Params = Record<string, ParamValue>;

export interface ApiClientOptions {
  /** The service root; requests go to `${baseUrl}/rest/`. */
  baseUrl: string;
  /** Read at every request, so signing in or out applies at once. */
  getAccessToken: () => string | undefined;
  fetch?: typeof fetch;
  timeoutMs?: number;
}

export interface RequestOptions {
  signal?: AbortSignal;
  /** A `next_query` string from a previous page; null or absent for the first page. */
  pageParam?: PageParam;
}

export interface ApiClient {
  read<T>(method: string, params: Params, options?: RequestOptions): Promise<Page<T>>;
  write(method: string, params: Params, options?: Omit<RequestOptions, 'pageParam'>): Promise<Record<string, unknown>>;
}

export const DEFAULT_TIMEOUT_MS = 15_000;

/** Booleans go as 1/0: the service treats only "" and "0" as false. */
function encodeParams(params: Params): URLSearchParams {
  const encoded = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    if (value === undefined || value === null) continue;
    encoded.set(name, typeof value === 'boolean' ? (value ? '1' : '0') : String(value));
  }
  return encoded;
}

export function createApiClient(options: ApiClientOptions): ApiClient {
  const endpoint = `${options.baseUrl.replace(/\/+$/, '')}/rest/`;
  const fetchImpl = options.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => globalThis.fetch(input, init));
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;

  /** The query the caller meant, with the client's own parameters added exactly once. */
  function finalParams(method: string, base: URLSearchParams): URLSearchParams {
    const params = withoutClientParams(base.toString());
    if (!params.has('method')) params.set('method', method);
    params.set('format', 'json');
    const token = options.getAccessToken();
    if (token) params.set('access_token', token);
    return params;
  }

  function send(method: string, verb: HttpVerb, params: URLSearchParams, signal?: AbortSignal) {
    const init: RequestInit =
      verb === 'GET'
        ? { method: 'GET', headers: { Accept: 'application/json' } }
        : {
            method: 'POST',
            headers: { Accept: 'application/json', 'Content-Type': 'application/x-www-form-urlencoded' },
            body: params.toString(),
          };
    const url = verb === 'GET' ? `${endpoint}?${params.toString()}` : endpoint;
    return sendWithin(fetchImpl, url, init, { method, verb, timeoutMs, signal });
  }

  /** Checks the envelope; returns the body of a `stat: ok` answer or throws a typed error. */
  function envelope(method: string, verb: HttpVerb, response: Response, text: string, sentCursor: boolean): Record<string, unknown> {
    const context = { method, verb, httpStatus: response.status };
    const body = jsonObjectOf(text, context);
    if (body.stat === 'ok') return body;
    if (typeof body.stat !== 'string') throw new MalformedResponseError({ ...context, reason: 'the body has no "stat"' });
    const error = isObject(body.error) ? body.error : {};
    const code = Number(error.code ?? response.headers.get('X-api-error-code') ?? 450);
    const message = String(error.message ?? response.headers.get('X-api-error-message') ?? 'Unknown error');
    throw new ApiError({ method, code: Number.isFinite(code) ? code : 450, message, httpStatus: response.status, verb, sentCursor });
  }

  return {
    async read<T>(method: string, params: Params, requestOptions: RequestOptions = {}): Promise<Page<T>> {
      const base = requestOptions.pageParam ? new URLSearchParams(requestOptions.pageParam) : encodeParams(params);
      const sent = finalParams(method, base);
      const { response, text } = await send(method, 'GET', sent, requestOptions.signal);
      const body = envelope(method, 'GET', response, text, sent.has('cursor'));
      const results = body.results ?? body.items;
      if (!Array.isArray(results)) {
        throw new MalformedResponseError({ method, verb: 'GET', httpStatus: response.status, reason: 'the list of results is missing' });
      }
      const fields = readPagination(body, response.headers);
      return {
        results: results as T[],
        total: fields.total,
        page: fields.page,
        pages: fields.pages,
        perPage: fields.perPage,
        cursor: fields.cursor,
        nextQuery: nextQueryFor(fields, sent, results.length),
      };
    },

    async write(method: string, params: Params, requestOptions = {}): Promise<Record<string, unknown>> {
      const sent = finalParams(method, encodeParams(params));
      const { response, text } = await send(method, 'POST', sent, requestOptions.signal);
      return envelope(method, 'POST', response, text, false);
    },
  };
}

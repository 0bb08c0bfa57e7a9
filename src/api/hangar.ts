/**
 * Hangar's own endpoints (`/api/...` on the page's origin: the catalogue's search, suggestions and
 * objects by id), beside the service's client (client.ts), with its typed errors: a failure is an
 * ApiError, NetworkError, TimeoutError or MalformedResponseError, so the retry policy (retry.ts:
 * react-query retries what says `retryable`, with backoff) and the error words
 * (lib/messages/errors.ts) apply unchanged. Answers are parsed int64-safe (json.ts) and each
 * endpoint's shape is checked by its reader (search-response.ts): a wrong shape is a
 * MalformedResponseError, never a crash further in. No React here.
 */
import { ApiError, MalformedResponseError } from './errors.ts';
import { isObject, jsonObjectOf, sendWithin } from './transport.ts';

export const HANGAR_TIMEOUT_MS = 15_000;

/** The names the errors carry (lib/messages/errors.ts words their codes per endpoint). */
export const HANGAR_METHODS = {
  search: 'hangar.search',
  suggest: 'hangar.suggest',
  object: 'hangar.object',
} as const;
export type HangarMethod = (typeof HANGAR_METHODS)[keyof typeof HANGAR_METHODS];

/**
 * "No catalogue yet" (HTTP 503 with `Retry-After`): not retried at once, since the server has said
 * when to ask again (three tries within seconds would only repeat it).
 */
export class CatalogueUnavailableError extends ApiError {
  override readonly retryable = false;
  /** Seconds the server asked to wait, when it said. */
  readonly retryAfterSeconds: number | null;
  constructor(details: { method: string; code: number; message: string; retryAfterSeconds: number | null }) {
    super({ ...details, httpStatus: 503, verb: 'GET' });
    this.retryAfterSeconds = details.retryAfterSeconds;
  }
}

export function isCatalogueUnavailable(error: unknown): error is CatalogueUnavailableError {
  return error instanceof CatalogueUnavailableError;
}

export type QueryValue = string | number | readonly string[] | undefined | null;

export interface HangarClientOptions {
  /** The origin the `/api/...` paths are resolved against (the page's, in a browser). */
  origin: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
}

export interface HangarClient {
  /**
   * GETs `/api/<path>` and hands the `stat: ok` body to `read`, which returns the typed answer or
   * throws a reason (a string) the answer is malformed for.
   */
  get<T>(
    method: HangarMethod,
    path: string,
    query: Record<string, QueryValue>,
    read: (body: Record<string, unknown>) => T,
    signal?: AbortSignal,
  ): Promise<T>;
}

/** A reader's complaint: the answer is not the endpoint's shape. */
export class ShapeError extends Error {
  override readonly name = 'ShapeError';
}

/** Lists go as repeated parameters; empty values are left out. */
export function encodeQuery(query: Record<string, QueryValue>): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    if (typeof value === 'object') for (const item of value) params.append(name, item);
    else params.set(name, String(value));
  }
  return params.toString();
}

function retryAfter(headers: Headers): number | null {
  const value = Number(headers.get('Retry-After'));
  return Number.isFinite(value) && value >= 0 && headers.get('Retry-After') !== null ? value : null;
}

export function createHangarClient(options: HangarClientOptions): HangarClient {
  const fetchImpl = options.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => globalThis.fetch(input, init));
  const timeoutMs = options.timeoutMs ?? HANGAR_TIMEOUT_MS;

  return {
    async get(method, path, query, read, signal) {
      const search = encodeQuery(query);
      const url = new URL(`/api/${path}${search ? `?${search}` : ''}`, options.origin).href;
      const { response, text } = await sendWithin(
        fetchImpl,
        url,
        { method: 'GET', headers: { Accept: 'application/json' } },
        { method, verb: 'GET', timeoutMs, signal },
      );
      const context = { method, verb: 'GET' as const, httpStatus: response.status };
      const body = jsonObjectOf(text, context);
      if (body.stat === 'ok' && response.ok) {
        try {
          return read(body);
        } catch (error) {
          if (error instanceof ShapeError) throw new MalformedResponseError({ ...context, reason: error.message });
          throw error;
        }
      }
      if (body.stat !== 'error' || !isObject(body.error)) {
        throw new MalformedResponseError({ ...context, reason: response.ok ? 'the body has no "stat"' : 'the error has no envelope' });
      }
      const rawCode = Number(body.error.code);
      const code = Number.isInteger(rawCode) ? rawCode : response.status;
      const message = typeof body.error.message === 'string' ? body.error.message : 'Unknown error';
      if (response.status === 503)
        throw new CatalogueUnavailableError({ method, code, message, retryAfterSeconds: retryAfter(response.headers) });
      throw new ApiError({ method, code, message, httpStatus: response.status, verb: 'GET' });
    },
  };
}

/**
 * What both of the app's clients do on the wire (client.ts for the service's `/rest/`, hangar.ts for
 * Hangar's own `/api/…`): one request within a time limit, the caller's abort passed on, and every
 * failure turned into the typed error the UI has a sentence for; then the body read as one JSON
 * object, ids exact (json.ts), or a MalformedResponseError.
 */
import { MalformedResponseError, NetworkError, TimeoutError, type HttpVerb } from './errors.ts';
import { parseApiJson } from './json.ts';

export interface Exchange {
  /** The operation, as errors name it. */
  method: string;
  verb: HttpVerb;
  timeoutMs: number;
  signal?: AbortSignal | undefined;
}

export async function sendWithin(
  fetchImpl: typeof fetch,
  url: string,
  init: RequestInit,
  { method, verb, timeoutMs, signal }: Exchange,
): Promise<{ response: Response; text: string }> {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  const forwardAbort = () => controller.abort();
  if (signal?.aborted) forwardAbort();
  signal?.addEventListener('abort', forwardAbort, { once: true });
  try {
    const response = await fetchImpl(url, { ...init, signal: controller.signal });
    return { response, text: await response.text() };
  } catch {
    // fetch rejects (a TypeError) for a dropped connection, DNS or CORS failure alike.
    if (timedOut) throw new TimeoutError({ method, verb, timeoutMs });
    // An aborted signal always has a reason (an AbortError DOMException unless the caller gave one).
    if (signal?.aborted) throw signal.reason;
    throw new NetworkError({ method, verb });
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', forwardAbort);
  }
}

export function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The body as one JSON object, or the MalformedResponseError that says what it was instead. */
export function jsonObjectOf(text: string, context: { method: string; verb: HttpVerb; httpStatus: number }): Record<string, unknown> {
  let body: unknown;
  try {
    body = parseApiJson(text);
  } catch {
    throw new MalformedResponseError({ ...context, reason: 'the body is not JSON' });
  }
  if (!isObject(body)) throw new MalformedResponseError({ ...context, reason: 'the body is not a JSON object' });
  return body;
}

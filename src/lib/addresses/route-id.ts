const INT64 = /^\d{1,19}$/;

/** Whether a string is a positive int64 id (ids are strings in the app: never numbers). */
export function isInt64Id(value: string | null | undefined): value is string {
  return value !== undefined && value !== null && INT64.test(value) && BigInt(value) <= 9223372036854775807n;
}

/** What a loader throws for an address that names nothing: the route's error boundary shows the not-found page. */
export function notFound(): Response {
  return new Response('Not Found', { status: 404, statusText: 'Not Found' });
}

/**
 * Route ids are int64 strings; anything else in the URL is a 404, not a
 * request the server would reject.
 */
export function requireId(value: string | undefined): string {
  if (!isInt64Id(value)) throw notFound();
  return value;
}

const INT64 = /^\d{1,19}$/;

/** Whether a string is a positive int64 id (ids are strings in the app: never numbers). */
export function isInt64Id(value: string | null | undefined): value is string {
  return value !== undefined && value !== null && INT64.test(value) && BigInt(value) <= 9223372036854775807n;
}

/**
 * Route ids are int64 strings; anything else in the URL is a 404, not a
 * request the server would reject.
 */
export function requireId(value: string | undefined): string {
  if (!isInt64Id(value)) throw new Response('Not Found', { status: 404, statusText: 'Not Found' });
  return value;
}

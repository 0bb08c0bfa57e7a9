const INT64 = /^\d{1,19}$/;

/**
 * Route ids are int64 strings; anything else in the URL is a 404, not a
 * request the server would reject.
 */
export function requireId(value: string | undefined): string {
  if (value === undefined || !INT64.test(value) || BigInt(value) > 9223372036854775807n) {
    throw new Response('Not Found', { status: 404, statusText: 'Not Found' });
  }
  return value;
}

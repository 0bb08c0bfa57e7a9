import { paths } from '../../lib/addresses/paths.ts';

const HERE = 'http://hangar.invalid';

/**
 * Where the sign-in page sends the visitor once signed in: the page they came
 * from (the `from` of the link's router state, paths.ts `signInState`),
 * if it is a path of this app, else the shoebox. Router state is set by the
 * app's own links, but it is read back from history, so it is checked like
 * any input: a full URL, a protocol-relative `//host` or `/\host`, anything
 * that resolves to another origin, and the sign-in page itself are refused,
 * so signing in can never become an open redirect or a loop.
 */
export function returnPath(state: unknown): string {
  const from = typeof state === 'object' && state !== null ? (state as { from?: unknown }).from : undefined;
  const fallback = paths.shoebox.href();
  if (typeof from !== 'string' || !from.startsWith('/') || from.startsWith('//') || from.startsWith('/\\')) return fallback;
  let url: URL;
  try {
    url = new URL(from, HERE);
  } catch {
    return fallback;
  }
  if (url.origin !== HERE || url.pathname === paths.signIn.href()) return fallback;
  return url.pathname + url.search + url.hash;
}

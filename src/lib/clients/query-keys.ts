/**
 * Everything fetched with the signed-in user's token (the shoebox) is cached
 * under this one root, so every way out of a session (`endSession()` in
 * session/signed-in-user.ts: sign-out, a new sign-in, the kiosk reset) drops it all. Kept
 * apart from the list helper so the shell can import it without the fetch layer.
 */
export const USER_RQKEY_ROOT = 'user';

/**
 * A query's `meta` when it is a secondary read of its page (a breadcrumb's name): the server renders
 * the page with the read's fallback when it fails, and the browser asks again. Every other read a
 * page's loader makes is primary: when one fails, the server sends the shell and the browser shows
 * the failure with its Retry.
 */
export const SECONDARY_READ = { secondary: true } as const;

export const isSecondaryRead = (meta: Record<string, unknown> | undefined): boolean => meta?.secondary === true;

/**
 * Everything fetched with the signed-in user's token (the shoebox) is cached
 * under this one root, so every way out of a session (`endSession()` in
 * session.ts: sign-out, a new sign-in, the kiosk reset) drops it all. Kept
 * apart from the list helper so the shell can import it without the fetch layer.
 */
export const USER_RQKEY_ROOT = 'user';

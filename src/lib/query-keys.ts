/**
 * Everything fetched with the signed-in user's token (the shoebox) is cached
 * under this one root, so sign-out, a new sign-in and the kiosk reset drop it
 * all with `queryClient.removeQueries({ queryKey: [USER_RQKEY_ROOT] })`. Kept
 * apart from the list helper so the shell can import it without the fetch layer.
 */
export const USER_RQKEY_ROOT = 'user';

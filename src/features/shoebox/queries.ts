import { listQuery } from '../../lib/lists/list-query.ts';
import { USER_RQKEY_ROOT } from '../../lib/clients/query-keys.ts';

/** User data lives under the user root: sign-out and the kiosk reset drop it all. */
export const SHOEBOX_KEY = [USER_RQKEY_ROOT, 'shoebox'] as const;
export const REMOVE_KEY = [...SHOEBOX_KEY, 'remove'] as const;

// Another device may change the shoebox: keep it fresh for a short while only. No route loader
// fetches it (it depends on who is signed in), so the page itself retries a failure on mount.
export const shoeboxItemsQuery = (userName: string) =>
  listQuery([...SHOEBOX_KEY, userName], 'listItems', { perPage: 100 }, { staleTime: 30_000, retryOnMount: true });

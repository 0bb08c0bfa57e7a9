import { listQuery } from '../../lib/lists/list-query.ts';

export const SOCIAL_RQKEY_ROOT = 'social';

// Hashtags are case-insensitive (the service lowercases them), so #SFO and #sfo share one request and one cache entry.
export const postsQuery = (hashtag: string) =>
  listQuery(SOCIAL_RQKEY_ROOT, 'postsForHashtag', { hashtag: hashtag.toLowerCase(), perPage: 50 }, { staleTime: 2 * 60_000 });

import { infiniteQueryOptions } from '@tanstack/react-query';
import { getPostsForHashtag } from '../../api/operations.ts';
import { getNextPageParam, initialPageParam, type PageParam } from '../../api/pagination.ts';
import type { SocialPost } from '../../api/types.ts';
import { api } from '../../lib/api.ts';

export function postsQuery(hashtag: string) {
  return infiniteQueryOptions({
    queryKey: ['social', hashtag.toLowerCase(), { perPage: 50 }] as const,
    queryFn: ({ pageParam, signal }) => getPostsForHashtag<SocialPost>(api(), { hashtag, perPage: 50 }, { signal, pageParam }),
    initialPageParam: initialPageParam as PageParam,
    getNextPageParam,
    staleTime: 2 * 60_000,
  });
}

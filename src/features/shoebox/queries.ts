import { infiniteQueryOptions } from '@tanstack/react-query';
import { listShoeboxItems } from '../../api/operations.ts';
import { getNextPageParam, initialPageParam, type PageParam } from '../../api/pagination.ts';
import type { ShoeboxItem } from '../../api/types.ts';
import { api } from '../../lib/api.ts';

/** User data lives under ['user', ...]: sign-out and the kiosk reset drop it all. */
export const SHOEBOX_KEY = ['user', 'shoebox'] as const;
export const REMOVE_KEY = [...SHOEBOX_KEY, 'remove'] as const;

export function shoeboxItemsQuery(userName: string) {
  return infiniteQueryOptions({
    queryKey: [...SHOEBOX_KEY, 'items', userName, { perPage: 100 }] as const,
    queryFn: ({ pageParam, signal }) => listShoeboxItems<ShoeboxItem>(api(), { perPage: 100 }, { signal, pageParam }),
    initialPageParam: initialPageParam as PageParam,
    getNextPageParam,
    // Another device may change the shoebox: keep it fresh for a short while only.
    staleTime: 30_000,
  });
}

import { infiniteQueryOptions } from '@tanstack/react-query';
import { readList, type ListName, type ListParams } from '../../api/operations.ts';
import { getNextPageParam, initialPageParam } from '../../api/pagination.ts';
import { api } from '../clients/service-client.ts';

/** A feature's key root (`'collections'`), or a root with a scope after it (`['user', 'shoebox', userName]`). */
export type KeyRoot = string | readonly [string, ...unknown[]];

export interface ListQueryOptions {
  /** How long a loaded list counts as fresh; each feature knows how fast its data changes. */
  staleTime: number;
  /**
   * Whether the page asks again when it mounts on a failed list. Not by default:
   * a list's route loader has just asked (warmList), so asking again on mount
   * would send every failure twice (an unknown id, two identical 900s); the
   * loader asks again on the next visit, and the visitor's Retry any time. Only
   * a list no loader fetches (the shoebox, which depends on who is signed in)
   * retries on mount.
   */
  retryOnMount?: boolean;
}

/**
 * Every list's infinite query options, shared by the route loader and the
 * component so both use one cache entry. The key is the root, the list's
 * name and every parameter the request carries (ids, `perPage`, flags,
 * dates...), so two requests that differ never share an entry.
 */
export function listQuery<N extends ListName>(
  root: KeyRoot,
  name: N,
  params: ListParams<N>,
  { staleTime, retryOnMount = false }: ListQueryOptions,
) {
  const prefix: readonly unknown[] = typeof root === 'string' ? [root] : root;
  return infiniteQueryOptions({
    queryKey: [...prefix, name, params] as const,
    queryFn: ({ pageParam, signal }) => readList(api(), name, params, { signal, pageParam }),
    initialPageParam,
    getNextPageParam,
    staleTime,
    retryOnMount,
  });
}

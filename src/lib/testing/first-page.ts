import type { InfiniteData } from '@tanstack/react-query';
import type { Page } from '../../api/pagination.ts';

/** A list's cache entry holding one complete first page of `results`, as a loader's `onData` gets it. */
export function firstPageOf<T>(results: T[]): InfiniteData<Page<T>, unknown> {
  const page: Page<T> = {
    results,
    total: results.length,
    page: 1,
    pages: 1,
    perPage: results.length,
    cursor: null,
    nextQuery: undefined,
  };
  return { pages: [page], pageParams: [null] };
}

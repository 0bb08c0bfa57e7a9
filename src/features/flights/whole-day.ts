import { useEffect } from 'react';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import type { Page } from '../../api/pagination.ts';

type DayQuery = Pick<
  UseInfiniteQueryResult<InfiniteData<Page<unknown>>, unknown>,
  'hasNextPage' | 'isFetching' | 'isError' | 'fetchNextPage'
>;

/**
 * Loads the rest of the day into the day's own infinite query, one page of
 * 500 after another, so the chart counts every flight and the filters see
 * the whole day. It waits while any fetch of the query is under way (a page
 * the list asked for, a refetch of stale pages), and stops on an error: the
 * retry (ours or the list's) starts it again. When the page goes, nothing
 * observes the query any more and react-query aborts the request in flight
 * (the request carries its signal), so leaving the page cancels the load.
 */
export function useWholeDay({ hasNextPage, isFetching, isError, fetchNextPage }: DayQuery): void {
  useEffect(() => {
    if (hasNextPage && !isFetching && !isError) void fetchNextPage({ cancelRefetch: false });
  }, [hasNextPage, isFetching, isError, fetchNextPage]);
}

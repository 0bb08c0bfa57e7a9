import { infiniteQueryOptions } from '@tanstack/react-query';
import { getFlightsForDate } from '../../api/operations.ts';
import { getNextPageParam, initialPageParam, type PageParam } from '../../api/pagination.ts';
import type { FlightRecord } from '../../api/types.ts';
import { api } from '../../lib/api.ts';

/** The largest page the service allows: a busy day is a handful of requests. */
export const FLIGHTS_PER_PAGE = 500;

export function flightsQuery(date: string) {
  return infiniteQueryOptions({
    queryKey: ['flights', date, { perPage: FLIGHTS_PER_PAGE }] as const,
    queryFn: ({ pageParam, signal }) => getFlightsForDate<FlightRecord>(api(), { date, perPage: FLIGHTS_PER_PAGE }, { signal, pageParam }),
    initialPageParam: initialPageParam as PageParam,
    getNextPageParam,
    // Estimated times move during the day.
    staleTime: 60_000,
  });
}

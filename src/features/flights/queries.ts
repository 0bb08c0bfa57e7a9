import { listQuery } from '../../lib/lists/list-query.ts';

export const FLIGHTS_RQKEY_ROOT = 'flights';

/** The largest page the service allows: a busy day is a handful of requests. */
export const FLIGHTS_PER_PAGE = 500;

// Estimated times move during the day.
export const flightsQuery = (date: string) =>
  listQuery(FLIGHTS_RQKEY_ROOT, 'flightsForDate', { date, perPage: FLIGHTS_PER_PAGE }, { staleTime: 60_000 });

import { useState } from 'react';
import { useLocation, useNavigate, useNavigationType } from 'react-router';
import { paths } from '../../lib/addresses/paths.ts';
import type { FlightFilters } from './filter-params.ts';
import { flightsSearch } from './filters.ts';

/** Marks an address the filters wrote themselves (history state, not part of the URL). */
const OWN_WRITE = { flightFilters: true } as const;

function isOwnWrite(state: unknown): boolean {
  return typeof state === 'object' && state !== null && (state as Partial<typeof OWN_WRITE>).flightFilters === true;
}

export interface FilterChange {
  /** Typing replaces the current history entry, so Back does not step through every letter; a choice adds one. */
  replace: boolean;
}

/**
 * The filters the page shows: the address's, with the visitor's changes
 * applied at once (the search box keeps exactly what is typed). Each change is
 * written to the address, but the page does not wait for it: the router
 * commits an address in a React transition, which typing keeps interrupting,
 * so the address can arrive after later keystrokes and must not overwrite
 * them. The address wins when it changes by any other way: Back or Forward,
 * another day, "Clear filters".
 */
export function useFlightFilters(
  date: string,
  fromAddress: FlightFilters,
): [FlightFilters, (next: FlightFilters, change: FilterChange) => void] {
  const navigate = useNavigate();
  const location = useLocation();
  const navigationType = useNavigationType();
  const [filters, setFilters] = useState(fromAddress);
  const [seenKey, setSeenKey] = useState(location.key);
  if (seenKey !== location.key) {
    setSeenKey(location.key);
    if (navigationType === 'POP' || !isOwnWrite(location.state)) setFilters(fromAddress);
  }
  const change = (next: FlightFilters, { replace }: FilterChange) => {
    setFilters(next);
    void navigate(paths.flights.href(date, flightsSearch(next)), { replace, preventScrollReset: true, state: OWN_WRITE });
  };
  return [filters, change];
}

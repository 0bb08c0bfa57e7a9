/**
 * The flights list's filters as the loader reads them from the day's address
 * (`/flights/2024-06-01?direction=arrivals&airline=United+Airlines&q=LAX`;
 * filters.ts writes it). A module of its own because the loader lands in the
 * data chunk that every list page loads: only this much comes with it.
 */

/** The filters; each name is also its query parameter. */
export interface FlightFilters {
  direction?: 'arrivals' | 'departures';
  airline?: string;
  /** A flight number, airline or city. */
  q?: string;
}

/** Longer values are cut: an address is not a place for essays. */
const MAX_LENGTH = 80;

function cleaned(value: string | null): string | undefined {
  const trimmed = value?.trim().slice(0, MAX_LENGTH).trim();
  return trimmed ? trimmed : undefined;
}

/** The filters an address asks for; an unknown direction or an empty value is no filter. */
export function flightFiltersFrom(search: URLSearchParams): FlightFilters {
  const filters: FlightFilters = {};
  const direction = search.get('direction');
  if (direction === 'arrivals' || direction === 'departures') filters.direction = direction;
  const airline = cleaned(search.get('airline'));
  if (airline) filters.airline = airline;
  const q = cleaned(search.get('q'));
  if (q) filters.q = q;
  return filters;
}

/** The filters' parameter names, as the list's plain form submits them. */
const FILTER_NAMES = ['direction', 'airline', 'q'] as const;

/**
 * The address without the filters a plain form sent empty (`?direction=&airline=&q=Tokyo`, from a
 * browser without JavaScript), or null when it has none: the page's address says only what it shows.
 */
export function withoutEmptyFilters(search: URLSearchParams): URLSearchParams | null {
  const empty = FILTER_NAMES.filter((name) => search.has(name) && !search.get(name)?.trim());
  if (empty.length === 0) return null;
  const kept = new URLSearchParams(search);
  for (const name of empty) kept.delete(name);
  return kept;
}

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

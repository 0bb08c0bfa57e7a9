/**
 * The flights list's filters: written to the day's address as its query
 * string (paths.flights.href puts it on; filter-params.ts reads it back), and
 * applied to the loaded day in the browser, since the service cannot filter a
 * day's flights.
 */
import type { InfiniteData } from '@tanstack/react-query';
import type { Page } from '../../api/pagination.ts';
import type { Search } from '../../lib/addresses/paths.ts';
import { text, type AnyRecord } from '../../lib/records/fields.ts';
import { cityOf, otherEnd } from './airports.ts';
import type { FlightFilters } from './filter-params.ts';

/** The query string for the filters that are set (`?direction=arrivals&q=LAX`), or '' for none. */
export function flightsSearch(filters: FlightFilters): Search {
  const search = new URLSearchParams();
  if (filters.direction) search.set('direction', filters.direction);
  const airline = filters.airline?.trim();
  if (airline) search.set('airline', airline);
  const q = filters.q?.trim();
  if (q) search.set('q', q);
  const query = search.toString();
  return query ? `?${query}` : '';
}

/** Whether any filter is set (a search of only spaces is none). */
export function isFiltered(filters: FlightFilters): boolean {
  return Boolean(filters.direction || filters.airline || filters.q?.trim());
}

export function isArrival(flight: AnyRecord): boolean {
  return text(flight, 'flysfo:event') === 'A';
}

/** The airline as a flight's row names it, which is also what the airline filter holds. */
export function airlineOf(flight: AnyRecord): string | undefined {
  return text(flight, 'flysfo:airline') ?? text(flight, 'icao:airline');
}

/** Case, accents and spaces do not count: "ua 12" finds UA12, "cancun" finds Cancún. */
function fold(value: string): string {
  return value.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, '');
}

/** What a search finds a flight by: its number, its airline, and the other airport's code and city. */
function searchable(flight: AnyRecord): string[] {
  const code = otherEnd(text(flight, 'flysfo:journey'), isArrival(flight));
  const number = text(flight, 'flysfo:flight_number') ?? text(flight, 'wof:name');
  return [number, airlineOf(flight), code, code && cityOf(code)].filter((value): value is string => Boolean(value)).map(fold);
}

export function matchesFilters(flight: AnyRecord, filters: FlightFilters): boolean {
  if (filters.direction && isArrival(flight) !== (filters.direction === 'arrivals')) return false;
  if (filters.airline && airlineOf(flight) !== filters.airline) return false;
  const query = filters.q ? fold(filters.q) : '';
  return query === '' || searchable(flight).some((value) => value.includes(query));
}

/** The airlines among the flights, sorted by name, for the airline menu. */
export function airlinesOf(flights: readonly AnyRecord[]): string[] {
  const names = new Set<string>();
  for (const flight of flights) {
    const airline = airlineOf(flight);
    if (airline) names.add(airline);
  }
  return [...names].sort((a, b) => a.localeCompare(b));
}

/** The day has no more pages to load. */
export function isWholeDay(data: InfiniteData<Page<unknown>> | undefined): boolean {
  return data !== undefined && data.pages.at(-1)?.nextQuery === undefined;
}

/**
 * The loaded day seen through the filters, for the list (react-query's
 * `select` on the day's own query: one cache entry, one copy of the data).
 * Each page keeps only its matches; the total is the number of matches once
 * the whole day is loaded, and unknown (null) before, so the list never
 * claims a count it cannot know.
 */
export function filterDay<T extends AnyRecord>(data: InfiniteData<Page<T>>, filters: FlightFilters): InfiniteData<Page<T>> {
  if (!isFiltered(filters)) return data;
  const pages = data.pages.map((page) => ({ ...page, results: page.results.filter((flight) => matchesFilters(flight, filters)) }));
  const total = isWholeDay(data) ? pages.reduce((sum, page) => sum + page.results.length, 0) : null;
  return { ...data, pages: pages.map((page) => ({ ...page, total })) };
}

/** The route loader beside (not inside) the lazy module: the flights request starts with the code download. */
import { data, redirect, type LoaderFunctionArgs } from 'react-router';
import { paths, type Search } from '../../lib/addresses/paths.ts';
import { warmList } from '../../lib/lists/warm-list.ts';
import { isValidIsoDate, todayAtAirport } from './dates.ts';
import { flightFiltersFrom, withoutEmptyFilters } from './filter-params.ts';
import { flightsQuery } from './queries.ts';

/**
 * `/flights` is today at the airport (its query string kept); an impossible date is
 * shown as such, with a date picker, and answered 404. The list's filters come from the query
 * string, checked here once.
 */
export function flightsLoader({ params, request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const date = params.date;
  // The query string goes along as it came, but for the date a plain form sends (`/flights?date=…`,
  // the date control without JavaScript) and filters it sent empty.
  if (!date) {
    const search = withoutEmptyFilters(url.searchParams) ?? new URLSearchParams(url.searchParams);
    const chosen = search.get('date')?.trim();
    search.delete('date');
    throw redirect(paths.flights.href(chosen || todayAtAirport(), searchOf(search)));
  }
  const kept = withoutEmptyFilters(url.searchParams);
  if (kept) throw redirect(paths.flights.href(date, searchOf(kept)));
  const filters = flightFiltersFrom(url.searchParams);
  return isValidIsoDate(date)
    ? warmList(flightsQuery(date), { date, valid: true, filters }, { staticPages: { request, layout: 'measured' } })
    : data({ date, valid: false, filters }, { status: 404 });
}

function searchOf(params: URLSearchParams): Search {
  const query = params.toString();
  return query ? `?${query}` : '';
}

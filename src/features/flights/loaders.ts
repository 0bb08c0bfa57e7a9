/** The route loader beside (not inside) the lazy module: the flights request starts with the code download. */
import { redirect, type LoaderFunctionArgs } from 'react-router';
import { paths, type Search } from '../../lib/paths.ts';
import { warmList } from '../../lib/warm-list.ts';
import { isValidIsoDate, todayAtAirport } from './dates.ts';
import { flightFiltersFrom } from './filter-params.ts';
import { flightsQuery } from './queries.ts';

/**
 * `/flights` is today at the airport (its query string kept); an impossible date is
 * shown as such, with a date picker. The list's filters come from the query
 * string, checked here once.
 */
export function flightsLoader({ params, request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const date = params.date;
  // The query string goes along as it came (`search` is '' or starts with '?').
  if (!date) throw redirect(paths.flights.href(todayAtAirport(), url.search as Search));
  const filters = flightFiltersFrom(url.searchParams);
  return isValidIsoDate(date)
    ? warmList(flightsQuery(date), { date, valid: true, filters }, { staticPages: { request, layout: 'measured' } })
    : { date, valid: false, filters };
}

/** The route loader beside (not inside) the lazy module: the flights request starts with the code download. */
import { redirect, type LoaderFunctionArgs } from 'react-router';
import { paths } from '../../lib/paths.shell.ts';
import { warmList } from '../../lib/warm-list.data.ts';
import { isValidIsoDate, todayAtAirport } from './dates.ts';
import { flightsQuery } from './queries.data.ts';

/** `/flights` is today at the airport; an impossible date is shown as such, with a date picker. */
export function flightsLoader({ params }: LoaderFunctionArgs) {
  const date = params.date;
  if (!date) throw redirect(paths.flights.href(todayAtAirport()));
  return isValidIsoDate(date) ? warmList(flightsQuery(date), { date, valid: true }) : { date, valid: false };
}

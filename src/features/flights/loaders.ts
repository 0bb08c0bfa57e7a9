/** The route loader beside (not inside) the lazy module: the flights request starts with the code download. */
import { redirect, type LoaderFunctionArgs } from 'react-router';
import { warmList } from '../../lib/warm-list.ts';
import { isValidIsoDate, todayAtAirport } from './dates.ts';
import { flightsQuery } from './queries.ts';

export function flightsLoader({ params }: LoaderFunctionArgs) {
  const date = params.date;
  if (!date) return redirect(`/flights/${todayAtAirport()}`);
  return isValidIsoDate(date) ? warmList(flightsQuery(date)) : null;
}

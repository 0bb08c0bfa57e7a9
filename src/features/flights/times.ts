import { AIRPORT_TIME_ZONE } from '../../lib/format.shell.ts';

const timeFormat = new Intl.DateTimeFormat('en-US', { timeZone: AIRPORT_TIME_ZONE, hour: 'numeric', minute: '2-digit' });

/** A unix time as the airport's clock shows it ("2:05 PM"). */
export function airportTime(unixSeconds: number): string {
  return timeFormat.format(new Date(unixSeconds * 1000));
}

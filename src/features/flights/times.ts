import { clockTime } from '../../lib/formats/time-of-day.ts';
import { AIRPORT_TIME_ZONE } from '../../lib/formats/counts-and-dates.ts';
import { wallClock } from '../../lib/formats/wall-clock.ts';

/** A unix time as the airport's clock shows it, in the active language ("2:05 PM", "14:05"). */
export function airportTime(unixSeconds: number): string {
  const { hour, minute } = wallClock(new Date(unixSeconds * 1000), AIRPORT_TIME_ZONE);
  return clockTime(hour, minute);
}

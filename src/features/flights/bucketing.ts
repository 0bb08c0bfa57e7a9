import { AIRPORT_TIME_ZONE } from '../../lib/formats/counts-and-dates.ts';
import { wallClock } from '../../lib/formats/wall-clock.ts';

export interface HourBucket {
  hour: number;
  arrivals: number;
  departures: number;
}

// Every time zone's offset from UTC is a whole number of quarter hours, so all the instants of one
// UTC quarter hour share their local hour: one Intl call per quarter hour, not one per flight (the
// chart buckets the whole day again as each of its pages comes in: 2,150 flights on the busiest).
const QUARTER_HOUR_SECONDS = 900;
const hourOfQuarter = new Map<number, number>();

/** The hour (0-23) on the airport's wall clock for a unix time. */
export function localHour(unixSeconds: number): number {
  const quarter = Math.floor(unixSeconds / QUARTER_HOUR_SECONDS);
  let hour = hourOfQuarter.get(quarter);
  if (hour === undefined) {
    hour = wallClock(new Date(quarter * QUARTER_HOUR_SECONDS * 1000), AIRPORT_TIME_ZONE).hour;
    hourOfQuarter.set(quarter, hour);
  }
  return hour;
}

/** The airport's wall-clock time of day in hours (14:30 is 14.5), where the chart draws "now". */
export function localTimeOfDay(unixSeconds: number): number {
  return localHour(unixSeconds) + wallClock(new Date(unixSeconds * 1000), AIRPORT_TIME_ZONE).minute / 60;
}

interface FlightLike {
  [key: string]: unknown;
}

/** Counts arrivals and departures per local hour by scheduled time; flights without a time are left out. */
export function bucketByHour(flights: readonly FlightLike[]): HourBucket[] {
  const buckets: HourBucket[] = Array.from({ length: 24 }, (_, hour) => ({ hour, arrivals: 0, departures: 0 }));
  for (const flight of flights) {
    const scheduled = flight['flysfo:scheduled_timestamp'];
    if (typeof scheduled !== 'number' || !Number.isFinite(scheduled)) continue;
    const bucket = buckets[localHour(scheduled)]!;
    if (flight['flysfo:event'] === 'A') bucket.arrivals += 1;
    else if (flight['flysfo:event'] === 'D') bucket.departures += 1;
  }
  return buckets;
}

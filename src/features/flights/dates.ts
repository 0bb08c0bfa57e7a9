import { perLanguage } from '../../i18n/language.ts';
import { AIRPORT_TIME_ZONE, isoDateInZone } from '../../lib/formats/counts-and-dates.ts';

/** A real calendar date in YYYY-MM-DD form (so 2023-02-30 and 2023-13-01 are not). */
export function isValidIsoDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return year >= 1 && date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** The calendar date `days` away; calendar arithmetic in UTC, so no DST surprises. */
export function shiftIsoDate(value: string, days: number): string {
  const [year, month, day] = value.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day + days));
  return date.toISOString().slice(0, 10);
}

export function todayAtAirport(now = new Date()): string {
  return isoDateInZone(now, AIRPORT_TIME_ZONE);
}

// A calendar date, not an instant: read and shown in UTC so no time zone moves it a day.
const longDate = perLanguage((tag) => new Intl.DateTimeFormat(tag, { dateStyle: 'full', timeZone: 'UTC' }));

/** "Saturday, June 1, 2024" in the active language ("sábado, 1 de junio de 2024"). */
export function readableIsoDate(value: string): string {
  const [year, month, day] = value.split('-').map(Number) as [number, number, number];
  return longDate().format(new Date(Date.UTC(year, month - 1, day)));
}

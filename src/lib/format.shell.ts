/**
 * The shared Intl formats: counts, dates of records, the airport's date. Formats
 * that belong to one feature (flight times, exhibition months, the flights
 * heading) sit with that feature's code.
 */

const numberFormat = new Intl.NumberFormat('en-US');

export function formatCount(value: number): string {
  return numberFormat.format(value);
}

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

export function formatUnixDate(seconds: number): string {
  return dateFormat.format(new Date(seconds * 1000));
}

/** Today's date (YYYY-MM-DD) in the given IANA time zone. */
export function isoDateInZone(date: Date, timeZone: string): string {
  // en-CA formats as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(date);
}

export const AIRPORT_TIME_ZONE = 'America/Los_Angeles';

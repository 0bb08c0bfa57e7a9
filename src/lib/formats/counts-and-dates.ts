/**
 * The shared Intl formats: counts, dates of records, the airport's date, in the active language.
 * Formats that belong to one feature (flight times, exhibition months, the flights heading) sit
 * with that feature's code.
 */
import { languageTag, perLanguage } from '../../i18n/language.ts';
import { formatNumber } from '../../i18n/interpret.ts';
import { isoDateOf, wallClock } from './wall-clock.ts';

/** A count outside a message (a record's field); counts inside messages are formatted by the message. */
export function formatCount(value: number): string {
  return formatNumber(languageTag(), value);
}

export const AIRPORT_TIME_ZONE = 'America/Los_Angeles';

/**
 * A record's date, in the airport's time zone: the day a post was made at the airport, and the same
 * words in the server's markup and the visitor's browser, wherever either is.
 */
const dateFormat = perLanguage((tag) => new Intl.DateTimeFormat(tag, { dateStyle: 'medium', timeZone: AIRPORT_TIME_ZONE }));

export function formatUnixDate(seconds: number): string {
  return dateFormat().format(new Date(seconds * 1000));
}

/** The date (YYYY-MM-DD) in the given IANA time zone: a machine form, the same in every language and engine. */
export function isoDateInZone(date: Date, timeZone: string): string {
  return isoDateOf(wallClock(date, timeZone));
}

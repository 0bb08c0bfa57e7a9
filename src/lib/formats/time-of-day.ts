/**
 * Times of day as each language writes them, put together here from numbers rather than printed by
 * Intl (decision 0034): engines print the same Intl options differently (Chinese "8:40" in Node and
 * V8, "08:40" in Firefox), and a server-rendered time the browser prints otherwise fails hydration.
 * Adding a language adds its row; one without a row writes the 24-hour clock.
 */
import { currentLanguage } from '../../i18n/language.ts';

interface ClockStyle {
  /** "2:05 PM" rather than "14:05". */
  twelveHour: boolean;
  /** After an hour alone, on the chart's axis: Chinese writes "08时". */
  hourSuffix: string;
}

const STYLES: Record<string, ClockStyle> = {
  en: { twelveHour: true, hourSuffix: '' },
  es: { twelveHour: false, hourSuffix: '' },
  zh: { twelveHour: false, hourSuffix: '时' },
};
const TWENTY_FOUR_HOURS: ClockStyle = { twelveHour: false, hourSuffix: '' };

function style(language: string): ClockStyle {
  // The pseudo-locale (en-XA) writes as its base language does.
  return STYLES[language] ?? STYLES[language.split('-')[0]!] ?? TWENTY_FOUR_HOURS;
}

const two = (value: number) => String(value).padStart(2, '0');

/** A time of day (hour 0-23): "2:05 PM", "8:40 AM" in English; "14:05", "8:40" in Spanish and Chinese. */
export function clockTime(hour: number, minute: number, language = currentLanguage()): string {
  if (!style(language).twelveHour) return `${hour}:${two(minute)}`;
  // A plain space before AM/PM, where newer ICU data puts a narrow no-break space and older a plain one.
  return `${hour % 12 === 0 ? 12 : hour % 12}:${two(minute)} ${hour < 12 ? 'AM' : 'PM'}`;
}

/** An hour alone, on a chart's axis: "08" ("08时" in Chinese). */
export function clockHour(hour: number, language = currentLanguage()): string {
  return `${two(hour)}${style(language).hourSuffix}`;
}

/** The start of an hour, in a table: "08:00" in every language. */
export function clockHourStart(hour: number): string {
  return `${two(hour)}:00`;
}

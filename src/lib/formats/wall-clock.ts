/**
 * An instant on a time zone's wall clock, as numbers: the machine form of dates and times.
 *
 * Read from formatToParts by each part's type, never by parsing a locale's printed string: engines
 * print the same options differently ('en-CA' is "2026-11-26" in V8 and "11/26/2026" with WebKit's
 * ICU data), but every engine names the year, month, day, hour and minute parts the same way.
 */
export interface WallClock {
  year: number;
  /** 1-12 */
  month: number;
  day: number;
  /** 0-23 */
  hour: number;
  minute: number;
}

// Made once per zone: the home page asks on every render, the flights chart once per quarter hour.
const formats = new Map<string, Intl.DateTimeFormat>();

function partsFormat(timeZone: string): Intl.DateTimeFormat {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      calendar: 'gregory',
      numberingSystem: 'latn',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      hourCycle: 'h23',
    });
    formats.set(timeZone, format);
  }
  return format;
}

export function wallClock(date: Date, timeZone: string): WallClock {
  const clock: WallClock = { year: 0, month: 0, day: 0, hour: 0, minute: 0 };
  for (const part of partsFormat(timeZone).formatToParts(date)) {
    if (part.type === 'year' || part.type === 'month' || part.type === 'day' || part.type === 'hour' || part.type === 'minute')
      clock[part.type] = Number(part.value);
  }
  // Some engines have written midnight as hour 24 under h23 (a known ICU quirk).
  clock.hour %= 24;
  return clock;
}

const pad = (value: number, width: number) => String(value).padStart(width, '0');

/** YYYY-MM-DD of a wall clock's day. */
export function isoDateOf(clock: WallClock): string {
  return `${pad(clock.year, 4)}-${pad(clock.month, 2)}-${pad(clock.day, 2)}`;
}

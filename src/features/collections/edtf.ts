/**
 * Extended Date/Time Format (EDTF, Library of Congress / ISO 8601-2) values in
 * plain words: "1967-06~" reads "about June 1967". Levels 0 and 1 are covered
 * in full; from level 2 the parts museum records use: unspecified digits in any
 * component, component qualifiers, sets, seasons 25-41, exponent and
 * significant-digit years. Anything else comes back unchanged, so a visitor
 * still sees what the record says, and nothing here throws.
 */

const LOCALE = 'en-US';

/**
 * Every word the descriptions use, kept apart from the parser so a translation
 * replaces this object only. Phrases are functions because word order differs
 * between languages.
 */
export const edtfText = {
  unknown: 'date unknown',
  unknownDate: 'an unknown date',
  bce: (year: string) => `${year} BCE`,
  /** A year with unspecified trailing digits: "196X" is "1960s". */
  span: (firstYear: string) => `${firstYear}s`,
  monthYear: (month: string, year: string) => `${month} ${year}`,
  dayMonthYear: (month: string, day: string, year: string) => `${month} ${day}, ${year}`,
  dayMonth: (month: string, day: string) => `${month} ${day}`,
  /** A month (and day) in a year written with unspecified digits: "June in the 1960s". */
  inSpan: (monthDay: string, span: string) => `${monthDay} in the ${span}`,
  /** A month (and day) with the year unspecified entirely: "XXXX-12-25". */
  yearUnknown: (monthDay: string) => `${monthDay}, year unknown`,
  dateTime: (date: string, time: string) => `${date} at ${time}`,
  utc: 'UTC',
  season: (name: string, year: string) => `${name} ${year}`,
  seasons: {
    21: 'Spring',
    22: 'Summer',
    23: 'Autumn',
    24: 'Winter',
    25: 'Spring (Northern Hemisphere)',
    26: 'Summer (Northern Hemisphere)',
    27: 'Autumn (Northern Hemisphere)',
    28: 'Winter (Northern Hemisphere)',
    29: 'Spring (Southern Hemisphere)',
    30: 'Summer (Southern Hemisphere)',
    31: 'Autumn (Southern Hemisphere)',
    32: 'Winter (Southern Hemisphere)',
    33: 'First quarter',
    34: 'Second quarter',
    35: 'Third quarter',
    36: 'Fourth quarter',
    37: 'First quadrimester',
    38: 'Second quadrimester',
    39: 'Third quadrimester',
    40: 'First half',
    41: 'Second half',
  } as Record<number, string>,
  uncertain: (date: string) => `possibly ${date}`,
  approximate: (date: string) => `about ${date}`,
  uncertainApproximate: (date: string) => `about ${date}, possibly`,
  range: (start: string, end: string) => `${start} to ${end}`,
  from: (start: string) => `from ${start}`,
  until: (end: string) => `until ${end}`,
  orEarlier: (date: string) => `${date} or earlier`,
  orLater: (date: string) => `${date} or later`,
} as const;

/** The describer's result for one date: words, "unknown" (XXXX) or "unreadable". */
type Described = string | typeof UNKNOWN | typeof INVALID;
const UNKNOWN = Symbol('unknown');
const INVALID = Symbol('invalid');

const monthFormat = new Intl.DateTimeFormat(LOCALE, { month: 'long', timeZone: 'UTC' });
const groupedNumber = new Intl.NumberFormat(LOCALE, { useGrouping: true });
const oneOfList = new Intl.ListFormat(LOCALE, { type: 'disjunction' });
const allOfList = new Intl.ListFormat(LOCALE, { type: 'conjunction' });

function monthName(month: number): string {
  return monthFormat.format(new Date(Date.UTC(2000, month - 1, 1)));
}

function isLeapYear(year: number): boolean {
  // EDTF years are proleptic Gregorian with a year zero, so the rule holds for negative years too.
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

function daysInMonth(year: number, month: number): number {
  return [31, isLeapYear(year) ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1] ?? 0;
}

/**
 * A year as words. The brief for Hangar reads "-0100" as "100 BCE" (the sign
 * dropped), not the astronomical 101 BCE, which is how catalogues write it.
 */
function yearWords(negative: boolean, digits: bigint): string {
  // Four-digit years are never grouped ("1967", not "1,967"); longer ones are.
  const plain = digits < 10000n ? digits.toString() : groupedNumber.format(digits);
  return negative && digits !== 0n ? edtfText.bce(plain) : plain;
}

interface Qualifiers {
  uncertain: boolean;
  approximate: boolean;
}

function qualify(words: string, qualifiers: Qualifiers): string {
  if (qualifiers.uncertain && qualifiers.approximate) return edtfText.uncertainApproximate(words);
  if (qualifiers.uncertain) return edtfText.uncertain(words);
  if (qualifiers.approximate) return edtfText.approximate(words);
  return words;
}

/**
 * Pulls every qualifier out of a date. Level 1 puts one at the end for the
 * whole date; level 2 may qualify single components ("2004?-06-11"). Words
 * cannot say "the year is uncertain but the day is not" briefly, so a
 * component qualifier is read as a qualifier on the whole date.
 */
function takeQualifiers(value: string): { rest: string; qualifiers: Qualifiers } {
  const qualifiers = { uncertain: false, approximate: false };
  const rest = value.replace(/[?~%]/g, (mark) => {
    if (mark !== '~') qualifiers.uncertain = true;
    if (mark !== '?') qualifiers.approximate = true;
    return '';
  });
  return { rest, qualifiers };
}

/** Level 1 and 2 years written with a "Y": long years, exponents, significant digits. */
function describeLongYear(value: string): Described {
  const match = /^Y(-?)(\d+)(?:E(\d{1,3}))?(?:S(\d+))?$/.exec(value);
  if (!match) return INVALID;
  const [, sign, digits, exponent, significant] = match;
  const year = BigInt(digits!) * 10n ** BigInt(exponent ?? '0');
  const words = yearWords(sign === '-', year);
  return significant ? edtfText.approximate(words) : words;
}

const DATE_TIME = /^(-?\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2}):(\d{2})(Z|[+-]\d{2}(?::?\d{2})?)?$/;

function describeDateTime(value: string): Described {
  const match = DATE_TIME.exec(value);
  if (!match) return INVALID;
  const [, date, hours, minutes, seconds, zone] = match;
  if (Number(hours) > 23 || Number(minutes) > 59 || Number(seconds) > 59) return INVALID;
  const dateWords = describeCalendarDate(date!);
  if (typeof dateWords !== 'string') return INVALID;
  const zoneWords = zone === undefined ? '' : zone === 'Z' ? ` ${edtfText.utc}` : ` ${edtfText.utc}${zone}`;
  return edtfText.dateTime(dateWords, `${hours}:${minutes}:${seconds}${zoneWords}`);
}

/** A calendar date without qualifiers: "1967", "196X-06", "1967-21", "-0100", "1950S2". */
function describeCalendarDate(value: string): Described {
  const match = /^(-?)([\dX]{4})(?:-([\dX]{2})(?:-([\dX]{2}))?)?(S\d+)?$/.exec(value);
  if (!match) return INVALID;
  const [, sign, yearDigits, monthDigits, dayDigits, significant] = match;
  const negative = sign === '-';

  // Unspecified digits may only run to the end of the year ("19XX", not "1X67").
  const yearMatch = /^(\d*)(X*)$/.exec(yearDigits!);
  if (!yearMatch) return INVALID;
  const knownYear = yearMatch[1]!;
  const unspecifiedYearDigits = yearMatch[2]!.length;
  let yearPhrase: string | undefined;
  if (unspecifiedYearDigits === 0) yearPhrase = yearWords(negative, BigInt(knownYear));
  else if (knownYear !== '') {
    const first = BigInt(knownYear) * 10n ** BigInt(unspecifiedYearDigits);
    const span = edtfText.span(first.toString());
    yearPhrase = negative ? edtfText.bce(span) : span;
  }
  // A year with unspecified digits cannot be checked for 29 February, so give it the benefit of the doubt.
  const yearForCalendar = unspecifiedYearDigits === 0 ? Number(knownYear) * (negative ? -1 : 1) : 2000;

  let monthDay: string | undefined;
  if (monthDigits !== undefined && !monthDigits.includes('X')) {
    const month = Number(monthDigits);
    if (month >= 21 && month <= 41) {
      if (dayDigits !== undefined || yearPhrase === undefined) return INVALID;
      const season = edtfText.season(edtfText.seasons[month]!, yearPhrase);
      return significant ? edtfText.approximate(season) : season;
    }
    if (month < 1 || month > 12) return INVALID;
    const name = monthName(month);
    monthDay = name;
    if (dayDigits !== undefined && !dayDigits.includes('X')) {
      const day = Number(dayDigits);
      if (day < 1 || day > daysInMonth(yearForCalendar, month)) return INVALID;
      monthDay = edtfText.dayMonth(name, String(day));
      if (unspecifiedYearDigits === 0) return maybeEstimated(edtfText.dayMonthYear(name, String(day), yearPhrase!), significant);
    } else if (dayDigits !== undefined && !/^(?:[0-3]X|XX)$/.test(dayDigits)) {
      return INVALID;
    }
    if (unspecifiedYearDigits === 0) return maybeEstimated(edtfText.monthYear(name, yearPhrase!), significant);
  } else if (monthDigits !== undefined && !/^(?:[01]X|XX)$/.test(monthDigits)) {
    return INVALID;
  } else if (monthDigits !== undefined && dayDigits !== undefined && !/^(?:[0-3X][\dX])$/.test(dayDigits)) {
    return INVALID;
  }

  if (monthDay === undefined) return yearPhrase === undefined ? UNKNOWN : maybeEstimated(yearPhrase, significant);
  return yearPhrase === undefined ? edtfText.yearUnknown(monthDay) : edtfText.inSpan(monthDay, yearPhrase);
}

function maybeEstimated(words: string, significant: string | undefined): string {
  return significant ? edtfText.approximate(words) : words;
}

const QUALIFIER_PLACES = /^[?~%]?-?[\dX]{4}(?:S\d+)?[?~%]?(?:-[?~%]?[\dX]{2}[?~%]?){0,2}$/;

/** One date of any level, qualifiers included. */
function describeDate(raw: string): Described {
  if (raw.startsWith('Y')) {
    if (!/^Y[^?~%]+[?~%]?$/.test(raw)) return INVALID;
    const { rest, qualifiers } = takeQualifiers(raw);
    const words = describeLongYear(rest);
    return typeof words === 'string' ? qualify(words, qualifiers) : words;
  }
  if (raw.includes('T')) return describeDateTime(raw);
  // Qualifiers sit only just before or after a component ("?2004-06~-11"), never inside one ("19?67").
  if (!QUALIFIER_PLACES.test(raw)) return INVALID;
  const { rest, qualifiers } = takeQualifiers(raw);
  const words = describeCalendarDate(rest);
  return typeof words === 'string' ? qualify(words, qualifiers) : words;
}

/** "1667..1672", "..1760-12-03", "1760-12.." or a single date, inside a set. */
function describeSetMember(member: string): Described {
  const range = /^(.*?)\.\.(.*)$/.exec(member);
  if (!range) return describeDate(member);
  const [, start, end] = range;
  if (start === '' && end === '') return INVALID;
  const startWords = start === '' ? undefined : describeDate(start!);
  const endWords = end === '' ? undefined : describeDate(end!);
  if (startWords === INVALID || endWords === INVALID || startWords === UNKNOWN || endWords === UNKNOWN) return INVALID;
  if (startWords === undefined) return edtfText.orEarlier(endWords!);
  if (endWords === undefined) return edtfText.orLater(startWords);
  return edtfText.range(startWords, endWords);
}

function describeSet(value: string): Described {
  const oneOf = value.startsWith('[') && value.endsWith(']');
  const allOf = value.startsWith('{') && value.endsWith('}');
  if (!oneOf && !allOf) return INVALID;
  const members = value
    .slice(1, -1)
    .split(',')
    .map((member) => member.trim());
  if (members.some((member) => member === '')) return INVALID;
  const words: string[] = [];
  for (const member of members) {
    const described = describeSetMember(member);
    if (typeof described !== 'string') return INVALID;
    words.push(described);
  }
  return (oneOf ? oneOfList : allOfList).format(words);
}

/** An interval end: a date, ".." (open: no end) or "" (an end nobody knows). */
function describeIntervalEnd(value: string): Described | 'open' | 'blank' {
  if (value === '..') return 'open';
  if (value === '') return 'blank';
  return describeDate(value);
}

function describeInterval(start: string, end: string): Described {
  const from = describeIntervalEnd(start);
  const to = describeIntervalEnd(end);
  if (from === INVALID || to === INVALID) return INVALID;
  const fromKnown = typeof from === 'string' && from !== 'open' && from !== 'blank';
  const toKnown = typeof to === 'string' && to !== 'open' && to !== 'blank';
  if (fromKnown && toKnown) return edtfText.range(from, to);
  if (fromKnown) return to === 'open' ? edtfText.from(from) : edtfText.range(from, edtfText.unknownDate);
  if (toKnown) return from === 'open' ? edtfText.until(to) : edtfText.range(edtfText.unknownDate, to);
  // "../..", "/" and "XXXX/XXXX" say nothing a visitor can use.
  return from === 'open' && to === 'open' ? INVALID : UNKNOWN;
}

/**
 * Older drafts of EDTF (still in many catalogues) wrote unspecified digits as
 * "u" and interval ends as "unknown" and "open".
 */
function fromLegacy(value: string): string {
  return value
    .replace(/^unknown\//, '/')
    .replace(/\/unknown$/, '/')
    .replace(/^open\//, '../')
    .replace(/\/open$/, '/..')
    .replace(/u/g, 'X');
}

function describe(value: string): Described {
  const trimmed = fromLegacy(value.trim());
  if (trimmed.startsWith('[') || trimmed.startsWith('{')) return describeSet(trimmed);
  const parts = trimmed.split('/');
  if (parts.length === 2) return describeInterval(parts[0]!, parts[1]!);
  if (parts.length > 2) return INVALID;
  return describeDate(trimmed);
}

/**
 * An EDTF value in plain words: "1967-06-21" is "June 21, 1967", "1967~/.."
 * is "from about 1967". Missing or wholly unknown values ("XXXX", the legacy
 * "uuuu") give undefined so the caller can leave the field out; a value that is
 * not EDTF comes back unchanged.
 */
export function describeEdtf(value: string | undefined): string | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  // Only characters EDTF uses are worth parsing; free text goes back as written.
  if (!/^[\dXuY\-+:TZES?~%./[\]{},\s]+$|^(?:unknown|open)\/|\/(?:unknown|open)$/.test(value.trim())) return value;
  let described: Described;
  try {
    described = describe(value);
  } catch {
    // Defensive only: the parser validates as it goes, but a record must never break the page.
    described = INVALID;
  }
  if (described === UNKNOWN) return undefined;
  if (described === INVALID) return value;
  return described;
}

/** An interval's open end, which for a record's life means "still going" rather than "unknown". */
function isOpen(value: string | undefined): boolean {
  return value?.trim() === '..' || value?.trim() === 'open';
}

/**
 * A record's life in one phrase, from its `edtf:inception` and
 * `edtf:cessation`: "1967 to 1972", "from 1967", "until 1972", "1967" (both
 * the same), or "date unknown".
 */
export function inceptionToCessation(inception: string | undefined, cessation: string | undefined): string {
  const start = isOpen(inception) ? undefined : describeEdtf(inception);
  const end = isOpen(cessation) ? undefined : describeEdtf(cessation);
  if (start !== undefined && end !== undefined) return start === end ? start : edtfText.range(start, end);
  if (start !== undefined) return edtfText.from(start);
  if (end !== undefined) return edtfText.until(end);
  return edtfText.unknown;
}

/**
 * Extended Date/Time Format (EDTF, Library of Congress / ISO 8601-2) values in
 * plain words: "1967-06~" reads "about June 1967" ("hacia junio de 1967",
 * "约1967年6月"). Levels 0 and 1 are covered
 * in full; from level 2 the parts museum records use: unspecified digits in any
 * component, component qualifiers, sets, seasons 25-41, exponent and
 * significant-digit years. Anything else comes back unchanged, so a visitor
 * still sees what the record says, and nothing here throws.
 */

import { perLanguage } from '../../i18n/language.ts';
import { collectionsText } from './messages.ts';

/**
 * Every word the descriptions use is a message of the `collections` namespace (`edtf.*` in
 * src/locales/*.json), read when a date is described, so a language switch re-describes it. Month
 * and day names and their order come from Intl in the active language, lists from Intl.ListFormat.
 */
const edtfText = () => collectionsText.edtf;

/** EDTF's season and sub-year codes (21-41), as the choices of the catalog's `edtf.season` message. */
const SEASONS: Record<number, string> = {
  21: 'spring',
  22: 'summer',
  23: 'autumn',
  24: 'winter',
  25: 'springNorth',
  26: 'summerNorth',
  27: 'autumnNorth',
  28: 'winterNorth',
  29: 'springSouth',
  30: 'summerSouth',
  31: 'autumnSouth',
  32: 'winterSouth',
  33: 'quarter1',
  34: 'quarter2',
  35: 'quarter3',
  36: 'quarter4',
  37: 'quadrimester1',
  38: 'quadrimester2',
  39: 'quadrimester3',
  40: 'half1',
  41: 'half2',
};

/** UTC is written the same in every language. */
const UTC = 'UTC';

/** The describer's result for one date: words, "unknown" (XXXX) or "unreadable". */
type Described = string | typeof UNKNOWN | typeof INVALID;
const UNKNOWN = Symbol('unknown');
const INVALID = Symbol('invalid');

const monthFormat = perLanguage((tag) => new Intl.DateTimeFormat(tag, { month: 'long', timeZone: 'UTC' }));
const dayMonthFormat = perLanguage((tag) => new Intl.DateTimeFormat(tag, { month: 'long', day: 'numeric', timeZone: 'UTC' }));
const monthYearFormat = perLanguage((tag) => new Intl.DateTimeFormat(tag, { year: 'numeric', month: 'long', timeZone: 'UTC' }));
const dayMonthYearFormat = perLanguage(
  (tag) => new Intl.DateTimeFormat(tag, { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' }),
);
const groupedNumber = perLanguage((tag) => new Intl.NumberFormat(tag, { useGrouping: true }));
const oneOfList = perLanguage((tag) => new Intl.ListFormat(tag, { type: 'disjunction' }));
const allOfList = perLanguage((tag) => new Intl.ListFormat(tag, { type: 'conjunction' }));

/** A month, or a month and day, in the active language's words and order ("June 21", "21 de junio", "6月21日"). */
function monthDayWords(month: number, day?: number): string {
  const date = new Date(Date.UTC(2000, month - 1, day ?? 1));
  return (day === undefined ? monthFormat() : dayMonthFormat()).format(date);
}

/**
 * A full date in the active language's order ("June 21, 1967", "21 de junio de 1967",
 * "1967年6月21日"), with the year written as given: Intl lays out a date in a leap year (so 29
 * February exists) and the record's year replaces that year, since Intl's own would not show
 * "967" or years before the common era the way catalogues do.
 */
function fullDateWords(year: string, month: number, day?: number): string {
  const date = new Date(Date.UTC(2000, month - 1, day ?? 1));
  return (day === undefined ? monthYearFormat() : dayMonthYearFormat())
    .formatToParts(date)
    .map((part) => (part.type === 'year' ? year : part.value))
    .join('');
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
function plainYear(digits: bigint): string {
  // Four-digit years are never grouped ("1967", not "1,967"); longer ones are.
  return digits < 10000n ? digits.toString() : groupedNumber().format(digits);
}

/** Words for a year ("1967", "1967年"), or for a date that holds one, before the common era when negative. */
function beforeCommonEra(negative: boolean, digits: bigint, words: string): string {
  return negative && digits !== 0n ? edtfText().bce(words) : words;
}

function yearWords(negative: boolean, digits: bigint): string {
  return beforeCommonEra(negative, digits, edtfText().year(plainYear(digits)));
}

interface Qualifiers {
  uncertain: boolean;
  approximate: boolean;
}

function qualify(words: string, qualifiers: Qualifiers): string {
  if (qualifiers.uncertain && qualifiers.approximate) return edtfText().uncertainApproximate(words);
  if (qualifiers.uncertain) return edtfText().uncertain(words);
  if (qualifiers.approximate) return edtfText().approximate(words);
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
  return significant ? edtfText().approximate(words) : words;
}

const DATE_TIME = /^(-?\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2}):(\d{2})(Z|[+-]\d{2}(?::?\d{2})?)?$/;

function describeDateTime(value: string): Described {
  const match = DATE_TIME.exec(value);
  if (!match) return INVALID;
  const [, date, hours, minutes, seconds, zone] = match;
  if (Number(hours) > 23 || Number(minutes) > 59 || Number(seconds) > 59) return INVALID;
  const dateWords = describeCalendarDate(date!);
  if (typeof dateWords !== 'string') return INVALID;
  const zoneWords = zone === undefined ? '' : zone === 'Z' ? ` ${UTC}` : ` ${UTC}${zone}`;
  return edtfText().dateTime(dateWords, `${hours}:${minutes}:${seconds}${zoneWords}`);
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
    // A span is before the era even when it starts at 0: "-0XXX" is the years 0-999 BCE.
    const span = edtfText().span(first.toString());
    yearPhrase = negative ? edtfText().bce(span) : span;
  }
  /** A date in a fully known year: Intl's layout for the language, that year in it. */
  const inKnownYear = (month: number, day?: number) => {
    const digits = BigInt(knownYear);
    return beforeCommonEra(negative, digits, fullDateWords(plainYear(digits), month, day));
  };
  // A year with unspecified digits cannot be checked for 29 February, so give it the benefit of the doubt.
  const yearForCalendar = unspecifiedYearDigits === 0 ? Number(knownYear) * (negative ? -1 : 1) : 2000;

  let monthDay: string | undefined;
  if (monthDigits !== undefined && !monthDigits.includes('X')) {
    const month = Number(monthDigits);
    if (month >= 21 && month <= 41) {
      if (dayDigits !== undefined || yearPhrase === undefined) return INVALID;
      const season = edtfText().season(SEASONS[month]!, yearPhrase);
      return significant ? edtfText().approximate(season) : season;
    }
    if (month < 1 || month > 12) return INVALID;
    if (dayDigits !== undefined && !dayDigits.includes('X')) {
      const day = Number(dayDigits);
      if (day < 1 || day > daysInMonth(yearForCalendar, month)) return INVALID;
      if (unspecifiedYearDigits === 0) return maybeEstimated(inKnownYear(month, day), significant);
      monthDay = monthDayWords(month, day);
    } else if (dayDigits !== undefined && !/^(?:[0-3]X|XX)$/.test(dayDigits)) {
      return INVALID;
    } else {
      if (unspecifiedYearDigits === 0) return maybeEstimated(inKnownYear(month), significant);
      monthDay = monthDayWords(month);
    }
  } else if (monthDigits !== undefined && !/^(?:[01]X|XX)$/.test(monthDigits)) {
    return INVALID;
  } else if (monthDigits !== undefined && dayDigits !== undefined && !/^(?:[0-3X][\dX])$/.test(dayDigits)) {
    return INVALID;
  }

  if (monthDay === undefined) return yearPhrase === undefined ? UNKNOWN : maybeEstimated(yearPhrase, significant);
  return yearPhrase === undefined ? edtfText().yearUnknown(monthDay) : edtfText().inSpan(monthDay, yearPhrase);
}

function maybeEstimated(words: string, significant: string | undefined): string {
  return significant ? edtfText().approximate(words) : words;
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
  if (startWords === undefined) return edtfText().orEarlier(endWords!);
  if (endWords === undefined) return edtfText().orLater(startWords);
  return edtfText().range(startWords, endWords);
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
  return (oneOf ? oneOfList : allOfList)().format(words);
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
  if (fromKnown && toKnown) return edtfText().range(from, to);
  if (fromKnown) return to === 'open' ? edtfText().from(from) : edtfText().range(from, edtfText().unknownDate);
  if (toKnown) return from === 'open' ? edtfText().until(to) : edtfText().range(edtfText().unknownDate, to);
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
  if (start !== undefined && end !== undefined) return start === end ? start : edtfText().range(start, end);
  if (start !== undefined) return edtfText().from(start);
  if (end !== undefined) return edtfText().until(end);
  return edtfText().unknown;
}

/**
 * Calendar dates (an exhibition's opening and closing days) as the active language writes them:
 * the one format for them, wherever they show (the exhibitions page, search results). With the
 * shared list UI (the 'lists' chunk both pages load), not a file of its own.
 */
import { perLanguage } from '../i18n/language.ts';

// Calendar dates, not instants: read and shown in UTC so no time zone moves them a day.
const dayFormat = perLanguage((tag) => new Intl.DateTimeFormat(tag, { dateStyle: 'medium', timeZone: 'UTC' }));
const monthFormat = perLanguage((tag) => new Intl.DateTimeFormat(tag, { month: 'short', year: 'numeric', timeZone: 'UTC' }));
const yearFormat = perLanguage((tag) => new Intl.DateTimeFormat(tag, { year: 'numeric', timeZone: 'UTC' }));

/** An ISO date (YYYY-MM-DD, maybe YYYY-MM or YYYY) as a readable date; anything else as given. */
export function readableDate(value: string | undefined): string | undefined {
  if (!value || value === '..') return undefined;
  const match = /^(\d{4})(?:-(\d{2}))?(?:-(\d{2}))?$/.exec(value);
  if (!match) return value;
  const [, year, month, day] = match;
  if (!month) return yearFormat().format(new Date(Date.UTC(Number(year), 0, 1)));
  if (!day) return monthFormat().format(new Date(Date.UTC(Number(year), Number(month) - 1, 1)));
  return dayFormat().format(new Date(Date.UTC(Number(year), Number(month) - 1, Number(day))));
}

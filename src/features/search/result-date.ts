import type { SearchResult } from '../../api/search-response.ts';
import { readableDate } from '../../ui/calendar-date.ts';
import { searchText } from './messages.ts';

/** How the catalogue writes an exhibition's dates: `2026-07-01 – 2027-03-31`, or the opening day alone. */
const EXHIBITION_DATES = /^(\S+) – (\S+)$/;

/**
 * A result's date as a visitor reads it. An exhibition's are calendar days, written as the
 * exhibitions page writes them ("Jul 1, 2026 – Mar 31, 2027"; an opening day alone is open-ended);
 * an object's is the museum's own text ("c. 1962"), shown as it is.
 */
export function resultDate({ kind, date }: Pick<SearchResult, 'kind' | 'date'>): string | null {
  if (!date || kind !== 'exhibition') return date;
  const range = EXHIBITION_DATES.exec(date);
  if (range) return searchText.dateRange(readableDate(range[1]) ?? range[1]!, readableDate(range[2]) ?? range[2]!);
  const from = readableDate(date);
  return from === undefined ? null : searchText.openEnded(from);
}

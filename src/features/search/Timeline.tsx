import type { CSSProperties } from 'react';
import { Link } from 'react-router';
import type { FacetValue } from '../../api/search-response.ts';
import { formatCount } from '../../lib/format.ts';
import { paths } from '../../lib/paths.ts';
import { filterParams, filtersSearch, type SearchFilters } from './filters.ts';
import { searchText } from './messages.ts';

/** The range a visitor chose, as the chips and the "Keep filters" box say it ("1950–1969", "From 1950"). */
export function yearRangeLabel(filters: Pick<SearchFilters, 'from' | 'to'>): string | null {
  const { from, to } = filters;
  if (from !== null && to !== null) return from === to ? from : searchText.yearRange(from, to);
  if (from !== null) return searchText.fromYear(from);
  if (to !== null) return searchText.toYear(to);
  return null;
}

/** A decade as a range of years: 1960 -> 1960-1969 (negative decades too: -10 -> -10..-1). */
export function decadeRange(decade: string): { from: string; to: string } {
  return { from: decade, to: String(Number(decade) + 9) };
}

/**
 * The decade facet as a timeline: a bar a decade, as tall as its share of the largest, each a link
 * choosing that decade's years (`from`, `to`), read with its count; and a from-to form of two years
 * for any range (a plain GET form: it works without JavaScript, and every other filter rides along
 * as hidden fields). The counts ignore the range chosen (the API counts the timeline whole), so the
 * bars show where else to look.
 */
export function Timeline({ filters, decades }: { filters: SearchFilters; decades: FacetValue[] }) {
  const ranged = filters.from !== null || filters.to !== null;
  if (decades.length === 0 && !ranged) return null;
  const largest = Math.max(1, ...decades.map((decade) => decade.count));
  const without = { ...filters, decade: null, from: null, to: null };
  const kept = [...filterParams(without).entries()];
  return (
    <div className="search-timeline">
      <ul className="search-timeline__bars" aria-label={searchText.timeline.chart}>
        {decades.map((decade) => {
          const range = decadeRange(decade.value);
          const on = (filters.from === range.from && filters.to === range.to) || filters.decade === decade.value;
          return (
            <li key={decade.value}>
              <Link
                className={on ? 'search-timeline__bar search-timeline__bar--on' : 'search-timeline__bar'}
                to={paths.search.href(filtersSearch(on ? without : { ...without, ...range }))}
                aria-current={on ? 'true' : undefined}
                style={{ '--share': String(decade.count / largest) } as CSSProperties}
              >
                <span className="search-timeline__fill" aria-hidden="true" />
                <span className="search-timeline__label">{searchText.decade(decade.value)}</span>
                <span className="search-timeline__count">{formatCount(decade.count)}</span>
                {on && <span className="visually-hidden"> {searchText.selected}</span>}
              </Link>
            </li>
          );
        })}
      </ul>
      <form className="search-timeline__range" method="get" action={paths.search.href('')}>
        {kept.map(([name, value], index) => (
          <input key={`${name}-${index}`} type="hidden" name={name} value={value} />
        ))}
        <label>
          <span>{searchText.timeline.from}</span>
          <input type="number" name="from" inputMode="numeric" min={-9999} max={9999} step={1} defaultValue={filters.from ?? ''} />
        </label>
        <label>
          <span>{searchText.timeline.to}</span>
          <input type="number" name="to" inputMode="numeric" min={-9999} max={9999} step={1} defaultValue={filters.to ?? ''} />
        </label>
        <button type="submit" className="button">
          {searchText.timeline.apply}
        </button>
        {ranged && (
          <Link className="search-timeline__any" to={paths.search.href(filtersSearch(without))}>
            {searchText.timeline.anyDate}
          </Link>
        )}
      </form>
    </div>
  );
}

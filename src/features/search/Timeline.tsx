import { useRef, useState, type CSSProperties, type KeyboardEvent, type PointerEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import type { FacetValue } from '../../api/search-response.ts';
import { formatCount } from '../../lib/formats/counts-and-dates.ts';
import { paths } from '../../lib/addresses/paths.ts';
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

/** The years from one bar to another, whichever way the visitor went. */
function barsRange(decades: FacetValue[], one: number, other: number): { from: string; to: string } {
  const first = decades[Math.min(one, other)]!.value;
  const last = decades[Math.max(one, other)]!.value;
  return { from: decadeRange(first).from, to: decadeRange(last).to };
}

/** A decade lies inside the chosen years (every year of it): its bar is drawn chosen. */
function inRange(decade: string, filters: SearchFilters): boolean {
  if (filters.decade === decade) return true;
  if (filters.from === null && filters.to === null) return false;
  const { from, to } = decadeRange(decade);
  return (filters.from === null || Number(filters.from) <= Number(from)) && (filters.to === null || Number(to) <= Number(filters.to));
}

/** Space between bars (px): the column sums below count it. */
const GAP_PX = 4;

/**
 * The bars' columns, so that every bar and its label fit the filter column whatever its width (a
 * 256 px column at 1280 px, a phone, a kiosk): as few rows as let each bar be a touch target wide
 * (`--tap`), the bars shared evenly between the rows (5 + 4, not 7 + 2). The width is only known
 * to CSS, so each way to share the bars (k a row) is a candidate width w(k); a candidate under the
 * target is pushed far above it (max(w, tap + (tap - w) * 1000)), and the smallest left is the
 * widest row that fits. auto-fill then makes exactly k columns of at least that width.
 */
export function barColumns(count: number): string {
  const perRow = [...new Set(Array.from({ length: count }, (_, index) => Math.ceil(count / (index + 1))))];
  const widths = perRow.map((k) => {
    const width = `(100% - ${(k - 1) * GAP_PX}px) / ${k}`;
    return `max(${width}, var(--tap) + (var(--tap) - ${width}) * 1000)`;
  });
  // A hair under, so rounding never leaves the kth bar of a row to the next one.
  return `repeat(auto-fill, minmax(calc(min(${widths.join(', ')}) - 0.1px), 1fr))`;
}

interface Pending {
  /** The bar the range started from and the one it reaches now (indexes into the decades). */
  anchor: number;
  end: number;
  by: 'keys' | 'pointer';
}

/**
 * The decade facet as a timeline: a bar a decade, as tall as its share of the largest, each a link
 * choosing that decade's years (`from`, `to`), read with its count; and a from-to form of two years
 * for any range (a plain GET form: it works without JavaScript, and every other filter rides along
 * as hidden fields). The counts ignore the range chosen (the API counts the timeline whole), so the
 * bars show where else to look.
 *
 * Several decades at once, with a script (a hint under the bars says how; the form does it without):
 * - by pointer (mouse, pen or finger): press on a bar and drag across others; letting go shows the
 *   years from the first to the last. The bars take horizontal drags only (touch-action: pan-y), so a
 *   finger moving up or down still scrolls the page; a tap without a drag is the bar's own link.
 * - by keyboard: every bar is a tab stop (a link read with its count); ArrowLeft / ArrowRight move
 *   between bars, and Shift+ArrowLeft / Shift+ArrowRight extend a range from the bar focused when
 *   Shift was first used, said in a status line; Enter shows it, Escape drops it. Shift+Arrow, as a
 *   text field or a list extends a selection, rather than a mode to enter.
 * Both go to the address the from-to form makes: `from` and `to` with the other filters.
 */
export function Timeline({ filters, decades }: { filters: SearchFilters; decades: FacetValue[] }) {
  const navigate = useNavigate();
  const [pending, setPending] = useState<Pending | null>(null);
  // A new search (the range chosen, or another): the range being made is done with.
  const search = filtersSearch(filters);
  const [shownFor, setShownFor] = useState(search);
  if (shownFor !== search) {
    setShownFor(search);
    setPending(null);
  }
  const list = useRef<HTMLUListElement>(null);
  const drag = useRef<{ pointerId: number; anchor: number; end: number } | null>(null);
  // After a drag the browser may still send a click (to the bar let go on): it is not a choice.
  const dragged = useRef(false);

  const ranged = filters.from !== null || filters.to !== null;
  if (decades.length === 0 && !ranged) return null;
  const largest = Math.max(1, ...decades.map((decade) => decade.count));
  const without = { ...filters, decade: null, from: null, to: null };
  const kept = [...filterParams(without).entries()];
  const rangeHref = (one: number, other: number) => paths.search.href(filtersSearch({ ...without, ...barsRange(decades, one, other) }));
  const pendingLabel = pending && yearRangeLabel(barsRange(decades, pending.anchor, pending.end));

  const barAt = (x: number, y: number): number | null => {
    const bar = document.elementFromPoint?.(x, y)?.closest<HTMLElement>('[data-bar]');
    return bar && list.current?.contains(bar) ? Number(bar.dataset.bar) : null;
  };
  const focusBar = (index: number) => list.current?.querySelector<HTMLElement>(`[data-bar="${index}"]`)?.focus();

  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const at = (event.target as HTMLElement).closest<HTMLElement>('[data-bar]');
    if (!at) return;
    const index = Number(at.dataset.bar);
    switch (event.key) {
      case 'ArrowLeft':
      case 'ArrowRight': {
        if (event.altKey || event.ctrlKey || event.metaKey) return;
        event.preventDefault();
        const next = Math.min(decades.length - 1, Math.max(0, index + (event.key === 'ArrowRight' ? 1 : -1)));
        focusBar(next);
        setPending(event.shiftKey ? { anchor: pending?.by === 'keys' ? pending.anchor : index, end: next, by: 'keys' } : null);
        return;
      }
      case 'Enter':
        // One bar "ranged" is that bar: its own link goes (and switches off a decade already chosen).
        if (pending && pending.anchor !== pending.end) {
          event.preventDefault();
          void navigate(rangeHref(pending.anchor, pending.end));
        }
        return;
      case 'Escape':
        if (pending) {
          event.preventDefault();
          setPending(null);
        }
        return;
    }
  };

  const onPointerDown = (event: PointerEvent<HTMLUListElement>) => {
    dragged.current = false;
    const at = (event.target as HTMLElement).closest<HTMLElement>('[data-bar]');
    if (!at || !event.isPrimary || event.button !== 0) return;
    const index = Number(at.dataset.bar);
    drag.current = { pointerId: event.pointerId, anchor: index, end: index };
  };
  const onPointerMove = (event: PointerEvent<HTMLUListElement>) => {
    const current = drag.current;
    if (!current || current.pointerId !== event.pointerId) return;
    const index = barAt(event.clientX, event.clientY);
    if (index === null || index === current.end) return;
    current.end = index;
    // Held from here, so a drag that leaves the bars on the way still ends on them.
    if (!list.current?.hasPointerCapture?.(event.pointerId)) list.current?.setPointerCapture?.(event.pointerId);
    setPending({ anchor: current.anchor, end: index, by: 'pointer' });
  };
  const onPointerUp = (event: PointerEvent<HTMLUListElement>) => {
    const current = drag.current;
    if (!current || current.pointerId !== event.pointerId) return;
    drag.current = null;
    if (current.end === current.anchor) {
      setPending(null);
      return;
    }
    dragged.current = true;
    void navigate(rangeHref(current.anchor, current.end));
  };
  const onPointerCancel = () => {
    // The browser took the gesture (a scroll): nothing was chosen.
    drag.current = null;
    setPending(null);
  };

  return (
    <div className="search-timeline">
      <ul
        ref={list}
        className="search-timeline__bars"
        aria-label={searchText.timeline.chart}
        style={{ gridTemplateColumns: barColumns(decades.length) }}
        onKeyDown={onKeyDown}
        onBlur={(event) => {
          if (pending?.by === 'keys' && !event.currentTarget.contains(event.relatedTarget)) setPending(null);
        }}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={onPointerCancel}
        onClickCapture={(event) => {
          if (!dragged.current) return;
          dragged.current = false;
          event.preventDefault();
          event.stopPropagation();
        }}
      >
        {decades.map((decade, index) => {
          const range = decadeRange(decade.value);
          const exact = (filters.from === range.from && filters.to === range.to) || filters.decade === decade.value;
          const on = exact || inRange(decade.value, filters);
          const inPending =
            pending !== null && index >= Math.min(pending.anchor, pending.end) && index <= Math.max(pending.anchor, pending.end);
          const className = ['search-timeline__bar', on && 'search-timeline__bar--on', inPending && 'search-timeline__bar--pending']
            .filter(Boolean)
            .join(' ');
          return (
            <li key={decade.value}>
              <Link
                className={className}
                data-bar={index}
                // A link dragged would start the browser's own drag and drop, not a range.
                draggable={false}
                to={paths.search.href(filtersSearch(exact ? without : { ...without, ...range }))}
                aria-current={on ? 'true' : undefined}
                aria-keyshortcuts="Shift+ArrowLeft Shift+ArrowRight"
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
      {decades.length > 1 && (
        <>
          <p className="search-timeline__hint">{searchText.timeline.hint}</p>
          <p className="search-timeline__pending" role="status">
            {pendingLabel && (pending?.by === 'keys' ? searchText.timeline.pendingKeys(pendingLabel) : pendingLabel)}
          </p>
        </>
      )}
      {/* Keyed by the range, so the years shown follow a range chosen on the bars. */}
      <form key={`${filters.from}/${filters.to}`} className="search-timeline__range" method="get" action={paths.search.href('')}>
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

import { useCallback, useMemo, useRef, useState, type FormEvent } from 'react';
import { useInfiniteQuery, type InfiniteData } from '@tanstack/react-query';
import { Link, useLoaderData, useNavigate } from 'react-router';
import type { Page } from '../../../api/pagination.ts';
import { flightsText } from '../messages.ts';
import { paths } from '../../../lib/addresses/paths.ts';
import { type AnyRecord, recordKey } from '../../../lib/records/fields.ts';
import { services } from '../../../lib/config/services.ts';
import { heading, type HeadArgs } from '../../../lib/head/route-head.ts';
import { NARROW_SCREEN, useMediaQuery } from '../../../lib/browser/use-media-query.ts';
import { PageHeader } from '../../../ui/PageHeader.tsx';
import type { Length } from '../../../ui/list-layout.ts';
import { VirtualList } from '../../../ui/VirtualList.tsx';
import { bucketByHour, localTimeOfDay } from '../bucketing.ts';
import { isValidIsoDate, readableIsoDate, shiftIsoDate, todayAtAirport } from '../dates.ts';
import { airportTime } from '../times.ts';
import type { FlightFilters } from '../filter-params.ts';
import { airlinesOf, filterDay, flightsSearch, isFiltered, isWholeDay } from '../filters.ts';
import { FiltersForm } from '../FiltersForm.tsx';
import { FlightRow } from '../FlightRow.tsx';
import { FlightsChart, type NowMark } from '../FlightsChart.tsx';
import type { flightsLoader } from '../loaders.ts';
import { flightsQuery } from '../queries.ts';
import { useNowSeconds } from '../use-now.ts';
import { useFlightFilters, type FilterChange } from '../use-flight-filters.ts';
import { useWholeDay } from '../whole-day.ts';
import { earlyValue, useEarlyInput } from '../../../lib/hydration/use-early-input.ts';
import '../flights.css';

function DateControl({ date, filters }: { date: string; filters: FlightFilters }) {
  const navigate = useNavigate();
  const valid = isValidIsoDate(date);
  const [value, setValue] = useState(valid ? date : todayAtAirport());
  // Follow the URL when it changes (previous/next day), without remounting the form.
  const [shownDate, setShownDate] = useState(date);
  if (shownDate !== date) {
    setShownDate(date);
    setValue(valid ? date : value);
  }
  // A date picked on the server's page before the app ran is kept.
  const field = useRef<HTMLInputElement>(null);
  useEarlyInput(() => {
    const picked = earlyValue(field.current, value);
    if (picked !== undefined) setValue(picked);
  });
  // Another day keeps the list's filters.
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (value) void navigate(paths.flights.href(value, flightsSearch(filters)));
  };
  return (
    // A plain GET form too (`/flights?date=…`, the loader's redirect), its filters kept in hidden fields.
    <form className="date-control" method="get" action={paths.flightsToday.href()} onSubmit={submit}>
      <div className="date-control__field">
        <label htmlFor="flights-date">{flightsText.dateLabel}</label>
        <input
          ref={field}
          id="flights-date"
          name="date"
          type="date"
          value={value}
          onChange={(event) => setValue(event.target.value)}
          required
        />
      </div>
      {Object.entries(filters).map(([name, kept]) => (kept ? <input key={name} type="hidden" name={name} value={kept} /> : null))}
      <button type="submit" className="button">
        {flightsText.show}
      </button>
      {valid && (
        <>
          <Link className="button button--quiet" to={paths.flights.href(shiftIsoDate(date, -1), flightsSearch(filters))}>
            ‹ {flightsText.previousDay}
          </Link>
          <Link className="button button--quiet" to={paths.flights.href(shiftIsoDate(date, 1), flightsSearch(filters))}>
            {flightsText.nextDay} ›
          </Link>
        </>
      )}
    </form>
  );
}

/**
 * Two lines on wide screens; on phones the times take a line of their own. A flight's airline,
 * journey and times wrap onto more lines with large text, so rows are measured; the estimate is
 * the usual case.
 */
function estimatedRowHeight(narrow: boolean): Length {
  return { rem: narrow ? 8.5 : 6.25, px: 12 };
}

/** Where the whole-day load stands, under the chart's title: progress, a stop with a retry, or done. */
function Coverage({
  loaded,
  total,
  complete,
  stopped,
  onRetry,
}: {
  loaded: number;
  total: number | null;
  complete: boolean;
  stopped: boolean;
  onRetry: () => void;
}) {
  if (complete) return <p className="flights-chart__coverage">{flightsText.chartCoverageAll(loaded)}</p>;
  if (stopped) {
    return (
      <div className="load-all">
        <p className="flights-chart__coverage">
          {total === null ? flightsText.loadingStoppedUnknownTotal(loaded) : flightsText.loadingStopped(loaded, total)}
        </p>
        <button type="button" className="button" onClick={onRetry}>
          {flightsText.tryAgain}
        </button>
      </div>
    );
  }
  return (
    <div className="load-all">
      <p className="flights-chart__coverage">
        {total === null ? flightsText.loadingUnknownTotal(loaded) : flightsText.loading(loaded, total)}
      </p>
      {total !== null && <progress max={total} value={loaded} aria-label={flightsText.progressLabel} />}
    </div>
  );
}

/** The chart's "now" line, only when the page shows today at the airport. */
function useNowMark(date: string): NowMark | null {
  const now = useNowSeconds();
  if (todayAtAirport(new Date(now * 1000)) !== date) return null;
  return { hours: localTimeOfDay(now), label: airportTime(now) };
}

function Flights({
  date,
  filters,
  onFiltersChange,
}: {
  date: string;
  filters: FlightFilters;
  onFiltersChange: (next: FlightFilters, change: FilterChange) => void;
}) {
  const narrow = useMediaQuery(NARROW_SCREEN);
  const boardingAreas = services().config.directory.boardingAreas;
  // The whole day, in the day's one cache entry: the chart counts it, and the list (below) filters it.
  const day = useInfiniteQuery(flightsQuery(date));
  useWholeDay(day);
  const flights = useMemo(() => day.data?.pages.flatMap((page) => page.results) ?? [], [day.data]);
  const buckets = useMemo(() => bucketByHour(flights), [flights]);
  const airlines = useMemo(() => airlinesOf(flights), [flights]);
  const total = day.data?.pages[0]?.total ?? null;
  const complete = isWholeDay(day.data);
  const now = useNowMark(date);

  const { direction, airline, q } = filters;
  const select = useCallback((data: InfiniteData<Page<AnyRecord>>) => filterDay(data, { direction, airline, q }), [direction, airline, q]);
  const list = useInfiniteQuery({ ...flightsQuery(date), select });
  const filtered = isFiltered(filters);
  const matches = filtered ? (list.data?.pages.reduce((sum, page) => sum + page.results.length, 0) ?? 0) : flights.length;

  return (
    <>
      {flights.length > 0 && (
        <>
          <FlightsChart buckets={buckets} now={now}>
            <Coverage
              loaded={flights.length}
              total={total}
              complete={complete}
              stopped={day.isError}
              onRetry={() => void day.fetchNextPage()}
            />
          </FlightsChart>
          <p className="muted">{flightsText.localTimeNote}</p>
        </>
      )}
      {(flights.length > 0 || filtered) && <FiltersForm date={date} filters={filters} airlines={airlines} onChange={onFiltersChange} />}
      {filtered && flights.length > 0 && (
        <p className="flight-filters__summary">
          {complete ? flightsText.matching(matches, flights.length) : flightsText.matchingSoFar(matches, flights.length)}
        </p>
      )}
      <VirtualList
        query={list}
        label={flightsText.listLabel(readableIsoDate(date))}
        layout={{ kind: 'measured', estimatedHeight: estimatedRowHeight(narrow) }}
        getKey={recordKey}
        emptyMessage={filtered ? flightsText.emptyFiltered : flightsText.empty}
        renderItem={(record) => <FlightRow record={record} boardingAreas={boardingAreas} />}
      />
    </>
  );
}

const flightsTitle = (date: string, valid: boolean) => (valid ? flightsText.title(readableIsoDate(date)) : flightsText.titleInvalid);

/**
 * An impossible date names no page: the server answers 404 (its loader says so) and the page is not
 * to be indexed, but it keeps the date control, the one way on from here.
 */
export function head({ data: { date, valid } }: HeadArgs<{ date: string; valid: boolean }>) {
  const title = heading(flightsTitle(date, valid), []);
  return valid ? title : { ...title, notFound: true };
}

export function Component() {
  const loaded = useLoaderData<typeof flightsLoader>();
  const { date, valid } = loaded;
  const [filters, changeFilters] = useFlightFilters(date, loaded.filters);
  return (
    <>
      <PageHeader title={flightsTitle(date, valid)} crumbs={[]} />
      {!valid && <p role="alert">{flightsText.invalidDateHint}</p>}
      <DateControl date={date} filters={filters} />
      {valid && <Flights key={date} date={date} filters={filters} onFiltersChange={changeFilters} />}
    </>
  );
}

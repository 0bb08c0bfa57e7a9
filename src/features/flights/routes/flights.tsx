import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Link, useLoaderData, useNavigate } from 'react-router';
import { LISTS } from '../../../api/operations.ts';
import { formatCount } from '../../../lib/format.shell.ts';
import { flightsText } from '../messages.ts';
import { describeApiError } from '../../../lib/messages/errors.data.ts';
import { type AnyRecord, recordKey } from '../../../lib/record.ts';
import { NARROW_SCREEN, useMediaQuery } from '../../../lib/use-media-query.ts';
import { PageHeader } from '../../../ui/PageHeader.tsx';
import type { Length } from '../../../ui/list-layout.ts';
import { VirtualList } from '../../../ui/VirtualList.tsx';
import { bucketByHour } from '../bucketing.ts';
import { isValidIsoDate, readableIsoDate, shiftIsoDate, todayAtAirport } from '../dates.ts';
import { FlightRow } from '../FlightRow.tsx';
import { FlightsChart } from '../FlightsChart.tsx';
import type { flightsLoader } from '../loaders.data.ts';
import { flightsQuery } from '../queries.data.ts';
import '../flights.css';
import { paths } from '../../../lib/paths.shell.ts';

function DateControl({ date }: { date: string }) {
  const navigate = useNavigate();
  const valid = isValidIsoDate(date);
  const [value, setValue] = useState(valid ? date : todayAtAirport());
  // Follow the URL when it changes (previous/next day), without remounting the form.
  const [shownDate, setShownDate] = useState(date);
  if (shownDate !== date) {
    setShownDate(date);
    setValue(valid ? date : value);
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (value) navigate(paths.flights.href(value));
  };
  return (
    <form className="date-control" onSubmit={submit}>
      <div className="date-control__field">
        <label htmlFor="flights-date">{flightsText.dateLabel}</label>
        <input id="flights-date" type="date" value={value} onChange={(event) => setValue(event.target.value)} required />
      </div>
      <button type="submit" className="button">
        {flightsText.show}
      </button>
      {valid && (
        <>
          <Link className="button button--quiet" to={paths.flights.href(shiftIsoDate(date, -1))}>
            ‹ {flightsText.previousDay}
          </Link>
          <Link className="button button--quiet" to={paths.flights.href(shiftIsoDate(date, 1))}>
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

function Flights({ date }: { date: string }) {
  const narrow = useMediaQuery(NARROW_SCREEN);
  const query = useInfiniteQuery(flightsQuery(date));
  const flights = useMemo(() => query.data?.pages.flatMap((page) => page.results as AnyRecord[]) ?? [], [query.data]);
  const buckets = useMemo(() => bucketByHour(flights), [flights]);
  const total = query.data?.pages[0]?.total ?? null;
  const [loadingAll, setLoadingAll] = useState(false);
  const cancelled = useRef(false);
  const { hasNextPage, fetchNextPage } = query;

  useEffect(() => {
    cancelled.current = false;
    return () => {
      cancelled.current = true;
    };
  }, [date]);

  const loadAll = async () => {
    setLoadingAll(true);
    try {
      let more = hasNextPage;
      while (more && !cancelled.current) {
        const result = await fetchNextPage({ cancelRefetch: false });
        if (result.isError) break;
        more = result.hasNextPage;
      }
    } finally {
      if (!cancelled.current) setLoadingAll(false);
    }
  };

  return (
    <>
      {flights.length > 0 && (
        <>
          <FlightsChart buckets={buckets} loaded={flights.length} total={total} narrow={narrow} />
          {hasNextPage && (
            <div className="load-all">
              <button type="button" className="button" onClick={() => void loadAll()} aria-disabled={loadingAll} disabled={loadingAll}>
                {loadingAll ? flightsText.loadingAll : flightsText.loadAll}
              </button>
              {loadingAll && total !== null && (
                <progress max={total} value={flights.length} aria-label={flightsText.progressLabel}>
                  {formatCount(flights.length)} / {formatCount(total)}
                </progress>
              )}
            </div>
          )}
          <p className="muted">{flightsText.localTimeNote}</p>
        </>
      )}
      <VirtualList
        query={query}
        label={flightsText.listLabel(readableIsoDate(date))}
        layout={{ kind: 'measured', estimatedHeight: estimatedRowHeight(narrow) }}
        getKey={recordKey}
        emptyMessage={flightsText.empty}
        renderItem={(record) => <FlightRow record={record} />}
      />
    </>
  );
}

export function Component() {
  const { date, valid } = useLoaderData<typeof flightsLoader>();
  const invalid = describeApiError(LISTS.flightsForDate.method, 900);
  return (
    <>
      <PageHeader title={valid ? flightsText.title(readableIsoDate(date)) : flightsText.titleInvalid} crumbs={[]} />
      <DateControl date={date} />
      {valid ? (
        <Flights key={date} date={date} />
      ) : (
        <div className="error-panel" role="alert">
          <p className="error-panel__title">{invalid.title}</p>
          <p>{invalid.detail}</p>
        </div>
      )}
    </>
  );
}

import { useId, useMemo, useState, type ReactNode } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { Page } from '../../api/pagination.ts';
import { GalleryRow, ExhibitionRow } from '../../features/airport/rows.tsx';
import { directoryName } from '../../features/airport/names.ts';
import { orderExhibitions, todayIso } from '../../features/airport/exhibitions.ts';
import { exhibitionsInGallery } from '../../features/airport/gallery-filter.ts';
import {
  boardingAreaGatesQuery,
  buildingGatesQuery,
  terminalExhibitionsQuery,
  terminalGalleriesQuery,
} from '../../features/airport/queries.ts';
import { FlightRow } from '../../features/flights/FlightRow.tsx';
import { flightsQuery } from '../../features/flights/queries.ts';
import { isWholeDay } from '../../features/flights/filters.ts';
import { useWholeDay } from '../../features/flights/whole-day.ts';
import { kioskText } from '../../features/kiosk/messages.ts';
import { AIRPORT_TIME_ZONE, isoDateInZone } from '../../lib/formats/counts-and-dates.ts';
import { paths } from '../../lib/addresses/paths.ts';
import { number, recordKey, text, type AnyRecord } from '../../lib/records/fields.ts';
import type { KioskLocation } from '../../lib/config/runtime-config.ts';
import { services } from '../../lib/config/services.ts';
import { ErrorPanel } from '../../ui/ErrorPanel.tsx';
import { Component as Home, head as homeHead } from './home.tsx';
import '../../features/airport/airport.css';
import '../../features/flights/flights.css';
import './kiosk-home.css';

/** How far back today's departures are listed: a flight an hour late may still be at its gate. */
const RECENT_SECONDS = 60 * 60;

interface ListState {
  data?: { pages: Page<AnyRecord>[] };
  isPending: boolean;
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
}

/** A list's records once loaded; its loading word or error (with retry) before that. */
function Loaded({ query, children }: { query: ListState; children: (records: AnyRecord[]) => ReactNode }) {
  if (query.isError) return <ErrorPanel error={query.error} onRetry={() => void query.refetch()} />;
  if (query.isPending || !query.data) return <p className="muted">{kioskText.loadingHere}</p>;
  const records = query.data.pages.flatMap((page) => page.results);
  return records.length === 0 ? <p className="muted">{kioskText.nothingHere}</p> : children(records);
}

function Part({ title, more, children }: { title: string; more: { to: string; label: string }; children: ReactNode }) {
  const headingId = useId();
  return (
    <section className="here__part" aria-labelledby={headingId}>
      <h3 id={headingId}>{title}</h3>
      {children}
      <p>
        <Link to={more.to} className="here__more">
          {more.label} ›
        </Link>
      </p>
    </section>
  );
}

function Rows({ records, row }: { records: AnyRecord[]; row: (record: AnyRecord) => ReactNode }) {
  return (
    <ul className="here__rows">
      {records.map((record) => (
        <li key={recordKey(record)}>{row(record)}</li>
      ))}
    </ul>
  );
}

function TerminalHere({ id }: { id: string }) {
  const galleries = useInfiniteQuery(terminalGalleriesQuery(id));
  const exhibitions = useInfiniteQuery(terminalExhibitionsQuery(id));
  const [today] = useState(todayIso);
  return (
    <>
      <Part title={kioskText.exhibitionsHere} more={{ to: paths.terminalExhibitions.href(id), label: kioskText.allExhibitions }}>
        <Loaded query={exhibitions}>
          {(records) => (
            // What is on display now comes first, as on the terminal's exhibitions page.
            <Rows records={orderExhibitions(records, today)} row={(record) => <ExhibitionRow record={record} today={today} />} />
          )}
        </Loaded>
      </Part>
      <Part title={kioskText.galleriesHere} more={{ to: paths.terminalGalleries.href(id), label: kioskText.allGalleries }}>
        <Loaded query={galleries}>
          {(records) => (
            <Rows
              records={records}
              row={(record) => {
                const galleryId = recordKey(record);
                return <GalleryRow record={record} to={galleryId ? exhibitionsInGallery(id, galleryId) : undefined} />;
              }}
            />
          )}
        </Loaded>
      </Part>
    </>
  );
}

function GateCodes({ records }: { records: AnyRecord[] }) {
  const current = records.filter((record) => number(record, 'mz:is_current') !== 0);
  return (
    <ul className="here__gates" aria-label={kioskText.gateList}>
      {current.map((record) => (
        <li key={recordKey(record)} className="gate-code">
          {text(record, 'flysfo:gate_code') ?? text(record, 'wof:name')}
        </li>
      ))}
    </ul>
  );
}

/** Today's departures from the boarding area's gates, from an hour ago on, in time order. */
function Departures({ gateCodes }: { gateCodes: Set<string> }) {
  // Decided when the home opens: the kiosk returns here, and so re-decides, with every new visitor.
  const [{ today, since }] = useState(() => {
    const now = new Date();
    return { today: isoDateInZone(now, AIRPORT_TIME_ZONE), since: Math.floor(now.getTime() / 1000) - RECENT_SECONDS };
  });
  const boardingAreas = services().config.directory.boardingAreas;
  const flights = useInfiniteQuery(flightsQuery(today));
  // Every page of the day is needed to find all of this area's departures.
  useWholeDay(flights);
  const complete = isWholeDay(flights.data);
  return (
    <Loaded query={{ ...flights, isPending: flights.isPending || !complete }}>
      {(records) => {
        const departures = records
          .filter((record) => text(record, 'flysfo:event') === 'D' && gateCodes.has(text(record, 'flysfo:gate') ?? ''))
          .filter((record) => (number(record, 'flysfo:scheduled_timestamp') ?? 0) >= since)
          .sort((a, b) => (number(a, 'flysfo:scheduled_timestamp') ?? 0) - (number(b, 'flysfo:scheduled_timestamp') ?? 0));
        return departures.length === 0 ? (
          <p className="muted">{kioskText.noDepartures}</p>
        ) : (
          <>
            <p className="muted">{kioskText.departuresFrom}</p>
            <Rows records={departures} row={(record) => <FlightRow record={record} boardingAreas={boardingAreas} />} />
          </>
        );
      }}
    </Loaded>
  );
}

function BoardingAreaHere({ id }: { id: string }) {
  const gates = useInfiniteQuery(boardingAreaGatesQuery(id));
  const gateCodes = useMemo(
    () => new Set((gates.data?.pages ?? []).flatMap((page) => page.results).map((gate) => text(gate, 'flysfo:gate_code') ?? '')),
    [gates.data],
  );
  return (
    <>
      <Part title={kioskText.gatesHere} more={{ to: paths.boardingAreaGates.href(id), label: kioskText.allGates }}>
        <Loaded query={gates}>{(records) => <GateCodes records={records} />}</Loaded>
      </Part>
      <Part title={kioskText.departuresHere} more={{ to: paths.flightsToday.href(), label: kioskText.allFlights }}>
        {gates.isSuccess ? <Departures gateCodes={gateCodes} /> : <Loaded query={gates}>{() => null}</Loaded>}
      </Part>
    </>
  );
}

function BuildingHere({ id }: { id: string }) {
  const gates = useInfiniteQuery(buildingGatesQuery(id));
  return (
    <Part title={kioskText.gatesHere} more={{ to: paths.buildingGates.href(id), label: kioskText.allGates }}>
      <Loaded query={gates}>{(records) => <GateCodes records={records} />}</Loaded>
    </Part>
  );
}

const SECTIONS = { terminal: 'terminals', boardingArea: 'boardingAreas', building: 'buildings' } as const;

function YouAreHere({ place }: { place: KioskLocation }) {
  const headingId = useId();
  return (
    <section className="here" aria-labelledby={headingId}>
      <h2 id={headingId}>{kioskText.youAreHere(directoryName(SECTIONS[place.type], place.id))}</h2>
      <div className="here__parts">
        {place.type === 'terminal' && <TerminalHere id={place.id} />}
        {place.type === 'boardingArea' && <BoardingAreaHere id={place.id} />}
        {place.type === 'building' && <BuildingHere id={place.id} />}
      </div>
    </section>
  );
}

/**
 * A kiosk's home when the config says where it stands (`kiosk.location`): the usual home, with
 * that place first: a terminal's exhibitions and galleries, a building's gates, a boarding
 * area's gates and today's departures from them. Only kiosk routers use this page
 * (src/app/kiosk-router.ts); the lists reflow at any text size, with no fixed row heights.
 */
export function Component() {
  const place = services().config.kiosk.location;
  return <Home>{place && <YouAreHere place={place} />}</Home>;
}

/** The app's home with the kiosk's place first: the same head. */
export const head = homeHead;

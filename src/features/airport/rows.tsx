import { Fragment } from 'react';
import { Link } from 'react-router';
import { airportText } from './messages.ts';
import { number, text, type AnyRecord } from '../../lib/records/fields.ts';
import { paths } from '../../lib/addresses/paths.ts';
import { exhibitionStatus, type ExhibitionStatus } from './exhibitions.ts';
import { readableDate } from '../../ui/calendar-date.ts';

export { readableDate };

/*
 * API text is isolated, its direction its own (docs/design.md section 1): `dir="auto"` on the
 * element that holds it, `<bdi>` where it sits in a line of Hangar's own words. A gallery leads
 * on to the exhibitions shown in it (`to`), when its id is known.
 */
export function GalleryRow({ record, to }: { record: AnyRecord; to?: string }) {
  const mapId = text(record, 'sfomuseum:map_id');
  const location = text(record, 'sfomuseum:location');
  const content = (
    <>
      <span className="airport-row__title" dir="auto">
        {text(record, 'wof:name') ?? airportText.galleries}
      </span>
      <span className="airport-row__meta">
        {/* One run of text, as before, with the API parts isolated inside it. */}
        <span>
          {[
            location && <bdi key="location">{location}</bdi>,
            mapId && (
              <Fragment key="map">
                {airportText.mapId} <bdi>{mapId}</bdi>
              </Fragment>
            ),
            number(record, 'mz:is_current') === 0 && airportText.historical,
          ]
            .filter(Boolean)
            .map((part, index) => (
              <Fragment key={index}>
                {index > 0 && ' · '}
                {part}
              </Fragment>
            ))}
        </span>
      </span>
    </>
  );
  return to ? (
    <Link to={to} className="airport-row airport-row--gallery airport-row--link">
      {content}
    </Link>
  ) : (
    <div className="airport-row airport-row--gallery">{content}</div>
  );
}

/** Read at render, in the language of the moment (a map of messages made once would keep the first language). */
function statusLabel(status: ExhibitionStatus): string {
  if (status === 'current') return airportText.onDisplay;
  return status === 'upcoming' ? airportText.upcoming : airportText.notOnDisplay;
}

/** An exhibition: its status today (exhibitions.ts), its dates, its hashtag's feed and its description. */
export function ExhibitionRow({ record, today }: { record: AnyRecord; today: string }) {
  const from = readableDate(text(record, 'sfomuseum:date_start') ?? text(record, 'edtf:inception'));
  const to = readableDate(text(record, 'sfomuseum:date_end') ?? text(record, 'edtf:cessation'));
  const status = exhibitionStatus(record, today);
  const hashtag = text(record, 'sfomuseum:hashtag')?.replace(/^#/, '');
  const description = text(record, 'sfomuseum:description');
  return (
    <div className="airport-row airport-row--exhibition">
      <span className="airport-row__title" dir="auto">
        {text(record, 'wof:name') ?? airportText.exhibitions}
      </span>
      <span className="airport-row__meta">
        <span className={`badge badge--${status}`}>{statusLabel(status)}</span>
        {from && <span>{to === undefined ? airportText.openEnded(from) : airportText.dateRange(from, to)}</span>}
        {hashtag && (
          <Link to={paths.feed.href(hashtag)} className="airport-row__tag">
            #<bdi>{hashtag}</bdi>
          </Link>
        )}
      </span>
      {description && (
        <span className="airport-row__excerpt" dir="auto">
          {description}
        </span>
      )}
    </div>
  );
}

/** A gate; `area` links its boarding area where that is not the page it is on (a building's gates). */
export function GateRow({ record, area }: { record: AnyRecord; area?: { to: string; label: string } }) {
  const code = text(record, 'flysfo:gate_code');
  const current = number(record, 'mz:is_current') !== 0;
  return (
    <div className="airport-row airport-row--gate">
      <span className="gate-code" aria-hidden="true" dir="auto">
        {code ?? '–'}
      </span>
      <span className="airport-row__text">
        <span className="airport-row__title" dir="auto">
          {text(record, 'wof:name') ?? code ?? airportText.gates}
        </span>
        <span className="airport-row__meta">
          <span className={`badge${current ? ' badge--on' : ''}`}>{current ? airportText.current : airportText.historical}</span>
          {area && (
            <Link to={area.to} className="airport-row__tag">
              {airportText.inArea(area.label)}
            </Link>
          )}
        </span>
      </span>
    </div>
  );
}

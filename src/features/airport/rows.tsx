import { Fragment } from 'react';
import { Link } from 'react-router';
import { airportText } from './messages.ts';
import { number, text, type AnyRecord } from '../../lib/record.ts';
import { paths } from '../../lib/paths.shell.ts';

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });

/** An ISO date (YYYY-MM-DD, maybe YYYY-MM or YYYY) as a readable date; anything else as given. */
export function readableDate(value: string | undefined): string | undefined {
  if (!value || value === '..') return undefined;
  const match = /^(\d{4})(?:-(\d{2}))?(?:-(\d{2}))?$/.exec(value);
  if (!match) return value;
  const [, year, month, day] = match;
  if (!month) return year;
  if (!day)
    return new Intl.DateTimeFormat('en-US', { month: 'short', year: 'numeric', timeZone: 'UTC' }).format(
      new Date(Date.UTC(Number(year), Number(month) - 1, 1)),
    );
  return dateFormat.format(new Date(Date.UTC(Number(year), Number(month) - 1, Number(day))));
}

/*
 * API text is isolated, its direction its own (docs/design.md section 1): `dir="auto"` on the
 * element that holds it, `<bdi>` where it sits in a line of Hangar's own words.
 */
export function GalleryRow({ record }: { record: AnyRecord }) {
  const mapId = text(record, 'sfomuseum:map_id');
  const location = text(record, 'sfomuseum:location');
  return (
    <div className="airport-row">
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
    </div>
  );
}

export function ExhibitionRow({ record }: { record: AnyRecord }) {
  const from = readableDate(text(record, 'sfomuseum:date_start') ?? text(record, 'edtf:inception'));
  const to = readableDate(text(record, 'sfomuseum:date_end') ?? text(record, 'edtf:cessation')) ?? airportText.openEnded;
  const onDisplay = number(record, 'sfomuseum:on_display') === 1;
  const hashtag = text(record, 'sfomuseum:hashtag')?.replace(/^#/, '');
  const description = text(record, 'sfomuseum:description');
  return (
    <div className="airport-row airport-row--exhibition">
      <span className="airport-row__title" dir="auto">
        {text(record, 'wof:name') ?? airportText.exhibitions}
      </span>
      <span className="airport-row__meta">
        <span className={`badge${onDisplay ? ' badge--on' : ''}`}>{onDisplay ? airportText.onDisplay : airportText.notOnDisplay}</span>
        {from && <span>{airportText.dateRange(from, to)}</span>}
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

export function GateRow({ record }: { record: AnyRecord }) {
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
        </span>
      </span>
    </div>
  );
}

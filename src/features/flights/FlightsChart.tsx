import { useId, type ReactNode } from 'react';
import { flightsText } from './messages.ts';
import { clockHour, clockHourStart } from '../../lib/formats/time-of-day.ts';
import { formatCount } from '../../lib/formats/counts-and-dates.ts';
import type { HourBucket } from './bucketing.ts';

/** A narrower drawing on phones keeps the axis labels at a readable size once scaled. */
const WIDE = { width: 720, height: 210, labelEvery: 3 };
const NARROW = { width: 360, height: 230, labelEvery: 6 };
/** Room at the top for the "Now" label. */
const PAD = { top: 22, right: 8, bottom: 26, left: 34 };

export interface NowMark {
  /** The airport's time of day in hours (14.5 is 14:30). */
  hours: number;
  /** The same time, as words ("2:30 PM"). */
  label: string;
}

type Drawing = typeof WIDE;

/** The bars, their axes and the now line, drawn at one size. */
function Bars({
  drawing,
  buckets,
  now,
  titleId,
  className,
}: {
  drawing: Drawing;
  buckets: HourBucket[];
  now: NowMark | null;
  titleId: string;
  className: string;
}) {
  const { width: WIDTH, height: HEIGHT, labelEvery } = drawing;
  const descId = useId();
  const max = Math.max(1, ...buckets.map((bucket) => Math.max(bucket.arrivals, bucket.departures)));
  const slot = (WIDTH - PAD.left - PAD.right) / 24;
  const bar = slot / 2 - 1;
  const y = (value: number) => PAD.top + (HEIGHT - PAD.top - PAD.bottom) * (1 - value / max);
  const arrivals = buckets.reduce((sum, bucket) => sum + bucket.arrivals, 0);
  const departures = buckets.reduce((sum, bucket) => sum + bucket.departures, 0);
  const ticks = [0, Math.round(max / 2), max];
  const description = flightsText.chartDescription(arrivals, departures);
  const nowX = now ? PAD.left + now.hours * slot : 0;
  // The label sits beside the line, on whichever side has room.
  const nowLabelAnchor = nowX > WIDTH - 60 ? 'end' : 'start';
  return (
    <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-labelledby={titleId} aria-describedby={descId} className={className}>
      <desc id={descId}>{now ? `${description} ${flightsText.nowLine(now.label)}` : description}</desc>
      {ticks.map((tick) => (
        <g key={tick}>
          <line x1={PAD.left} x2={WIDTH - PAD.right} y1={y(tick)} y2={y(tick)} className="flights-chart__grid" />
          <text x={PAD.left - 4} y={y(tick) + 4} textAnchor="end" className="flights-chart__label">
            {formatCount(tick)}
          </text>
        </g>
      ))}
      {buckets.map((bucket) => {
        const x = PAD.left + bucket.hour * slot;
        return (
          <g key={bucket.hour}>
            <rect
              x={x + 1}
              y={y(bucket.arrivals)}
              width={bar}
              height={HEIGHT - PAD.bottom - y(bucket.arrivals)}
              className="flights-chart__arrivals"
            />
            <rect
              x={x + 1 + bar}
              y={y(bucket.departures)}
              width={bar}
              height={HEIGHT - PAD.bottom - y(bucket.departures)}
              className="flights-chart__departures"
            />
            {bucket.hour % labelEvery === 0 && (
              <text x={x + slot / 2} y={HEIGHT - 6} textAnchor="middle" className="flights-chart__label">
                {clockHour(bucket.hour)}
              </text>
            )}
          </g>
        );
      })}
      {now && (
        <g className="flights-chart__now">
          <line x1={nowX} x2={nowX} y1={PAD.top - 14} y2={HEIGHT - PAD.bottom} />
          <text x={nowX + (nowLabelAnchor === 'start' ? 4 : -4)} y={PAD.top - 6} textAnchor={nowLabelAnchor}>
            {flightsText.now}
          </text>
        </g>
      )}
    </svg>
  );
}

/**
 * Arrivals and departures per hour as SVG bars, with the same numbers as a
 * table; on today's date a line marks the time now. `children` say how much
 * of the day the numbers cover. Drawn at both sizes, CSS showing the one that
 * fits the screen: the server's markup, which knows no screen, is then right
 * on a phone and a desktop alike, with nothing to change once the page runs.
 */
export function FlightsChart({ buckets, now, children }: { buckets: HourBucket[]; now: NowMark | null; children?: ReactNode }) {
  const titleId = useId();
  const arrivals = buckets.reduce((sum, bucket) => sum + bucket.arrivals, 0);
  const departures = buckets.reduce((sum, bucket) => sum + bucket.departures, 0);
  const description = flightsText.chartDescription(arrivals, departures);
  return (
    <section className="flights-chart" aria-labelledby={titleId}>
      <h2 id={titleId}>{flightsText.chartTitle}</h2>
      {children}
      <Bars drawing={WIDE} buckets={buckets} now={now} titleId={titleId} className="flights-chart__svg flights-chart__svg--wide" />
      <Bars drawing={NARROW} buckets={buckets} now={now} titleId={titleId} className="flights-chart__svg flights-chart__svg--narrow" />
      <p className="flights-chart__legend" aria-hidden="true">
        <span className="swatch swatch--arrivals" /> {flightsText.arrivals} <span className="swatch swatch--departures" />{' '}
        {flightsText.departures}
      </p>
      <details className="flights-chart__table">
        <summary>{flightsText.showTable}</summary>
        <table>
          <caption>{description}</caption>
          <thead>
            <tr>
              <th scope="col">{flightsText.hour}</th>
              <th scope="col">{flightsText.arrivals}</th>
              <th scope="col">{flightsText.departures}</th>
            </tr>
          </thead>
          <tbody>
            {buckets.map((bucket) => {
              const current = now !== null && Math.floor(now.hours) === bucket.hour;
              return (
                <tr key={bucket.hour} className={current ? 'flights-chart__now-row' : undefined}>
                  <th scope="row">
                    {clockHourStart(bucket.hour)}
                    {current && ' '}
                    {current && <span className="flights-chart__now-tag">{flightsText.nowRow}</span>}
                  </th>
                  <td>{formatCount(bucket.arrivals)}</td>
                  <td>{formatCount(bucket.departures)}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </details>
    </section>
  );
}

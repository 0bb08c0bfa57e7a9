import { useId } from 'react';
import { flightsText } from './messages.ts';
import { formatCount } from '../../lib/format.shell.ts';
import type { HourBucket } from './bucketing.ts';

/** A narrower drawing on phones keeps the axis labels at a readable size once scaled. */
const WIDE = { width: 720, height: 200, labelEvery: 3 };
const NARROW = { width: 360, height: 220, labelEvery: 6 };
const PAD = { top: 10, right: 8, bottom: 26, left: 34 };

/** Arrivals and departures per hour as SVG bars, with the same numbers as a table. */
export function FlightsChart({
  buckets,
  loaded,
  total,
  narrow,
}: {
  buckets: HourBucket[];
  loaded: number;
  total: number | null;
  narrow: boolean;
}) {
  const { width: WIDTH, height: HEIGHT, labelEvery } = narrow ? NARROW : WIDE;
  const titleId = useId();
  const descId = useId();
  const max = Math.max(1, ...buckets.map((bucket) => Math.max(bucket.arrivals, bucket.departures)));
  const slot = (WIDTH - PAD.left - PAD.right) / 24;
  const bar = slot / 2 - 1;
  const y = (value: number) => PAD.top + (HEIGHT - PAD.top - PAD.bottom) * (1 - value / max);
  const arrivals = buckets.reduce((sum, bucket) => sum + bucket.arrivals, 0);
  const departures = buckets.reduce((sum, bucket) => sum + bucket.departures, 0);
  const ticks = [0, Math.round(max / 2), max];
  return (
    <section className="flights-chart" aria-labelledby={titleId}>
      <h2 id={titleId}>{flightsText.chartTitle}</h2>
      <p className="flights-chart__coverage">{flightsText.chartCoverage(formatCount(loaded), formatCount(total ?? loaded))}</p>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-labelledby={titleId}
        aria-describedby={descId}
        className={`flights-chart__svg${narrow ? ' flights-chart__svg--narrow' : ''}`}
      >
        <desc id={descId}>{flightsText.chartDescription(formatCount(arrivals), formatCount(departures))}</desc>
        {ticks.map((tick) => (
          <g key={tick}>
            <line x1={PAD.left} x2={WIDTH - PAD.right} y1={y(tick)} y2={y(tick)} className="flights-chart__grid" />
            <text x={PAD.left - 4} y={y(tick) + 4} textAnchor="end" className="flights-chart__label">
              {tick}
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
                  {String(bucket.hour).padStart(2, '0')}
                </text>
              )}
            </g>
          );
        })}
      </svg>
      <p className="flights-chart__legend" aria-hidden="true">
        <span className="swatch swatch--arrivals" /> {flightsText.arrivals} <span className="swatch swatch--departures" />{' '}
        {flightsText.departures}
      </p>
      <details className="flights-chart__table">
        <summary>{flightsText.showTable}</summary>
        <table>
          <caption>{flightsText.chartDescription(formatCount(arrivals), formatCount(departures))}</caption>
          <thead>
            <tr>
              <th scope="col">{flightsText.hour}</th>
              <th scope="col">{flightsText.arrivals}</th>
              <th scope="col">{flightsText.departures}</th>
            </tr>
          </thead>
          <tbody>
            {buckets.map((bucket) => (
              <tr key={bucket.hour}>
                <th scope="row">{`${String(bucket.hour).padStart(2, '0')}:00`}</th>
                <td>{bucket.arrivals}</td>
                <td>{bucket.departures}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </section>
  );
}

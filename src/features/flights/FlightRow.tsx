import { flightsText } from './messages.ts';
import { AIRPORT_TIME_ZONE } from '../../lib/format.shell.ts';
import { number, text, type AnyRecord } from '../../lib/record.ts';

const timeFormat = new Intl.DateTimeFormat('en-US', { timeZone: AIRPORT_TIME_ZONE, hour: 'numeric', minute: '2-digit' });

function time(record: AnyRecord, key: string): string | undefined {
  const value = number(record, key);
  return value === undefined ? undefined : timeFormat.format(new Date(value * 1000));
}

export function FlightRow({ record }: { record: AnyRecord }) {
  const arrival = text(record, 'flysfo:event') === 'A';
  const [from, to] = (text(record, 'flysfo:journey') ?? '').split('-');
  const gate = text(record, 'flysfo:gate');
  const times = [
    [flightsText.scheduled, time(record, 'flysfo:scheduled_timestamp')],
    [flightsText.estimated, time(record, 'flysfo:estimated_timestamp')],
    [flightsText.actual, time(record, 'flysfo:actual_timestamp')],
  ].filter((entry): entry is [string, string] => entry[1] !== undefined);
  return (
    <div className="flight-row">
      <span className={`flight-row__kind flight-row__kind--${arrival ? 'arrival' : 'departure'}`}>
        {arrival ? flightsText.arrival : flightsText.departure}
      </span>
      <span className="flight-row__main">
        {/* API text is isolated, its direction its own (docs/design.md section 1). */}
        <span className="flight-row__number" dir="auto">
          {text(record, 'flysfo:flight_number') ?? text(record, 'wof:name')}
        </span>
        <span className="flight-row__airline" dir="auto">
          {text(record, 'flysfo:airline') ?? text(record, 'icao:airline')}
        </span>
        {from && to && (
          <span className="flight-row__journey">
            <bdi>{from}</bdi> → <bdi>{to}</bdi>
          </span>
        )}
      </span>
      <dl className="flight-row__times">
        {times.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <span className="flight-row__gate">
        {gate ? (
          <>
            {flightsText.gate} <bdi>{gate}</bdi>
          </>
        ) : (
          flightsText.noGate
        )}
      </span>
    </div>
  );
}

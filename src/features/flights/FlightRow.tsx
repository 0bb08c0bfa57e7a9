import { Link } from 'react-router';
import { flightsText } from './messages.ts';
import { cityOf, otherEnd } from './airports.ts';
import { airportTime } from './times.ts';
import { airlineOf, isArrival } from './filters.ts';
import { boardingAreaOfGate } from './gates.ts';
import { paths } from '../../lib/addresses/paths.ts';
import { number, text, type AnyRecord } from '../../lib/records/fields.ts';
import type { DirectoryEntry } from '../../lib/config/runtime-config.ts';

function time(record: AnyRecord, key: string): string | undefined {
  const value = number(record, key);
  return value === undefined ? undefined : airportTime(value);
}

/** "From Los Angeles (LAX)" for an arrival, "To Tokyo (NRT)" for a departure; the code alone when its city is not known. */
function journeyText(record: AnyRecord, arrival: boolean): string | undefined {
  const code = otherEnd(text(record, 'flysfo:journey'), arrival);
  if (!code) return undefined;
  const city = cityOf(code);
  const place = city ? flightsText.place(city, code) : code;
  return arrival ? flightsText.from(place) : flightsText.to(place);
}

/** The gate, linked to its boarding area's gates when the directory knows that area. */
function Gate({ gate, boardingAreas }: { gate: string | undefined; boardingAreas: readonly DirectoryEntry[] }) {
  if (!gate) return <span className="flight-row__gate">{flightsText.noGate}</span>;
  const area = boardingAreaOfGate(gate, boardingAreas);
  if (!area) return <span className="flight-row__gate">{flightsText.gate(gate)}</span>;
  return (
    <Link
      className="flight-row__gate flight-row__gate--link"
      to={paths.boardingAreaGates.href(area.id)}
      aria-label={flightsText.gateIn(gate, area.name)}
    >
      {flightsText.gate(gate)}
    </Link>
  );
}

export function FlightRow({ record, boardingAreas }: { record: AnyRecord; boardingAreas: readonly DirectoryEntry[] }) {
  const arrival = isArrival(record);
  const journey = journeyText(record, arrival);
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
          {airlineOf(record)}
        </span>
        {journey && (
          <span className="flight-row__journey" dir="auto">
            {journey}
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
      <Gate gate={text(record, 'flysfo:gate')} boardingAreas={boardingAreas} />
    </div>
  );
}

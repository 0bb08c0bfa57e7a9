import { useRef } from 'react';
import { Link } from 'react-router';
import { paths } from '../../lib/addresses/paths.ts';
import { earlyValue, useEarlyInput } from '../../lib/hydration/use-early-input.ts';
import type { FlightFilters } from './filter-params.ts';
import { isFiltered } from './filters.ts';
import { flightsText } from './messages.ts';
import type { FilterChange } from './use-flight-filters.ts';
import { NoScriptSubmit } from '../../ui/NoScriptSubmit.tsx';

function directionOf(value: string): FlightFilters['direction'] {
  return value === 'arrivals' || value === 'departures' ? value : undefined;
}

/** The list's filters; `onChange` shows a change and writes it to the address (use-flight-filters.ts). */
export function FiltersForm({
  date,
  filters,
  airlines,
  onChange,
}: {
  date: string;
  filters: FlightFilters;
  airlines: readonly string[];
  onChange: (next: FlightFilters, change: FilterChange) => void;
}) {
  // An airline in the address that no loaded flight has (yet) is still offered, so the menu shows it.
  const airlineOptions = filters.airline && !airlines.includes(filters.airline) ? [filters.airline, ...airlines] : airlines;
  // "Clear filters" goes away as it is used: focus goes to the first filter, not to the page's body.
  const firstField = useRef<HTMLSelectElement>(null);
  const airlineField = useRef<HTMLSelectElement>(null);
  const searchField = useRef<HTMLInputElement>(null);
  // What was typed or chosen on the server's page before the app ran is kept, and applied.
  useEarlyInput(() => {
    const direction = earlyValue(firstField.current, filters.direction ?? '');
    const airline = earlyValue(airlineField.current, filters.airline ?? '');
    const q = earlyValue(searchField.current, filters.q ?? '');
    if (direction === undefined && airline === undefined && q === undefined) return;
    const next = { ...filters };
    if (direction !== undefined) next.direction = directionOf(direction);
    if (airline !== undefined) next.airline = airline || undefined;
    if (q !== undefined) next.q = q;
    // A choice adds a history entry, as it does once the app runs; typing alone replaces it.
    onChange(next, { replace: direction === undefined && airline === undefined });
  });

  return (
    // A plain GET form until the app runs (then each change applies at once, and submitting does nothing more).
    <form
      role="search"
      aria-label={flightsText.filtersLabel}
      className="flight-filters"
      method="get"
      action={paths.flights.href(date)}
      onSubmit={(event) => event.preventDefault()}
    >
      <div className="flight-filters__field">
        <label htmlFor="flights-direction">{flightsText.directionLabel}</label>
        <select
          ref={firstField}
          id="flights-direction"
          name="direction"
          value={filters.direction ?? ''}
          onChange={(event) => onChange({ ...filters, direction: directionOf(event.target.value) }, { replace: false })}
        >
          <option value="">{flightsText.allDirections}</option>
          <option value="arrivals">{flightsText.arrivals}</option>
          <option value="departures">{flightsText.departures}</option>
        </select>
      </div>
      <div className="flight-filters__field">
        <label htmlFor="flights-airline">{flightsText.airlineLabel}</label>
        <select
          ref={airlineField}
          id="flights-airline"
          name="airline"
          value={filters.airline ?? ''}
          onChange={(event) => onChange({ ...filters, airline: event.target.value || undefined }, { replace: false })}
        >
          <option value="">{flightsText.allAirlines}</option>
          {airlineOptions.map((airline) => (
            <option key={airline} value={airline}>
              {airline}
            </option>
          ))}
        </select>
      </div>
      <div className="flight-filters__field flight-filters__field--search">
        <label htmlFor="flights-search">{flightsText.searchLabel}</label>
        <input
          ref={searchField}
          id="flights-search"
          name="q"
          type="search"
          value={filters.q ?? ''}
          autoComplete="off"
          maxLength={80}
          onChange={(event) => onChange({ ...filters, q: event.target.value }, { replace: true })}
        />
      </div>
      <NoScriptSubmit>{flightsText.applyFilters}</NoScriptSubmit>
      {isFiltered(filters) && (
        <Link className="button button--quiet" to={paths.flights.href(date)} preventScrollReset onClick={() => firstField.current?.focus()}>
          {flightsText.clearFilters}
        </Link>
      )}
    </form>
  );
}

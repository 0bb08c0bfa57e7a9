import type { InfiniteData } from '@tanstack/react-query';
import type { Page } from '../../api/pagination.ts';
import type { AnyRecord } from '../../lib/records/fields.ts';
import { cityOf, otherEnd } from './airports.ts';
import { flightFiltersFrom } from './filter-params.ts';
import { airlinesOf, filterDay, flightsSearch, isFiltered, isWholeDay, matchesFilters } from './filters.ts';

const flight = (number: string, event: 'A' | 'D', airline: string, journey: string): AnyRecord => ({
  'wof:id': number,
  'flysfo:flight_number': number,
  'flysfo:event': event,
  'flysfo:airline': airline,
  'flysfo:journey': journey,
});

const UA12 = flight('UA12', 'A', 'United Airlines', 'LAX-SFO');
const UA901 = flight('UA901', 'D', 'United Airlines', 'SFO-NRT');
const AF84 = flight('AF84', 'D', 'Air France', 'SFO-CDG');
const AS3 = flight('AS3', 'A', 'Alaska Airlines', 'XYZ-SFO');

const numbers = (flights: readonly AnyRecord[]) => flights.map((item) => item['flysfo:flight_number']);
const page = (results: AnyRecord[], nextQuery: string | undefined, total = 4): Page<AnyRecord> => ({
  results,
  total,
  page: null,
  pages: null,
  perPage: 2,
  cursor: null,
  nextQuery,
});
const day = (...pages: Page<AnyRecord>[]): InfiniteData<Page<AnyRecord>> => ({ pages, pageParams: pages.map(() => null) });

describe('flight filters in the address', () => {
  it('reads direction, airline and search, trimmed', () => {
    expect(flightFiltersFrom(new URLSearchParams('direction=arrivals&airline=+Air+France+&q=%20ua%2012%20'))).toEqual({
      direction: 'arrivals',
      airline: 'Air France',
      q: 'ua 12',
    });
  });

  it('writes the filters that are set as a query string the address reads back', () => {
    expect(flightsSearch({})).toBe('');
    expect(flightsSearch({ q: '   ', airline: '' })).toBe('');
    const search = flightsSearch({ direction: 'departures', airline: 'Air France & KLM', q: ' ua 1? ' });
    expect(search).toBe('?direction=departures&airline=Air+France+%26+KLM&q=ua+1%3F');
    expect(flightFiltersFrom(new URLSearchParams(search))).toEqual({ direction: 'departures', airline: 'Air France & KLM', q: 'ua 1?' });
  });

  it('ignores an unknown direction and empty values, and cuts very long ones', () => {
    expect(flightFiltersFrom(new URLSearchParams('direction=sideways&airline=&q=%20%20'))).toEqual({});
    expect(flightFiltersFrom(new URLSearchParams(`q=${'x'.repeat(500)}`)).q).toHaveLength(80);
    expect(isFiltered({})).toBe(false);
    expect(isFiltered({ q: 'x' })).toBe(true);
  });
});

describe('matching a flight', () => {
  const all = [UA12, UA901, AF84, AS3];
  const matching = (filters: Parameters<typeof matchesFilters>[1]) => numbers(all.filter((item) => matchesFilters(item, filters)));

  it('keeps arrivals or departures', () => {
    expect(matching({ direction: 'arrivals' })).toEqual(['UA12', 'AS3']);
    expect(matching({ direction: 'departures' })).toEqual(['UA901', 'AF84']);
  });

  it('keeps one airline, by the name the row shows', () => {
    expect(matching({ airline: 'United Airlines' })).toEqual(['UA12', 'UA901']);
    expect(matching({ airline: 'United' })).toEqual([]);
  });

  it('finds a flight number whatever the case and spaces', () => {
    expect(matching({ q: 'ua 12' })).toEqual(['UA12']);
    expect(matching({ q: 'af84' })).toEqual(['AF84']);
  });

  it('finds the other airport by city or code, not San Francisco itself', () => {
    expect(matching({ q: 'tokyo' })).toEqual(['UA901']);
    expect(matching({ q: 'Los Angeles' })).toEqual(['UA12']);
    expect(matching({ q: 'cdg' })).toEqual(['AF84']);
    expect(matching({ q: 'xyz' })).toEqual(['AS3']);
    expect(matching({ q: 'San Francisco' })).toEqual([]);
  });

  it('finds an airline by part of its name, and a city without its accents', () => {
    expect(matching({ q: 'france' })).toEqual(['AF84']);
    expect(cityOf('cun')).toBe('Cancún');
    expect(matchesFilters(flight('AM1', 'A', 'Aeroméxico', 'CUN-SFO'), { q: 'cancun' })).toBe(true);
  });

  it('combines the filters', () => {
    expect(matching({ direction: 'departures', airline: 'United Airlines', q: 'tokyo' })).toEqual(['UA901']);
    expect(matching({ direction: 'arrivals', airline: 'Air France' })).toEqual([]);
  });

  it('reads the other end of a journey for arrivals and departures, and nothing from a broken one', () => {
    expect(otherEnd('LAX-SFO', true)).toBe('LAX');
    expect(otherEnd('SFO-NRT', false)).toBe('NRT');
    expect(otherEnd('SFO', false)).toBeUndefined();
    expect(otherEnd(undefined, true)).toBeUndefined();
    expect(cityOf('QQQ')).toBeUndefined();
    expect(cityOf('toString')).toBeUndefined();
  });
});

describe('the loaded day through the filters', () => {
  const partial = day(page([UA12, UA901], 'page=2'));
  const whole = day(page([UA12, UA901], 'page=2'), page([AF84, AS3], undefined));

  it('knows when the whole day is loaded', () => {
    expect(isWholeDay(undefined)).toBe(false);
    expect(isWholeDay(partial)).toBe(false);
    expect(isWholeDay(whole)).toBe(true);
  });

  it('is the day itself without filters', () => {
    expect(filterDay(whole, {})).toBe(whole);
  });

  it('keeps the matches of every page and counts them once the day is whole', () => {
    const filtered = filterDay(whole, { direction: 'departures' });
    expect(filtered.pages.map((item) => numbers(item.results))).toEqual([['UA901'], ['AF84']]);
    expect(filtered.pages.map((item) => item.total)).toEqual([2, 2]);
    expect(filtered.pages.map((item) => item.nextQuery)).toEqual(['page=2', undefined]);
  });

  it('claims no total while the day is still loading', () => {
    expect(filterDay(partial, { direction: 'departures' }).pages[0]!.total).toBeNull();
  });

  it('lists the airlines of the loaded flights once each, by name', () => {
    expect(airlinesOf([UA12, AF84, UA901, AS3, { 'flysfo:event': 'A' }])).toEqual(['Air France', 'Alaska Airlines', 'United Airlines']);
  });
});

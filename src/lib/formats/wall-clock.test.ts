import { isoDateOf, wallClock } from './wall-clock.ts';
import { AIRPORT_TIME_ZONE, isoDateInZone } from './counts-and-dates.ts';

import { otherEngineLocaleData } from './other-engine.test-helper.ts';

afterEach(() => vi.restoreAllMocks());

describe('the wall clock', () => {
  it('reads the date and time of day on the airport’s clock, across midnight and DST', () => {
    expect(wallClock(new Date('2024-06-02T06:59:00Z'), AIRPORT_TIME_ZONE)).toEqual({ year: 2024, month: 6, day: 1, hour: 23, minute: 59 });
    expect(wallClock(new Date('2024-06-02T07:00:00Z'), AIRPORT_TIME_ZONE)).toEqual({ year: 2024, month: 6, day: 2, hour: 0, minute: 0 });
    expect(wallClock(new Date('2024-01-01T08:05:00Z'), AIRPORT_TIME_ZONE)).toEqual({ year: 2024, month: 1, day: 1, hour: 0, minute: 5 });
    expect(isoDateInZone(new Date('2024-03-10T10:30:00Z'), 'Asia/Tokyo')).toBe('2024-03-10');
  });

  it('pads the machine form', () => {
    expect(isoDateOf({ year: 987, month: 1, day: 2, hour: 0, minute: 0 })).toBe('0987-01-02');
  });
});

describe('today on an engine whose locale data prints other orders', () => {
  // WebKit's ICU prints 'en-CA' as "11/26/2026", where V8 prints "2026-11-26": the header's Flights
  // link went to /flights/11%2F26%2F2026.
  it('is still the ISO date of the airport’s day', () => {
    otherEngineLocaleData();
    expect(new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date())).toMatch(
      /^\d+\/\d+\/\d+$/,
    );
    expect(isoDateInZone(new Date('2026-11-26T20:00:00Z'), AIRPORT_TIME_ZONE)).toBe('2026-11-26');
    expect(isoDateInZone(new Date('2026-11-27T07:59:59Z'), AIRPORT_TIME_ZONE)).toBe('2026-11-26');
    expect(isoDateInZone(new Date('2026-11-27T08:00:00Z'), AIRPORT_TIME_ZONE)).toBe('2026-11-27');
    expect(wallClock(new Date('2026-11-27T07:59:00Z'), AIRPORT_TIME_ZONE)).toEqual({
      year: 2026,
      month: 11,
      day: 26,
      hour: 23,
      minute: 59,
    });
  });
});

import { otherEngineLocaleData } from '../../lib/formats/other-engine.test-helper.ts';
import { isValidIsoDate, readableIsoDate, shiftIsoDate, todayAtAirport } from './dates.ts';

describe('flight dates', () => {
  it('accepts real calendar dates only', () => {
    expect(isValidIsoDate('2024-02-29')).toBe(true);
    expect(isValidIsoDate('2023-02-29')).toBe(false);
    expect(isValidIsoDate('2023-02-30')).toBe(false);
    expect(isValidIsoDate('2023-13-01')).toBe(false);
    expect(isValidIsoDate('2023-1-01')).toBe(false);
    expect(isValidIsoDate('yesterday')).toBe(false);
  });

  it('moves a day across month and year ends and DST changes', () => {
    expect(shiftIsoDate('2024-02-28', 1)).toBe('2024-02-29');
    expect(shiftIsoDate('2024-03-01', -1)).toBe('2024-02-29');
    expect(shiftIsoDate('2023-12-31', 1)).toBe('2024-01-01');
    expect(shiftIsoDate('2024-01-01', -1)).toBe('2023-12-31');
    expect(shiftIsoDate('2024-03-10', 1)).toBe('2024-03-11');
    expect(shiftIsoDate('2024-11-03', -1)).toBe('2024-11-02');
  });

  it("gives today's date on the airport's clock, not the browser's", () => {
    // 05:00 UTC on 2 June is still 1 June in San Francisco.
    expect(todayAtAirport(new Date('2024-06-02T05:00:00Z'))).toBe('2024-06-01');
  });
});

describe('flight dates: invalid input and today', () => {
  afterEach(() => vi.useRealTimers());

  it.each([
    '',
    '2024-00-10',
    '2024-01-00',
    '2024-01-32',
    '2024-04-31',
    '1900-02-29',
    '0000-01-01',
    ' 2024-01-01',
    '2024-01-01 ',
    '2024-01-01T00:00',
    '2024/01/01',
    '20240101',
    '24-01-01',
    '12024-01-01',
    '2024-06-1',
    '２０２４-01-01',
  ])('refuses %j', (value) => {
    expect(isValidIsoDate(value)).toBe(false);
  });

  it.each(['2000-02-29', '2024-12-31', '2024-01-01', '1970-01-01', '9999-12-31'])('accepts %s', (value) => {
    expect(isValidIsoDate(value)).toBe(true);
  });

  it('moves by more than one day and by none', () => {
    expect(shiftIsoDate('2024-01-31', 30)).toBe('2024-03-01');
    expect(shiftIsoDate('2024-03-01', -366)).toBe('2023-03-01');
    expect(shiftIsoDate('2024-06-15', 0)).toBe('2024-06-15');
  });

  it("uses the airport's date for today: late evening in San Francisco is already tomorrow in UTC", () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2024-12-31T23:30:00-08:00'));
    expect(todayAtAirport()).toBe('2024-12-31');
    vi.setSystemTime(new Date('2025-01-01T00:00:00-08:00'));
    expect(todayAtAirport()).toBe('2025-01-01');
  });

  it('changes date at midnight on the airport clock in summer', () => {
    expect(todayAtAirport(new Date('2024-07-04T06:59:59Z'))).toBe('2024-07-03');
    expect(todayAtAirport(new Date('2024-07-04T07:00:00Z'))).toBe('2024-07-04');
  });

  it('writes a date out in full, on that calendar day whatever the time zone', () => {
    expect(readableIsoDate('2024-01-01')).toBe('Monday, January 1, 2024');
    expect(readableIsoDate('2024-02-29')).toBe('Thursday, February 29, 2024');
  });
});

describe('today on an engine whose locale data prints other orders', () => {
  afterEach(() => vi.restoreAllMocks());

  // WebKit's ICU prints 'en-CA' as "11/26/2026": the header's Flights link went to /flights/11%2F26%2F2026.
  it('is still the ISO date of the airport’s day, up to its last second', () => {
    otherEngineLocaleData();
    expect(todayAtAirport(new Date('2026-11-26T20:00:00Z'))).toBe('2026-11-26');
    expect(todayAtAirport(new Date('2026-11-27T07:59:59Z'))).toBe('2026-11-26');
    expect(todayAtAirport(new Date('2026-11-27T08:00:00Z'))).toBe('2026-11-27');
  });
});

import { isValidIsoDate, shiftIsoDate, todayAtAirport } from './dates.ts';

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

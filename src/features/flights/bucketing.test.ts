import { bucketByHour, localHour, localTimeOfDay } from './bucketing.ts';

const at = (iso: string) => Date.parse(iso) / 1000;

describe('bucketing by local hour', () => {
  it('uses San Francisco wall-clock hours, including around midnight', () => {
    expect(localHour(at('2024-06-01T07:30:00Z'))).toBe(0); // 00:30 PDT
    expect(localHour(at('2024-06-02T06:59:00Z'))).toBe(23); // 23:59 PDT
    expect(localHour(at('2024-01-15T08:00:00Z'))).toBe(0); // 00:00 PST
  });

  it('handles the spring-forward day (2024-03-10: 02:00 does not exist)', () => {
    expect(localHour(at('2024-03-10T09:59:00Z'))).toBe(1); // 01:59 PST
    expect(localHour(at('2024-03-10T10:00:00Z'))).toBe(3); // 03:00 PDT
  });

  it('handles the fall-back day (2024-11-03: 01:00 happens twice)', () => {
    expect(localHour(at('2024-11-03T08:30:00Z'))).toBe(1); // 01:30 PDT
    expect(localHour(at('2024-11-03T09:30:00Z'))).toBe(1); // 01:30 PST
  });

  it('gives the wall-clock hour of every minute, seconds included, on both clock-change days', () => {
    const wallClockHour = new Intl.DateTimeFormat('en-US', { timeZone: 'America/Los_Angeles', hour: 'numeric', hourCycle: 'h23' });
    for (const day of ['2024-03-10T00:00:00Z', '2024-11-03T00:00:00Z']) {
      for (let minute = 0; minute < 36 * 60; minute += 1) {
        const seconds = at(day) + minute * 60 + (minute % 60);
        expect(localHour(seconds), new Date(seconds * 1000).toISOString()).toBe(Number(wallClockHour.format(seconds * 1000)) % 24);
      }
    }
  });

  it('counts arrivals and departures per hour and skips flights without a time', () => {
    const buckets = bucketByHour([
      { 'flysfo:event': 'A', 'flysfo:scheduled_timestamp': at('2024-11-03T08:30:00Z') },
      { 'flysfo:event': 'D', 'flysfo:scheduled_timestamp': at('2024-11-03T09:30:00Z') },
      { 'flysfo:event': 'A', 'flysfo:scheduled_timestamp': at('2024-11-04T07:59:00Z') },
      { 'flysfo:event': 'A' },
    ]);
    expect(buckets).toHaveLength(24);
    expect(buckets[1]).toEqual({ hour: 1, arrivals: 1, departures: 1 });
    expect(buckets[23]).toEqual({ hour: 23, arrivals: 1, departures: 0 });
    expect(buckets.reduce((sum, bucket) => sum + bucket.arrivals + bucket.departures, 0)).toBe(3);
  });
});

describe('bucketing edges', () => {
  const flight = (event: unknown, iso: string) => ({ 'flysfo:event': event, 'flysfo:scheduled_timestamp': at(iso) });
  const counts = (buckets: ReturnType<typeof bucketByHour>) => buckets.filter((b) => b.arrivals + b.departures > 0);

  it('gives 24 empty hours, 0 to 23, for a day without flights', () => {
    const buckets = bucketByHour([]);
    expect(buckets.map((bucket) => bucket.hour)).toEqual(Array.from({ length: 24 }, (_, hour) => hour));
    expect(buckets.every((bucket) => bucket.arrivals === 0 && bucket.departures === 0)).toBe(true);
  });

  it('puts a flight at hh:59:59 local in hour hh and one at the next second in the next hour', () => {
    // 2024-06-01 is PDT (UTC-7): 14:59:59 local is 21:59:59Z.
    const buckets = bucketByHour([
      flight('D', '2024-06-01T21:59:59Z'),
      flight('D', '2024-06-01T22:00:00Z'),
      flight('A', '2024-06-01T22:00:00Z'),
    ]);
    expect(counts(buckets)).toEqual([
      { hour: 14, arrivals: 0, departures: 1 },
      { hour: 15, arrivals: 1, departures: 1 },
    ]);
  });

  it('counts by the airport clock in winter too (UTC-8), not by UTC or the browser', () => {
    // 2024-01-15 06:00 PST is 14:00Z.
    expect(counts(bucketByHour([flight('A', '2024-01-15T14:00:00Z')]))).toEqual([{ hour: 6, arrivals: 1, departures: 0 }]);
    expect(localHour(at('2024-01-15T07:59:59Z'))).toBe(23);
  });

  it('counts the repeated 01:00 hour of the fall-back day in the same bucket', () => {
    const buckets = bucketByHour([
      flight('A', '2024-11-03T08:15:00Z'),
      flight('A', '2024-11-03T09:15:00Z'),
      flight('A', '2024-11-03T10:00:00Z'),
    ]);
    expect(counts(buckets)).toEqual([
      { hour: 1, arrivals: 2, departures: 0 },
      { hour: 2, arrivals: 1, departures: 0 },
    ]);
  });

  it('leaves out flights with no usable scheduled time or an unknown event, and ignores other times', () => {
    const buckets = bucketByHour([
      { 'flysfo:event': 'A', 'flysfo:scheduled_timestamp': String(at('2024-06-01T20:00:00Z')) },
      { 'flysfo:event': 'A', 'flysfo:scheduled_timestamp': Number.NaN },
      { 'flysfo:event': 'D', 'flysfo:scheduled_timestamp': Number.POSITIVE_INFINITY },
      { 'flysfo:event': 'D', 'flysfo:scheduled_timestamp': null },
      { 'flysfo:event': 'D', 'flysfo:estimated_timestamp': at('2024-06-01T20:00:00Z') },
      flight('X', '2024-06-01T20:00:00Z'),
      flight('a', '2024-06-01T20:00:00Z'),
      flight(undefined, '2024-06-01T20:00:00Z'),
    ]);
    expect(counts(buckets)).toEqual([]);
  });

  it('files a flight by its scheduled time even when it is estimated for another hour', () => {
    const buckets = bucketByHour([
      {
        'flysfo:event': 'D',
        'flysfo:scheduled_timestamp': at('2024-06-01T20:00:00Z'),
        'flysfo:estimated_timestamp': at('2024-06-01T23:30:00Z'),
      },
    ]);
    expect(counts(buckets)).toEqual([{ hour: 13, arrivals: 0, departures: 1 }]);
  });
});

describe('the time of day for the "now" line', () => {
  it('is the airport clock in hours and minutes', () => {
    expect(localTimeOfDay(at('2024-06-01T21:30:00Z'))).toBe(14.5); // 14:30 PDT
    expect(localTimeOfDay(at('2024-01-15T08:06:00Z'))).toBe(0.1); // 00:06 PST
    expect(localTimeOfDay(at('2024-06-02T06:59:00Z'))).toBeCloseTo(23 + 59 / 60); // 23:59 PDT
  });
});

describe('a whole day in the chart', () => {
  it('counts every flight with a time exactly once: the buckets add up to the day', () => {
    const start = at('2024-06-01T07:00:00Z'); // midnight PDT
    const flights = Array.from({ length: 2150 }, (_, index) => ({
      'flysfo:event': index % 3 === 0 ? 'D' : 'A',
      'flysfo:scheduled_timestamp': start + ((index * 40) % 86_400),
    }));
    const buckets = bucketByHour(flights);
    expect(buckets.reduce((sum, bucket) => sum + bucket.arrivals + bucket.departures, 0)).toBe(2150);
    expect(buckets.reduce((sum, bucket) => sum + bucket.departures, 0)).toBe(flights.filter((item) => item['flysfo:event'] === 'D').length);
  });
});

import { bucketByHour, localHour } from './bucketing.ts';

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

/** Flights to and from the airport, generated per date on first request and kept for a few dates. */
import { CARRIERS } from './names.ts';
import { intBetween, pick, randomFor, type Random } from './random.ts';
import { AIRPORT_ID, recordHeader, type MockRecord } from './records.ts';
import type { Scale } from './collections.ts';

/** At the large and huge scales this date has 2,150 flights, enough to need many pages. */
export const BIG_FLIGHT_DAY = '2024-06-01';
const CACHED_DATES = 32;

/** YYYY-MM-DD naming a real calendar day (no 30 February, no month 13). */
export function isValidDate(date: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < 1 || month < 1 || month > 12 || day < 1) return false;
  const parsed = new Date(Date.UTC(year, month - 1, day));
  return parsed.getUTCFullYear() === year && parsed.getUTCMonth() === month - 1 && parsed.getUTCDate() === day;
}

/** Offset of America/Los_Angeles from UTC at noon of a date, in minutes (-420 or -480). */
function losAngelesOffsetMinutes(year: number, month: number, day: number): number {
  const noon = new Date(Date.UTC(year, month - 1, day, 12));
  const parts = new Intl.DateTimeFormat('en-US', { timeZone: 'America/Los_Angeles', timeZoneName: 'shortOffset' }).formatToParts(noon);
  const name = parts.find((part) => part.type === 'timeZoneName')?.value ?? 'GMT-8';
  const match = /GMT([+-]\d+)/.exec(name);
  return match ? Number(match[1]) * 60 : -480;
}

type Carrier = (typeof CARRIERS)[number];

const TOTAL_WEIGHT = CARRIERS.reduce((sum, carrier) => sum + carrier.weight, 0);

/** A carrier by its share of the day's flights, from one draw. */
function pickCarrier(random: Random): Carrier {
  let roll = random() * TOTAL_WEIGHT;
  for (const carrier of CARRIERS) {
    roll -= carrier.weight;
    if (roll < 0) return carrier;
  }
  return CARRIERS[0];
}

/** The gates of a carrier's boarding areas (a gate code starts with its area's letter). */
function gatesOf(carrier: Carrier, gateCodes: readonly string[]): readonly string[] {
  const gates = gateCodes.filter((code) => (carrier.areas as readonly string[]).includes(code[0]!));
  return gates.length > 0 ? gates : gateCodes;
}

function generateFlights(seed: number, scale: Scale, date: string, gateCodes: readonly string[]): MockRecord[] {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const random = randomFor(seed, 'flights', date);
  const count = scale !== 'demo' && date === BIG_FLIGHT_DAY ? 2_150 : intBetween(random, 150, 450);
  const localMidnight = Date.UTC(year, month - 1, day) / 1000 - losAngelesOffsetMinutes(year, month, day) * 60;
  const dayNumber = BigInt(Math.floor(Date.UTC(year, month - 1, day) / 86_400_000));
  const gates = new Map(CARRIERS.map((carrier) => [carrier, gatesOf(carrier, gateCodes)]));
  const flights: MockRecord[] = [];
  for (let index = 0; index < count; index += 1) {
    // One draw each, in this order: the carrier decides the number's range, the route and the gate.
    const carrier = pickCarrier(random);
    const number = `${carrier.iata}${intBetween(random, 1, carrier.highestNumber)}`;
    const arrival = random() < 0.5;
    const other = pick(random, carrier.airports);
    const journey = arrival ? `${other}-SFO` : `SFO-${other}`;
    // Busier mornings and evenings, but every hour of the day has some flights.
    const minute = Math.floor(((random() + random() + random()) / 3) * 24 * 60);
    const scheduled = localMidnight + minute * 60;
    const estimated = scheduled + intBetween(random, -5, 45) * 60;
    // Every flight gets an actual time here, drawn in order; flightAsOf hides it until it has happened.
    flights.push({
      ...recordHeader({
        id: 1_729_850_000_000_000n + dayNumber * 10_000n + BigInt(index),
        name: `${number} (${journey})`,
        kind: 'flight',
        parentId: AIRPORT_ID,
        inception: date,
        cessation: date,
      }),
      'flysfo:date': date,
      'flysfo:event': arrival ? 'A' : 'D',
      'flysfo:flight_number': number,
      'flysfo:airline': carrier.name,
      'icao:airline': carrier.icao,
      'flysfo:gate': pick(random, gates.get(carrier)!),
      'flysfo:journey': journey,
      'flysfo:scheduled_timestamp': scheduled,
      'flysfo:estimated_timestamp': estimated,
      'flysfo:actual_timestamp': estimated + intBetween(random, -3, 6) * 60,
    });
  }
  flights.sort((a, b) => Number(a['flysfo:scheduled_timestamp']) - Number(b['flysfo:scheduled_timestamp']));
  return flights;
}

/** The moment a flight is over as far as times go: the later of its scheduled and actual times. */
function doneAt(flight: MockRecord): number {
  return Math.max(Number(flight['flysfo:scheduled_timestamp']), Number(flight['flysfo:actual_timestamp']));
}

/**
 * A flight as the service tells it at `nowSeconds` (the mock's clock): one
 * that has not happened yet (scheduled or actual time still ahead) has no
 * actual time. The generated day keeps every time, so what is answered
 * depends only on the seed and the clock.
 */
export function flightAsOf(flight: MockRecord, nowSeconds: number): MockRecord {
  if (doneAt(flight) <= nowSeconds) return flight;
  const { 'flysfo:actual_timestamp': _actual, ...rest } = flight;
  return rest;
}

/**
 * Where a day stands at `nowSeconds`: 'before' (no flight has happened),
 * 'after' (all have), or null while it is under way and its answers change
 * by the minute. The page cache keys on it (operations.ts).
 */
export function flightDayState(flights: readonly MockRecord[], nowSeconds: number): 'before' | 'after' | null {
  let first = Number.POSITIVE_INFINITY;
  let last = Number.NEGATIVE_INFINITY;
  for (const flight of flights) {
    const done = doneAt(flight);
    first = Math.min(first, done);
    last = Math.max(last, done);
  }
  if (nowSeconds < first) return 'before';
  return nowSeconds >= last ? 'after' : null;
}

/** Any valid date has flights; a few recent dates are kept so paging through one day does not regenerate it. */
export function createFlightSchedule(seed: number, scale: Scale, gateCodes: readonly string[]): (date: string) => MockRecord[] {
  const cache = new Map<string, MockRecord[]>();
  return (date) => {
    const cached = cache.get(date);
    if (cached) return cached;
    const flights = generateFlights(seed, scale, date, gateCodes);
    if (cache.size > CACHED_DATES) cache.delete(cache.keys().next().value!);
    cache.set(date, flights);
    return flights;
  };
}

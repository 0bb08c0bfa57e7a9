/**
 * Cities of the airports SFO's flights most often come from and go to, by
 * IATA code. Flight records carry only the codes (`flysfo:journey`
 * "LAX-SFO"); with this a visitor can read "Los Angeles" and search for it.
 * A code not listed is shown as it is.
 */
const CITIES: Readonly<Record<string, string>> = {
  ANC: 'Anchorage',
  ATL: 'Atlanta',
  AUS: 'Austin',
  BOS: 'Boston',
  BUR: 'Burbank',
  CDG: 'Paris',
  CLT: 'Charlotte',
  CUN: 'Cancún',
  DEN: 'Denver',
  DFW: 'Dallas–Fort Worth',
  DTW: 'Detroit',
  DUB: 'Dublin',
  EWR: 'Newark',
  FRA: 'Frankfurt',
  GDL: 'Guadalajara',
  HKG: 'Hong Kong',
  HND: 'Tokyo',
  HNL: 'Honolulu',
  IAD: 'Washington',
  IAH: 'Houston',
  ICN: 'Seoul',
  JFK: 'New York',
  KOA: 'Kona',
  LAS: 'Las Vegas',
  LAX: 'Los Angeles',
  LHR: 'London',
  MEX: 'Mexico City',
  MIA: 'Miami',
  MSP: 'Minneapolis',
  MUC: 'Munich',
  NRT: 'Tokyo',
  OGG: 'Maui',
  ONT: 'Ontario',
  ORD: 'Chicago',
  PDX: 'Portland',
  PEK: 'Beijing',
  PHL: 'Philadelphia',
  PHX: 'Phoenix',
  PVG: 'Shanghai',
  SAN: 'San Diego',
  SEA: 'Seattle',
  SFO: 'San Francisco',
  SIN: 'Singapore',
  SLC: 'Salt Lake City',
  SNA: 'Santa Ana',
  SYD: 'Sydney',
  TPE: 'Taipei',
  YVR: 'Vancouver',
  YYZ: 'Toronto',
  ZRH: 'Zurich',
};

/** The city an airport serves, or undefined for a code not in the table. */
export function cityOf(code: string): string | undefined {
  return Object.hasOwn(CITIES, code.toUpperCase()) ? CITIES[code.toUpperCase()] : undefined;
}

/** The airport at the other end of the flight: where an arrival comes from, where a departure goes. */
export function otherEnd(journey: string | undefined, arrival: boolean): string | undefined {
  const codes = (journey ?? '')
    .split('-')
    .map((code) => code.trim())
    .filter(Boolean);
  if (codes.length < 2) return undefined;
  return arrival ? codes[0] : codes.at(-1);
}

/** Public facts and plausible vocabulary for the demo data. */
/**
 * Airlines of the collection, with the years (within the collection's 1928-1999)
 * they flew under this name: an object is never dated outside them.
 */
export const AIRLINES = [
  { name: 'Pan American World Airways', iata: 'PA', icao: 'PAA', from: 1928, to: 1991 },
  { name: 'United Airlines', iata: 'UA', icao: 'UAL', from: 1931, to: 1999 },
  { name: 'Trans World Airlines', iata: 'TW', icao: 'TWA', from: 1950, to: 1999 },
  { name: 'American Airlines', iata: 'AA', icao: 'AAL', from: 1934, to: 1999 },
  { name: 'Western Airlines', iata: 'WA', icao: 'WAL', from: 1941, to: 1987 },
  { name: 'Braniff International Airways', iata: 'BN', icao: 'BNF', from: 1948, to: 1982 },
  { name: 'Northwest Orient Airlines', iata: 'NW', icao: 'NWA', from: 1947, to: 1986 },
  { name: 'Delta Air Lines', iata: 'DL', icao: 'DAL', from: 1945, to: 1999 },
] as const;

export type Airline = (typeof AIRLINES)[number];

/**
 * Carriers for flights today, with the airports they fly to from SFO and the
 * boarding areas they use there, so a flight's airline, route and gate agree.
 */
export const CARRIERS = [
  {
    name: 'United Airlines',
    iata: 'UA',
    icao: 'UAL',
    weight: 40,
    highestNumber: 2999,
    areas: ['E', 'F', 'G'],
    airports: ['LAX', 'SEA', 'JFK', 'ORD', 'DEN', 'PDX', 'SAN', 'LAS', 'BOS', 'HNL', 'NRT', 'SIN', 'FRA', 'LHR', 'SYD', 'ICN'],
  },
  {
    name: 'Alaska Airlines',
    iata: 'AS',
    icao: 'ASA',
    weight: 10,
    highestNumber: 1999,
    areas: ['B'],
    airports: ['SEA', 'PDX', 'LAX', 'SAN', 'BOS', 'JFK', 'HNL', 'LAS'],
  },
  {
    name: 'American Airlines',
    iata: 'AA',
    icao: 'AAL',
    weight: 8,
    highestNumber: 2999,
    areas: ['B'],
    airports: ['LAX', 'JFK', 'ORD', 'PHX', 'BOS'],
  },
  {
    name: 'Delta Air Lines',
    iata: 'DL',
    icao: 'DAL',
    weight: 8,
    highestNumber: 2999,
    areas: ['C'],
    airports: ['LAX', 'SEA', 'JFK', 'BOS', 'LAS'],
  },
  {
    name: 'Southwest Airlines',
    iata: 'WN',
    icao: 'SWA',
    weight: 10,
    highestNumber: 2999,
    areas: ['B'],
    airports: ['LAX', 'SAN', 'LAS', 'PHX', 'DEN', 'PDX'],
  },
  {
    name: 'JetBlue Airways',
    iata: 'B6',
    icao: 'JBU',
    weight: 4,
    highestNumber: 2999,
    areas: ['C'],
    airports: ['JFK', 'BOS', 'LAX', 'LAS'],
  },
  { name: 'Air Canada', iata: 'AC', icao: 'ACA', weight: 3, highestNumber: 999, areas: ['D'], airports: ['YVR'] },
  { name: 'British Airways', iata: 'BA', icao: 'BAW', weight: 2, highestNumber: 299, areas: ['A'], airports: ['LHR'] },
  { name: 'Japan Airlines', iata: 'JL', icao: 'JAL', weight: 2, highestNumber: 99, areas: ['A'], airports: ['NRT'] },
  { name: 'Singapore Airlines', iata: 'SQ', icao: 'SIA', weight: 2, highestNumber: 99, areas: ['G'], airports: ['SIN'] },
  { name: 'Lufthansa', iata: 'LH', icao: 'DLH', weight: 2, highestNumber: 499, areas: ['G'], airports: ['FRA'] },
  { name: 'Air France', iata: 'AF', icao: 'AFR', weight: 2, highestNumber: 99, areas: ['A'], airports: ['CDG'] },
] as const;

/** Who made an object of a category, and the years they made such things. */
export interface Maker {
  name: string;
  from: number;
  to: number;
}

/**
 * A category of objects: what one is called, what it is made of, and who
 * made them. `byAirline`: the airline itself made or issued them (a timetable,
 * a baggage label); it is also the maker of last resort when none of the
 * category's makers worked in the airline's years.
 */
export interface CategorySpec {
  name: string;
  noun: string;
  medium: string;
  makers: readonly Maker[];
  byAirline: boolean;
  /**
   * Titles some objects carry after the noun ("…flight attendant uniform: stewardess cap"), so
   * the catalogue's search has accented and Chinese words to find (docs/design.md, the catalogue).
   */
  subtitles?: readonly string[];
}

const maker = (name: string, from: number, to: number): Maker => ({ name, from, to });

export const MUSEUM_CATEGORIES: readonly CategorySpec[] = [
  {
    name: 'Airline uniforms',
    noun: 'flight attendant uniform',
    medium: 'wool, polyester, metal',
    makers: [
      maker('Edith Head', 1945, 1981),
      maker('Emilio Pucci', 1965, 1990),
      maker('Jean Louis', 1950, 1988),
      maker('Hart Schaffner Marx', 1928, 1999),
    ],
    byAirline: false,
    subtitles: ['stewardess cap', 'stewardess jacket'],
  },
  {
    name: 'Airline dinnerware',
    noun: 'dinner plate',
    medium: 'porcelain',
    makers: [
      maker('Rosenthal', 1928, 1999),
      maker('Noritake', 1928, 1999),
      maker('Syracuse China', 1928, 1999),
      maker('Raymond Loewy', 1950, 1986),
    ],
    byAirline: false,
    subtitles: ['Café service', 'crème brûlée dish'],
  },
  {
    name: 'Travel posters',
    noun: 'travel poster',
    medium: 'offset lithograph',
    makers: [maker('David Klein', 1952, 1970), maker('Stan Galli', 1950, 1970), maker('Joseph Binder', 1935, 1964)],
    byAirline: true,
    subtitles: ['飞机旅行', '東京行きの飛行機'],
  },
  {
    name: 'Aircraft models',
    noun: 'travel agency model',
    medium: 'resin, paint',
    makers: [
      maker('Pacific Miniatures', 1951, 1999),
      maker('Boeing Company', 1934, 1996),
      maker('Douglas Aircraft Company', 1928, 1967),
      maker('Lockheed Aircraft Corporation', 1932, 1995),
    ],
    byAirline: false,
    subtitles: ['飞机模型', 'Señorita de Aviación'],
  },
  { name: 'Timetables', noun: 'system timetable', medium: 'paper, ink', makers: [], byAirline: true },
  { name: 'Baggage labels', noun: 'baggage label', medium: 'paper, adhesive', makers: [], byAirline: true },
  { name: 'Flight bags', noun: 'flight bag', medium: 'vinyl, metal', makers: [], byAirline: true },
  {
    name: 'Pilot wings',
    noun: 'pilot wings badge',
    medium: 'gold-plated metal',
    makers: [maker('L. G. Balfour Company', 1928, 1999), maker('Robbins Company', 1928, 1999)],
    byAirline: false,
  },
];

export const ARCHIVE_CATEGORIES: readonly CategorySpec[] = [
  {
    name: 'Photographs',
    noun: 'photograph',
    medium: 'gelatin silver print',
    makers: [maker('Gabriel Moulin Studios', 1928, 1979)],
    byAirline: true,
  },
  {
    name: 'Airport plans',
    noun: 'terminal plan',
    medium: 'blueprint',
    makers: [maker('San Francisco Public Utilities Commission', 1928, 1969), maker('San Francisco Airport Commission', 1970, 1999)],
    byAirline: false,
  },
  { name: 'Press releases', noun: 'press release', medium: 'paper, ink', makers: [], byAirline: true },
  {
    name: 'Postcards',
    noun: 'postcard',
    medium: 'paper, ink',
    makers: [maker('Curt Teich & Co.', 1928, 1974), maker('Mike Roberts Color Productions', 1950, 1999)],
    byAirline: true,
  },
];

export const LIBRARY_CATEGORIES: readonly CategorySpec[] = [
  {
    name: 'Books',
    noun: 'history of aviation',
    medium: 'paper, cloth binding',
    makers: [maker('Doubleday', 1928, 1999), maker('Macmillan', 1928, 1999)],
    byAirline: false,
  },
  { name: 'Periodicals', noun: 'in-flight magazine', medium: 'paper, ink', makers: [], byAirline: true },
  { name: 'Ephemera', noun: 'boarding pass', medium: 'card stock', makers: [], byAirline: true },
  { name: 'Curious labels', noun: 'curious label', medium: 'paper, ink', makers: [], byAirline: true },
];

/** People and estates who gave objects (invented names). */
export const DONORS = [
  'Helen Marsh',
  'Robert Okada',
  'Carmen Ruiz',
  'Walter Lindqvist',
  'Grace Abernathy',
  'Thomas Yee',
  'Dolores Keane',
  'Harold Pettibone',
];

export const TERMINALS = [
  { code: 'T1', name: 'Harvey Milk Terminal 1', areas: ['B', 'C'] },
  { code: 'T2', name: 'Terminal 2', areas: ['D'] },
  { code: 'T3', name: 'Terminal 3', areas: ['E', 'F'] },
  { code: 'ITB', name: 'International Terminal', areas: ['A', 'G'] },
] as const;

export const GATE_COUNTS: Record<string, number> = { A: 15, B: 18, C: 11, D: 18, E: 13, F: 22, G: 14 };

export const GALLERY_NAMES: Record<string, readonly string[]> = {
  T1: ['Harvey Milk Terminal 1 Departures Gallery', '1B Aviation Museum Gallery', '1C Post-Security Gallery'],
  T2: ['2A Boomerang Gallery', 'Terminal 2 Departures Lobby', '2D Pre-Security Gallery', 'Terminal 2 Connector'],
  T3: ['3E Post-Security Gallery', '3F Kiosk Gallery', 'Terminal 3 Departures Lobby'],
  ITB: [
    'International Terminal Departures Hall',
    'Aviation Museum and Library',
    'A Gates Gallery',
    'G Gates Gallery',
    'International Arrivals Gallery',
  ],
};

export const EXHIBITION_THEMES = [
  'Pan Am: Across the Pacific',
  'Airline Uniforms in the Jet Age',
  'Flying Boats of the Golden Gate',
  'Souvenirs of Flight',
  'Welcome Aboard: Airline Dinnerware',
  'Pilots of the Bay',
  'The Art of the Travel Poster',
  'Models of Flight',
  'Hello Sailor: Clipper Ships to Jet Clippers',
  'Bon Voyage: Luggage and Labels',
  'Runway Style',
  'SFO: Building an Airport',
];

export const HASHTAGS = ['sfomuseum', 'aviation', 'sfo'] as const;
export const HOSTILE_HASHTAG = 'xss';

export const POST_LINES = [
  'New on view in the {gallery}: {title}. Come and see it before your flight ✈️',
  'From the archive: {title}, {year}. More at https://www.flysfo.com/museum #sfomuseum',
  'Did you know? The first scheduled flight left the field in {year}. #aviation #history',
  'Staff pick of the week: {title} 🧳 Read the story: https://example.org/stories/{id}?ref=feed&lang=en',
  'Look up! {title} hangs above the {gallery}. #sfo #art',
  'Happy travels from the museum team 🌁 #sfomuseum #sfo',
  'Behind the scenes: conserving {title} (https://example.org/conservation). #aviation',
];

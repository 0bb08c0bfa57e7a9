/** Public facts and plausible vocabulary for the demo data. */
/** An airline and the years (within the collection's 1928-1999) it flew under this name. */
export interface Airline {
  readonly name: string;
  readonly iata: string;
  readonly icao: string;
  readonly from: number;
  readonly to: number;
}

/**
 * Airlines of the collection, with the years they flew under this name: an
 * object is never dated outside them.
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
] as const satisfies readonly Airline[];

/**
 * The huge scale's airlines: the eight above and 22 more that flew to or from SFO
 * in the collection's years, so its vocabulary has about 30 airline names.
 */
export const MORE_AIRLINES: readonly Airline[] = [
  { name: 'Eastern Air Lines', iata: 'EA', icao: 'EAL', from: 1930, to: 1991 },
  { name: 'Continental Airlines', iata: 'CO', icao: 'COA', from: 1937, to: 1999 },
  { name: 'Pacific Southwest Airlines', iata: 'PS', icao: 'PSA', from: 1949, to: 1988 },
  { name: 'Hughes Airwest', iata: 'RW', icao: 'HAW', from: 1970, to: 1980 },
  { name: 'Air California', iata: 'OC', icao: 'ACL', from: 1967, to: 1987 },
  { name: 'Japan Air Lines', iata: 'JL', icao: 'JAL', from: 1951, to: 1999 },
  { name: 'Qantas Empire Airways', iata: 'QF', icao: 'QFA', from: 1934, to: 1967 },
  { name: 'British Overseas Airways Corporation', iata: 'BA', icao: 'BOA', from: 1940, to: 1974 },
  { name: 'British Airways', iata: 'BA', icao: 'BAW', from: 1974, to: 1999 },
  { name: 'Lufthansa', iata: 'LH', icao: 'DLH', from: 1955, to: 1999 },
  { name: 'Air France', iata: 'AF', icao: 'AFR', from: 1933, to: 1999 },
  { name: 'KLM Royal Dutch Airlines', iata: 'KL', icao: 'KLM', from: 1928, to: 1999 },
  { name: 'Scandinavian Airlines System', iata: 'SK', icao: 'SAS', from: 1946, to: 1999 },
  { name: 'Swissair', iata: 'SR', icao: 'SWR', from: 1931, to: 1999 },
  { name: 'Alitalia', iata: 'AZ', icao: 'AZA', from: 1946, to: 1999 },
  { name: 'Canadian Pacific Air Lines', iata: 'CP', icao: 'CPC', from: 1942, to: 1986 },
  { name: 'Philippine Air Lines', iata: 'PR', icao: 'PAL', from: 1941, to: 1999 },
  { name: 'Cathay Pacific Airways', iata: 'CX', icao: 'CPA', from: 1946, to: 1999 },
  { name: 'Alaska Airlines', iata: 'AS', icao: 'ASA', from: 1944, to: 1999 },
  { name: 'Hawaiian Airlines', iata: 'HA', icao: 'HAL', from: 1941, to: 1999 },
  { name: 'National Airlines', iata: 'NA', icao: 'NAL', from: 1934, to: 1980 },
  { name: 'Flying Tiger Line', iata: 'FT', icao: 'FTL', from: 1945, to: 1989 },
];

/** Aircraft an object of the huge scale is of or for, with the years they flew airline service. */
export const AIRCRAFT_TYPES: readonly { name: string; from: number; to: number }[] = [
  { name: 'Ford Trimotor', from: 1928, to: 1936 },
  { name: 'Boeing 247', from: 1933, to: 1945 },
  { name: 'Douglas DC-3', from: 1936, to: 1999 },
  { name: 'Boeing 307 Stratoliner', from: 1940, to: 1951 },
  { name: 'Lockheed Constellation', from: 1945, to: 1967 },
  { name: 'Douglas DC-6', from: 1947, to: 1975 },
  { name: 'Boeing 377 Stratocruiser', from: 1949, to: 1961 },
  { name: 'Douglas DC-7', from: 1953, to: 1970 },
  { name: 'Boeing 707', from: 1958, to: 1999 },
  { name: 'Douglas DC-8', from: 1959, to: 1999 },
  { name: 'Convair 880', from: 1960, to: 1975 },
  { name: 'Boeing 727', from: 1964, to: 1999 },
  { name: 'Boeing 737', from: 1968, to: 1999 },
  { name: 'Boeing 747', from: 1970, to: 1999 },
  { name: 'McDonnell Douglas DC-10', from: 1971, to: 1999 },
  { name: 'Lockheed L-1011 TriStar', from: 1972, to: 1999 },
];

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

/**
 * The huge scale's further kinds of object: with the museum's and the archive's
 * (the hostile "Curious labels" left out) about 40 kinds.
 */
export const MORE_CATEGORIES: readonly CategorySpec[] = [
  { name: 'Safety cards', noun: 'safety instruction card', medium: 'coated card stock', makers: [], byAirline: true },
  { name: 'Menus', noun: 'first class menu', medium: 'paper, ink', makers: [], byAirline: true },
  { name: 'Ticket jackets', noun: 'ticket jacket', medium: 'paper, ink', makers: [], byAirline: true },
  { name: 'Amenity kits', noun: 'amenity kit', medium: 'vinyl, cotton', makers: [maker('Elizabeth Arden', 1928, 1999)], byAirline: true },
  {
    name: 'Playing cards',
    noun: 'deck of playing cards',
    medium: 'card stock',
    makers: [maker('United States Playing Card Company', 1928, 1999)],
    byAirline: true,
  },
  { name: 'Glassware', noun: 'cocktail glass', medium: 'glass', makers: [maker('Libbey Glass Company', 1928, 1999)], byAirline: false },
  {
    name: 'Flatware',
    noun: 'flatware set',
    medium: 'stainless steel',
    makers: [maker('Oneida', 1928, 1999), maker('Gorham Manufacturing Company', 1928, 1999)],
    byAirline: false,
  },
  { name: 'Swizzle sticks', noun: 'swizzle stick', medium: 'plastic', makers: [], byAirline: true },
  { name: 'Luggage tags', noun: 'luggage tag', medium: 'leather, brass', makers: [], byAirline: true },
  { name: 'Junior wings', noun: 'junior wings pin', medium: 'plastic, metal', makers: [], byAirline: true },
  {
    name: 'Cap badges',
    noun: 'cap badge',
    medium: 'enamel, metal',
    makers: [maker('L. G. Balfour Company', 1928, 1999)],
    byAirline: false,
  },
  { name: 'Blankets', noun: 'cabin blanket', medium: 'wool', makers: [maker('Pendleton Woolen Mills', 1928, 1999)], byAirline: false },
  { name: 'Headrest covers', noun: 'headrest cover', medium: 'linen', makers: [], byAirline: true },
  { name: 'Cocktail napkins', noun: 'cocktail napkin', medium: 'paper', makers: [], byAirline: true },
  { name: 'Route maps', noun: 'route map', medium: 'offset lithograph', makers: [], byAirline: true },
  { name: 'Annual reports', noun: 'annual report', medium: 'paper, ink', makers: [], byAirline: true },
  {
    name: 'Stock certificates',
    noun: 'stock certificate',
    medium: 'engraved paper',
    makers: [maker('American Bank Note Company', 1928, 1999)],
    byAirline: false,
  },
  { name: 'Sheet music', noun: 'song sheet', medium: 'paper, ink', makers: [maker('Leo Feist', 1928, 1965)], byAirline: false },
  { name: 'Slides', noun: 'promotional slide', medium: 'color transparency', makers: [], byAirline: true },
  { name: 'Films', noun: 'promotional film', medium: '16 mm film', makers: [], byAirline: true },
  {
    name: 'Engine parts',
    noun: 'engine component',
    medium: 'aluminum, steel',
    makers: [maker('Pratt & Whitney', 1928, 1999), maker('Wright Aeronautical', 1928, 1963), maker('General Electric', 1950, 1999)],
    byAirline: false,
  },
  {
    name: 'Cockpit instruments',
    noun: 'cockpit instrument',
    medium: 'metal, glass',
    makers: [maker('Sperry Gyroscope Company', 1928, 1986), maker('Bendix Aviation', 1929, 1983), maker('Collins Radio', 1933, 1999)],
    byAirline: false,
  },
  {
    name: 'Passenger seats',
    noun: 'passenger seat',
    medium: 'aluminum, fabric',
    makers: [maker('Hardman Aircraft Products', 1946, 1990), maker('Weber Aircraft', 1950, 1999)],
    byAirline: false,
  },
  { name: 'Toys', noun: 'toy airplane', medium: 'tin, paint', makers: [maker('Louis Marx and Company', 1928, 1978)], byAirline: true },
  { name: 'Matchbooks', noun: 'matchbook', medium: 'paper, card', makers: [maker('Diamond Match Company', 1928, 1999)], byAirline: true },
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

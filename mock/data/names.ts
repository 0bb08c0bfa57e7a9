/** Public facts and plausible vocabulary for the demo data. */
export const AIRLINES = [
  { name: 'Pan American World Airways', iata: 'PA', icao: 'PAA' },
  { name: 'United Airlines', iata: 'UA', icao: 'UAL' },
  { name: 'Trans World Airlines', iata: 'TW', icao: 'TWA' },
  { name: 'American Airlines', iata: 'AA', icao: 'AAL' },
  { name: 'Western Airlines', iata: 'WA', icao: 'WAL' },
  { name: 'Braniff International Airways', iata: 'BN', icao: 'BNF' },
  { name: 'Northwest Orient Airlines', iata: 'NW', icao: 'NWA' },
  { name: 'Delta Air Lines', iata: 'DL', icao: 'DAL' },
] as const;

/** Carriers for flights today. */
export const CARRIERS = [
  { name: 'United Airlines', iata: 'UA', icao: 'UAL' },
  { name: 'Alaska Airlines', iata: 'AS', icao: 'ASA' },
  { name: 'American Airlines', iata: 'AA', icao: 'AAL' },
  { name: 'Delta Air Lines', iata: 'DL', icao: 'DAL' },
  { name: 'Southwest Airlines', iata: 'WN', icao: 'SWA' },
  { name: 'JetBlue Airways', iata: 'B6', icao: 'JBU' },
  { name: 'Air Canada', iata: 'AC', icao: 'ACA' },
  { name: 'British Airways', iata: 'BA', icao: 'BAW' },
  { name: 'Japan Airlines', iata: 'JL', icao: 'JAL' },
  { name: 'Singapore Airlines', iata: 'SQ', icao: 'SIA' },
  { name: 'Lufthansa', iata: 'LH', icao: 'DLH' },
  { name: 'Air France', iata: 'AF', icao: 'AFR' },
] as const;

export const AIRPORTS = [
  'LAX',
  'SEA',
  'JFK',
  'ORD',
  'DEN',
  'PDX',
  'SAN',
  'LAS',
  'PHX',
  'BOS',
  'HNL',
  'YVR',
  'LHR',
  'NRT',
  'SIN',
  'FRA',
  'CDG',
  'ICN',
  'SYD',
  'MEX',
];

export const MUSEUM_CATEGORIES = [
  { name: 'Airline uniforms', noun: 'flight attendant uniform', medium: 'wool, polyester, metal' },
  { name: 'Airline dinnerware', noun: 'dinner plate', medium: 'porcelain' },
  { name: 'Travel posters', noun: 'travel poster', medium: 'offset lithograph' },
  { name: 'Aircraft models', noun: 'travel agency model', medium: 'resin, paint' },
  { name: 'Timetables', noun: 'system timetable', medium: 'paper, ink' },
  { name: 'Baggage labels', noun: 'baggage label', medium: 'paper, adhesive' },
  { name: 'Flight bags', noun: 'flight bag', medium: 'vinyl, metal' },
  { name: 'Pilot wings', noun: 'pilot wings badge', medium: 'gold-plated metal' },
] as const;

export const ARCHIVE_CATEGORIES = [
  { name: 'Photographs', noun: 'photograph', medium: 'gelatin silver print' },
  { name: 'Airport plans', noun: 'terminal plan', medium: 'blueprint' },
  { name: 'Press releases', noun: 'press release', medium: 'paper, ink' },
  { name: 'Postcards', noun: 'postcard', medium: 'paper, ink' },
] as const;

export const LIBRARY_CATEGORIES = [
  { name: 'Books', noun: 'history of aviation', medium: 'paper, cloth binding' },
  { name: 'Periodicals', noun: 'in-flight magazine', medium: 'paper, ink' },
  { name: 'Ephemera', noun: 'boarding pass', medium: 'card stock' },
  { name: 'Curious labels', noun: 'curious label', medium: 'paper, ink' },
] as const;

export const MAKERS = [
  'Raymond Loewy',
  'Edith Head',
  'Emilio Pucci',
  'Dorothy Draper',
  'Jean Louis',
  'Boeing Company',
  'Douglas Aircraft Company',
  'Rosenthal',
  'Noritake',
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

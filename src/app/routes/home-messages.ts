/** The home pages' UI strings (English), loaded with their code, not with the shell. */
export const homeText = {
  title: 'Explore the museum and the airport',
  collections: 'Collections',
  terminals: 'Terminals',
  buildings: 'Buildings',
  boardingAreas: 'Boarding areas',
  flightsToday: "Today's flights",
  flightsTodayLink: 'Arrivals and departures today',
  hashtags: 'From the museum’s social feed',
  shoebox: 'Your shoebox',
  shoeboxLink: 'Items you have saved',
  emptySection: 'Nothing listed here yet.',
} as const;

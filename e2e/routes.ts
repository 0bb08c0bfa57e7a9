import { LISTS } from '../src/api/operations.ts';
import { paths } from '../src/lib/addresses/paths.ts';

/**
 * Every route of the app, as a visitor reaches it, for the sweeps that visit them all (axe in
 * accessibility.spec.ts, the pseudo-locale sweep in languages.spec.ts): one address per place of
 * the app's paths module (src/lib/addresses/paths.ts), so a new route is swept without anyone adding
 * it here, plus the variants a place has (a filter, an impossible date, an unknown address).
 * `list`: the page is a list, and a sweep waits for its first rows before it looks.
 */

/** A value the demo data holds for each kind of path parameter. */
const SAMPLES: Record<string, string> = {
  collectionId: '1729795001',
  categoryId: '1729800001',
  subcategoryId: '1729900001',
  objectId: '1880000000001',
  terminalId: '1729810002',
  buildingId: '1729840001',
  boardingAreaId: '1729820004',
  date: '2024-06-01',
  hashtag: 'sfomuseum',
};

/**
 * The places whose page is a list: each list's own place (`place` in src/api/operations.ts), and
 * the places that redirect to one or show a list read another way. The shoebox is left out: it
 * lists only for a visitor who is signed in, and the sweeps visit signed out.
 */
const LIST_PLACES: ReadonlySet<keyof typeof paths> = new Set([
  ...Object.values(LISTS)
    .map((list) => list.place)
    .filter((place) => place !== 'shoebox'),
  // Redirects to a list.
  'collection',
  'category',
  'terminal',
  'flightsToday',
  // Without words, the whole catalogue, oldest first (Hangar's own search, not a service list).
  'search',
]);

function sampleAddress(pattern: string): string {
  return pattern.replace(/:(\w+)/g, (_, name: string) => {
    const value = SAMPLES[name];
    if (value === undefined) throw new Error(`e2e/routes.ts has no sample value for :${name} (in ${pattern})`);
    return value;
  });
}

export const ROUTES: ReadonlyArray<{ path: string; list?: boolean }> = [
  ...(Object.keys(paths) as Array<keyof typeof paths>).map((place) => ({
    path: sampleAddress(paths[place].pattern),
    ...(LIST_PLACES.has(place) ? { list: true } : {}),
  })),
  { path: paths.categoryObjects.href(SAMPLES.categoryId!, { withImages: true }), list: true },
  { path: paths.flights.href('2023-02-30') },
  { path: paths.search.href('?q=united&kind=object&sort=-date'), list: true },
  // A kiosk visit taken home: two known objects and one the catalogue lacks.
  { path: paths.visit.href('?ids=1880000000002,1880000000001,999999999999') },
  { path: '/no/such/page' },
];

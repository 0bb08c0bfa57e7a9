import { paths } from '../lib/paths.ts';

/**
 * The header's sections and the routes each one owns, so the section stays
 * highlighted on every page inside it: a category, an object or a terminal is
 * not under its section's address (`/categories/…` is not `/collections/…`),
 * so NavLink's prefix match alone would light nothing there. A route belongs
 * to a section by the first segment of its pattern. Labels are named, not
 * held: they are read at render, in the active language (`shellText.nav[name]`).
 */
export const NAV_SECTIONS = [
  { to: paths.collections.href(), name: 'collections', routes: [paths.collections, paths.category, paths.subcategory, paths.object] },
  {
    to: paths.airport.href(),
    name: 'airport',
    routes: [paths.airport, paths.terminal, paths.buildingGates, paths.boardingAreaGates],
  },
  { to: paths.flightsToday.href(), name: 'flights', routes: [paths.flightsToday] },
  { to: paths.social.href(), name: 'social', routes: [paths.social] },
  { to: paths.shoebox.href(), name: 'shoebox', routes: [paths.shoebox] },
] as const;

export type NavSection = (typeof NAV_SECTIONS)[number];

const firstSegment = (path: string) => path.split('/')[1];

/**
 * `aria-current` for a section's link at `pathname`: "page" on the section's
 * own page, "true" (the current item of the set) anywhere else inside it.
 */
export function sectionCurrent(section: NavSection, pathname: string): 'page' | 'true' | undefined {
  if (pathname === section.to) return 'page';
  return section.routes.some((route) => firstSegment(route.pattern) === firstSegment(pathname)) ? 'true' : undefined;
}

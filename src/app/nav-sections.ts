import type { RouteObject } from 'react-router';
import { airportRoutes } from '../features/airport/routes.ts';
import { collectionRoutes } from '../features/collections/routes.ts';
import { flightRoutes } from '../features/flights/routes.ts';
import { socialRoutes } from '../features/social/routes.ts';
import { paths } from '../lib/addresses/paths.ts';

/** The patterns of a feature's route table: a section owns every page its feature serves. */
const patternsOf = (routes: readonly RouteObject[]): string[] => routes.flatMap((route) => (route.path ? [route.path] : []));

/**
 * The header's sections and the routes each one owns, so the section stays
 * highlighted on every page inside it: a category, an object or a terminal is
 * not under its section's address (`/categories/…` is not `/collections/…`),
 * so NavLink's prefix match alone would light nothing there. A section owns
 * its feature's routes (a new page of a feature is inside its section without
 * a line here), and a route belongs to a section by the first segment of its
 * pattern. Labels are named, not held: they are read at render, in the active
 * language (`shellText.nav[name]`).
 */
export const NAV_SECTIONS = [
  { to: paths.collections.href(), name: 'collections', patterns: patternsOf(collectionRoutes) },
  { to: paths.airport.href(), name: 'airport', patterns: patternsOf(airportRoutes) },
  { to: paths.flightsToday.href(), name: 'flights', patterns: patternsOf(flightRoutes) },
  { to: paths.social.href(), name: 'social', patterns: patternsOf(socialRoutes) },
  // The shoebox feature serves the sign-in page too, which belongs to no section.
  { to: paths.shoebox.href(), name: 'shoebox', patterns: [paths.shoebox.pattern] },
] as const;

export type NavSection = (typeof NAV_SECTIONS)[number];

const firstSegment = (path: string) => path.split('/')[1];

/**
 * `aria-current` for a section's link at `pathname`: "page" on the section's
 * own page, "true" (the current item of the set) anywhere else inside it.
 */
export function sectionCurrent(section: NavSection, pathname: string): 'page' | 'true' | undefined {
  if (pathname === section.to) return 'page';
  return section.patterns.some((pattern) => firstSegment(pattern) === firstSegment(pathname)) ? 'true' : undefined;
}

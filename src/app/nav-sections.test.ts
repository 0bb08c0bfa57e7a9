import { NAV_SECTIONS, sectionCurrent } from './nav-sections.ts';
import { en } from '../lib/messages/en.shell.ts';
import { paths } from '../lib/paths.shell.ts';

/** The one section whose link is marked current at `pathname`, or none. */
function current(pathname: string): string[] {
  return NAV_SECTIONS.filter((section) => sectionCurrent(section, pathname)).map((section) => section.label);
}

describe('the header section of a route', () => {
  it.each([
    [paths.collections.href(), en.nav.collections],
    [paths.collectionObjects.href('1'), en.nav.collections],
    [paths.categoryObjects.href('2', { withImages: true }).split('?')[0]!, en.nav.collections],
    [paths.categorySubcategories.href('2'), en.nav.collections],
    [paths.subcategory.href('3'), en.nav.collections],
    [paths.object.href('4'), en.nav.collections],
    [paths.airport.href(), en.nav.airport],
    [paths.terminalGalleries.href('5'), en.nav.airport],
    [paths.terminalExhibitions.href('5'), en.nav.airport],
    [paths.buildingGates.href('6'), en.nav.airport],
    [paths.boardingAreaGates.href('7'), en.nav.airport],
    [paths.flights.href('2024-06-01'), en.nav.flights],
    [paths.feed.href('sfo'), en.nav.social],
    [paths.shoebox.href(), en.nav.shoebox],
  ])('%s is in %s', (pathname, label) => {
    expect(current(pathname)).toEqual([label]);
  });

  it('marks the section page itself as the page, and a page inside it as the current item', () => {
    const collections = NAV_SECTIONS[0];
    expect(sectionCurrent(collections, paths.collections.href())).toBe('page');
    expect(sectionCurrent(collections, paths.object.href('4'))).toBe('true');
  });

  it('lights no section on home, sign-in or an unknown address', () => {
    expect(current(paths.home.href())).toEqual([]);
    expect(current(paths.signIn.href())).toEqual([]);
    expect(current('/nowhere/at/all')).toEqual([]);
  });
});

import { NAV_SECTIONS, sectionCurrent } from './nav-sections.ts';
import { shellText } from '../lib/messages/shell-text.ts';
import { paths } from '../lib/addresses/paths.ts';

/** The one section whose link is marked current at `pathname`, or none. */
function current(pathname: string): string[] {
  return NAV_SECTIONS.filter((section) => sectionCurrent(section, pathname)).map((section) => shellText.nav[section.name]);
}

describe('the header section of a route', () => {
  it.each([
    [paths.collections.href(), shellText.nav.collections],
    [paths.collectionObjects.href('1'), shellText.nav.collections],
    [paths.categoryObjects.href('2', { withImages: true }).split('?')[0]!, shellText.nav.collections],
    [paths.categorySubcategories.href('2'), shellText.nav.collections],
    [paths.subcategory.href('3'), shellText.nav.collections],
    [paths.object.href('4'), shellText.nav.collections],
    [paths.airport.href(), shellText.nav.airport],
    [paths.terminalGalleries.href('5'), shellText.nav.airport],
    [paths.terminalExhibitions.href('5'), shellText.nav.airport],
    [paths.buildingGates.href('6'), shellText.nav.airport],
    [paths.boardingAreaGates.href('7'), shellText.nav.airport],
    [paths.flights.href('2024-06-01'), shellText.nav.flights],
    [paths.feed.href('sfo'), shellText.nav.social],
    [paths.shoebox.href(), shellText.nav.shoebox],
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

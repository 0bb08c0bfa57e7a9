import { withImagesFrom, withImagesSearch } from './images-filter.ts';
import { paths } from './paths.ts';
import { objectContextAt, objectContextFrom, OBJECT_CONTEXT_PAGE_SIZE } from './object-context.ts';

const search = (href: string) => new URL(href, 'http://hangar.test').searchParams;

describe('paths', () => {
  it('builds every list address from ids kept as strings, beyond 2^53 too', () => {
    expect(paths.collectionObjects.href('9007199254740993')).toBe('/collections/9007199254740993/objects');
    expect(paths.categoryObjects.href('1729800001', { withImages: true })).toBe('/categories/1729800001/objects?images=1');
    expect(paths.categoryObjects.href('1729800001')).toBe('/categories/1729800001/objects');
    expect(paths.boardingAreaGates.href('7')).toBe('/boarding-areas/7/gates');
  });

  it('asks for exactly the values its pattern names (checked by the type checker)', () => {
    const mistakes = [
      // @ts-expect-error: a collection's address needs its id
      () => paths.collectionObjects.href(),
      // @ts-expect-error: the home page takes no value
      () => paths.home.href('x'),
      // @ts-expect-error: a query string starts with "?"
      () => paths.flights.href('2024-06-01', 'direction=arrivals'),
    ];
    expect(mistakes).toHaveLength(3);
    expect(paths.flights.href('2024-06-01')).toBe('/flights/2024-06-01');
  });

  it('gives a day’s flights its filters’ query string', () => {
    expect(paths.flights.href('2024-06-01', '?direction=arrivals')).toBe('/flights/2024-06-01?direction=arrivals');
  });

  it('encodes text segments, so a hashtag cannot leave its segment', () => {
    expect(paths.feed.href('a/b?c')).toBe('/social/a%2Fb%3Fc');
  });

  it('reads and writes the images filter, keeping other parameters', () => {
    const next = withImagesSearch(new URLSearchParams('lang=es'), true);
    expect(next.toString()).toBe('lang=es&images=1');
    expect(withImagesFrom(next)).toBe(true);
    expect(withImagesFrom(withImagesSearch(next, false))).toBe(false);
  });
});

describe('object context in the address', () => {
  it('numbers pages of the list page size from the item index', () => {
    expect(objectContextAt('collection', '1', 0).page).toBe(1);
    expect(objectContextAt('collection', '1', OBJECT_CONTEXT_PAGE_SIZE - 1).page).toBe(1);
    expect(objectContextAt('collection', '1', OBJECT_CONTEXT_PAGE_SIZE).page).toBe(2);
    expect(objectContextAt('collection', '1', 1499).page).toBe(15);
  });

  it('round-trips through the address, short and without anything but the list, its id and the page', () => {
    const contexts = [
      objectContextAt('collection', '9007199254740993', 1499),
      objectContextAt('category', '1729800001', 250, { withImages: true }),
      objectContextAt('category', '1729800001', 3),
      objectContextAt('category', '1729800001', 120, { subcategory: '1729900001' }),
    ];
    for (const context of contexts) {
      const href = paths.object.href('1880000001500', context);
      expect(href.length).toBeLessThan(80);
      expect(objectContextFrom(search(href))).toEqual(context);
    }
    expect(paths.object.href('1880000001500', contexts[0])).toBe('/objects/1880000001500?collection=9007199254740993&page=15');
  });

  it('ignores a malformed context instead of trusting it', () => {
    for (const query of [
      '',
      'page=3',
      'collection=12ab&page=2',
      'collection=1&page=0',
      'collection=1&page=-1',
      'collection=1&page=1.5',
      'category=99999999999999999999&page=1',
    ]) {
      expect(objectContextFrom(new URLSearchParams(query))).toBeUndefined();
    }
  });

  it('has no context for a bare object address', () => {
    expect(paths.object.href('42')).toBe('/objects/42');
  });
});

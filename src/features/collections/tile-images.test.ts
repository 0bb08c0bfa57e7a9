// @vitest-environment jsdom
import type { AnyRecord } from '../../lib/records/fields.ts';
import { preloadFirstTiles, TILE_SIZES } from './tile-images.ts';
import { firstPageOf } from '../../lib/testing/first-page.ts';

function record(id: number): AnyRecord {
  return {
    'wof:id': String(id),
    images: [
      {
        id: String(id),
        url_template: `https://media.example/${id}/{label}.jpg`,
        sizes: { n: { width: 320, height: 240 }, z: { width: 640, height: 480 } },
      },
    ],
  };
}

const preloads = () => Array.from(document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="image"]'));

afterEach(() => preloads().forEach((link) => link.remove()));

describe('preloadFirstTiles', () => {
  it("starts the first row's images at high priority, with the grid's own srcset and sizes, once", () => {
    const records = Array.from({ length: 40 }, (_, index) => record(index + 1));
    preloadFirstTiles(firstPageOf(records));
    // jsdom's window is 1024x768: four columns of tiles 236 px wide. The rest of the first screen (two
    // more rows) is asked for by its elements.
    const links = preloads();
    expect(links).toHaveLength(4);
    expect(links[0]).toHaveAttribute('href', 'https://media.example/1/z.jpg');
    expect(links[0]).toHaveAttribute('imagesrcset', 'https://media.example/1/n.jpg 320w, https://media.example/1/z.jpg 640w');
    expect(links[0]).toHaveAttribute('imagesizes', TILE_SIZES);
    expect(links[0]).toHaveAttribute('fetchpriority', 'high');
    expect(links.at(-1)).toHaveAttribute('href', 'https://media.example/4/z.jpg');
    preloadFirstTiles(firstPageOf(records));
    expect(preloads()).toHaveLength(4);
  });

  it('skips objects without an image', () => {
    preloadFirstTiles(firstPageOf([{ 'wof:id': '1' }, record(2)]));
    expect(preloads().map((link) => link.getAttribute('href'))).toEqual(['https://media.example/2/z.jpg']);
  });
});

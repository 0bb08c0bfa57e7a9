// @vitest-environment jsdom
import type { AnyRecord } from '../../lib/records/fields.ts';
import { MAIN_IMAGE_SIZES, preloadMainImage } from './object-main-image.ts';

const image = (id: string) => ({
  id,
  url_template: `https://media.example/${id}/{label}.jpg`,
  sizes: { n: { width: 320, height: 240 }, z: { width: 640, height: 480 } },
});
const preloads = () => Array.from(document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="image"]'));

afterEach(() => preloads().forEach((link) => link.remove()));

describe('preloadMainImage', () => {
  it("starts the object's primary image with the gallery's srcset and sizes", () => {
    const record: AnyRecord = { 'wof:id': '1', 'millsfield:primary_image': '22', images: [image('11'), image('22')] };
    preloadMainImage(record);
    expect(preloads()).toHaveLength(1);
    expect(preloads()[0]).toHaveAttribute('href', 'https://media.example/22/z.jpg');
    expect(preloads()[0]).toHaveAttribute('imagesrcset', 'https://media.example/22/n.jpg 320w, https://media.example/22/z.jpg 640w');
    expect(preloads()[0]).toHaveAttribute('imagesizes', MAIN_IMAGE_SIZES);
  });

  it('asks for nothing when the object has no image', () => {
    preloadMainImage({ 'wof:id': '1' });
    expect(preloads()).toHaveLength(0);
  });
});

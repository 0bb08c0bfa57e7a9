import { objectImage, objectTitle } from './object-image.ts';

const image = {
  id: '1511',
  url_template: 'https://media.example/1511/{label}.jpg',
  sizes: { n: { width: 320, height: 240 }, z: { width: 640, height: 480 }, k: { width: 2048, height: 1536 } },
};

describe('objectImage', () => {
  it('builds a srcset from every listed size and prefers the requested one', () => {
    const result = objectImage({ images: [image], 'millsfield:primary_image': '1511' });
    expect(result).toEqual({
      src: 'https://media.example/1511/z.jpg',
      srcSet: 'https://media.example/1511/n.jpg 320w, https://media.example/1511/z.jpg 640w, https://media.example/1511/k.jpg 2048w',
      width: 640,
      height: 480,
    });
  });

  it('returns nothing for objects without images', () => {
    expect(objectImage({ 'wof:name': 'No image' })).toBeUndefined();
    expect(objectImage({ images: [] })).toBeUndefined();
  });

  it('refuses non-http templates', () => {
    expect(objectImage({ images: [{ ...image, url_template: 'javascript:alert(1)//{label}' }] })).toBeUndefined();
  });
});

describe('objectTitle', () => {
  it('falls back to the accession number, then to a neutral label', () => {
    expect(objectTitle({ 'wof:name': 'Pan Am bag' }, 'Untitled')).toBe('Pan Am bag');
    expect(objectTitle({ 'sfomuseum:accession_number': '2011.032.1' }, 'Untitled')).toBe('2011.032.1');
    expect(objectTitle({}, 'Untitled')).toBe('Untitled');
  });
});

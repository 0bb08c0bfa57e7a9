import { objectImage, objectImages, objectTitle } from './object-images.ts';

function image(imageId: string | number, template = `https://media.example/${imageId}/{label}.jpg`) {
  return {
    id: imageId,
    url_template: template,
    sizes: {
      n: { width: 320, height: 240 },
      z: { width: 640, height: 480 },
      b: { width: 1024, height: 768 },
      k: { width: 2048, height: 1536 },
    },
  };
}

describe('objectImages', () => {
  it('puts the primary image first and keeps the rest in the record order', () => {
    const record = {
      images: [image('1511'), image('1512'), image('1360515101'), image('1514')],
      'millsfield:primary_image': '1360515101',
    };
    const images = objectImages(record);
    expect(images.map((entry) => entry.id)).toEqual(['1360515101', '1511', '1512', '1514']);
    expect(images.map((entry) => entry.index)).toEqual([0, 1, 2, 3]);
  });

  it('keeps int64 ids exactly as written', () => {
    const images = objectImages({ images: [image('1729183765432109876')], 'millsfield:primary_image': '1729183765432109876' });
    expect(images[0]?.id).toBe('1729183765432109876');
  });

  it('shows the 640 px size inline, offers every size in the srcset and the largest for full screen', () => {
    const [first] = objectImages({ images: [image('1511')] });
    expect(first).toEqual({
      id: '1511',
      index: 0,
      src: 'https://media.example/1511/z.jpg',
      width: 640,
      height: 480,
      srcSet:
        'https://media.example/1511/n.jpg 320w, https://media.example/1511/z.jpg 640w, https://media.example/1511/b.jpg 1024w, https://media.example/1511/k.jpg 2048w',
      full: { url: 'https://media.example/1511/k.jpg', width: 2048, height: 1536 },
      sizes: [
        { url: 'https://media.example/1511/n.jpg', width: 320, height: 240 },
        { url: 'https://media.example/1511/z.jpg', width: 640, height: 480 },
        { url: 'https://media.example/1511/b.jpg', width: 1024, height: 768 },
        { url: 'https://media.example/1511/k.jpg', width: 2048, height: 1536 },
      ],
    });
  });

  it('falls back to the largest size under 640 px, or the smallest there is, when "z" is missing', () => {
    const withoutZ = { ...image('1'), sizes: { n: { width: 240, height: 320 }, b: { width: 768, height: 1024 } } };
    expect(objectImages({ images: [withoutZ] })[0]?.src).toBe('https://media.example/1/n.jpg');
    const onlyLarge = { ...image('2'), sizes: { k: { width: 2048, height: 1365 }, b: { width: 1024, height: 683 } } };
    const [large] = objectImages({ images: [onlyLarge] });
    expect(large?.src).toBe('https://media.example/2/b.jpg');
    expect(large?.full.url).toBe('https://media.example/2/k.jpg');
  });

  it('skips images whose template is not http(s) or that have no usable size', () => {
    const images = objectImages({
      images: [
        image('1', 'javascript:alert(1)//{label}'),
        image('2', 'data:image/png;base64,{label}'),
        { id: '3', url_template: 'https://media.example/3/{label}.jpg', sizes: { z: { width: '640', height: 480 } } },
        { id: '4', url_template: 'https://media.example/4/{label}.jpg' },
        'not an image',
        null,
        image('5'),
      ],
    });
    expect(images.map((entry) => entry.id)).toEqual(['5']);
  });

  it('lists a repeated image once', () => {
    expect(objectImages({ images: [image('7'), image('7'), image('8')] }).map((entry) => entry.id)).toEqual(['7', '8']);
  });

  it('returns an empty list for a record without images', () => {
    expect(objectImages({})).toEqual([]);
    expect(objectImages({ images: 'none' })).toEqual([]);
  });

  it('keeps the record order when the primary image is missing or unknown', () => {
    expect(objectImages({ images: [image('1'), image('2')], 'millsfield:primary_image': '99' }).map((entry) => entry.id)).toEqual([
      '1',
      '2',
    ]);
  });
});

describe('objectImage, the primary image for one <img>', () => {
  const image = {
    id: '1511',
    url_template: 'https://media.example/1511/{label}.jpg',
    sizes: { n: { width: 320, height: 240 }, z: { width: 640, height: 480 }, k: { width: 2048, height: 1536 } },
  };

  it('builds a srcset from every listed size and picks the largest up to the long side asked for', () => {
    const record = { images: [image], 'millsfield:primary_image': '1511' };
    expect(objectImage(record)).toEqual({
      src: 'https://media.example/1511/z.jpg',
      srcSet: 'https://media.example/1511/n.jpg 320w, https://media.example/1511/z.jpg 640w, https://media.example/1511/k.jpg 2048w',
      width: 640,
      height: 480,
    });
    expect(objectImage(record, 320)?.src).toBe('https://media.example/1511/n.jpg');
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

import { canonicalUrl, headTags } from './document-head.ts';

const canonical = (address: string) => canonicalUrl(new URL(address, 'https://hangar.example')).href;

describe('canonicalUrl', () => {
  it('gives an object one address, whatever list it was reached from', () => {
    expect(canonical('/objects/1880000001999?collection=1729795001&page=4')).toBe('https://hangar.example/objects/1880000001999');
    expect(canonical('/objects/1880000001999?category=17&page=2&images=1&subcategory=3')).toBe(
      'https://hangar.example/objects/1880000001999',
    );
  });

  it('keeps what changes a list (its page, its filter) and drops language, kiosk and page 1', () => {
    expect(canonical('/categories/17/objects?page=2&images=1&lang=es&kiosk=1')).toBe(
      'https://hangar.example/categories/17/objects?page=2&images=1',
    );
    expect(canonical('/collections/9/objects?page=1')).toBe('https://hangar.example/collections/9/objects');
  });

  it('gives a hashtag’s feed one address in any case', () => {
    expect(canonical('/social/Aviation')).toBe('https://hangar.example/social/aviation');
    expect(canonical('/social/aviation')).toBe('https://hangar.example/social/aviation');
  });
});

describe('headTags', () => {
  it('writes the title format once, and alternates for each language with its tag', () => {
    const { title, tags } = headTags({
      meta: { title: 'Terminal 2' },
      url: new URL('https://h.example/terminals/1/galleries'),
      language: 'en',
      notFound: false,
    });
    expect(title).toBe('Terminal 2 · Hangar');
    const hreflangs = tags.flatMap((tag) => (tag.element === 'link' && tag.attributes.hreflang ? [tag.attributes.hreflang] : []));
    expect(hreflangs).toEqual(['en', 'es', 'zh-Hans', 'x-default']);
  });
});

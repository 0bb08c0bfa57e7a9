// @vitest-environment jsdom
import { canonicalUrl, headTags, writeHead, type HeadTag } from './document-head.ts';
import type { PageMeta } from './route-head.ts';

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

/** The object page's head as routes/object.tsx declares it (`oembed` while a catalogue is open). */
function objectMeta(name: string, oembed: boolean): PageMeta {
  const thing = {
    '@type': 'VisualArtwork',
    name,
    isPartOf: { '@type': 'Collection', name: 'Aviation Museum', url: '/collections/1729795001/objects' },
  };
  return { title: name, thing, ...(oembed && { oembed }) };
}

const jsonLd = (tags: HeadTag[]) => tags.flatMap((tag) => (tag.element === 'script' ? [tag.json] : []));
const oembedLinks = (tags: HeadTag[]) =>
  tags.flatMap((tag) => (tag.element === 'link' && tag.attributes.type === 'application/json+oembed' ? [tag.attributes] : []));

describe('an object page’s head', () => {
  const url = new URL('https://h.example/objects/1880000001999?collection=1729795001&page=4&lang=es');

  it('gives its structured data the object’s one address and its collection’s, absolute', () => {
    const { tags } = headTags({ meta: objectMeta('United Airlines dinner plate', true), url, language: 'en', notFound: false });
    expect(jsonLd(tags)).toContainEqual({
      '@context': 'https://schema.org',
      '@type': 'VisualArtwork',
      name: 'United Airlines dinner plate',
      url: 'https://h.example/objects/1880000001999',
      isPartOf: { '@type': 'Collection', name: 'Aviation Museum', url: 'https://h.example/collections/1729795001/objects' },
    });
  });

  it('links its oEmbed answer for the object’s one address, named by the object, beside the language alternates', () => {
    const { tags } = headTags({ meta: objectMeta('United Airlines dinner plate', true), url, language: 'en', notFound: false });
    expect(oembedLinks(tags)).toEqual([
      {
        rel: 'alternate',
        type: 'application/json+oembed',
        href: 'https://h.example/oembed?url=https%3A%2F%2Fh.example%2Fobjects%2F1880000001999&format=json',
        title: 'United Airlines dinner plate',
      },
    ]);
    const hreflangs = tags.filter((tag) => tag.element === 'link' && tag.attributes.hreflang);
    expect(hreflangs).toHaveLength(4);
  });

  it('has no oEmbed link without a catalogue, nor on other pages', () => {
    expect(
      oembedLinks(headTags({ meta: objectMeta('United Airlines dinner plate', false), url, language: 'en', notFound: false }).tags),
    ).toEqual([]);
    const terminal = headTags({
      meta: { title: 'Terminal 2' },
      url: new URL('https://h.example/terminals/1'),
      language: 'en',
      notFound: false,
    });
    expect(oembedLinks(terminal.tags)).toEqual([]);
    expect(jsonLd(terminal.tags).some((json) => json['@type'] === 'VisualArtwork')).toBe(false);
  });

  it('is replaced, not added to, on each client navigation, and gone on a page that has none', () => {
    const go = (address: string, meta: PageMeta) => {
      window.history.replaceState(null, '', address);
      writeHead({ meta, url: new URL(address, 'https://h.example'), language: 'en', notFound: false });
    };
    const links = () =>
      [...document.head.querySelectorAll('link[type="application/json+oembed"]')].map((link) => link.getAttribute('href'));
    go('/objects/1880000001999', objectMeta('United Airlines dinner plate', true));
    go('/objects/1880000002001', objectMeta('Pan Am cap', true));
    expect(links()).toEqual(['https://h.example/oembed?url=https%3A%2F%2Fh.example%2Fobjects%2F1880000002001&format=json']);
    expect(document.head.querySelectorAll('link[hreflang]')).toHaveLength(4);
    go('/terminals/1', { title: 'Terminal 2' });
    expect(links()).toEqual([]);
  });
});

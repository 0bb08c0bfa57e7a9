import { headTags } from '../../lib/head/document-head.ts';
import { visualArtwork } from './object-schema.ts';

/** An object of the demo's shape, with what its JSON-LD names. */
const plate = {
  'wof:id': '1880000001999',
  'wof:name': 'United Airlines dinner plate',
  'sfomuseum:date': 'c. 1962',
  'sfomuseum:accession_number': '2001.045.017',
  'sfomuseum:collection': 'Aviation Museum',
  'sfomuseum:medium': 'porcelain',
  'millsfield:collection_id': '1729795001',
};

const jsonLdOf = (record: Record<string, unknown>) => {
  const thing = {
    ...visualArtwork(record, { name: String(record['wof:name']), description: undefined, image: 'https://images.example/b.jpg' }),
  };
  const { tags } = headTags({
    meta: { title: String(record['wof:name']), thing },
    url: new URL(`https://h.example/objects/${String(record['wof:id'])}?collection=1729795001&page=4`),
    language: 'en',
    notFound: false,
  });
  // As the page's script holds it: JSON leaves out what the record lacks.
  return tags.flatMap((tag) => (tag.element === 'script' ? [JSON.parse(JSON.stringify(tag.json)) as Record<string, unknown>] : []));
};

describe('the object page’s structured data', () => {
  it('is a schema.org VisualArtwork: name, address, picture, date, accession number and collection', () => {
    expect(jsonLdOf(plate)).toContainEqual({
      '@context': 'https://schema.org',
      '@type': 'VisualArtwork',
      name: 'United Airlines dinner plate',
      url: 'https://h.example/objects/1880000001999',
      image: 'https://images.example/b.jpg',
      dateCreated: 'c. 1962',
      identifier: '2001.045.017',
      artMedium: 'porcelain',
      isPartOf: { '@type': 'Collection', name: 'Aviation Museum', url: 'https://h.example/collections/1729795001/objects' },
    });
  });

  it('leaves out what the record does not say (no accession number, no collection)', () => {
    expect(jsonLdOf({ 'wof:id': '1880000002001', 'wof:name': 'Cap' })).toEqual([
      {
        '@context': 'https://schema.org',
        '@type': 'VisualArtwork',
        name: 'Cap',
        url: 'https://h.example/objects/1880000002001',
        image: 'https://images.example/b.jpg',
      },
    ]);
  });
});

/**
 * The object as search engines read it (DESIGN section 12): schema.org `VisualArtwork`, the type
 * they read for artworks and museum objects. Typed with schema-dts so a property schema.org does
 * not have fails the typecheck. Its `url` is the page's canonical address (document-head.ts adds
 * it); the collection's is a path, made absolute there (the server's render does not know its origin
 * here).
 */
import type { VisualArtwork } from 'schema-dts';
import { paths } from '../../lib/addresses/paths.ts';
import { id as readId, text, type AnyRecord } from '../../lib/records/fields.ts';
import { collectionName } from './names.ts';

interface Shown {
  /** The name the page shows (the record's, else "Untitled"). */
  name: string;
  description: string | undefined;
  /** The largest picture's absolute address. */
  image: string | undefined;
}

/** Fields the record lacks stay undefined, which JSON leaves out. */
export function visualArtwork(record: AnyRecord, { name, description, image }: Shown): VisualArtwork {
  const maker = text(record, 'sfomuseum:maker');
  const collectionId = readId(record, 'millsfield:collection_id');
  return {
    '@type': 'VisualArtwork',
    name,
    description,
    image,
    identifier: text(record, 'sfomuseum:accession_number'),
    dateCreated: text(record, 'sfomuseum:date'),
    artMedium: text(record, 'sfomuseum:medium'),
    creditText: text(record, 'sfomuseum:creditline'),
    creator: maker ? { '@type': 'Organization', name: maker } : undefined,
    isPartOf: collectionId
      ? {
          '@type': 'Collection',
          name: text(record, 'sfomuseum:collection') ?? collectionName(collectionId, undefined),
          url: paths.collectionObjects.href(collectionId),
        }
      : undefined,
  };
}

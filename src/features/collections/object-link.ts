import { objectTitle } from '../../lib/records/object-images.ts';
import { text, type AnyRecord } from '../../lib/records/fields.ts';
import type { TileLink } from '../../ui/LinkTiles.tsx';
import { collectionsText } from './messages.ts';

/**
 * A link to an object among others ("More from"): its title, and its date and accession number
 * beside it, so that objects of one kind, which often share a title, are links of different names.
 */
export function objectLink(record: AnyRecord, to: string): TileLink {
  const detail = [text(record, 'sfomuseum:date'), text(record, 'sfomuseum:accession_number')].filter(Boolean).join(' · ');
  return { to, name: objectTitle(record, collectionsText.untitled), detail };
}

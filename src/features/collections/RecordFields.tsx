import { collectionsText } from './messages.ts';
import { formatCount, formatUnixDate } from '../../lib/formats/counts-and-dates.ts';
import type { AnyRecord } from '../../lib/records/fields.ts';
import { describeEdtf } from './edtf.ts';

/** Plumbing of the service's data model: never shown to visitors. */
const INTERNAL_KEYS = new Set([
  'wof:parent_id',
  'wof:placetype_alt',
  'sfomuseum:map_id',
  'millsfield:images',
  'millsfield:primary_image',
  'images',
]);

/** The record keys with a human label, and the label's key in the catalog's `collections.fields`. */
const FIELD_LABELS = {
  'sfomuseum:accession_number': 'accessionNumber',
  'sfomuseum:date': 'date',
  'sfomuseum:maker': 'maker',
  'sfomuseum:airline': 'airline',
  'sfomuseum:medium': 'medium',
  'sfomuseum:dimensions': 'dimensions',
  'sfomuseum:creditline': 'creditLine',
  'sfomuseum:collection': 'collection',
  'sfomuseum:category': 'category',
  'sfomuseum:subcategory': 'subcategory',
  'edtf:inception': 'inception',
  'edtf:cessation': 'cessation',
  'mz:is_current': 'isCurrent',
  'millsfield:count_objects': 'countObjects',
  'millsfield:count_images': 'countImages',
  'wof:lastmodified': 'lastModified',
  'wof:id': 'id',
} as const satisfies Record<string, keyof typeof collectionsText.fields>;

/** A key's label in the active language (read at render); other keys are shown as they are named. */
function label(key: string): string {
  return Object.hasOwn(FIELD_LABELS, key) ? collectionsText.fields[FIELD_LABELS[key as keyof typeof FIELD_LABELS]] : key;
}

/** Counts, written with the active language's digit grouping. */
const COUNT_KEYS = new Set(['millsfield:count_objects', 'millsfield:count_images']);

interface RecordFieldsProps {
  record: AnyRecord;
  /** Known keys, shown first under their human labels. */
  primary: string[];
  /** Keys the page shows elsewhere; left out of "more details". */
  presented: Set<string>;
}

function display(key: string, value: unknown): string | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  if (key === 'mz:is_current') {
    return value === 1 || value === '1' ? collectionsText.current : value === 0 || value === '0' ? collectionsText.notCurrent : undefined;
  }
  if (key === 'wof:lastmodified' && typeof value === 'number') return formatUnixDate(value);
  if (COUNT_KEYS.has(key) && typeof value === 'number') return formatCount(value);
  if (key.startsWith('edtf:') && typeof value === 'string') {
    // EDTF's `..` is an open end: still going for an end date, not known for a start.
    if (value.trim() === '..') return key === 'edtf:cessation' ? collectionsText.ongoing : collectionsText.unknownDate;
    return describeEdtf(value);
  }
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value) && value.every((item) => typeof item === 'string' || typeof item === 'number')) return value.join(', ');
  return JSON.stringify(value);
}

/** Known fields as a readable list, every other key under "More details". */
export function RecordFields({ record, primary, presented }: RecordFieldsProps) {
  const known = primary
    .map((key) => ({ key, label: label(key), value: display(key, record[key]) }))
    .filter((field) => field.value !== undefined);
  const rest = Object.keys(record)
    .filter((key) => !presented.has(key) && !primary.includes(key) && !INTERNAL_KEYS.has(key))
    .sort()
    .map((key) => ({ key, label: label(key), value: display(key, record[key]) }))
    .filter((field) => field.value !== undefined);
  return (
    <>
      {known.length > 0 && (
        <dl className="fields">
          {known.map((field) => (
            <div key={field.key}>
              <dt>{field.label}</dt>
              <dd dir="auto">{field.value}</dd>
            </div>
          ))}
        </dl>
      )}
      {rest.length > 0 && (
        <details className="more-details">
          <summary>{collectionsText.moreDetails}</summary>
          <dl className="fields fields--compact">
            {rest.map((field) => (
              <div key={field.key}>
                <dt dir="auto">{field.label}</dt>
                <dd dir="auto">{field.value}</dd>
              </div>
            ))}
          </dl>
        </details>
      )}
    </>
  );
}

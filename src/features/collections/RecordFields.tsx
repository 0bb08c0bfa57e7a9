import { collectionsText } from './messages.ts';
import { formatUnixDate } from '../../lib/format.shell.ts';
import type { AnyRecord } from '../../lib/record.ts';
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
  const labels = collectionsText.fields;
  const known = primary
    .map((key) => ({ key, label: labels[key] ?? key, value: display(key, record[key]) }))
    .filter((field) => field.value !== undefined);
  const rest = Object.keys(record)
    .filter((key) => !presented.has(key) && !primary.includes(key) && !INTERNAL_KEYS.has(key))
    .sort()
    .map((key) => ({ key, label: labels[key] ?? key, value: display(key, record[key]) }))
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

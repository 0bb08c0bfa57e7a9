import { Link } from 'react-router';
import { collectionsText } from './messages.ts';
import { number, text, type AnyRecord } from '../../lib/records/fields.ts';

interface RecordRowProps {
  record: AnyRecord;
  to: string;
  fallbackName: string;
}

/** A category or subcategory as one fixed-height row: name, counts, status. */
export function RecordRow({ record, to, fallbackName }: RecordRowProps) {
  const objects = number(record, 'millsfield:count_objects');
  const images = number(record, 'millsfield:count_images');
  const current = number(record, 'mz:is_current');
  const facts = [
    objects !== undefined ? collectionsText.objectCount(objects) : undefined,
    images !== undefined ? collectionsText.imageCount(images) : undefined,
    current === 0 ? collectionsText.notCurrent : undefined,
  ].filter(Boolean);
  return (
    <Link to={to} className="record-row">
      <span className="record-row__name" dir="auto">
        {text(record, 'wof:name') ?? fallbackName}
      </span>
      {facts.length > 0 && <span className="record-row__meta">{facts.join(' · ')}</span>}
    </Link>
  );
}

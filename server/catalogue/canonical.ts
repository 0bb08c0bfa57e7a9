import type { CatalogueEntry } from './engine.ts';

/**
 * An entry as one line of the content hash: every engine hashes the same lines, so "unchanged"
 * means the same everywhere. `record`: the entry's record as JSON.stringify gives it, when the
 * caller has it already (the record is most of the line, and a harvest stringifies it to store it).
 */
export function canonical(entry: CatalogueEntry, record?: string): string {
  if (record !== undefined) {
    // The array below, the record spliced in: JSON.stringify writes an array's items as they are, comma-separated.
    const head = JSON.stringify(fieldsBeforeRecord(entry));
    return `${head.slice(0, -1)},${record},${JSON.stringify(entry.context) ?? 'null'}]`;
  }
  return JSON.stringify([...fieldsBeforeRecord(entry), entry.record, entry.context]);
}

function fieldsBeforeRecord(entry: CatalogueEntry): unknown[] {
  return [
    entry.kind,
    entry.id,
    entry.name,
    entry.href,
    entry.image,
    entry.date,
    entry.year,
    entry.accessionNumber,
    entry.belongsTo,
    entry.collectionId,
    entry.categoryId,
    entry.text,
  ];
}

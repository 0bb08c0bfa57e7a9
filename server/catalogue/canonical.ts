import type { CatalogueEntry } from './engine.ts';

/** An entry as one line of the content hash: every engine hashes the same lines, so "unchanged" means the same everywhere. */
export function canonical(entry: CatalogueEntry): string {
  return JSON.stringify([
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
    entry.record,
    entry.context,
  ]);
}

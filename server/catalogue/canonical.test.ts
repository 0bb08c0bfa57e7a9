import { describe, expect, it } from 'vitest';
import { canonical } from './canonical.ts';
import type { CatalogueEntry } from './engine.ts';

const base: CatalogueEntry = {
  kind: 'object',
  id: '9007199254740993',
  name: 'Café “Tête” 飞机 \u2028 😀',
  href: '/objects/9007199254740993',
  image: { url: 'http://x.test/a.jpg', width: 640, height: 480 },
  date: 'c. 1965',
  year: 1965,
  accessionNumber: '2020.1.1',
  belongsTo: [{ kind: 'collection', id: '1', name: 'One' }],
  collectionId: '1',
  categoryId: null,
  text: 'line\nbreak "quoted" \\ backslash',
  record: { 'wof:id': '9007199254740993', nested: { list: [1, null, 'two'], empty: {} }, text: '\u0000\u001f' },
  context: { list: 'collection', id: '1', page: 3 },
};

describe('canonical', () => {
  it('is the same line whether or not the caller gives the record as JSON (the hash every engine compares)', () => {
    for (const entry of [base, { ...base, context: null, image: null, year: null }, { ...base, record: {} }]) {
      const line = JSON.stringify([
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
      expect(canonical(entry)).toBe(line);
      expect(canonical(entry, JSON.stringify(entry.record))).toBe(line);
    }
  });
});

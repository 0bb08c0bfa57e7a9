// @vitest-environment jsdom
import {
  MAX_ENTRIES,
  OPENED_STORAGE_KEY,
  POSITIONS_STORAGE_KEY,
  historyEntryOf,
  positionAt,
  readOpened,
  readPosition,
  rowOf,
  scrollTopFor,
  writeOpened,
  writePosition,
} from './list-position.ts';

const entry = { key: 'abc123', path: '/collections/1/objects' };

beforeEach(() => sessionStorage.clear());

describe('position memory', () => {
  it('reads back what was written for the same history entry', () => {
    writePosition(entry, { index: 850, offset: 37 });
    expect(readPosition(entry)).toEqual({ index: 850, offset: 37 });
  });

  it('keeps one position per history entry', () => {
    writePosition(entry, { index: 850, offset: 37 });
    writePosition({ key: 'other', path: entry.path }, { index: 10, offset: 0 });
    expect(readPosition(entry)).toEqual({ index: 850, offset: 37 });
    expect(readPosition({ key: 'other', path: entry.path })).toEqual({ index: 10, offset: 0 });
    expect(readPosition({ key: 'unknown', path: entry.path })).toBeNull();
  });

  it('ignores an entry whose path differs (typed addresses share the "default" key)', () => {
    writePosition({ key: 'default', path: '/a' }, { index: 5, offset: 0 });
    expect(readPosition({ key: 'default', path: '/b' })).toBeNull();
  });

  it(`keeps the last ${MAX_ENTRIES} entries written`, () => {
    for (let index = 0; index < MAX_ENTRIES + 5; index += 1) writePosition({ key: `k${index}`, path: '/' }, { index, offset: 0 });
    expect(readPosition({ key: 'k0', path: '/' })).toBeNull();
    expect(readPosition({ key: 'k4', path: '/' })).toBeNull();
    expect(readPosition({ key: 'k5', path: '/' })).toEqual({ index: 5, offset: 0 });
    expect(Object.keys(JSON.parse(sessionStorage.getItem(POSITIONS_STORAGE_KEY)!))).toHaveLength(MAX_ENTRIES);
  });

  it('treats corrupt or odd stored values as nothing remembered', () => {
    sessionStorage.setItem(POSITIONS_STORAGE_KEY, '{oops');
    expect(readPosition(entry)).toBeNull();
    sessionStorage.setItem(POSITIONS_STORAGE_KEY, JSON.stringify({ [entry.key]: { path: entry.path, index: -1, offset: 0 } }));
    expect(readPosition(entry)).toBeNull();
    sessionStorage.setItem(POSITIONS_STORAGE_KEY, JSON.stringify({ [entry.key]: { path: entry.path, index: 2.5, offset: 0 } }));
    expect(readPosition(entry)).toBeNull();
    writePosition(entry, { index: 3, offset: 1 });
    expect(readPosition(entry)).toEqual({ index: 3, offset: 1 });
  });

  it('uses the router’s location key and path, which a kiosk keeps in memory (the address bar does not move)', () => {
    expect(historyEntryOf({ key: 'k42', pathname: '/collections/1/objects', search: '?images=1' })).toEqual({
      key: 'k42',
      path: '/collections/1/objects?images=1',
    });
    writePosition(historyEntryOf({ key: 'k1', pathname: '/social/sfomuseum', search: '' }), { index: 40, offset: 0 });
    // Another list in the same tab, at another entry of the kiosk's history: nothing remembered for it.
    expect(readPosition(historyEntryOf({ key: 'k2', pathname: '/social/xss', search: '' }))).toBeNull();
  });
});

describe('position arithmetic', () => {
  it('round-trips the window offset with the same columns', () => {
    const rowHeight = 250;
    const margin = 180;
    for (const scrollTop of [0, 179, 180, 181, 42_517]) {
      const row = Math.max(0, Math.floor((scrollTop - margin) / rowHeight));
      const position = positionAt(scrollTop, { index: row, start: margin + row * rowHeight }, 5);
      expect(scrollTopFor(position, margin + rowOf(position, 5) * rowHeight)).toBe(scrollTop);
    }
  });

  it('finds the row of the remembered item when the columns changed', () => {
    const position = positionAt(42_000, { index: 170, start: 41_990 }, 5);
    expect(position).toEqual({ index: 850, offset: 10 });
    expect(rowOf(position, 5)).toBe(170);
    expect(rowOf(position, 4)).toBe(212);
    expect(rowOf(position, 1)).toBe(850);
  });

  it('never asks for a negative scroll', () => {
    expect(scrollTopFor({ index: 0, offset: -180 }, 100)).toBe(0);
  });
});

describe('the opened item', () => {
  it('is remembered per history entry, apart from the position', () => {
    writePosition(entry, { index: 850, offset: 37 });
    writeOpened(entry, { key: '1880000000853', index: 853 });
    expect(readOpened(entry)).toEqual({ key: '1880000000853', index: 853 });
    expect(readPosition(entry)).toEqual({ index: 850, offset: 37 });
    expect(readOpened({ key: 'other', path: entry.path })).toBeNull();
    expect(readOpened({ key: entry.key, path: '/collections/2/objects' })).toBeNull();
  });

  it('remembers which of the item’s links was followed', () => {
    writeOpened(entry, { key: '77', index: 4, link: 2 });
    expect(readOpened(entry)).toEqual({ key: '77', index: 4, link: 2 });
  });

  it('treats an odd stored value as nothing opened', () => {
    sessionStorage.setItem(OPENED_STORAGE_KEY, JSON.stringify({ [entry.key]: { path: entry.path, index: 3, key: '' } }));
    expect(readOpened(entry)).toBeNull();
    sessionStorage.setItem(OPENED_STORAGE_KEY, JSON.stringify({ [entry.key]: { path: entry.path, index: -3, key: '7' } }));
    expect(readOpened(entry)).toBeNull();
  });
});

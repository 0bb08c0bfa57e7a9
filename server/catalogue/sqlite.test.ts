import Database from 'better-sqlite3';
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CatalogueEntry } from './engine.ts';
import { engineContract } from './engine-contract.ts';
import { openCatalogue } from './handle.ts';
import { openSqliteCatalogue, sqliteEngine } from './sqlite.ts';
import { BASE_SEARCH, tempTarget } from './test-fixtures.ts';

engineContract('SQLite', () => sqliteEngine(tempTarget()));

const WORDS = ['airline', 'boeing', 'timetable', 'poster', 'uniform', 'badge', 'model', 'ticket', 'menu', 'postcard'];

function entry(index: number): CatalogueEntry {
  const id = String(1000 + index);
  return {
    kind: 'object',
    id,
    name: `${WORDS[index % 10]} ${WORDS[(index * 7) % 10]} ${index}`,
    href: `/objects/${id}`,
    image: null,
    date: '1965',
    year: 1965,
    accessionNumber: `A${index}`,
    belongsTo: [{ kind: 'collection', id: '1', name: 'One' }],
    collectionId: '1',
    categoryId: null,
    text: `description ${WORDS[(index * 3) % 10]}`,
    record: { 'wof:id': id },
    context: null,
  };
}

/** A small catalogue written at `target` (a few hundred entries: enough for an index of several blocks). */
async function writeCatalogue(target: string, harvestedAt: string, count = 300): Promise<void> {
  const generation = await sqliteEngine(target).createGeneration();
  for (let index = 0; index < count; index += 1) await generation.add(entry(index));
  await generation.commit(harvestedAt);
}

/**
 * Blanks the index's sets, as a bad disk or a stray write would: SQLite's own b-trees stay sound,
 * so the file opens, and without the check every search would find nothing.
 */
function corruptIndex(file: string): void {
  const db = new Database(file);
  try {
    db.exec('UPDATE postings SET data = zeroblob(length(data))');
  } finally {
    db.close();
  }
}

/** How many times an open or a harvest read the whole index to check it. */
function indexChecks(prepare: { mock: { calls: unknown[][] } }): number {
  return prepare.mock.calls.filter(([source]) => String(source).includes('FROM postings ORDER BY rowid')).length;
}

describe('a SQLite catalogue that fails its integrity check', () => {
  it('is refused at open, naming the file, instead of answering every search with nothing', async () => {
    const target = tempTarget();
    await writeCatalogue(target, '2026-01-01T00:00:00.000Z');
    const sound = openSqliteCatalogue(target);
    expect((await sound.search({ ...BASE_SEARCH, q: 'boeing' })).total).toBe(90);
    sound.close();
    corruptIndex(target);
    expect(() => openSqliteCatalogue(target)).toThrow(`${target} failed its integrity check`);
  });

  it('swapped in under a server, is not served: the one open goes on answering, and a line says why', async () => {
    const target = tempTarget();
    await writeCatalogue(target, '2026-01-01T00:00:00.000Z');
    const lines: string[] = [];
    const handle = await openCatalogue(sqliteEngine(target), { checkEveryMs: 0, log: (line) => lines.push(line) });
    try {
      expect((await handle.current())?.harvestedAt).toBe('2026-01-01T00:00:00.000Z');
      const next = join(dirname(target), 'next.sqlite');
      await writeCatalogue(next, '2026-01-02T00:00:00.000Z', 320);
      corruptIndex(next);
      renameSync(next, target);
      const started = Date.now();
      while (!lines.some((line) => line.includes('catalogue-unreadable'))) {
        const reader = await handle.current();
        if (reader?.harvestedAt !== '2026-01-01T00:00:00.000Z') break;
        if (Date.now() - started > 10_000) throw new Error('neither refused nor opened');
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      const reader = await handle.current();
      expect(reader?.harvestedAt).toBe('2026-01-01T00:00:00.000Z');
      expect((await reader!.search({ ...BASE_SEARCH, q: 'boeing' })).total).toBe(90);
      const refused = lines
        .map((line) => JSON.parse(line) as Record<string, unknown>)
        .find((line) => line.event === 'catalogue-unreadable');
      expect(refused?.reason).toContain(`${target} failed its integrity check`);
    } finally {
      await handle.close();
    }
  });

  it('left in place, is checked once, not again at every look of the server (a check reads the whole index)', async () => {
    const target = tempTarget();
    await writeCatalogue(target, '2026-01-01T00:00:00.000Z');
    const handle = await openCatalogue(sqliteEngine(target), { checkEveryMs: 0 });
    try {
      const next = join(dirname(target), 'next.sqlite');
      await writeCatalogue(next, '2026-01-02T00:00:00.000Z', 320);
      corruptIndex(next);
      renameSync(next, target);
      const prepare = vi.spyOn(Database.prototype, 'prepare');
      for (let look = 0; look < 5; look += 1) {
        await handle.current();
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      expect(indexChecks(prepare)).toBe(1);
      prepare.mockRestore();
      expect((await handle.current())?.harvestedAt).toBe('2026-01-01T00:00:00.000Z');
    } finally {
      await handle.close();
    }
  });

  it('is never swapped in by a harvest: the catalogue in place stays as it was', async () => {
    const target = tempTarget();
    await writeCatalogue(target, '2026-01-01T00:00:00.000Z');
    const before = { bytes: readFileSync(target), mtime: statSync(target).mtimeMs };
    const generation = await sqliteEngine(target).createGeneration();
    for (let index = 0; index < 300; index += 1) await generation.add(entry(index));
    const temp = join(
      dirname(target),
      readdirSync(dirname(target)).find((name) => name.startsWith(`${basename(target)}.`) && name.endsWith('.tmp'))!,
    );
    // The new file damaged beneath the harvest once it is written, as its check begins.
    const pragma = Database.prototype.pragma;
    let damaged = false;
    const checking = vi.spyOn(Database.prototype, 'pragma').mockImplementation(function (this: Database.Database, source, options) {
      if (!damaged && this.name === temp && String(source) === 'quick_check') {
        damaged = true;
        corruptIndex(temp);
      }
      return pragma.call(this, source, options);
    });
    try {
      await expect(generation.commit('2026-01-02T00:00:00.000Z')).rejects.toThrow(
        `The new catalogue for ${target} failed its integrity check`,
      );
      expect(damaged).toBe(true);
    } finally {
      checking.mockRestore();
    }
    expect(readFileSync(target).equals(before.bytes)).toBe(true);
    expect(statSync(target).mtimeMs).toBe(before.mtime);
    expect(readdirSync(dirname(target))).toEqual([basename(target)]);
  });
});

describe('an open that skips the integrity check (a search thread, another having checked the same generation)', () => {
  it('opens without reading the index, and still refuses a file found damaged by a check', async () => {
    const target = tempTarget();
    await writeCatalogue(target, '2026-01-01T00:00:00.000Z');
    corruptIndex(target);
    const prepare = vi.spyOn(Database.prototype, 'prepare');
    try {
      const unchecked = openSqliteCatalogue(target, { verify: false });
      expect(unchecked.size).toBe(300);
      unchecked.close();
      expect(indexChecks(prepare)).toBe(0);
    } finally {
      prepare.mockRestore();
    }
    const engine = sqliteEngine(target);
    await expect(engine.open()).rejects.toThrow(`${target} failed its integrity check`);
    await expect(engine.open({ verify: false })).rejects.toThrow(`${target} failed its integrity check`);
  });

  it('still refuses columns or orders that do not fit the entries', async () => {
    for (const [key, damage, why] of [
      ['order.date', 'substr(value, 1, length(value) - 4)', 'order.date is not 300 values'],
      ['order.id_rank', 'zeroblob(length(value))', 'order.id_rank is not an order'],
      ['column.kind', "CAST(x'ff' || substr(value, 2) AS BLOB)", 'column.kind holds 255'],
      ['column.collection_ids', "'[]'", 'column.collection holds 0'],
      ['size', "'301'", '300 entries, not 301'],
    ] as const) {
      const target = tempTarget();
      await writeCatalogue(target, '2026-01-01T00:00:00.000Z');
      const db = new Database(target);
      db.prepare(`UPDATE meta SET value = ${damage} WHERE key = ?`).run(key);
      db.close();
      expect(() => openSqliteCatalogue(target, { verify: false }), key).toThrow(`${target} failed its integrity check: ${why}`);
    }
  });
});

describe('what the harvest computes once for every open', () => {
  const shaped = (id: string, year: number | null, name = `thing ${id}`): CatalogueEntry => ({
    ...entry(0),
    id,
    name,
    href: `/objects/${id}`,
    year,
    date: year === null ? null : String(year),
    accessionNumber: null,
    record: { 'wof:id': id, 'wof:name': name },
  });

  it('orders by date and by id as 64-bit integers (above 2^53, negative), entries without a year last', async () => {
    const target = tempTarget();
    const generation = await sqliteEngine(target).createGeneration();
    const entries = [
      shaped('10', 1965),
      shaped('9', null),
      shaped('9007199254740993', 1965),
      shaped('9007199254740992', 1970),
      shaped('-3', 1965),
      shaped('100000000000000000', null),
      shaped('9223372036854775807', 1970),
      shaped('-9223372036854775808', null),
    ];
    for (const shapedEntry of entries) await generation.add(shapedEntry);
    await generation.commit('2026-01-01T00:00:00.000Z');
    const reader = openSqliteCatalogue(target);
    const ids = async (sort: 'date' | '-date') => (await reader.search({ ...BASE_SEARCH, sort, perPage: 20 })).results.map((hit) => hit.id);
    expect(await ids('date')).toEqual([
      '-3',
      '10',
      '9007199254740993',
      '9007199254740992',
      '9223372036854775807',
      '-9223372036854775808',
      '9',
      '100000000000000000',
    ]);
    expect(await ids('-date')).toEqual([
      '9007199254740992',
      '9223372036854775807',
      '-3',
      '10',
      '9007199254740993',
      '-9223372036854775808',
      '9',
      '100000000000000000',
    ]);
    reader.close();
  });

  it('gives every record back, from the first and last of a block of records and from the block left part full', async () => {
    const target = tempTarget();
    await writeCatalogue(target, '2026-01-01T00:00:00.000Z', 41);
    const reader = openSqliteCatalogue(target);
    for (let index = 0; index < 41; index += 1) {
      const id = String(1000 + index);
      expect((await reader.getObject(id))?.record, id).toEqual({ 'wof:id': id });
    }
    reader.close();
  });
});

describe('a catalogue written by an older version (schema 4: its index in FTS5)', () => {
  it('is refused at open with a line saying to harvest, never misread; a harvest replaces it', async () => {
    const target = tempTarget();
    await writeCatalogue(target, '2026-01-01T00:00:00.000Z');
    const db = new Database(target);
    db.prepare("UPDATE meta SET value = '4' WHERE key = 'schema'").run();
    // Its hash was made with its schema's number, so it never equals a new one's.
    db.prepare("UPDATE meta SET value = 'schema 4 hash' WHERE key = 'content_hash'").run();
    db.close();
    expect(() => openSqliteCatalogue(target)).toThrow(/schema 4, this version reads 5\): run the harvest to rebuild it/);
    await writeCatalogue(target, '2026-02-01T00:00:00.000Z');
    const reader = openSqliteCatalogue(target);
    expect(reader.harvestedAt).toBe('2026-02-01T00:00:00.000Z');
    reader.close();
  });
});

describe('what a SQLite generation may replace', () => {
  it('refuses a file that is not a Hangar catalogue, leaving it as it was', async () => {
    const target = tempTarget('notes.txt');
    writeFileSync(target, 'my notes\n');
    const before = statSync(target).mtimeMs;
    const generation = await sqliteEngine(target).createGeneration();
    await generation.add(entry(0));
    await expect(generation.commit('2026-01-01T00:00:00.000Z')).rejects.toThrow(`${target} is not a Hangar catalogue`);
    expect(readFileSync(target, 'utf8')).toBe('my notes\n');
    expect(statSync(target).mtimeMs).toBe(before);
    expect(readdirSync(dirname(target))).toEqual(['notes.txt']);
  });
});

describe('temporary files a killed harvest left beside its target', () => {
  const children: { kill(): void }[] = [];
  afterEach(() => children.splice(0).forEach((child) => child.kill()));

  it('go when the next generation is made, unless their process is still running', async () => {
    const target = tempTarget();
    const directory = dirname(target);
    // A process that has exited: its pid is free (not reused within this test).
    const gone = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], { encoding: 'utf8' }).stdout;
    const living = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60_000)'], { stdio: 'ignore' });
    children.push(living);
    const names = {
      dead: `catalogue.sqlite.${gone}-0a1b2c3d.tmp`,
      deadJournal: `catalogue.sqlite.${gone}-0a1b2c3d.tmp-journal`,
      living: `catalogue.sqlite.${living.pid}-4e5f6a7b.tmp`,
      livingJournal: `catalogue.sqlite.${living.pid}-4e5f6a7b.tmp-journal`,
      // Not the target's: another catalogue's in the same folder, and an operator's own file.
      other: `other.sqlite.${gone}-0a1b2c3d.tmp`,
      mine: 'catalogue.sqlite.backup',
    };
    for (const name of Object.values(names)) writeFileSync(join(directory, name), 'x');

    await writeCatalogue(target, '2026-01-01T00:00:00.000Z');

    expect(readdirSync(directory).sort()).toEqual(['catalogue.sqlite', names.living, names.livingJournal, names.other, names.mine].sort());
  });

  it('go when a server opens the target, before any harvest', async () => {
    const target = tempTarget();
    await writeCatalogue(target, '2026-01-01T00:00:00.000Z');
    const gone = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], { encoding: 'utf8' }).stdout;
    const left = `${target}.${gone}-0a1b2c3d.tmp`;
    writeFileSync(left, 'x');
    const handle = await openCatalogue(sqliteEngine(target));
    try {
      expect(existsSync(left)).toBe(false);
    } finally {
      await handle.close();
    }
  });
});

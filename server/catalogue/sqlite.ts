/**
 * The embedded engine: one SQLite file with an FTS5 index (docs/decisions/0039). The words in the
 * index are the catalogue's own (text.ts: folded, segmented, CJK pairs), so FTS5 only stores and
 * intersects them; filters, facets and paging run in memory over a few typed arrays loaded at open
 * (a few MB for 100,000 entries), which keeps a query with five facet counts to one index lookup.
 * Records are stored deflated with a dictionary drawn from the catalogue itself.
 */
import Database from 'better-sqlite3';
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, renameSync, statSync, unlinkSync } from 'node:fs';
import { basename, dirname } from 'node:path';
import { deflateRawSync, inflateRawSync } from 'node:zlib';
import {
  KINDS,
  type CatalogueEngine,
  type CatalogueEntry,
  type CatalogueReader,
  type CommitResult,
  type GenerationWriter,
  type Kind,
  type SitemapEntry,
} from './engine.ts';
import type { Budget } from './budget.ts';
import { SearchCore, columnsBuilder, type Columns } from './search-core.ts';
import { canonical } from './canonical.ts';
import { ftsExpression } from './query.ts';
import { indexTokens, vocabularyWords } from './text.ts';
import { sweepDeadOwners } from '../temp-files.ts';

const SCHEMA_VERSION = '2';
/** Records of each kind drawn on for the compression dictionary (zlib uses at most its last 32 kB). */
const DICTIONARY_PER_KIND = 6;
/** Entries held back while the dictionary waits for objects (they follow the places and categories). */
const DICTIONARY_WAIT = 5_000;
const BATCH = 2_000;

const SCHEMA = `
CREATE TABLE meta (key TEXT PRIMARY KEY, value BLOB) WITHOUT ROWID;
CREATE TABLE entries (
  rowid INTEGER PRIMARY KEY,
  kind TEXT NOT NULL,
  id TEXT NOT NULL,
  name TEXT NOT NULL,
  href TEXT NOT NULL,
  image TEXT,
  date TEXT,
  year INTEGER,
  accession TEXT,
  accession_key TEXT,
  belongs_to TEXT NOT NULL,
  collection_id TEXT,
  category_id TEXT,
  record BLOB NOT NULL,
  context TEXT
);
CREATE TABLE labels (kind TEXT NOT NULL, id TEXT NOT NULL, name TEXT NOT NULL, PRIMARY KEY (kind, id)) WITHOUT ROWID;
CREATE TABLE vocabulary (word TEXT PRIMARY KEY, count INTEGER NOT NULL) WITHOUT ROWID;
CREATE VIRTUAL TABLE fts USING fts5(name, body, content='', detail='column', tokenize='unicode61 remove_diacritics 0', prefix='2 4');
`;
const INDEXES = `
CREATE INDEX entries_id ON entries(id);
CREATE INDEX entries_accession ON entries(accession_key) WHERE accession_key IS NOT NULL;
`;

function readMeta(db: Database.Database, key: string): Buffer | string | undefined {
  const row = db.prepare('SELECT value FROM meta WHERE key = ?').get(key) as { value: Buffer | string } | undefined;
  return row?.value;
}

/** A file that a harvest will not replace: it exists and is not a Hangar catalogue. */
export class NotACatalogueError extends Error {
  override name = 'NotACatalogueError';
}

/**
 * Throws NotACatalogueError unless `path` is absent or a Hangar catalogue of any schema version
 * (an older one is replaced by a harvest). A mistyped --out (the config file, /dev/null as root, a
 * folder) would otherwise be renamed over. The file is only read.
 */
export function assertReplaceable(path: string): void {
  let stats;
  try {
    stats = statSync(path);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw error;
  }
  const refuse = (why: string) =>
    new NotACatalogueError(`${path} is not a Hangar catalogue (${why}): left as it is; choose another target or remove it.`);
  // Checked before SQLite opens it: opening a FIFO would block.
  if (!stats.isFile()) throw refuse(stats.isDirectory() ? 'a folder' : 'not a regular file');
  let schema: unknown;
  try {
    const db = new Database(path, { readonly: true, fileMustExist: true });
    try {
      schema = readMeta(db, 'schema');
    } finally {
      db.close();
    }
  } catch {
    throw refuse('not a SQLite database with its meta table');
  }
  if (schema === undefined) throw refuse('a SQLite database without its schema key');
}

/** A catalogue file that SQLite or FTS5 found damaged. */
class IntegrityError extends Error {
  override name = 'IntegrityError';
}

/**
 * Throws unless SQLite and FTS5 find the file sound. `quick_check(fts)` runs FTS5's own check of
 * the index (what `INSERT INTO fts(fts) VALUES('integrity-check')` does, which a read-only
 * connection may not run): a damaged index otherwise opens and answers every search with nothing.
 * `whole`: every table's b-tree too, for a harvest's new file before it is swapped in. A server's
 * open checks the index alone: the entries are read whole as its columns load, and the whole
 * file's check costs up to twice as much on every start and swap.
 */
function assertSound(db: Database.Database, what: string, whole: boolean): void {
  let problems: string[];
  try {
    const rows = db.pragma(whole ? 'quick_check' : 'quick_check(fts)') as Record<string, unknown>[];
    problems = rows.map((row) => String(Object.values(row)[0])).filter((line) => line !== 'ok');
  } catch (error) {
    problems = [(error as Error).message];
  }
  if (problems.length > 0) throw new IntegrityError(`${what} failed its integrity check: ${problems[0]!.replace(/\s+/g, ' ')}`);
}

/** The target's temporary files (`TARGET.PID-HEX.tmp`, its journal) whose process is gone: a harvest killed hard left them. */
function sweepTargetLeftovers(target: string): void {
  const name = basename(target).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  sweepDeadOwners(dirname(target), new RegExp(`^${name}\\.(\\d+)-[0-9a-f]+\\.tmp(?:-journal|-wal|-shm)?$`));
}

/** The content hash of the catalogue at `path`, or null when there is none (or it cannot be read). */
function hashAt(path: string): string | null {
  if (!existsSync(path)) return null;
  try {
    const db = new Database(path, { readonly: true, fileMustExist: true });
    try {
      const hash = readMeta(db, 'content_hash');
      return typeof hash === 'string' ? hash : null;
    } finally {
      db.close();
    }
  } catch {
    return null;
  }
}

class SqliteGeneration implements GenerationWriter {
  private readonly temp: string;
  private readonly db: Database.Database;
  // The schema joins the hash: a catalogue written by another version is replaced even if its content is the same.
  private readonly hash = createHash('sha256').update(`schema ${SCHEMA_VERSION}\n`);
  private readonly seen = new Set<string>();
  private readonly vocabulary = new Map<string, number>();
  private readonly labels = new Map<string, { kind: string; id: string; name: string }>();
  private pending: CatalogueEntry[] = [];
  private dictionary: Buffer | null = null;
  private rowid = 0;
  private inBatch = 0;
  private readonly insertEntry: Database.Statement;
  private readonly insertFts: Database.Statement;
  private done = false;

  constructor(private readonly target: string) {
    mkdirSync(dirname(target), { recursive: true });
    sweepTargetLeftovers(target);
    // Beside the target, so the swap is a rename within one file system.
    this.temp = `${target}.${process.pid}-${randomBytes(4).toString('hex')}.tmp`;
    this.db = new Database(this.temp);
    this.db.pragma('journal_mode = OFF');
    this.db.pragma('synchronous = OFF');
    this.db.exec(SCHEMA);
    this.insertEntry = this.db.prepare(
      `INSERT INTO entries (rowid, kind, id, name, href, image, date, year, accession, accession_key, belongs_to, collection_id, category_id, record, context)
       VALUES (@rowid, @kind, @id, @name, @href, @image, @date, @year, @accession, @accessionKey, @belongsTo, @collectionId, @categoryId, @record, @context)`,
    );
    this.insertFts = this.db.prepare('INSERT INTO fts (rowid, name, body) VALUES (?, ?, ?)');
  }

  async add(entry: CatalogueEntry): Promise<void> {
    this.addNow(entry);
  }

  private addNow(entry: CatalogueEntry): void {
    if (this.done) throw new Error('This generation is finished.');
    const key = `${entry.kind}:${entry.id}`;
    if (this.seen.has(key)) return;
    this.seen.add(key);
    if (this.dictionary === null) {
      this.pending.push(entry);
      const objects = this.pending.filter((pending) => pending.kind === 'object').length;
      if (objects >= DICTIONARY_PER_KIND || this.pending.length >= DICTIONARY_WAIT) this.flushPending();
      return;
    }
    this.write(entry);
  }

  private flushPending(): void {
    // A few records of each kind, objects last: zlib finds the nearest (cheapest) matches at the dictionary's end.
    const sample = [...KINDS]
      .reverse()
      .flatMap((kind) => this.pending.filter((entry) => entry.kind === kind).slice(0, DICTIONARY_PER_KIND))
      .map((entry) => JSON.stringify(entry.record))
      .join('');
    this.dictionary = Buffer.from(sample.slice(-32_000), 'utf8');
    const pending = this.pending;
    this.pending = [];
    for (const entry of pending) this.write(entry);
  }

  private write(entry: CatalogueEntry): void {
    if (this.inBatch === 0) this.db.exec('BEGIN');
    this.rowid += 1;
    const text = canonical(entry);
    this.hash.update(text).update('\n');
    const record = deflateRawSync(Buffer.from(JSON.stringify(entry.record), 'utf8'), { dictionary: this.dictionary! });
    this.insertEntry.run({
      rowid: this.rowid,
      kind: entry.kind,
      id: entry.id,
      name: entry.name,
      href: entry.href,
      image: entry.image ? JSON.stringify(entry.image) : null,
      date: entry.date,
      year: entry.year,
      accession: entry.accessionNumber,
      accessionKey: entry.accessionNumber ? entry.accessionNumber.trim().toLowerCase() : null,
      // Parents by reference ("collection:1 category:2"): their names live once, in labels.
      belongsTo: entry.belongsTo.map((parent) => `${parent.kind}:${parent.id}`).join(' '),
      collectionId: entry.collectionId,
      categoryId: entry.categoryId,
      record,
      context: entry.context ? JSON.stringify(entry.context) : null,
    });
    const nameTokens = indexTokens(entry.name);
    const bodyTokens = indexTokens(entry.text);
    this.insertFts.run(this.rowid, nameTokens.join(' '), bodyTokens.join(' '));
    for (const word of new Set(vocabularyWords([...nameTokens, ...bodyTokens]))) {
      this.vocabulary.set(word, (this.vocabulary.get(word) ?? 0) + 1);
    }
    for (const parent of entry.belongsTo) this.labels.set(`${parent.kind}:${parent.id}`, parent);
    this.inBatch += 1;
    if (this.inBatch >= BATCH) {
      this.db.exec('COMMIT');
      this.inBatch = 0;
    }
  }

  async commit(harvestedAt: string): Promise<CommitResult> {
    if (this.done) throw new Error('This generation is finished.');
    try {
      if (this.dictionary === null) this.flushPending();
      if (this.inBatch > 0) this.db.exec('COMMIT');
      this.inBatch = 0;
      const hash = this.hash.digest('hex');
      this.db.exec('BEGIN');
      const word = this.db.prepare('INSERT INTO vocabulary (word, count) VALUES (?, ?)');
      for (const [text, count] of this.vocabulary) word.run(text, count);
      const label = this.db.prepare('INSERT OR REPLACE INTO labels (kind, id, name) VALUES (?, ?, ?)');
      for (const parent of this.labels.values()) label.run(parent.kind, parent.id, parent.name);
      const meta = this.db.prepare('INSERT INTO meta (key, value) VALUES (?, ?)');
      meta.run('schema', SCHEMA_VERSION);
      meta.run('harvested_at', harvestedAt);
      meta.run('content_hash', hash);
      meta.run('dictionary', this.dictionary ?? Buffer.alloc(0));
      this.db.exec(INDEXES);
      this.db.exec("INSERT INTO fts (fts) VALUES ('optimize')");
      this.db.exec('COMMIT');
      this.db.close();
      this.done = true;
      // Read back as a server will read it: a file that fails is never swapped in.
      const written = new Database(this.temp, { readonly: true, fileMustExist: true });
      try {
        assertSound(written, `The new catalogue for ${this.target}`, true);
      } finally {
        written.close();
      }
      // Again at the swap, which may come long after the harvest's first look.
      assertReplaceable(this.target);
      if (hashAt(this.target) === hash) {
        unlinkSync(this.temp);
        return { written: false, hash, reason: 'unchanged' };
      }
      renameSync(this.temp, this.target);
      return { written: true, hash };
    } catch (error) {
      this.discard();
      throw error;
    }
  }

  async abort(): Promise<void> {
    this.discard();
  }

  private discard(): void {
    this.done = true;
    if (this.db.open) this.db.close();
    try {
      unlinkSync(this.temp);
    } catch {
      // Already gone.
    }
  }
}

/**
 * The columns search-core.ts filters and sorts on, filled row by row into typed arrays (no array
 * of 100,000 rows is ever held); the id and date orders are SQLite's sorts, ids compared as the
 * 64-bit integers they are.
 */
function loadColumns(db: Database.Database, labels: Map<string, string>): Columns {
  const size = (db.prepare('SELECT count(*) FROM entries').pluck().get() as number) ?? 0;
  const columns = columnsBuilder(size);
  const rows = db
    .prepare('SELECT rowid, kind, year, image IS NOT NULL, collection_id, category_id, length(name) FROM entries ORDER BY rowid')
    .raw()
    .iterate() as Iterable<[number, Kind, number | null, number, string | null, string | null, number]>;
  for (const [rowid, kind, year, image, collection, category, nameLength] of rows) {
    columns.set(rowid - 1, { kind, year, hasImage: image === 1, collection, category, nameLength });
  }
  const order = (sql: string) => {
    const positions = new Int32Array(size);
    let index = 0;
    for (const rowid of db.prepare(sql).pluck().iterate() as Iterable<number>) positions[index++] = rowid - 1;
    return positions;
  };
  const byId = order('SELECT rowid FROM entries ORDER BY CAST(id AS INTEGER)');
  const idRank = new Int32Array(size);
  byId.forEach((position, rank) => (idRank[position] = rank));
  return columns.finish(
    {
      idRank,
      byDate: order('SELECT rowid FROM entries ORDER BY year IS NULL, year, CAST(id AS INTEGER)'),
      byDateDesc: order('SELECT rowid FROM entries ORDER BY year IS NULL, year DESC, CAST(id AS INTEGER)'),
    },
    labels,
  );
}

interface EntryRow {
  rowid: number;
  kind: Kind;
  id: string;
  name: string;
  href: string;
  image: string | null;
  date: string | null;
  accession: string | null;
  belongs_to: string;
}

class SqliteReader implements CatalogueReader {
  readonly harvestedAt: string;
  readonly size: number;
  private readonly core: SearchCore;
  private readonly dictionary: Buffer;
  private readonly statements;

  constructor(private readonly db: Database.Database) {
    this.harvestedAt = String(readMeta(db, 'harvested_at') ?? '');
    const dictionary = readMeta(db, 'dictionary');
    this.dictionary = Buffer.isBuffer(dictionary) ? dictionary : Buffer.alloc(0);
    const labels = new Map<string, string>();
    for (const row of db.prepare('SELECT kind, id, name FROM labels').all() as { kind: string; id: string; name: string }[]) {
      labels.set(`${row.kind}:${row.id}`, row.name);
    }
    const columns = loadColumns(db, labels);
    this.size = columns.size;
    const words = (db.prepare('SELECT word FROM vocabulary ORDER BY word').pluck().all() as string[]).sort();
    this.statements = {
      match: db.prepare('SELECT rowid FROM fts WHERE fts MATCH ?').pluck(),
      matchNames: db.prepare('SELECT rowid FROM fts WHERE fts MATCH ? LIMIT ?').pluck(),
      accession: db.prepare('SELECT rowid FROM entries WHERE accession_key = ?').pluck(),
      rows: db.prepare(
        'SELECT rowid, kind, id, name, href, image, date, accession, belongs_to FROM entries WHERE rowid IN (SELECT value FROM json_each(?))',
      ),
      object: db.prepare("SELECT record, context FROM entries WHERE id = ? AND kind = 'object' LIMIT 1"),
      sitemap: db.prepare('SELECT kind, id, href FROM entries WHERE rowid > ? ORDER BY rowid LIMIT ?'),
    };
    // An FTS5 error on an expression built from our own tokens is a bug to survive, not a 500: no matches.
    this.core = new SearchCore(columns, words, {
      match: async (plan, inName) => {
        const expression = ftsExpression(plan);
        if (!expression) return new Int32Array(0);
        let rowids: number[];
        try {
          rowids = this.statements.match.all(inName ? `{name} : (${expression})` : expression) as number[];
        } catch {
          return new Int32Array(0);
        }
        const positions = new Int32Array(rowids.length);
        for (let index = 0; index < rowids.length; index += 1) positions[index] = rowids[index]! - 1;
        return positions;
      },
      matchNames: async (plan, limit) => {
        const expression = ftsExpression(plan);
        if (!expression) return [];
        try {
          return (this.statements.matchNames.all(`{name} : (${expression})`, limit) as number[]).map((rowid) => rowid - 1);
        } catch {
          return [];
        }
      },
      accession: async (key) => (this.statements.accession.all(key) as number[]).map((rowid) => rowid - 1),
      rows: async (positions) => {
        const found = this.statements.rows.all(JSON.stringify(positions.map((position) => position + 1))) as EntryRow[];
        const byRowid = new Map(found.map((row) => [row.rowid, row]));
        return positions.map((position) => {
          const row = byRowid.get(position + 1)!;
          return {
            kind: row.kind,
            id: row.id,
            name: row.name,
            href: row.href,
            image: row.image ? (JSON.parse(row.image) as CatalogueEntry['image']) : null,
            date: row.date,
            accessionNumber: row.accession,
            belongsTo:
              row.belongs_to === ''
                ? []
                : row.belongs_to.split(' ').map((reference) => {
                    const [kind = '', id = ''] = reference.split(':');
                    return { kind, id, name: labels.get(reference) ?? id };
                  }),
          };
        });
      },
      harvestedAt: this.harvestedAt,
    });
  }

  search(params: Parameters<CatalogueReader['search']>[0], budget?: Budget) {
    return this.core.search(params, budget);
  }

  suggest(q: string, limit: number, budget?: Budget) {
    return this.core.suggest(q, limit, budget);
  }

  async getObject(id: string) {
    if (!/^-?\d{1,19}$/.test(id)) return null;
    const row = this.statements.object.get(id) as { record: Buffer; context: string | null } | undefined;
    if (!row) return null;
    const record = JSON.parse(inflateRawSync(row.record, { dictionary: this.dictionary }).toString('utf8')) as Record<string, unknown>;
    return { record, context: row.context ? (JSON.parse(row.context) as { list: 'collection'; id: string; page: number }) : null };
  }

  async listForSitemap(offset: number, limit: number): Promise<SitemapEntry[]> {
    // Rowids are 1..size in the catalogue's order, so an offset is a rowid: no rows skipped one by one.
    return this.statements.sitemap.all(offset, limit) as SitemapEntry[];
  }

  close(): void {
    if (this.db.open) this.db.close();
  }
}

export function openSqliteCatalogue(path: string): CatalogueReader {
  const db = new Database(path, { readonly: true, fileMustExist: true });
  try {
    const schema = readMeta(db, 'schema');
    if (String(schema) !== SCHEMA_VERSION)
      throw new Error(`${path} is not a catalogue this version of Hangar reads (schema ${String(schema)}).`);
    assertSound(db, path, false);
    return new SqliteReader(db);
  } catch (error) {
    db.close();
    throw error;
  }
}

export function sqliteEngine(target: string): CatalogueEngine {
  // A server's start (or a harvest's) is the first chance to remove what a harvest killed hard left.
  sweepTargetLeftovers(target);
  const versionOf = () => {
    try {
      const stats = statSync(target);
      return `${stats.ino}:${stats.size}:${stats.mtimeMs}`;
    } catch {
      return null;
    }
  };
  // A damaged file stays damaged until another is swapped in, and the server looks again every
  // second: its check (the whole index read, about half a second at 100,000 entries) runs once.
  let damaged: { version: string; error: Error } | null = null;
  return {
    target,
    exists: async () => existsSync(target),
    async open() {
      const before = versionOf();
      if (damaged && damaged.version === before) throw damaged.error;
      try {
        return openSqliteCatalogue(target);
      } catch (error) {
        if (error instanceof IntegrityError && before !== null && versionOf() === before) damaged = { version: before, error };
        throw error;
      }
    },
    version: async () => versionOf(),
    createGeneration: async () => new SqliteGeneration(target),
    close: async () => undefined,
  };
}

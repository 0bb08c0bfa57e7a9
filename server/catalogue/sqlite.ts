/**
 * The embedded engine: one SQLite file holding the entries, their records and an inverted index of
 * our own (decision 0053; FTS5 before it, 0039). The words in the index are the catalogue's own
 * (text.ts: folded, segmented, CJK pairs), each with the positions of the entries that hold it as
 * one blob (postings.ts), so a search reads one row a word (a prefix: the rows of a range of words)
 * and intersects in memory; filters, facets and paging run in memory over a few typed arrays. Those
 * arrays and the three sort orders are written at the harvest, as blobs in `meta`, so an open reads
 * a few MB instead of scanning and sorting the table (issue #50: 6 s of a million entries' open).
 * Records are stored deflated, RECORDS_PER_BLOCK at a time, with a dictionary drawn from the
 * catalogue itself.
 */
import Database from 'better-sqlite3';
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, renameSync, statSync, unlinkSync } from 'node:fs';
import { basename, dirname } from 'node:path';
import { deflateRaw, inflateRawSync } from 'node:zlib';
import {
  KINDS,
  type CatalogueEngine,
  type CatalogueEntry,
  type CatalogueReader,
  type CommitResult,
  type GenerationWriter,
  type Kind,
  type OpenOptions,
  type SitemapEntry,
} from './engine.ts';
import { UNLIMITED, type Budget } from './budget.ts';
import { SearchCore, type Columns } from './search-core.ts';
import { ColumnsWriter, readColumns } from './column-blobs.ts';
import { canonical } from './canonical.ts';
import { accessionKeyOf, type QueryPlan } from './query.ts';
import { PostingsError, PostingsWriter, decodePostings, intersect, union } from './postings.ts';
import { harvestSynonyms, type SynonymList } from './synonyms.ts';
import { indexTokens, vocabularyWords } from './text.ts';
import { sweepDeadOwners } from '../temp-files.ts';

/**
 * 5 (issue #50): the index is the postings table, no longer FTS5. 4 (issue #49): accession keys
 * with their parts joined by dots, the name-code column, the pinyin of Chinese names and the
 * synonyms in the index. An older file is refused at open with this line, and replaced by the next
 * harvest.
 */
const SCHEMA_VERSION = '5';
/** Records of each kind drawn on for the compression dictionary. */
const DICTIONARY_PER_KIND = 6;
/**
 * The dictionary's length, its last characters kept. Within a block the records before one are its
 * context, so the dictionary serves the first few: 8,000 characters compress as well as zlib's
 * 32 kB at most, and zlib reads it again for every block, on this thread.
 */
const DICTIONARY_CHARS = 8_000;
/** Entries held back while the dictionary waits for objects (they follow the places and categories). */
const DICTIONARY_WAIT = 5_000;
/**
 * Records deflated together. zlib reads the whole dictionary again for every unit it compresses,
 * which made a record a unit cost more than anything else written (22 % of a harvest); a getObject
 * inflates the unit to take one record out of it.
 */
const RECORDS_PER_BLOCK = 16;
/**
 * Blocks deflating at once on libuv's threads (zlib's asynchronous calls): the compression runs on
 * another core while this thread goes on writing, and a harvest waits past this many.
 */
const BLOCKS_IN_FLIGHT = 8;
/** Entries a transaction: at 2,000 a million entries spent seconds committing. */
const BATCH = 20_000;
/** The index's fields: a word in an entry's name, and in its name or any other text. */
const FIELD = { name: 0, every: 1 } as const;
/** A longer token is no word anyone types (the query side cuts a word at 64 and asks it as a prefix). */
const MAX_TOKEN_CHARS = 200;
/** After the last character any word can hold (U+10FFFF): a prefix's range of words ends here. */
const AFTER_EVERY_CHAR = '\u{10FFFF}';
/**
 * Pages of 16 KiB: a block of records (about 2.4 kB deflated) left most of a 4 KiB page empty
 * (a million entries: 859 MiB, 767 MiB at 16 KiB); searches and object lookups measured no slower.
 */
const PAGE_SIZE = 16_384;

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
  accession TEXT,
  accession_key TEXT,
  belongs_to TEXT NOT NULL,
  context TEXT
);
CREATE TABLE records (block INTEGER PRIMARY KEY, data BLOB NOT NULL);
CREATE TABLE labels (kind TEXT NOT NULL, id TEXT NOT NULL, name TEXT NOT NULL, PRIMARY KEY (kind, id)) WITHOUT ROWID;
CREATE TABLE vocabulary (word TEXT PRIMARY KEY, count INTEGER NOT NULL) WITHOUT ROWID;
CREATE TABLE postings (word TEXT NOT NULL, field INTEGER NOT NULL, count INTEGER NOT NULL, data BLOB NOT NULL);
`;
const INDEXES = `
CREATE INDEX entries_id ON entries(id);
CREATE INDEX entries_accession ON entries(accession_key) WHERE accession_key IS NOT NULL;
CREATE UNIQUE INDEX postings_word ON postings(word, field);
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

/** A catalogue file found damaged: by SQLite, by the index's hash, or by a set that does not decode. */
class IntegrityError extends Error {
  override name = 'IntegrityError';
}

/** The index's rows in the order written (rowid), as the harvest hashed them and an open hashes them again. */
const POSTINGS_IN_ORDER = 'SELECT word, field, count, data FROM postings ORDER BY rowid';

/** Adds one row of the index to the hash that guards it (postings_hash in meta). */
function hashPosting(hash: ReturnType<typeof createHash>, word: string, field: number, count: number, data: Uint8Array): void {
  hash.update(`${word}\0${field}\0${count}\0`).update(data);
}

/**
 * Throws unless the file is sound: every row of the index hashes to what the harvest wrote
 * (postings_hash), so a damaged index is refused instead of quietly finding nothing or the wrong
 * entries. `whole`: SQLite's quick_check of every b-tree too, for a harvest's new file before it is
 * swapped in. A server's open checks the index alone: a damaged table makes the reads that reach it
 * fail, where a damaged index would answer; the columns an open loads are checked as they load.
 */
function assertSound(db: Database.Database, what: string, whole: boolean): void {
  const problems: string[] = [];
  try {
    if (whole) {
      const rows = db.pragma('quick_check') as Record<string, unknown>[];
      problems.push(...rows.map((row) => String(Object.values(row)[0])).filter((line) => line !== 'ok'));
    }
    if (problems.length === 0) {
      const hash = createHash('sha256');
      for (const [word, field, count, data] of db.prepare(POSTINGS_IN_ORDER).raw().iterate() as Iterable<[string, number, number, Buffer]>)
        hashPosting(hash, word, field, count, data);
      if (hash.digest('hex') !== readMeta(db, 'postings_hash')) problems.push('the index is not the one its harvest wrote');
    }
  } catch (error) {
    problems.push((error as Error).message);
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
  /** The list applied to this generation's index: part of its content, so an edited list makes a new generation. */
  private readonly synonyms: SynonymList = harvestSynonyms();
  private readonly seen = new Set<string>();
  private readonly vocabulary = new Map<string, number>();
  private readonly labels = new Map<string, { kind: string; id: string; name: string }>();
  private readonly columns = new ColumnsWriter();
  private pending: { entry: CatalogueEntry; recordJson: string | undefined }[] = [];
  private dictionary: Buffer | null = null;
  /** The records (JSON) of the block being filled: block b holds the records of rowids b * RECORDS_PER_BLOCK + 1 on. */
  private block: string[] = [];
  private blocks = 0;
  private readonly deflating = new Set<Promise<void>>();
  /** Blocks deflated and not yet written, by number: written at the next entry, inside its transaction. */
  private deflated: [number, Buffer][] = [];
  private deflateFailure: Error | null = null;
  private rowid = 0;
  private inBatch = 0;
  private readonly insertEntry: Database.Statement;
  /** Each word's positions, in the entry's name and in any of its text: written at the commit, sorted by word. */
  private readonly postings = new Map<string, { name: PostingsWriter | null; every: PostingsWriter }>();
  private readonly insertBlock: Database.Statement;
  private done = false;

  constructor(private readonly target: string) {
    mkdirSync(dirname(target), { recursive: true });
    sweepTargetLeftovers(target);
    // Beside the target, so the swap is a rename within one file system.
    this.temp = `${target}.${process.pid}-${randomBytes(4).toString('hex')}.tmp`;
    this.hash.update(`synonyms ${this.synonyms.text}\n`);
    this.db = new Database(this.temp);
    this.db.pragma('journal_mode = OFF');
    this.db.pragma('synchronous = OFF');
    this.db.pragma(`page_size = ${PAGE_SIZE}`);
    this.db.exec(SCHEMA);
    this.insertEntry = this.db.prepare(
      `INSERT INTO entries (rowid, kind, id, name, href, image, date, accession, accession_key, belongs_to, context)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    );
    this.insertBlock = this.db.prepare('INSERT INTO records (block, data) VALUES (?, ?)');
  }

  async add(entry: CatalogueEntry, recordJson?: string): Promise<void> {
    this.addNow(entry, recordJson);
    if (this.deflating.size >= BLOCKS_IN_FLIGHT) await Promise.race(this.deflating);
  }

  private addNow(entry: CatalogueEntry, recordJson?: string): void {
    if (this.done) throw new Error('This generation is finished.');
    const key = `${entry.kind}:${entry.id}`;
    if (this.seen.has(key)) return;
    this.seen.add(key);
    if (this.dictionary === null) {
      this.pending.push({ entry, recordJson });
      const objects = this.pending.filter((pending) => pending.entry.kind === 'object').length;
      if (objects >= DICTIONARY_PER_KIND || this.pending.length >= DICTIONARY_WAIT) this.flushPending();
      return;
    }
    this.write(entry, recordJson);
  }

  private flushPending(): void {
    // A few records of each kind, objects last: zlib finds the nearest (cheapest) matches at the dictionary's end.
    const sample = [...KINDS]
      .reverse()
      .flatMap((kind) => this.pending.filter(({ entry }) => entry.kind === kind).slice(0, DICTIONARY_PER_KIND))
      .map(({ entry, recordJson }) => recordJson ?? JSON.stringify(entry.record))
      .join('');
    this.dictionary = Buffer.from(sample.slice(-DICTIONARY_CHARS), 'utf8');
    const pending = this.pending;
    this.pending = [];
    for (const { entry, recordJson } of pending) this.write(entry, recordJson);
  }

  private write(entry: CatalogueEntry, recordJson?: string): void {
    if (this.inBatch === 0) this.db.exec('BEGIN');
    this.writeDeflated();
    this.rowid += 1;
    const record = recordJson ?? JSON.stringify(entry.record);
    this.hash.update(canonical(entry, record)).update('\n');
    this.block.push(record);
    if (this.block.length === RECORDS_PER_BLOCK) this.flushBlock();
    this.insertEntry.run(
      this.rowid,
      entry.kind,
      entry.id,
      entry.name,
      entry.href,
      entry.image ? JSON.stringify(entry.image) : null,
      entry.date,
      entry.accessionNumber,
      entry.accessionNumber ? accessionKeyOf(entry.accessionNumber) : null,
      // Parents by reference ("collection:1 category:2"): their names live once, in labels.
      entry.belongsTo.map((parent) => `${parent.kind}:${parent.id}`).join(' '),
      entry.context ? JSON.stringify(entry.context) : null,
    );
    this.columns.add(entry);
    const nameTokens = indexTokens(entry.name, this.synonyms);
    const bodyTokens = indexTokens(entry.text, this.synonyms);
    this.index(this.rowid - 1, nameTokens, bodyTokens);
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

  /** Adds the entry at `position` to the postings of its words (positions come in order, so each set stays ascending). */
  private index(position: number, nameTokens: readonly string[], bodyTokens: readonly string[]): void {
    for (const token of nameTokens) {
      const word = token.slice(0, MAX_TOKEN_CHARS);
      let sets = this.postings.get(word);
      if (!sets) this.postings.set(word, (sets = { name: null, every: new PostingsWriter() }));
      (sets.name ??= new PostingsWriter()).add(position);
      sets.every.add(position);
    }
    for (const token of bodyTokens) {
      const word = token.slice(0, MAX_TOKEN_CHARS);
      let sets = this.postings.get(word);
      if (!sets) this.postings.set(word, (sets = { name: null, every: new PostingsWriter() }));
      sets.every.add(position);
    }
  }

  /** The index, sorted by word (a prefix's words are neighbours on disk), and the hash an open checks it by. */
  private writePostings(): string {
    const insert = this.db.prepare('INSERT INTO postings (word, field, count, data) VALUES (?, ?, ?, ?)');
    const hash = createHash('sha256');
    const write = (word: string, field: number, set: PostingsWriter) => {
      const data = set.blob;
      insert.run(word, field, set.count, data);
      hashPosting(hash, word, field, set.count, data);
    };
    for (const word of [...this.postings.keys()].sort()) {
      const sets = this.postings.get(word)!;
      if (sets.name) write(word, FIELD.name, sets.name);
      write(word, FIELD.every, sets.every);
    }
    this.postings.clear();
    return hash.digest('hex');
  }

  /** The block's records, one JSON a line (JSON.stringify escapes every newline within one), deflated as one. */
  private flushBlock(): void {
    if (this.block.length === 0) return;
    const number = this.blocks;
    const text = Buffer.from(this.block.join('\n'), 'utf8');
    this.blocks += 1;
    this.block = [];
    const done = new Promise<void>((resolve) => {
      deflateRaw(text, { dictionary: this.dictionary! }, (error, data) => {
        if (error) this.deflateFailure ??= error;
        else this.deflated.push([number, data]);
        resolve();
      });
    });
    this.deflating.add(done);
    void done.then(() => this.deflating.delete(done));
  }

  private writeDeflated(): void {
    if (this.deflateFailure) throw this.deflateFailure;
    for (const [number, data] of this.deflated) this.insertBlock.run(number, data);
    this.deflated = [];
  }

  async commit(harvestedAt: string): Promise<CommitResult> {
    if (this.done) throw new Error('This generation is finished.');
    try {
      if (this.dictionary === null) this.flushPending();
      this.flushBlock();
      await Promise.all(this.deflating);
      if (this.inBatch === 0) this.db.exec('BEGIN');
      this.writeDeflated();
      this.db.exec('COMMIT');
      this.inBatch = 0;
      const hash = this.hash.digest('hex');
      this.db.exec('BEGIN');
      const word = this.db.prepare('INSERT INTO vocabulary (word, count) VALUES (?, ?)');
      for (const [text, count] of this.vocabulary) word.run(text, count);
      const label = this.db.prepare('INSERT OR REPLACE INTO labels (kind, id, name) VALUES (?, ?, ?)');
      for (const parent of this.labels.values()) label.run(parent.kind, parent.id, parent.name);
      const postingsHash = this.writePostings();
      const meta = this.db.prepare('INSERT INTO meta (key, value) VALUES (?, ?)');
      meta.run('schema', SCHEMA_VERSION);
      meta.run('harvested_at', harvestedAt);
      meta.run('content_hash', hash);
      meta.run('dictionary', this.dictionary ?? Buffer.alloc(0));
      meta.run('records_per_block', String(RECORDS_PER_BLOCK));
      meta.run('synonyms', this.synonyms.text);
      meta.run('size', String(this.rowid));
      meta.run('postings_hash', postingsHash);
      for (const [key, value] of this.columns.rows()) meta.run(key, value);
      this.db.exec(INDEXES);
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
 * The columns search-core.ts filters and sorts on, as the harvest wrote them in `meta`
 * (column-blobs.ts): a few MB read whole, no table scanned or sorted, checked as they load.
 */
function loadColumns(db: Database.Database, labels: Map<string, string>, path: string): Columns {
  const size = Number(readMeta(db, 'size'));
  const last = (db.prepare('SELECT max(rowid) FROM entries').pluck().get() as number | null) ?? 0;
  if (!Number.isSafeInteger(size) || size !== last)
    throw new IntegrityError(`${path} failed its integrity check: ${last} entries, not ${String(readMeta(db, 'size'))}`);
  return readColumns(
    (key) => readMeta(db, key),
    size,
    labels,
    (detail) => new IntegrityError(`${path} failed its integrity check: ${detail}`),
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
  private readonly recordsPerBlock: number;
  private readonly statements;

  constructor(
    private readonly db: Database.Database,
    private readonly path: string,
  ) {
    this.harvestedAt = String(readMeta(db, 'harvested_at') ?? '');
    const dictionary = readMeta(db, 'dictionary');
    this.dictionary = Buffer.isBuffer(dictionary) ? dictionary : Buffer.alloc(0);
    this.recordsPerBlock = Number(readMeta(db, 'records_per_block'));
    if (!Number.isSafeInteger(this.recordsPerBlock) || this.recordsPerBlock < 1)
      throw new IntegrityError(`${path} failed its integrity check: records_per_block is ${String(readMeta(db, 'records_per_block'))}`);
    const labels = new Map<string, string>();
    for (const row of db.prepare('SELECT kind, id, name FROM labels').all() as { kind: string; id: string; name: string }[]) {
      labels.set(`${row.kind}:${row.id}`, row.name);
    }
    const columns = loadColumns(db, labels, path);
    this.size = columns.size;
    const counts = new Map<string, number>();
    for (const [word, count] of db.prepare('SELECT word, count FROM vocabulary').raw().all() as [string, number][]) counts.set(word, count);
    const words = [...counts.keys()].sort();
    this.statements = {
      word: db.prepare('SELECT count, data FROM postings WHERE word = ? AND field = ?').raw(),
      prefix: db.prepare('SELECT count, data FROM postings WHERE word >= ? AND word < ? AND field = ?').raw(),
      // The key and the keys that start with it: a range of the index (U+FFFF sorts after any character a key holds).
      accession: db
        .prepare('SELECT rowid FROM entries WHERE accession_key >= ? AND accession_key < ? || char(65535) ORDER BY rowid')
        .pluck(),
      rows: db.prepare(
        'SELECT rowid, kind, id, name, href, image, date, accession, belongs_to FROM entries WHERE rowid IN (SELECT value FROM json_each(?))',
      ),
      object: db.prepare("SELECT rowid, context FROM entries WHERE id = ? AND kind = 'object' LIMIT 1"),
      block: db.prepare('SELECT data FROM records WHERE block = ?').pluck(),
      sitemap: db.prepare('SELECT kind, id, href FROM entries WHERE rowid > ? ORDER BY rowid LIMIT ?'),
    };
    this.core = new SearchCore(
      columns,
      words,
      {
        match: async (plan, inName, budget = UNLIMITED) => this.match(plan, inName ? FIELD.name : FIELD.every, budget),
        matchNames: async (plan, limit, budget = UNLIMITED) => Array.from(this.match(plan, FIELD.name, budget).subarray(0, limit)),
        accession: async (key) => (this.statements.accession.all(key, key) as number[]).map((rowid) => rowid - 1),
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
      },
      counts,
    );
  }

  /**
   * Positions holding every term of the plan in `field`: each term's set is the union of its
   * alternatives' (a prefix: of every word in its range), and the terms' sets are intersected,
   * the smallest first.
   */
  private match(plan: QueryPlan, field: number, budget: Budget): Int32Array {
    const sets: Int32Array[] = [];
    for (const term of plan.terms) {
      if (term.type === 'pairs') {
        sets.push(
          intersect(
            term.pairs.map((pair) => this.posting(pair, field)),
            budget,
          ),
        );
      } else {
        sets.push(
          union(
            term.alternatives.map((alternative) =>
              alternative.prefix ? this.postingsFrom(alternative.text, field, budget) : this.posting(alternative.text, field),
            ),
            this.size,
            budget,
          ),
        );
      }
      budget.check();
      // A term nothing holds: the rest need not be read.
      if (sets.at(-1)!.length === 0) return new Int32Array(0);
    }
    return intersect(sets, budget);
  }

  private posting(word: string, field: number): Int32Array {
    const row = this.statements.word.get(word, field) as [number, Buffer] | undefined;
    return row ? this.decode(row) : new Int32Array(0);
  }

  /** The positions of every word that starts with `prefix`. */
  private postingsFrom(prefix: string, field: number, budget: Budget): Int32Array {
    const sets: Int32Array[] = [];
    let rows = 0;
    for (const row of this.statements.prefix.iterate(prefix, prefix + AFTER_EVERY_CHAR, field) as Iterable<[number, Buffer]>) {
      sets.push(this.decode(row));
      if (++rows % 64 === 0) budget.check();
    }
    return union(sets, this.size, budget);
  }

  private decode([count, data]: [number, Buffer]): Int32Array {
    try {
      return decodePostings(data, count, this.size);
    } catch (error) {
      // A file checked at open whose index went bad beneath the server: said, not answered as no matches.
      if (error instanceof PostingsError) throw new IntegrityError(`${this.path} failed its integrity check: ${error.message}`);
      throw error;
    }
  }

  search(params: Parameters<CatalogueReader['search']>[0], budget?: Budget) {
    return this.core.search(params, budget);
  }

  suggest(q: string, limit: number, budget?: Budget) {
    return this.core.suggest(q, limit, budget);
  }

  async getObject(id: string) {
    if (!/^-?\d{1,19}$/.test(id)) return null;
    const row = this.statements.object.get(id) as { rowid: number; context: string | null } | undefined;
    if (!row) return null;
    const position = row.rowid - 1;
    const block = this.statements.block.get(Math.floor(position / this.recordsPerBlock)) as Buffer | undefined;
    if (!block) throw new Error(`The record of object ${id} is missing.`);
    const lines = inflateRawSync(block, { dictionary: this.dictionary });
    // The record is the block's (position % recordsPerBlock)th line.
    let start = 0;
    for (let line = position % this.recordsPerBlock; line > 0; line -= 1) {
      start = lines.indexOf(10, start) + 1;
      if (start === 0) throw new Error(`The record of object ${id} is missing.`);
    }
    const end = lines.indexOf(10, start);
    const record = JSON.parse(lines.toString('utf8', start, end < 0 ? lines.length : end)) as Record<string, unknown>;
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

/** `verify: false` skips the index's check (OpenOptions): the columns' own checks still run. */
export function openSqliteCatalogue(path: string, { verify = true }: OpenOptions = {}): CatalogueReader {
  const db = new Database(path, { readonly: true, fileMustExist: true });
  try {
    const schema = readMeta(db, 'schema');
    if (String(schema) !== SCHEMA_VERSION)
      throw new Error(
        `${path} is not a catalogue this version of Hangar reads (schema ${String(schema)}, this version reads ${SCHEMA_VERSION}): run the harvest to rebuild it.`,
      );
    if (verify) assertSound(db, path, false);
    return new SqliteReader(db, path);
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
  // second: its check (the whole index read, about half a second at 100,000 entries) runs once,
  // and an open that skips the check still refuses a file found damaged.
  let damaged: { version: string; error: Error } | null = null;
  return {
    target,
    exists: async () => existsSync(target),
    async open(options?: OpenOptions) {
      const before = versionOf();
      if (damaged && damaged.version === before) throw damaged.error;
      try {
        return openSqliteCatalogue(target, options);
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

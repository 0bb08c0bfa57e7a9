/**
 * The shared engine: one PostgreSQL database that any number of servers read (docs/decisions/0039).
 * A namespace (schema `hangar` unless the URL says `?schema=`) holds the schema version, the
 * generations and which one is current; each generation is tables of its own (entries_N, search_N,
 * orders_N, words_N, labels_N), written beside the current one and switched in by one transaction. The words
 * are the embedded engine's (text.ts, planned by query.ts): stored as tsvectors of exact lexemes,
 * asked with a tsquery the server builds from the plan and sends as a parameter. Filters, facets,
 * sort and paging run in memory over the same columns as SQLite's (search-core.ts), so both answer
 * alike; the database answers which entries match, their rows, records and sitemap pages.
 */
import { createHash } from 'node:crypto';
import pg from 'pg';
import { canonical } from './canonical.ts';
import {
  redactTarget,
  SECRET_PARAMETERS,
  type BelongsTo,
  type CatalogueEngine,
  type CatalogueEntry,
  type CatalogueReader,
  type CommitResult,
  type GenerationWriter,
  type Kind,
  type ObjectAnswer,
  type SitemapEntry,
} from './engine.ts';
import { accessionKeyOf, type QueryPlan } from './query.ts';
import type { Budget } from './budget.ts';
import { SearchCore, columnsBuilder, nameKey, type Columns } from './search-core.ts';
import { COLUMN, ColumnsWriter, readColumns } from './column-blobs.ts';
import { harvestSynonyms } from './synonyms.ts';
import { indexTokens, vocabularyWords, type TokenExpander } from './text.ts';

/** The namespace's layout, in schema_version; MIGRATIONS[n - 1] takes it from n - 1 to n. */
export const SCHEMA_VERSION = 3;
/**
 * What a generation's tables hold (the words text.ts makes): part of the content hash. 2 (issue
 * #49): pinyin and synonyms in the words, accession keys with their parts joined by dots, name keys.
 */
const CONTENT_VERSION = '2';

export const MIGRATIONS: readonly ((schema: string) => string)[] = [
  // 1: the generations and the pointer to the current one.
  (schema) => `
    CREATE TABLE ${schema}.generations (
      id bigserial PRIMARY KEY,
      state text NOT NULL CHECK (state IN ('writing', 'live', 'retired')),
      started_at timestamptz NOT NULL DEFAULT now(),
      harvested_at text,
      content_hash text
    );
    CREATE TABLE ${schema}.current (
      only_row boolean PRIMARY KEY DEFAULT true CHECK (only_row),
      generation bigint NOT NULL REFERENCES ${schema}.generations (id)
    );`,
  // 2: when a generation was switched in or out, so a harvest can tell what readers may still hold.
  (schema) => `
    ALTER TABLE ${schema}.generations ADD COLUMN switched_at timestamptz;
    UPDATE ${schema}.generations SET switched_at = started_at WHERE state <> 'writing';`,
  // 3: generations now have name keys, and accession keys of another shape: one written before is
  // no longer current (a server says there is no catalogue yet, where it would misread it), and the
  // harvest that migrates writes the next.
  (schema) => `DELETE FROM ${schema}.current;`,
];

export interface PostgresOptions {
  /** The readers' connections per process at most (the engine keeps CONTROL_CONNECTIONS more of its own). */
  maxConnections?: number;
  /** A reader's statement is cancelled by the server past this. */
  statementTimeoutMs?: number;
  /** How long a new connection may take (a database down answers sooner: refused). */
  connectTimeoutMs?: number;
  /** How long a replaced generation is kept after the switch, for the requests still reading it. */
  retireAfterMs?: number;
  /** Stops before this migration (tests write the first schema with it). */
  migrateTo?: number;
  /** Rows read at a time while a generation opens (OPEN_BATCH_ROWS); Infinity reads each table in one piece. */
  openBatchRows?: number;
}

const BATCH = 500;
/** A look at the current generation and an open (one connection), with one to spare. */
const CONTROL_CONNECTIONS = 3;
/** A lexeme is at most 2,047 bytes; no query word is longer than 64 characters (query.ts) anyway. */
const MAX_TOKEN_CHARS = 200;

/** The URL without `schema=`, and the namespace it names. */
export function parseTarget(target: string): { connectionString: string; schema: string } {
  const url = new URL(target);
  const schema = url.searchParams.get('schema') ?? 'hangar';
  if (!/^[a-z_][a-z0-9_]{0,47}$/.test(schema))
    throw new Error(`schema=${schema}: a PostgreSQL schema name of lower-case letters, digits and _ (at most 48).`);
  url.searchParams.delete('schema');
  return { connectionString: url.toString(), schema };
}

function decoded(text: string): string {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '));
  } catch {
    return text;
  }
}

/**
 * What of a target must not reach a log or an error, and what each becomes: the target as given
 * and as the driver is handed it (printed as redactTarget prints them), then its password and its
 * secret parameters' values, as typed, decoded and percent-encoded. The driver's and the server's
 * messages may echo any of them: a host or a database name read out of a password that holds a
 * `/`, a URL that does not parse.
 */
export function targetScrubber(target: string): (text: string) => string {
  const wholes = new Map<string, string>([[target, redactTarget(target)]]);
  const secrets = new Set<string>();
  const secret = (value: string) => {
    for (const form of [value, decoded(value), encodeURIComponent(decoded(value))]) if (form !== '') secrets.add(form);
  };
  const typed = /^[a-z][a-z0-9+.-]*:\/\/([^?#]*)@/is.exec(target)?.[1];
  if (typed?.includes(':')) secret(typed.slice(typed.indexOf(':') + 1));
  for (const [, name = '', value = ''] of target.matchAll(/[?&]([^&=#]*)=([^&#]*)/g)) {
    if (SECRET_PARAMETERS.has(decoded(name).trim().toLowerCase())) secret(value);
  }
  try {
    const url = new URL(target);
    if (url.password) secret(url.password);
    for (const [name, value] of url.searchParams) if (SECRET_PARAMETERS.has(name.trim().toLowerCase())) secret(value);
    url.searchParams.delete('schema');
    wholes.set(url.toString(), redactTarget(url.toString()));
  } catch {
    // Nothing more to learn from a target that does not parse: its text as typed is covered above.
  }
  const byLength = (a: string, b: string) => b.length - a.length;
  const whole = [...wholes].sort(([a], [b]) => byLength(a, b));
  const bare = [...secrets].sort(byLength);
  return (text) => {
    for (const [raw, printed] of whole) text = text.split(raw).join(printed);
    for (const value of bare) text = text.split(value).join('…');
    return text;
  };
}

/** The error with its text scrubbed in place (its class, code and fields kept: callers look at them). */
export function redactError(error: unknown, scrub: (text: string) => string): unknown {
  if (!(error instanceof Error)) return new Error(scrub(String(error)));
  const fields = error as unknown as Record<string, unknown>;
  // `input`: a URL that does not parse carries the whole of it; detail, hint, where: the server's words.
  for (const key of ['message', 'stack', 'input', 'detail', 'hint', 'where', 'internalQuery']) {
    const value = fields[key];
    if (typeof value === 'string') {
      const clean = scrub(value);
      if (clean !== value) fields[key] = clean;
    }
  }
  if (error.cause !== undefined) error.cause = redactError(error.cause, scrub);
  // A host with several addresses refused on each: net's AggregateError holds one error an address.
  if (error instanceof AggregateError) error.errors = error.errors.map((inner: unknown) => redactError(inner, scrub));
  return error;
}

/** Errors that mean "no catalogue here yet" rather than "the database cannot be asked". */
function isMissing(error: unknown): boolean {
  const code = (error as { code?: string }).code;
  return code === '42P01' || code === '3F000';
}

/** The plan as a tsquery: every term must match, a word by any of its alternatives, a CJK word by all its pairs. */
export function tsquery(plan: QueryPlan): string | null {
  if (plan.terms.length === 0) return null;
  // Tokens are letters and digits only; the quoting is for the day they are not.
  const lexeme = (text: string, prefix: boolean) => `'${text.replace(/\\/g, '\\\\').replace(/'/g, "''")}'${prefix ? ':*' : ''}`;
  return plan.terms
    .map((term) =>
      term.type === 'pairs'
        ? `(${term.pairs.map((pair) => lexeme(pair, false)).join(' & ')})`
        : `(${term.alternatives.map((alternative) => lexeme(alternative.text, alternative.prefix)).join(' | ')})`,
    )
    .join(' & ');
}

const tokensOf = (text: string, synonyms: TokenExpander) => indexTokens(text, synonyms).map((token) => token.slice(0, MAX_TOKEN_CHARS));

class PostgresGeneration implements GenerationWriter {
  private readonly hash = createHash('sha256').update(`postgres ${CONTENT_VERSION}\n`);
  /** The list applied to this generation's words: part of its content, so an edited list makes a new generation. */
  private readonly synonyms = harvestSynonyms();
  private readonly seen = new Set<string>();
  private readonly vocabulary = new Map<string, number>();
  private readonly labels = new Map<string, BelongsTo>();
  private batch: { entry: CatalogueEntry; recordJson: string }[] = [];
  /** The columns and orders a server opens (column-blobs.ts), gathered as the entries are added. */
  private readonly columns = new ColumnsWriter();
  private position = 0;
  private done = false;

  constructor(
    private readonly engine: PostgresEngine,
    private readonly client: pg.Client,
    private readonly generation: string,
  ) {
    this.hash.update(`synonyms ${this.synonyms.text}\n`);
  }

  private table(name: string): string {
    return `${this.engine.schema}.${name}_${this.generation}`;
  }

  add(entry: CatalogueEntry, recordJson?: string): Promise<void> {
    return this.engine.guard(this.addEntry(entry, recordJson ?? JSON.stringify(entry.record)));
  }

  commit(harvestedAt: string): Promise<CommitResult> {
    return this.engine.guard(this.switchIn(harvestedAt));
  }

  abort(): Promise<void> {
    return this.engine.guard(this.discard());
  }

  private async addEntry(entry: CatalogueEntry, recordJson: string): Promise<void> {
    if (this.done) throw new Error('This generation is finished.');
    const key = `${entry.kind}:${entry.id}`;
    if (this.seen.has(key)) return;
    this.seen.add(key);
    this.columns.add(entry);
    this.hash.update(canonical(entry, recordJson)).update('\n');
    this.batch.push({ entry, recordJson });
    if (this.batch.length >= BATCH) await this.flush();
  }

  /** One INSERT per batch, every value a parameter (arrays unnested on the server). */
  private async flush(): Promise<void> {
    const rows = this.batch;
    this.batch = [];
    if (rows.length === 0) return;
    const columns: unknown[][] = Array.from({ length: 18 }, () => []);
    for (const { entry, recordJson } of rows) {
      const nameTokens = tokensOf(entry.name, this.synonyms);
      const bodyTokens = tokensOf(entry.text, this.synonyms);
      for (const word of new Set(vocabularyWords([...nameTokens, ...bodyTokens]))) {
        this.vocabulary.set(word, (this.vocabulary.get(word) ?? 0) + 1);
      }
      for (const parent of entry.belongsTo) this.labels.set(`${parent.kind}:${parent.id}`, parent);
      const values = [
        this.position++,
        entry.kind,
        entry.id,
        entry.name,
        entry.href,
        entry.image ? JSON.stringify(entry.image) : null,
        entry.date,
        entry.year,
        entry.accessionNumber,
        entry.accessionNumber ? accessionKeyOf(entry.accessionNumber) : null,
        JSON.stringify(entry.belongsTo),
        entry.collectionId,
        entry.categoryId,
        recordJson,
        entry.context ? JSON.stringify(entry.context) : null,
        nameKey(entry.name),
        nameTokens.join(' '),
        [...nameTokens, ...bodyTokens].join(' '),
      ];
      values.forEach((value, index) => columns[index]!.push(value));
    }
    const words = columns.splice(16, 2);
    await this.client.query(
      `INSERT INTO ${this.table('entries')}
         (pos, kind, id, name, href, image, date, year, accession, accession_key, belongs_to, collection_id, category_id, record, context, name_key)
       SELECT * FROM unnest($1::int[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[], $8::int[], $9::text[],
                            $10::text[], $11::text[], $12::text[], $13::text[], $14::text[], $15::text[], $16::int[])`,
      columns,
    );
    // The words in a narrow table of their own: a match over 60,000 entries reads their rows, and
    // the records beside them would make that ten times the pages.
    await this.client.query(
      `INSERT INTO ${this.table('search')} (pos, name_words, all_words)
       SELECT pos, array_to_tsvector(array_remove(string_to_array(name_words, ' '), '')), array_to_tsvector(array_remove(string_to_array(all_words, ' '), ''))
       FROM unnest($1::int[], $2::text[], $3::text[]) AS batch (pos, name_words, all_words)`,
      [columns[0], ...words],
    );
  }

  private async switchIn(harvestedAt: string): Promise<CommitResult> {
    if (this.done) throw new Error('This generation is finished.');
    const { schema } = this.engine;
    // Every entry is in the hash as it was added.
    const hash = this.hash.digest('hex');
    try {
      await this.flush();
      const words = [...this.vocabulary];
      await this.client.query(`INSERT INTO ${this.table('words')} (word, count) SELECT * FROM unnest($1::text[], $2::int[])`, [
        words.map(([word]) => word),
        words.map(([, count]) => count),
      ]);
      const labels = [...this.labels.values()];
      await this.client.query(
        `INSERT INTO ${this.table('labels')} (kind, id, name) SELECT * FROM unnest($1::text[], $2::text[], $3::text[])`,
        [labels.map((label) => label.kind), labels.map((label) => label.id), labels.map((label) => label.name)],
      );
      for (const [key, value] of this.columns.rows())
        await this.client.query(`INSERT INTO ${this.table('columns')} (key, value) VALUES ($1, $2)`, [key, Buffer.from(value)]);
      const entries = this.table('entries');
      const search = this.table('search');
      // The three orders search-core walks, ranked once here rather than sorted by every server at open.
      await this.client.query(`
        CREATE TABLE ${this.table('orders')} AS
        SELECT pos,
               (row_number() OVER (ORDER BY ${ID_ORDER}) - 1)::int AS id_rank,
               (row_number() OVER (ORDER BY year IS NULL, year, ${ID_ORDER}) - 1)::int AS date_rank,
               (row_number() OVER (ORDER BY year IS NULL, year DESC, ${ID_ORDER}) - 1)::int AS date_desc_rank
        FROM ${entries}`);
      // The orders' key lets a server read them beside the entries in one pass, both in position order (loadGeneration).
      await this.client.query(`
        ALTER TABLE ${this.table('orders')} ADD PRIMARY KEY (pos);
        CREATE INDEX ON ${search} USING gin (all_words);
        CREATE INDEX ON ${search} USING gin (name_words);
        CREATE INDEX ON ${entries} (id);
        CREATE INDEX ON ${entries} (accession_key text_pattern_ops) WHERE accession_key IS NOT NULL;
        ANALYZE ${entries};
        ANALYZE ${search};`);
      await this.client.query('BEGIN');
      // One switch at a time: a second harvest finishing now waits for this one.
      const current = await this.client.query<{ generation: string; content_hash: string | null }>(
        `SELECT c.generation, g.content_hash FROM ${schema}.current c JOIN ${schema}.generations g ON g.id = c.generation FOR UPDATE OF c`,
      );
      const previous = current.rows[0];
      if (previous?.content_hash === hash) {
        await this.client.query('ROLLBACK');
        await this.discard();
        return { written: false, hash, reason: 'unchanged' };
      }
      await this.client.query(
        `UPDATE ${schema}.generations SET state = 'live', harvested_at = $2, content_hash = $3, switched_at = now() WHERE id = $1`,
        [this.generation, harvestedAt, hash],
      );
      await this.client.query(
        `INSERT INTO ${schema}.current (only_row, generation) VALUES (true, $1) ON CONFLICT (only_row) DO UPDATE SET generation = EXCLUDED.generation`,
        [this.generation],
      );
      if (previous)
        await this.client.query(`UPDATE ${schema}.generations SET state = 'retired', switched_at = now() WHERE id = $1`, [
          previous.generation,
        ]);
      await this.client.query('COMMIT');
      this.done = true;
    } catch (error) {
      await this.client.query('ROLLBACK').catch(() => undefined);
      await this.discard().catch(() => undefined);
      throw error;
    }
    // Switched: a failure from here on leaves the new generation in place and an old one to drop next time.
    try {
      await this.engine.dropRetired(this.client, this.generation);
    } finally {
      await this.client.end().catch(() => undefined);
    }
    return { written: true, hash };
  }

  private async discard(): Promise<void> {
    if (this.done) return;
    this.done = true;
    try {
      await this.engine.dropGeneration(this.client, this.generation);
    } finally {
      await this.client.end().catch(() => undefined);
    }
  }
}

interface EntryRow {
  pos: number;
  kind: Kind;
  id: string;
  name: string;
  href: string;
  image: string | null;
  date: string | null;
  accession: string | null;
  belongs_to: string;
}

class PostgresReader implements CatalogueReader {
  private constructor(
    private readonly pool: pg.Pool,
    private readonly entries: string,
    readonly harvestedAt: string,
    readonly size: number,
    private readonly core: SearchCore,
    private readonly guard: PostgresEngine['guard'],
  ) {}

  /**
   * Loads a generation's columns through `control` (the engine's own connections); searches go
   * through `pool`. Read through cursors in bounded batches (decision 0050): read as one answer,
   * every row was on the heap at once (about 210 B an entry, and the pool kept the answer reachable
   * for as long as the connection that read it lived), and filling the columns from it held the
   * event loop 100 to 340 ms, at 104,000 and a million entries.
   */
  static async open(
    pool: pg.Pool,
    control: pg.Pool,
    schema: string,
    batchRows: number,
    guard: PostgresEngine['guard'],
  ): Promise<PostgresReader> {
    const { generation, columns, words, counts } = await loadGeneration(control, schema, batchRows);
    const entries = `${schema}.entries_${generation.id}`;
    const search = `${schema}.search_${generation.id}`;
    const array = <T extends unknown[]>(text: string, values: unknown[] = []) =>
      pool.query<T>({ text, values, rowMode: 'array' }).then((result) => result.rows);
    const core = new SearchCore(
      columns,
      words,
      {
        match: async (plan, inName) => {
          const query = tsquery(plan);
          if (!query) return new Int32Array(0);
          // One text value rather than a row per match: 60,000 rows cost the driver far more than one string.
          const rows = await array<[string | null]>(
            `SELECT string_agg(pos::text, ',') FROM ${search} WHERE ${inName ? 'name_words' : 'all_words'} @@ $1::tsquery`,
            [query],
          );
          const text = rows[0]?.[0];
          return text ? Int32Array.from(text.split(','), Number) : new Int32Array(0);
        },
        matchNames: async (plan, limit) => {
          const query = tsquery(plan);
          if (!query) return [];
          const rows = await array<[number]>(`SELECT pos FROM ${search} WHERE name_words @@ $1::tsquery ORDER BY pos LIMIT $2`, [
            query,
            limit,
          ]);
          return rows.map(([pos]) => pos);
        },
        // The key and the keys that start with it; a key holds letters, digits and dots only, nothing LIKE reads as a pattern.
        accession: async (key) =>
          (
            await array<[number]>(`SELECT pos FROM ${entries} WHERE accession_key LIKE $1 AND accession_key IS NOT NULL ORDER BY pos`, [
              `${key.replace(/[\\%_]/g, '\\$&')}%`,
            ])
          ).map(([pos]) => pos),
        rows: async (positions) => {
          const found = await pool.query<EntryRow>(
            `SELECT pos, kind, id, name, href, image, date, accession, belongs_to FROM ${entries} WHERE pos = ANY($1::int[])`,
            [positions],
          );
          const byPos = new Map(found.rows.map((row) => [row.pos, row]));
          return positions.map((position) => {
            const row = byPos.get(position);
            // The generation was dropped under this reader: the request fails, the next one reads the new one.
            if (!row) throw new Error(`entry ${position} is missing from ${entries}`);
            return {
              kind: row.kind,
              id: row.id,
              name: row.name,
              href: row.href,
              image: row.image ? (JSON.parse(row.image) as CatalogueEntry['image']) : null,
              date: row.date,
              accessionNumber: row.accession,
              belongsTo: JSON.parse(row.belongs_to) as BelongsTo[],
            };
          });
        },
        harvestedAt: generation.harvested_at,
      },
      counts,
    );
    return new PostgresReader(pool, entries, generation.harvested_at, columns.size, core, guard);
  }

  search(params: Parameters<CatalogueReader['search']>[0], budget?: Budget) {
    return this.guard(this.core.search(params, budget));
  }

  suggest(q: string, limit: number, budget?: Budget) {
    return this.guard(this.core.suggest(q, limit, budget));
  }

  getObject(id: string): Promise<ObjectAnswer | null> {
    return this.guard(this.objectById(id));
  }

  listForSitemap(offset: number, limit: number): Promise<SitemapEntry[]> {
    return this.guard(this.sitemapPage(offset, limit));
  }

  private async objectById(id: string): Promise<ObjectAnswer | null> {
    if (!/^-?\d{1,19}$/.test(id)) return null;
    const found = await this.pool.query<{ record: string; context: string | null }>(
      `SELECT record, context FROM ${this.entries} WHERE id = $1 AND kind = 'object' ORDER BY pos LIMIT 1`,
      [id],
    );
    const row = found.rows[0];
    if (!row) return null;
    return {
      record: JSON.parse(row.record) as Record<string, unknown>,
      context: row.context ? (JSON.parse(row.context) as ObjectAnswer['context']) : null,
    };
  }

  private async sitemapPage(offset: number, limit: number): Promise<SitemapEntry[]> {
    // Positions are 0..size - 1 in the catalogue's order: an offset is a position, no rows skipped one by one.
    const found = await this.pool.query<SitemapEntry>(`SELECT kind, id, href FROM ${this.entries} WHERE pos >= $1 ORDER BY pos LIMIT $2`, [
      offset,
      limit,
    ]);
    return found.rows;
  }

  close(): void {
    // The connections are the engine's, shared by every generation it opens.
  }
}

const ID_ORDER = `CASE WHEN id ~ '^-?[0-9]{1,19}$' THEN id::numeric END, id`;

/** kind, year, has an image, collection, category, name length, and the entry's rank in the id, date and newest-first orders. */
type ColumnRow = [Kind, number | null, boolean, string | null, string | null, number, number, number, number, number];

/** The typed columns filled batch by batch as the cursor reads them: no row outlives its batch. */
function columnsLoader(size: number) {
  const columns = columnsBuilder(size);
  const idRank = new Int32Array(size);
  const byDate = new Int32Array(size);
  const byDateDesc = new Int32Array(size);
  let position = 0;
  return {
    /** Rows in position order: collections and categories are numbered in the order SQLite numbers them. */
    add(rows: ColumnRow[]): void {
      for (const [kind, year, hasImage, collection, category, nameLength, id, date, dateDesc, nameKey] of rows) {
        if (position >= size) throw new Error(`More than ${size} entries were read.`);
        idRank[position] = id;
        byDate[date] = position;
        byDateDesc[dateDesc] = position;
        columns.set(position, { kind, year, hasImage, collection, category, nameLength, nameKey });
        position += 1;
      }
    },
    finish(labels: Map<string, string>): Columns {
      if (position !== size) throw new Error(`Read ${position} entries of ${size}.`);
      return columns.finish({ idRank, byDate, byDateDesc }, labels);
    },
  };
}

/**
 * Rows a cursor reads at a time while a generation opens. Measured on the large demo (decision
 * 0050), the most the open held the event loop at once: 11 to 26 ms at 1,000 rows, 53 to 92 ms at
 * 10,000 (a batch that big outlives the young generation, and the collector copies it); the next
 * batch is asked for before one is filled in, so the round trips overlap the work.
 */
export const OPEN_BATCH_ROWS = 1_000;

/** A turn for what waits behind the open (requests, timers): setImmediate runs after the I/O already queued. */
const yieldToLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * A query's rows, `batchRows` at a time, through a cursor of the transaction `client` is in: each
 * batch is handed to `each`, then the loop gets a turn. Each FETCH is a statement of its own, so
 * the connection's statement and client-side timeouts bound a batch, not the whole open (a
 * catalogue of millions takes longer than either). Infinity: one FETCH ALL, every row at once.
 */
async function eachBatch<T extends unknown[]>(
  client: pg.ClientBase,
  text: string,
  batchRows: number,
  each: (rows: T[]) => void,
): Promise<void> {
  await client.query(`DECLARE hangar_open NO SCROLL CURSOR FOR ${text}`);
  const fetch = () => {
    const batch = client.query<T>({ text: `FETCH ${Number.isFinite(batchRows) ? batchRows : 'ALL'} FROM hangar_open`, rowMode: 'array' });
    // Awaited below, unless `each` throws first: then the connection is closed under it and its failure is not news.
    batch.catch(() => undefined);
    return batch;
  };
  let next = fetch();
  for (;;) {
    const { rows } = await next;
    const more = rows.length === batchRows;
    // Asked for now, read while this batch is filled in: the database's work and the round trip overlap ours.
    if (more) next = fetch();
    each(rows);
    if (!more) break;
    await yieldToLoop();
  }
  await client.query('CLOSE hangar_open');
}

interface LoadedGeneration {
  generation: { id: string; harvested_at: string };
  columns: Columns;
  words: string[];
  counts: Map<string, number>;
}

/** The current generation's labels, vocabulary and columns, read on one of `control`'s connections in one snapshot. */
async function loadGeneration(control: pg.Pool, schema: string, batchRows: number): Promise<LoadedGeneration> {
  const client = await control.connect();
  let failed = false;
  try {
    // One snapshot: the generation found is the one whose tables are read, whatever a harvest switches meanwhile.
    // No JIT: compiling these plain scans cost more than it saved (their estimated cost turns it on past 100,000 entries).
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY; SET LOCAL jit = off');
    const found = await client.query<{ id: string; harvested_at: string }>(
      `SELECT g.id, g.harvested_at FROM ${schema}.current c JOIN ${schema}.generations g ON g.id = c.generation`,
    );
    const generation = found.rows[0];
    if (!generation) throw new Error('There is no catalogue in this database yet.');
    const table = (name: string) => `${schema}.${name}_${generation.id}`;
    // The primary key answers both without a scan; with as many rows as max + 1 read in its order,
    // positions are 0 .. size - 1 and a row's place in the stream is its position.
    const bounds = await client.query<{ first: number | null; last: number | null }>(
      `SELECT min(pos) AS first, max(pos) AS last FROM ${table('entries')}`,
    );
    const { first, last } = bounds.rows[0]!;
    if (first !== null && first !== 0) throw new Error(`${table('entries')} starts at position ${first}, not 0.`);
    const size = last === null ? 0 : last + 1;
    const labels = new Map<string, string>();
    await eachBatch<[string, string, string]>(client, `SELECT kind, id, name FROM ${table('labels')}`, batchRows, (rows) => {
      for (const [kind, id, name] of rows) labels.set(`${kind}:${id}`, name);
    });
    const words: string[] = [];
    const counts = new Map<string, number>();
    // Byte order is code point order, JS's but for characters past U+FFFF: the sort after it is one
    // pass over words already in order, where sorting them unordered held the loop.
    await eachBatch<[string, number]>(client, `SELECT word, count FROM ${table('words')} ORDER BY word COLLATE "C"`, batchRows, (rows) => {
      for (const [word, count] of rows) {
        words.push(word);
        counts.set(word, count);
      }
    });
    words.sort();
    // A generation written with its columns as blobs (issue #50): a dozen values, not a million rows.
    const stored = await client.query<{ present: boolean }>('SELECT to_regclass($1) IS NOT NULL AS present', [table('columns')]);
    if (stored.rows[0]?.present) {
      const blobs = new Map<string, Buffer>();
      for (const key of Object.values(COLUMN)) {
        const found = await client.query<{ value: Buffer }>(`SELECT value FROM ${table('columns')} WHERE key = $1`, [key]);
        if (found.rows[0]) blobs.set(key, found.rows[0].value);
      }
      await client.query('COMMIT');
      const damaged = (detail: string) => new Error(`${table('columns')} is damaged: ${detail}`);
      return { generation, columns: readColumns((key) => blobs.get(key), size, labels, damaged), words, counts };
    }
    const columns = columnsLoader(size);
    // Both tables by their primary keys, merged in position order: the first batch comes at once.
    // (A generation written before the orders had a key sorts them first: 0.7 s at a million entries.)
    await eachBatch<ColumnRow>(
      client,
      `SELECT e.kind, e.year, e.image IS NOT NULL, e.collection_id, e.category_id, length(e.name), o.id_rank, o.date_rank, o.date_desc_rank, e.name_key
       FROM ${table('entries')} e JOIN ${table('orders')} o USING (pos) ORDER BY pos`,
      batchRows,
      columns.add,
    );
    await client.query('COMMIT');
    return { generation, columns: columns.finish(labels), words, counts };
  } catch (error) {
    failed = true;
    throw error;
  } finally {
    // A connection left mid-transaction (a timeout, a cursor open) is closed rather than handed to the next open.
    client.release(failed);
  }
}

export class PostgresEngine implements CatalogueEngine {
  readonly target: string;
  readonly schema: string;
  private readonly connectionString: string;
  private poolInstance: pg.Pool | null = null;
  private controlInstance: pg.Pool | null = null;
  private readonly scrub: (text: string) => string;

  constructor(
    target: string,
    private readonly options: PostgresOptions = {},
  ) {
    this.scrub = targetScrubber(target);
    this.target = redactTarget(target);
    try {
      ({ connectionString: this.connectionString, schema: this.schema } = parseTarget(target));
    } catch (error) {
      throw redactError(error, this.scrub);
    }
    const batch = options.openBatchRows;
    if (batch !== undefined && batch !== Infinity && !(Number.isInteger(batch) && batch > 0))
      throw new RangeError(`openBatchRows must be a whole number above 0 or Infinity (got ${batch}).`);
  }

  /** The readers' connections, made on first use: bounded, each statement timed out, a dead connection replaced on the next checkout. */
  get pool(): pg.Pool {
    this.poolInstance ??= this.newPool(this.options.maxConnections ?? 10, 'hangar');
    return this.poolInstance;
  }

  /**
   * A few connections of their own for looking at which generation is current and loading a new
   * one: through the readers' pool those waited behind every search queued for a connection, and a
   * busy instance served a switched generation 6.5 to 7.6 s late (bench/catalogue-postgres.ts).
   */
  private get control(): pg.Pool {
    this.controlInstance ??= this.newPool(CONTROL_CONNECTIONS, 'hangar-control');
    return this.controlInstance;
  }

  private newPool(max: number, name: string): pg.Pool {
    const statementTimeout = this.options.statementTimeoutMs ?? 5_000;
    const pool = new pg.Pool({
      connectionString: this.connectionString,
      max,
      idleTimeoutMillis: 30_000,
      connectionTimeoutMillis: this.options.connectTimeoutMs ?? 3_000,
      statement_timeout: statementTimeout,
      // A database that stops answering (not refusing) must not hold a request either.
      query_timeout: statementTimeout + 1_000,
      keepAlive: true,
      application_name: name,
    });
    // An idle connection the server closed (a restart) is an event, not a crash: the pool drops it.
    pool.on('error', () => undefined);
    return pool;
  }

  /**
   * `work`, its rejection scrubbed of the target's secrets: every call of this engine, its readers
   * and its writers rejects through here, because what rejects is logged as it is (handle.ts, the
   * harvest's failure line) or thrown on to a caller that prints it.
   */
  readonly guard = <T>(work: Promise<T>): Promise<T> =>
    work.catch((error: unknown) => {
      throw redactError(error, this.scrub);
    });

  version(): Promise<string | null> {
    return this.guard(this.currentGeneration());
  }

  private async currentGeneration(): Promise<string | null> {
    try {
      const found = await this.control.query<{ generation: string }>(`SELECT generation FROM ${this.schema}.current`);
      return found.rows[0]?.generation ?? null;
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async exists(): Promise<boolean> {
    return (await this.version()) !== null;
  }

  open(): Promise<CatalogueReader> {
    return this.guard(this.openCurrent());
  }

  private async openCurrent(): Promise<CatalogueReader> {
    const version = await this.schemaVersion(this.control);
    if (version !== SCHEMA_VERSION)
      throw new Error(
        `${this.target} (schema ${this.schema}) has schema ${version}; this version of Hangar reads ${SCHEMA_VERSION}: run the harvest command to upgrade it.`,
      );
    return PostgresReader.open(this.pool, this.control, this.schema, this.options.openBatchRows ?? OPEN_BATCH_ROWS, this.guard);
  }

  private async schemaVersion(client: pg.Pool | pg.ClientBase): Promise<number> {
    try {
      const found = await client.query<{ version: number }>(`SELECT version FROM ${this.schema}.schema_version`);
      return found.rows[0]?.version ?? 0;
    } catch (error) {
      if (isMissing(error)) return 0;
      throw error;
    }
  }

  /** Creates the namespace on an empty database and brings an older one up to SCHEMA_VERSION, one migration a transaction. */
  migrate(client: pg.ClientBase): Promise<number> {
    return this.guard(this.migrateOn(client));
  }

  private async migrateOn(client: pg.ClientBase): Promise<number> {
    const target = this.options.migrateTo ?? SCHEMA_VERSION;
    for (;;) {
      await client.query('BEGIN');
      try {
        // Two harvests starting at once: the second waits, then finds the work done.
        await client.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`hangar-catalogue ${this.schema}`]);
        await client.query(`CREATE SCHEMA IF NOT EXISTS ${this.schema}`);
        await client.query(`CREATE TABLE IF NOT EXISTS ${this.schema}.schema_version (version integer NOT NULL)`);
        const version = await this.schemaVersion(client);
        if (version > SCHEMA_VERSION)
          throw new Error(
            `${this.target} (schema ${this.schema}) has schema ${version}, newer than this version of Hangar (${SCHEMA_VERSION}).`,
          );
        if (version >= target) {
          await client.query('COMMIT');
          return version;
        }
        await client.query(MIGRATIONS[version]!(this.schema));
        await client.query(`DELETE FROM ${this.schema}.schema_version`);
        await client.query(`INSERT INTO ${this.schema}.schema_version (version) VALUES ($1)`, [version + 1]);
        await client.query('COMMIT');
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      }
    }
  }

  createGeneration(): Promise<GenerationWriter> {
    return this.guard(this.newGeneration());
  }

  private async newGeneration(): Promise<GenerationWriter> {
    // A connection of its own, outside the readers' pool and its timeouts: a harvest's statements
    // (ranking and indexing 100,000 entries) take what they take, longer still while servers are busy.
    const client = new pg.Client({
      connectionString: this.connectionString,
      connectionTimeoutMillis: this.options.connectTimeoutMs ?? 3_000,
      keepAlive: true,
      application_name: 'hangar-harvest',
    });
    client.on('error', () => undefined);
    await client.connect();
    try {
      await this.migrate(client);
      const created = await client.query<{ id: string }>(`INSERT INTO ${this.schema}.generations (state) VALUES ('writing') RETURNING id`);
      const generation = created.rows[0]!.id;
      const table = (name: string) => `${this.schema}.${name}_${generation}`;
      await client.query(`
        CREATE TABLE ${table('entries')} (
          pos integer PRIMARY KEY,
          kind text NOT NULL,
          id text NOT NULL,
          name text NOT NULL,
          href text NOT NULL,
          image text,
          date text,
          year integer,
          accession text,
          accession_key text,
          belongs_to text NOT NULL,
          collection_id text,
          category_id text,
          record text NOT NULL,
          context text,
          name_key integer NOT NULL
        );
        CREATE TABLE ${table('search')} (pos integer PRIMARY KEY, name_words tsvector NOT NULL, all_words tsvector NOT NULL);
        CREATE TABLE ${table('words')} (word text PRIMARY KEY, count integer NOT NULL);
        CREATE TABLE ${table('labels')} (kind text NOT NULL, id text NOT NULL, name text NOT NULL, PRIMARY KEY (kind, id));
        CREATE TABLE ${table('columns')} (key text PRIMARY KEY, value bytea NOT NULL);`);
      return new PostgresGeneration(this, client, generation);
    } catch (error) {
      await client.end().catch(() => undefined);
      throw error;
    }
  }

  async dropGeneration(client: pg.ClientBase, generation: string): Promise<void> {
    await client.query(
      `DROP TABLE IF EXISTS ${['entries', 'search', 'orders', 'words', 'labels', 'columns'].map((name) => `${this.schema}.${name}_${generation}`).join(', ')}`,
    );
    await client.query(`DELETE FROM ${this.schema}.generations WHERE id = $1`, [generation]);
  }

  /**
   * Drops every generation but `live`, `retireAfterMs` after the switch, and a harvest's leftovers
   * (a process killed while writing) once they are a day old. A server looks once a second, but
   * opens the new generation while answering from the old one: under 50 connections each on two
   * cores, two servers took 6.5 and 7.6 s to take the new one over (bench catalogue-postgres),
   * hence 30 s and not the 6 s a look and a statement would suggest.
   */
  async dropRetired(client: pg.ClientBase, live: string): Promise<void> {
    const stale = await client.query<{ id: string; state: string }>(
      `SELECT id, state FROM ${this.schema}.generations
       WHERE id <> $1 AND (state <> 'writing' OR started_at < now() - interval '1 day') ORDER BY id`,
      [live],
    );
    const retireAfter = this.options.retireAfterMs ?? 30_000;
    if (stale.rows.length > 0 && retireAfter > 0) await new Promise((resolve) => setTimeout(resolve, retireAfter));
    for (const row of stale.rows) await this.dropGeneration(client, row.id);
  }

  close(): Promise<void> {
    const pools = [this.poolInstance, this.controlInstance];
    this.poolInstance = null;
    this.controlInstance = null;
    return this.guard(Promise.all(pools.map((pool) => pool?.end())).then(() => undefined));
  }
}

export function postgresEngine(target: string, options: PostgresOptions = {}): PostgresEngine {
  return new PostgresEngine(target, options);
}

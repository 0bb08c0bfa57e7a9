/**
 * `npm run bench -- catalogue-postgres` (issue #36): several instances, one catalogue. On the large
 * demo (103,534 objects) harvested into PostgreSQL (HANGAR_BENCH_POSTGRES_URL, else
 * HANGAR_TEST_POSTGRES_URL) and into SQLite, on this machine:
 * - the embedded engine, one `npm run serve` at 50 connections, 10 s;
 * - the PostgreSQL engine, one instance alone, the same load;
 * - two instances on the same database, 50 connections each, while a harvest switches a new
 *   generation in: failed queries (goal 0), how long after the switch each serves the new one
 *   (goal: within seconds), and the same answer on both afterwards.
 * With HANGAR_BENCH_POSTGRES_RESTART=1 (root, a local cluster 15 main) the database is then
 * restarted under the same load: answers are 200 or 503 (never a 5xx else, never a crash), and
 * both instances answer 200 again after it.
 * The load asks SEARCH_PATHS (1,800 different searches: words, pages, sorts, images) in turn, more
 * than the 500 answers an instance keeps, so every request is searched, not answered from them. Needs the build (dist/).
 *
 * Opening a generation (decisions 0050 and 0057), measured first, in fresh processes taking turns:
 * the read before 0050 (one query for every row, then the columns filled in one go), the cursor's
 * batches (a generation written before 0057) and the column blobs a server reads today, on the same
 * catalogue: open time and CPU, the longest stretch the event loop was held
 * (the most CPU the process spent between two turns of a 2 ms interval: on a busy machine the
 * gaps themselves are partly other processes' time), peak RSS and heap over the process's
 * own at the start, and the heap still held once the catalogue is open. `npx tsx
 * bench/catalogue-postgres.ts open [COPIES]` measures that alone, without the build: the large demo
 * harvested into a schema of its own, and with COPIES its entries copied that many times over in SQL
 * (10: about a million entries; only what opening reads is meaningful in the copies).
 */
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { promisify } from 'node:util';
import { join, resolve } from 'node:path';
import pg from 'pg';
import { withoutRecord } from '../server/catalogue/engine-contract.ts';
import { postgresEngine } from '../server/catalogue/postgres.ts';
import { SearchCore, columnsBuilder } from '../server/catalogue/search-core.ts';
import { sqliteEngine } from '../server/catalogue/sqlite.ts';
import type { Kind } from '../server/catalogue/engine.ts';
import { harvestMock, mockSource } from '../server/catalogue/test-fixtures.ts';
import { rssMb, searchLoad, type Load } from './catalogue.ts';
import { BENCH_PORTS } from './ports.ts';

const ROOT = resolve(import.meta.dirname, '..');
const SERVE = join(ROOT, 'dist', 'server', 'serve.js');
/** The new generation must be served by both instances within this after the switch. */
const PICKUP_GOAL_S = 5;
/** Opening a generation holds the event loop at most this long at a time (its own work between two turns; decision 0050). */
const OPEN_HOLD_GOAL_MS = 50;
/** What an open generation holds on the heap: its columns are typed arrays, off the heap; the rows read are not kept. */
const OPEN_HEAP_KEPT_GOAL_MB = 4;

/** Whether nothing listens on the port (a server left by an earlier run would answer in the new one's place). */
function portFree(port: number): Promise<boolean> {
  return new Promise((done) => {
    const probe = createServer();
    probe.once('error', () => done(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => done(true)));
  });
}

/** `readyMs`: from the start to its first answered search (the generation opened). */
async function startServe(port: number, args: string[]): Promise<{ child: ChildProcess; base: string; readyMs: number }> {
  const started = performance.now();
  if (!(await portFree(port))) throw new Error(`port ${port} is in use: stop what holds it or set BENCH_PORT_BASE.`);
  const child = spawn(process.execPath, [SERVE, '--port', String(port), '--host', '127.0.0.1', '--no-page-cache', ...args], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  // Another process on the port would answer in its place: this one must be the one that answers.
  let exited = false;
  child.once('exit', () => (exited = true));
  // Up to 3 minutes: a million entries open in seconds, but two instances open at once on a busy machine.
  for (let attempt = 0; attempt < 1_800 && !exited; attempt += 1) {
    try {
      const response = await fetch(`${base}/api/search?q=united`);
      if (response.ok) return { child, base, readyMs: performance.now() - started };
    } catch {
      // Not yet.
    }
    await new Promise((done) => setTimeout(done, 100));
  }
  child.kill();
  throw new Error(`${SERVE} did not answer /api/search on ${base}.`);
}

const describe = (name: string, figures: Load) =>
  `  ${name.padEnd(34)} ${figures.perSecond.toFixed(0).padStart(5)} req/s, p50 ${figures.p50} ms, p99 ${figures.p99} ms, ${figures.requests} requests, ${figures.failed} failed ${JSON.stringify(figures.statuses)}`;

async function harvestedAt(base: string): Promise<string | null> {
  try {
    // Another page each time: an answer this instance kept would not say which generation it has now.
    const response = await fetch(`${base}/api/search?q=stewardess&per_page=1&page=${1 + Math.floor(Math.random() * 1_000)}`);
    return response.ok ? ((await response.json()) as { harvested_at: string }).harvested_at : null;
  } catch {
    return null;
  }
}

/** What one open cost, in a process of its own (MB are 2^20 bytes). */
interface OpenFigures {
  way: OpenWay;
  entries: number;
  openMs: number;
  cpuMs: number;
  /** The longest gap between two turns of a 2 ms interval (on a busy machine, partly other processes' time). */
  longestMs: number;
  /** The most CPU time the process spent between two turns (at most the gap): the stretch that was our own work. */
  busiestMs: number;
  /** perf_hooks' event-loop delay, its maximum. */
  delayMaxMs: number;
  rssStartMb: number;
  rssPeakMb: number;
  heapStartMb: number;
  heapPeakMb: number;
  heapKeptMb: number;
  /** Bytes an entry of what stays outside the heap once open (the typed columns). */
  keptBytesPerEntry: number;
}

/**
 * 'one query' and 'cursors' read the rows (the blobs moved aside for the cursors: a generation
 * written before them); 'blobs' reads the columns as the harvest stored them (decision 0057).
 */
const OPEN_WAYS = ['one query', 'cursors', 'blobs'] as const;
type OpenWay = (typeof OPEN_WAYS)[number];

/**
 * The read as it was before decision 0050, kept here as the baseline: every row of the columns in
 * one answer (the driver's array of arrays), the three reads at once on a pool, the columns filled
 * from it in one go. Its statement timeout is a minute: the engine's 5 s cut it off at a million
 * entries on a busy machine.
 */
async function openInOneQuery(target: string): Promise<{ size: number; core: SearchCore; close(): Promise<void> }> {
  const url = new URL(target);
  const schema = url.searchParams.get('schema') ?? 'hangar';
  url.searchParams.delete('schema');
  const pool = new pg.Pool({ connectionString: url.toString(), max: 3, statement_timeout: 60_000 });
  const rows = <T extends unknown[]>(text: string) => pool.query<T>({ text, rowMode: 'array' }).then((result) => result.rows);
  const [generation] = await rows<[string]>(`SELECT generation FROM ${schema}.current`);
  const id = generation![0];
  const [labelRows, wordRows, columnRows] = await Promise.all([
    rows<[string, string, string]>(`SELECT kind, id, name FROM ${schema}.labels_${id}`),
    rows<[string]>(`SELECT word FROM ${schema}.words_${id}`),
    rows<[Kind, number | null, boolean, string | null, string | null, number, number, number, number]>(
      `SELECT e.kind, e.year, e.image IS NOT NULL, e.collection_id, e.category_id, length(e.name), o.id_rank, o.date_rank, o.date_desc_rank
       FROM ${schema}.entries_${id} e JOIN ${schema}.orders_${id} o USING (pos) ORDER BY pos`,
    ),
  ]);
  const size = columnRows.length;
  const columns = columnsBuilder(size);
  const idRank = new Int32Array(size);
  const byDate = new Int32Array(size);
  const byDateDesc = new Int32Array(size);
  columnRows.forEach(([kind, year, hasImage, collection, category, nameLength, rank, date, dateDesc], position) => {
    idRank[position] = rank;
    byDate[date] = position;
    byDateDesc[dateDesc] = position;
    columns.set(position, { kind, year, hasImage, collection, category, nameLength });
  });
  const labels = new Map(labelRows.map(([kind, labelId, name]) => [`${kind}:${labelId}`, name]));
  const unused = () => Promise.reject(new Error('opening only'));
  const core = new SearchCore(columns.finish({ idRank, byDate, byDateDesc }, labels), wordRows.map(([word]) => word).sort(), {
    match: unused,
    matchNames: unused,
    accession: unused,
    rows: unused,
    harvestedAt: '',
  });
  return { size, core, close: () => pool.end() };
}

/**
 * One open, measured from inside the process that does it (run as `open-probe WAY [quiet]` with
 * HANGAR_BENCH_OPEN_TARGET). `quiet`: no interval turning beside it, for the open's time and CPU
 * alone (the interval's turns cost the cursors more, as it turns more often beside them).
 */
async function probeOpen(way: OpenWay, target: string, quiet: boolean): Promise<OpenFigures> {
  const gc = (globalThis as { gc?: () => void }).gc;
  if (!gc) throw new Error('open-probe needs node --expose-gc');
  const engine = postgresEngine(target);
  // Connections made and modules loaded before the start line.
  await engine.version();
  gc();
  const mb = (bytes: number) => Math.round((bytes / 2 ** 20) * 10) / 10;
  const start = process.memoryUsage();
  let heapPeak = start.heapUsed;
  let longestMs = 0;
  let busiestMs = 0;
  let last = performance.now();
  let lastCpu = process.cpuUsage();
  let ticks = 0;
  const turn = () => {
    const now = performance.now();
    const cpu = process.cpuUsage(lastCpu);
    longestMs = Math.max(longestMs, now - last);
    busiestMs = Math.max(busiestMs, Math.min(now - last, (cpu.user + cpu.system) / 1000));
    last = now;
    lastCpu = process.cpuUsage();
    // Every fifth turn: reading the memory figures every 2 ms would be much of what is measured.
    if (++ticks % 5 === 0) heapPeak = Math.max(heapPeak, process.memoryUsage().heapUsed);
  };
  const probe = quiet ? undefined : setInterval(turn, 2);
  const delay = monitorEventLoopDelay({ resolution: 10 });
  if (!quiet) delay.enable();
  const started = performance.now();
  const startedCpu = process.cpuUsage();
  let entries: number;
  let close: () => unknown;
  if (way !== 'one query') {
    const reader = await engine.open();
    entries = reader.size;
    close = () => reader.close();
  } else {
    const opened = await openInOneQuery(target);
    entries = opened.size;
    close = opened.close;
  }
  const openMs = performance.now() - started;
  const cpu = process.cpuUsage(startedCpu);
  delay.disable();
  if (probe) clearInterval(probe);
  heapPeak = Math.max(heapPeak, process.memoryUsage().heapUsed);
  gc();
  const kept = process.memoryUsage();
  const figures: OpenFigures = {
    way,
    entries,
    openMs: Math.round(openMs),
    cpuMs: Math.round((cpu.user + cpu.system) / 1000),
    longestMs: Math.round(longestMs),
    busiestMs: Math.round(busiestMs),
    delayMaxMs: Math.round(delay.max / 1e6),
    rssStartMb: mb(start.rss),
    // The kernel's high-water mark: a peak inside a stretch the interval could not see is in it too.
    rssPeakMb: mb(process.resourceUsage().maxRSS * 1024),
    heapStartMb: mb(start.heapUsed),
    heapPeakMb: mb(heapPeak),
    heapKeptMb: mb(kept.heapUsed),
    keptBytesPerEntry: Math.round(((kept.arrayBuffers - start.arrayBuffers) / Math.max(entries, 1)) * 10) / 10,
  };
  await close();
  await engine.close();
  return figures;
}

/**
 * Each way `rounds` times, taking turns, each in a fresh process, once watched by the interval and
 * once without it (open time and CPU come from those); the median of each figure printed.
 */
export async function benchPostgresOpen(target: string, rounds = 3): Promise<Record<OpenWay, OpenFigures>> {
  const url = new URL(target);
  const schema = url.searchParams.get('schema') ?? 'hangar';
  url.searchParams.delete('schema');
  const admin = new pg.Client({ connectionString: url.toString() });
  await admin.connect();
  const generation = (await admin.query<{ generation: string }>(`SELECT generation FROM ${schema}.current`)).rows[0]!.generation;
  const columns = `columns_${generation}`;
  /** The cursors read a generation as one written before the blobs: its columns table moved aside while they open it. */
  const aside = async (moved: boolean) => {
    const [from, to] = moved ? [columns, `${columns}_aside`] : [`${columns}_aside`, columns];
    await admin.query(`ALTER TABLE IF EXISTS ${schema}.${from} RENAME TO ${to}`);
  };
  const runs: OpenFigures[] = [];
  const quietRuns: OpenFigures[] = [];
  try {
    for (let round = 0; round < rounds; round += 1) {
      for (const [way, quiet] of OPEN_WAYS.flatMap(
        (way) =>
          [
            [way, false],
            [way, true],
          ] as const,
      )) {
        if (way === 'cursors') await aside(true);
        const output = await new Promise<string>((done, fail) => {
          const child = spawn(
            process.execPath,
            ['--expose-gc', '--import', 'tsx', import.meta.filename, 'open-probe', way, ...(quiet ? ['quiet'] : [])],
            {
              cwd: ROOT,
              env: { ...process.env, HANGAR_BENCH_OPEN_TARGET: target },
              stdio: ['ignore', 'pipe', 'inherit'],
            },
          );
          let text = '';
          child.stdout.on('data', (chunk: Buffer) => (text += chunk.toString()));
          child.once('exit', (code) => (code === 0 ? done(text) : fail(new Error(`open-probe ${way} exited with ${code}`))));
        }).finally(() => (way === 'cursors' ? aside(false) : undefined));
        (quiet ? quietRuns : runs).push(JSON.parse(output.trim().split('\n').at(-1)!) as OpenFigures);
      }
    }
  } finally {
    await admin.end();
  }
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
  const result = {} as Record<OpenWay, OpenFigures>;
  for (const way of OPEN_WAYS) {
    const mine = runs.filter((run) => run.way === way);
    const pick = (key: Exclude<keyof OpenFigures, 'way'>) => median(mine.map((run) => run[key]));
    const quietly = (key: 'openMs' | 'cpuMs') => median(quietRuns.filter((run) => run.way === way).map((run) => run[key]));
    result[way] = {
      way,
      entries: pick('entries'),
      openMs: quietly('openMs'),
      cpuMs: quietly('cpuMs'),
      longestMs: pick('longestMs'),
      busiestMs: pick('busiestMs'),
      delayMaxMs: pick('delayMaxMs'),
      rssStartMb: pick('rssStartMb'),
      rssPeakMb: pick('rssPeakMb'),
      heapStartMb: pick('heapStartMb'),
      heapPeakMb: pick('heapPeakMb'),
      heapKeptMb: pick('heapKeptMb'),
      keptBytesPerEntry: pick('keptBytesPerEntry'),
    };
  }
  const entries = result.cursors.entries.toLocaleString('en-US');
  console.log(`\nOpening a generation of ${entries} entries on PostgreSQL (median of ${rounds}, each in a fresh process)`);
  for (const figures of Object.values(result)) {
    const plus = (value: number, base: number) => `${value.toFixed(1)} MB (+${(value - base).toFixed(1)})`;
    console.log(
      `  ${figures.way.padEnd(10)} open ${figures.openMs} ms (CPU ${figures.cpuMs} ms), loop held at most ${figures.busiestMs} ms of its own work (longest gap ${figures.longestMs} ms, event-loop delay max ${figures.delayMaxMs} ms), ` +
        `peak RSS ${plus(figures.rssPeakMb, figures.rssStartMb)}, peak heap ${plus(figures.heapPeakMb, figures.heapStartMb)}, heap held once open ${plus(figures.heapKeptMb, figures.heapStartMb)} and ${figures.keptBytesPerEntry} B an entry outside it`,
    );
  }
  console.log(`  runs (held): ${runs.map((run) => `${run.way} ${run.busiestMs} ms`).join(', ')}`);
  console.log(`  runs (open, without the interval): ${quietRuns.map((run) => `${run.way} ${run.openMs} ms`).join(', ')}`);
  return result;
}

const withSchema = (url: string, schema: string) => `${url}${url.includes('?') ? '&' : '?'}schema=${schema}`;

/** The catalogue at `from` copied `copies` times over into a generation of `schema` (ids and positions shifted), in SQL. */
async function copyGeneration(admin: pg.Client, url: string, from: string, schema: string, copies: number): Promise<void> {
  const source = (await admin.query<{ generation: string }>(`SELECT generation FROM ${from}.current`)).rows[0]!.generation;
  // The namespace as a harvest makes it (no pool is opened: the migration runs on `admin`).
  await postgresEngine(withSchema(url, schema)).migrate(admin);
  const created = await admin.query<{ id: string }>(
    `INSERT INTO ${schema}.generations (state, harvested_at, content_hash, switched_at) VALUES ('live', '2026-01-01T00:00:00.000Z', 'copies', now()) RETURNING id`,
  );
  const id = created.rows[0]!.id;
  const into = (name: string) => `${schema}.${name}_${id}`;
  const of = (name: string) => `${from}.${name}_${source}`;
  const size = (await admin.query<{ size: number }>(`SELECT count(*)::int AS size FROM ${of('entries')}`)).rows[0]!.size;
  const idOrder = `CASE WHEN id ~ '^-?[0-9]{1,19}$' THEN id::numeric END, id`;
  await admin.query(`
    CREATE TABLE ${into('entries')} AS
      SELECT copy * ${size} + pos AS pos, kind, (id::numeric + copy * 100000000000000)::text AS id, name, href, image, date, year,
             accession, accession_key, belongs_to, collection_id, category_id, '{}'::text AS record, context
      FROM ${of('entries')}, generate_series(0, ${copies - 1}) AS copy;
    ALTER TABLE ${into('entries')} ADD PRIMARY KEY (pos);
    CREATE TABLE ${into('search')} (pos integer PRIMARY KEY, name_words tsvector NOT NULL, all_words tsvector NOT NULL);
    CREATE TABLE ${into('words')} AS SELECT * FROM ${of('words')};
    CREATE TABLE ${into('labels')} AS SELECT * FROM ${of('labels')};
    CREATE TABLE ${into('orders')} AS
      SELECT pos,
             (row_number() OVER (ORDER BY ${idOrder}) - 1)::int AS id_rank,
             (row_number() OVER (ORDER BY year IS NULL, year, ${idOrder}) - 1)::int AS date_rank,
             (row_number() OVER (ORDER BY year IS NULL, year DESC, ${idOrder}) - 1)::int AS date_desc_rank
      FROM ${into('entries')};
    ALTER TABLE ${into('orders')} ADD PRIMARY KEY (pos);
    ANALYZE ${into('entries')};
    ANALYZE ${into('orders')};
    INSERT INTO ${schema}.current (only_row, generation) VALUES (true, ${id});`);
}

/** `npx tsx bench/catalogue-postgres.ts open [COPIES]`: the open measured alone, on a schema of its own dropped after. */
async function benchOpenAlone(copies: number): Promise<void> {
  const url = process.env.HANGAR_BENCH_POSTGRES_URL ?? process.env.HANGAR_TEST_POSTGRES_URL;
  if (!url) throw new Error('set HANGAR_BENCH_POSTGRES_URL (or HANGAR_TEST_POSTGRES_URL) to a database');
  const schema = `hangar_bench_open_${process.pid}`;
  const copied = `${schema}_copies`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    const writer = postgresEngine(withSchema(url, schema), { retireAfterMs: 0 });
    const harvested = await harvestMock(writer, mockSource({ scale: 'large' }), { backoffScale: 1, timeoutMs: 15_000 });
    await writer.close();
    console.log(`large demo harvested: ${harvested.records} records in ${(harvested.ms / 1000).toFixed(1)} s`);
    await benchPostgresOpen(withSchema(url, schema));
    if (copies > 1) {
      await copyGeneration(admin, url, schema, copied, copies);
      await benchPostgresOpen(withSchema(url, copied));
    }
  } finally {
    await admin.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE; DROP SCHEMA IF EXISTS ${copied} CASCADE`).catch(() => undefined);
    await admin.end();
  }
}

if (import.meta.filename === resolve(process.argv[1] ?? '')) {
  const [command, argument] = process.argv.slice(2);
  if (command === 'open-probe') {
    const way = argument as OpenWay;
    if (!OPEN_WAYS.includes(way)) throw new Error(`open-probe ${argument}: one of ${OPEN_WAYS.join(', ')}`);
    console.log(JSON.stringify(await probeOpen(way, process.env.HANGAR_BENCH_OPEN_TARGET!, process.argv[4] === 'quiet')));
  } else if (command === 'open') {
    await benchOpenAlone(Number(argument ?? 1));
  } else {
    throw new Error('bench/catalogue-postgres.ts: `open [COPIES]`, or through `npm run bench -- catalogue-postgres`');
  }
}

/** `scale`: the large demo, or with `--scale huge` a million objects (issue #50: two instances over one catalogue of that size). */
export async function benchCataloguePostgres({ scale = 'large' }: { scale?: 'large' | 'huge' } = {}): Promise<{ missed: string[] }> {
  const missed: string[] = [];
  const url = process.env.HANGAR_BENCH_POSTGRES_URL ?? process.env.HANGAR_TEST_POSTGRES_URL;
  if (!url) return { missed: ['catalogue-postgres: set HANGAR_BENCH_POSTGRES_URL (or HANGAR_TEST_POSTGRES_URL) to a database'] };
  if (!existsSync(SERVE)) return { missed: [`${SERVE} is missing: run \`npm run build\``] };
  const schema = `hangar_bench_${process.pid}`;
  const target = `${url}${url.includes('?') ? '&' : '?'}schema=${schema}`;
  const dir = join(tmpdir(), `hangar-bench-postgres-${process.pid}`);
  mkdirSync(dir, { recursive: true });
  const children: ChildProcess[] = [];
  // A bench that dies (an error thrown) takes its servers with it.
  const killChildren = () => children.forEach((child) => child.kill());
  process.once('exit', killChildren);
  const connectAdmin = async () => {
    const client = new pg.Client({ connectionString: url });
    // The restart below cuts this connection too: an event, not a crash.
    client.on('error', () => undefined);
    await client.connect();
    return client;
  };
  let admin = await connectAdmin();
  try {
    const config = join(dir, 'config.json');
    writeFileSync(
      config,
      JSON.stringify({ apiBaseUrl: 'http://127.0.0.1:9', accessToken: 'read-bench', directory: { collections: [{ id: '1', name: 'x' }] } }),
    );
    const source = mockSource({ scale });
    const file = join(dir, `${scale}.sqlite`);
    const embedded = await harvestMock(sqliteEngine(file), source, { backoffScale: 1, timeoutMs: 15_000 });
    const writer = postgresEngine(target);
    const first = await harvestMock(writer, source, { backoffScale: 1, timeoutMs: 15_000, now: () => new Date('2026-01-01T00:00:00Z') });
    const size = await admin.query<{ size: string }>(
      `SELECT pg_size_pretty(sum(pg_total_relation_size(format('%I.%I', schemaname, tablename)))) AS size FROM pg_tables WHERE schemaname = $1`,
      [schema],
    );
    console.log(`\nCatalogue on PostgreSQL, two instances (${scale === 'huge' ? 'a million objects, --scale huge' : 'large demo'})`);
    console.log(
      `  harvest                            SQLite ${(embedded.ms / 1000).toFixed(1)} s, PostgreSQL ${(first.ms / 1000).toFixed(1)} s (${first.records} records; ${size.rows[0]?.size} in the database)`,
    );
    const opened = await benchPostgresOpen(target);
    for (const way of ['cursors', 'blobs'] as const)
      if (opened[way].busiestMs > OPEN_HOLD_GOAL_MS)
        missed.push(
          `opening a generation (${way}) held the event loop ${opened[way].busiestMs} ms at once (goal <= ${OPEN_HOLD_GOAL_MS} ms)`,
        );
    if (opened.blobs.heapKeptMb - opened.blobs.heapStartMb > OPEN_HEAP_KEPT_GOAL_MB)
      missed.push(
        `${(opened.blobs.heapKeptMb - opened.blobs.heapStartMb).toFixed(1)} MB of heap held once a generation is open (goal <= ${OPEN_HEAP_KEPT_GOAL_MB} MB)`,
      );

    const sqliteServe = await startServe(BENCH_PORTS.server, ['--config', config, '--catalogue', file]);
    children.push(sqliteServe.child);
    const sqliteLoad = await searchLoad(sqliteServe.base, 10);
    console.log(describe('embedded (SQLite), one instance', sqliteLoad));
    sqliteServe.child.kill();

    const one = await startServe(BENCH_PORTS.serverCached, ['--config', config, '--catalogue', target]);
    const two = await startServe(BENCH_PORTS.scroll, ['--config', config, '--catalogue', target]);
    children.push(one.child, two.child);
    console.log(
      `  open (start to first search)       ${(one.readyMs / 1000).toFixed(2)} s and ${(two.readyMs / 1000).toFixed(2)} s; RSS ${rssMb(one.child.pid!).toFixed(1)} and ${rssMb(two.child.pid!).toFixed(1)} MiB`,
    );
    const alone = await searchLoad(one.base, 10);
    console.log(describe('PostgreSQL, one instance alone', alone));
    console.log(`  RSS after it                       ${rssMb(one.child.pid!).toFixed(1)} MiB (the instance under load)`);

    // Both under load while a harvest (one record gone upstream) writes and switches a new
    // generation, and drops the old one.
    const changed = mockSource({ scale });
    const switching = [searchLoad(one.base, 600), searchLoad(two.base, 600)] as const;
    const loads = Promise.all(switching);
    await new Promise((done) => setTimeout(done, 3_000));
    const harvesting = harvestMock(
      writer,
      { ...changed, fetch: withoutRecord(changed.fetch, '1880000000007') },
      {
        backoffScale: 1,
        timeoutMs: 15_000,
        now: () => new Date('2026-02-01T00:00:00Z'),
      },
    );
    const before = (await admin.query<{ generation: string }>(`SELECT generation FROM ${schema}.current`)).rows[0]!.generation;
    let switchedAt = 0;
    let settled = false;
    harvesting.then(
      () => (settled = true),
      () => (settled = true),
    );
    const seenAt: (number | null)[] = [null, null];
    while (seenAt.includes(null) && (switchedAt ? performance.now() - switchedAt < 30_000 : !settled)) {
      if (!switchedAt) {
        const now = (await admin.query<{ generation: string }>(`SELECT generation FROM ${schema}.current`)).rows[0]!.generation;
        if (now !== before) switchedAt = performance.now();
      } else {
        // Both at once: one after the other, the second instance's time would include the first's answer (up to 1.5 s under this load).
        await Promise.all(
          [one, two].map(async (instance, index) => {
            if (seenAt[index] === null && (await harvestedAt(instance.base)) === '2026-02-01T00:00:00.000Z')
              seenAt[index] = performance.now() - switchedAt;
          }),
        );
      }
      await new Promise((done) => setTimeout(done, 50));
    }
    // The load goes on until the harvest is done, which is after it dropped the replaced generation.
    let second;
    try {
      second = await harvesting;
      await new Promise((done) => setTimeout(done, 2_000));
    } finally {
      for (const running of switching) running.stop();
    }
    const [loadOne, loadTwo] = await loads;
    console.log(
      `  second harvest                     ${(second.ms / 1000).toFixed(1)} s (30 s of it waiting to drop the replaced generation), written ${second.commit.written}, under the load below`,
    );
    console.log(describe('PostgreSQL, instance 1 (switching)', loadOne));
    console.log(describe('PostgreSQL, instance 2 (switching)', loadTwo));
    const pickups = seenAt.map((seen) => (seen === null ? 'never' : `${(seen / 1000).toFixed(2)} s`));
    console.log(`  new generation served after        ${pickups.join(' and ')} (from the switch)`);
    const answers = await Promise.all(
      [one, two].map(async (instance) => (await fetch(`${instance.base}/api/search?q=united&sort=date&page=3`)).text()),
    );
    const same = answers[0] === answers[1] && answers[0]!.includes('2026-02-01');
    console.log(`  same answer on both                ${same ? 'yes' : 'NO'} (q=united&sort=date&page=3, ${answers[0]!.length} bytes)`);
    const generations = await admin.query(`SELECT id FROM ${schema}.generations`);
    console.log(`  generations left                   ${generations.rowCount} (the replaced one dropped 30 s after the switch)`);
    if (loadOne.failed + loadTwo.failed > 0) missed.push(`${loadOne.failed + loadTwo.failed} failed queries during the switch`);
    if (seenAt.some((seen) => seen === null || seen > PICKUP_GOAL_S * 1000))
      missed.push(`new generation served after ${pickups.join(', ')} (goal <= ${PICKUP_GOAL_S} s)`);
    if (!same) missed.push('the two instances answered the same query differently');
    if (generations.rowCount !== 1) missed.push(`${generations.rowCount} generations left after the harvest`);

    if (process.env.HANGAR_BENCH_POSTGRES_RESTART === '1') {
      const restartLoads = Promise.all([searchLoad(one.base, 20), searchLoad(two.base, 20)]);
      await new Promise((done) => setTimeout(done, 3_000));
      const restartStarted = performance.now();
      await promisify(execFile)('pg_ctlcluster', ['--skip-systemctl-redirect', '15', 'main', 'restart']);
      const restartMs = performance.now() - restartStarted;
      await admin.end().catch(() => undefined);
      admin = await connectAdmin();
      const [restartOne, restartTwo] = await restartLoads;
      console.log(`  database restarted under load      pg_ctlcluster restart took ${(restartMs / 1000).toFixed(1)} s`);
      console.log(describe('PostgreSQL, instance 1 (restart)', restartOne));
      console.log(describe('PostgreSQL, instance 2 (restart)', restartTwo));
      const after = await Promise.all([one, two].map(async (instance) => (await fetch(`${instance.base}/api/search?q=poster`)).status));
      const alive = [one, two].every((instance) => instance.child.exitCode === null);
      console.log(`  after the restart                  statuses ${after.join(', ')}, both processes ${alive ? 'running' : 'NOT running'}`);
      const unexpected = [restartOne, restartTwo].flatMap((figures) =>
        Object.keys(figures.statuses).filter((code) => code !== '200' && code !== '503'),
      );
      if (unexpected.length > 0) missed.push(`statuses ${unexpected.join(', ')} during the restart`);
      if (!alive || after.some((status) => status !== 200)) missed.push('an instance did not come back after the restart');
    }
    await writer.close();
    return { missed };
  } finally {
    for (const child of children) child.kill();
    await admin.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`).catch(() => undefined);
    await admin.end();
    rmSync(dir, { recursive: true, force: true });
  }
}

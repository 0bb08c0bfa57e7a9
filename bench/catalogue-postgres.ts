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
 */
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { promisify } from 'node:util';
import { join, resolve } from 'node:path';
import pg from 'pg';
import { withoutRecord } from '../server/catalogue/engine-contract.ts';
import { postgresEngine } from '../server/catalogue/postgres.ts';
import { sqliteEngine } from '../server/catalogue/sqlite.ts';
import { harvestMock, mockSource } from '../server/catalogue/test-fixtures.ts';
import { searchLoad, type Load } from './catalogue.ts';
import { BENCH_PORTS } from './ports.ts';

const ROOT = resolve(import.meta.dirname, '..');
const SERVE = join(ROOT, 'dist', 'server', 'serve.js');
/** The new generation must be served by both instances within this after the switch. */
const PICKUP_GOAL_S = 5;

/** Whether nothing listens on the port (a server left by an earlier run would answer in the new one's place). */
function portFree(port: number): Promise<boolean> {
  return new Promise((done) => {
    const probe = createServer();
    probe.once('error', () => done(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => done(true)));
  });
}

async function startServe(port: number, args: string[]): Promise<{ child: ChildProcess; base: string }> {
  if (!(await portFree(port))) throw new Error(`port ${port} is in use: stop what holds it or set BENCH_PORT_BASE.`);
  const child = spawn(process.execPath, [SERVE, '--port', String(port), '--host', '127.0.0.1', '--no-page-cache', ...args], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  // Another process on the port would answer in its place: this one must be the one that answers.
  let exited = false;
  child.once('exit', () => (exited = true));
  for (let attempt = 0; attempt < 600 && !exited; attempt += 1) {
    try {
      const response = await fetch(`${base}/api/search?q=united`);
      if (response.ok) return { child, base };
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

export async function benchCataloguePostgres(): Promise<{ missed: string[] }> {
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
    const source = mockSource({ scale: 'large' });
    const file = join(dir, 'large.sqlite');
    const embedded = await harvestMock(sqliteEngine(file), source, { backoffScale: 1, timeoutMs: 15_000 });
    const writer = postgresEngine(target);
    const first = await harvestMock(writer, source, { backoffScale: 1, timeoutMs: 15_000, now: () => new Date('2026-01-01T00:00:00Z') });
    const size = await admin.query<{ size: string }>(
      `SELECT pg_size_pretty(sum(pg_total_relation_size(format('%I.%I', schemaname, tablename)))) AS size FROM pg_tables WHERE schemaname = $1`,
      [schema],
    );
    console.log('\nCatalogue on PostgreSQL, two instances (large demo)');
    console.log(
      `  harvest                            SQLite ${(embedded.ms / 1000).toFixed(1)} s, PostgreSQL ${(first.ms / 1000).toFixed(1)} s (${first.records} records; ${size.rows[0]?.size} in the database)`,
    );

    const sqliteServe = await startServe(BENCH_PORTS.server, ['--config', config, '--catalogue', file]);
    children.push(sqliteServe.child);
    const sqliteLoad = await searchLoad(sqliteServe.base, 10);
    console.log(describe('embedded (SQLite), one instance', sqliteLoad));
    sqliteServe.child.kill();

    const one = await startServe(BENCH_PORTS.serverCached, ['--config', config, '--catalogue', target]);
    const two = await startServe(BENCH_PORTS.scroll, ['--config', config, '--catalogue', target]);
    children.push(one.child, two.child);
    const alone = await searchLoad(one.base, 10);
    console.log(describe('PostgreSQL, one instance alone', alone));

    // Both under load while a harvest (one record gone upstream) writes and switches a new
    // generation, and drops the old one.
    const changed = mockSource({ scale: 'large' });
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

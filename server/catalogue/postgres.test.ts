/**
 * The PostgreSQL engine against a real database (HANGAR_TEST_POSTGRES_URL; postgres-setup.ts says
 * in one line when there is none): the contract suite every engine passes, each engine in a
 * namespace (schema) of its own, dropped at the end; then what only a shared database has.
 */
import { randomBytes } from 'node:crypto';
import { connect, createServer, type AddressInfo, type Socket } from 'node:net';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { startTestServer } from '../test-helpers.ts';
import { engineContract, withoutRecord } from './engine-contract.ts';
import { openCatalogue } from './handle.ts';
import { createApiAnswers } from './http.ts';
import { postgresEngine, SCHEMA_VERSION, type PostgresOptions } from './postgres.ts';
import type { SearchParams } from './engine.ts';
import { BASE_SEARCH, harvestMock, mockSource, untilHarvested } from './test-fixtures.ts';

const url = inject('postgresUrl');
const schemas: string[] = [];

/** A URL to a namespace nobody else uses. */
function freshSchema(): { url: string; schema: string } {
  const schema = `hangar_test_${randomBytes(5).toString('hex')}`;
  schemas.push(schema);
  return { url: `${url}${url!.includes('?') ? '&' : '?'}schema=${schema}`, schema };
}

function freshEngine(options: PostgresOptions = {}) {
  // A replaced generation is dropped 0.2 s after the switch here (10 s in production): the suite's readers look every query.
  return postgresEngine(freshSchema().url, { retireAfterMs: 200, ...options });
}

afterAll(async () => {
  if (!url) return;
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  for (const schema of schemas) await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
  await client.end();
});

describe.skipIf(!url)('PostgreSQL', () => {
  engineContract('PostgreSQL', () => freshEngine());
});

/** A TCP relay in front of the database: closing it is the database gone from the network, for real. */
async function relay(to: URL): Promise<{ url: (base: string) => string; stop(): Promise<void>; start(): Promise<void> }> {
  const sockets = new Set<Socket>();
  const server = createServer((socket) => {
    const upstream = connect(Number(to.port || 5432), to.hostname);
    sockets.add(socket).add(upstream);
    const drop = () => {
      socket.destroy();
      upstream.destroy();
    };
    socket.on('error', drop).on('close', drop).pipe(upstream);
    upstream.on('error', drop).on('close', drop).pipe(socket);
  });
  let port = 0;
  const start = () =>
    new Promise<void>((resolve) =>
      server.listen(port, '127.0.0.1', () => {
        port = (server.address() as AddressInfo).port;
        resolve();
      }),
    );
  await start();
  return {
    url: (base) => {
      const relayed = new URL(base);
      relayed.hostname = '127.0.0.1';
      relayed.port = String(port);
      return relayed.toString();
    },
    start,
    stop: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        sockets.clear();
        server.close(() => resolve());
      }),
  };
}

describe.skipIf(!url)('PostgreSQL: schema, restarts and outages', () => {
  const source = mockSource();
  let harvested: { url: string; schema: string };

  beforeAll(async () => {
    harvested = freshSchema();
    const engine = postgresEngine(harvested.url, { retireAfterMs: 0 });
    await harvestMock(engine, source);
    await engine.close();
  }, 60_000);

  it('creates its schema on an empty database, and upgrades the first schema in place', async () => {
    const { url: target, schema } = freshSchema();
    const first = postgresEngine(target, { migrateTo: 1 });
    const client = await first.pool.connect();
    expect(await first.migrate(client)).toBe(1);
    // What a harvest of the first schema left: a live generation (its tables do not matter to the upgrade).
    await client.query(
      `INSERT INTO ${schema}.generations (state, harvested_at, content_hash) VALUES ('live', '2026-01-01T00:00:00.000Z', 'x')`,
    );
    await client.query(`INSERT INTO ${schema}.current (generation) SELECT id FROM ${schema}.generations`);
    client.release();
    await expect(first.open()).rejects.toThrow(
      new RegExp(`has schema 1; this version of Hangar reads ${SCHEMA_VERSION}: run the harvest command`),
    );
    await first.close();

    const later = postgresEngine(target, { retireAfterMs: 0 });
    const result = await harvestMock(later, source);
    expect(result.commit.written).toBe(true);
    const rows = await later.pool.query(`SELECT version FROM ${schema}.schema_version`);
    expect(rows.rows).toEqual([{ version: SCHEMA_VERSION }]);
    const generations = await later.pool.query(`SELECT state, switched_at IS NOT NULL AS switched FROM ${schema}.generations`);
    // The first schema's generation was upgraded, then dropped as replaced: one generation left.
    expect(generations.rows).toEqual([{ state: 'live', switched: true }]);
    const reader = await later.open();
    expect((await reader.search({ ...BASE_SEARCH, q: 'stewardess' })).results[0]!.name.toLowerCase()).toContain('stewardess');
    await later.close();
  }, 60_000);

  it('holds at most its pool of connections under 50 searches at once, and times a statement out', async () => {
    const engine = postgresEngine(harvested.url, { maxConnections: 4, statementTimeoutMs: 300 });
    const reader = await engine.open();
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, index) =>
        reader.search({ ...BASE_SEARCH, q: index % 2 ? 'united' : 'poster', page: 1 + (index % 5) }),
      ),
    );
    expect(answers.every((answer) => answer.total > 0)).toBe(true);
    expect(engine.pool.totalCount).toBeLessThanOrEqual(4);
    const started = performance.now();
    await expect(engine.pool.query('SELECT pg_sleep(5)')).rejects.toMatchObject({ code: '57014' });
    expect(performance.now() - started).toBeLessThan(4_000);
    await engine.close();
  }, 30_000);

  it("looks at the current generation and loads it on connections of its own, not behind the readers' queue", async () => {
    const engine = postgresEngine(harvested.url, { maxConnections: 2, connectTimeoutMs: 1_000 });
    // Every reader connection taken, as by searches queued under load.
    const held = await Promise.all([engine.pool.connect(), engine.pool.connect()]);
    try {
      expect(await engine.version()).toMatch(/^\d+$/);
      const reader = await engine.open();
      expect(reader.size).toBeGreaterThan(0);
    } finally {
      held.forEach((client) => client.release());
    }
    await engine.close();
  }, 30_000);

  it('opens a generation from its column blobs without reading its entries, refuses a damaged blob, and answers as the rows read through cursors do', async () => {
    const texts: string[] = [];
    const query = vi.spyOn(pg.Client.prototype, 'query');
    const fromBlobs = postgresEngine(harvested.url);
    let reader;
    try {
      reader = await fromBlobs.open();
      for (const [config] of query.mock.calls) texts.push(typeof config === 'string' ? config : ((config as { text?: string }).text ?? ''));
    } finally {
      query.mockRestore();
    }
    // A dozen values, not a row an entry: the entries table is asked only for its bounds.
    expect(texts.filter((text) => /\bcolumns_\d+\b/.test(text) && text.startsWith('SELECT value')).length).toBe(12);
    expect(texts.filter((text) => /\bentries_\d+\b/.test(text) && !/^SELECT min\(pos\)/.test(text))).toEqual([]);

    // A generation written before the blobs (no columns table) opens through cursors, batch by batch.
    const admin = new pg.Client({ connectionString: url! });
    await admin.connect();
    const { schema } = harvested;
    const generation = (await admin.query<{ generation: string }>(`SELECT generation FROM ${schema}.current`)).rows[0]!.generation;
    const columns = `${schema}.columns_${generation}`;
    await admin.query(`ALTER TABLE ${columns} RENAME TO columns_aside`);
    const batched = postgresEngine(harvested.url, { openBatchRows: 50 });
    const whole = postgresEngine(harvested.url, { openBatchRows: Infinity });
    const damaged = postgresEngine(harvested.url);
    try {
      // One order cut short: refused at open, not read past its end.
      await admin.query(`CREATE TABLE ${columns} AS SELECT * FROM ${schema}.columns_aside`);
      await admin.query(`UPDATE ${columns} SET value = substring(value from 1 for 8) WHERE key = 'order.date'`);
      await expect(damaged.open()).rejects.toThrow(/columns_\d+ is damaged: order\.date is not \d+ values/);
      await admin.query(`DROP TABLE ${columns}`);

      const fetched: string[] = [];
      const spied = vi.spyOn(pg.Client.prototype, 'query');
      let cursorReader;
      try {
        cursorReader = await batched.open();
        for (const [config] of spied.mock.calls)
          fetched.push(typeof config === 'string' ? config : ((config as { text?: string }).text ?? ''));
      } finally {
        spied.mockRestore();
      }
      const fetches = fetched.filter((text) => /^FETCH\b/.test(text));
      // Every read of the open is a cursor's batch of 50: the entries with their orders take size / 50.
      expect(fetches.length).toBeGreaterThanOrEqual(Math.ceil(cursorReader.size / 50));
      expect(fetches.every((text) => text.startsWith('FETCH 50 '))).toBe(true);
      expect(fetched.filter((text) => /\bentries_\d+\b/.test(text) && !/^(DECLARE|SELECT min\(pos\))/.test(text))).toEqual([]);

      // The same answers from the blobs, from batches of rows and from the rows read in one piece.
      const wholeReader = await whole.open();
      const asks: Partial<SearchParams>[] = [
        {},
        { sort: '-date', page: 7 },
        { sort: 'date', page: 3 },
        { q: 'united', page: 2 },
        { q: 'poster', sort: 'date', images: true },
        { kinds: ['object'], decade: 1960 },
      ];
      for (const ask of asks) {
        const expected = await wholeReader.search({ ...BASE_SEARCH, ...ask });
        expect(await cursorReader.search({ ...BASE_SEARCH, ...ask })).toEqual(expected);
        expect(await reader.search({ ...BASE_SEARCH, ...ask })).toEqual(expected);
      }
      expect(await reader.listForSitemap(40, 30)).toEqual(await wholeReader.listForSitemap(40, 30));
      expect(() => postgresEngine(harvested.url, { openBatchRows: 0 })).toThrow(/openBatchRows/);
    } finally {
      await admin.query(`DROP TABLE IF EXISTS ${columns}`);
      await admin.query(`ALTER TABLE ${schema}.columns_aside RENAME TO columns_${generation}`);
      await admin.end();
      await Promise.all([fromBlobs, batched, whole, damaged].map((engine) => engine.close()));
    }
  }, 30_000);

  it('keeps the password out of what it logs and throws when the server echoes it back as a database name', async () => {
    const base = new URL(url!);
    const typo = `typo-${randomBytes(6).toString('hex')}`;
    // `&` for `?`: the server is asked for database "hangar_ci&password=typo-…" and says it does not exist.
    const engine = postgresEngine(`postgres://${base.username}:${base.password}@${base.host}${base.pathname}&password=${typo}`);
    const lines: string[] = [];
    const handle = await openCatalogue(engine, { checkEveryMs: 0, log: (line) => lines.push(line) });
    const refused = (await engine.version().catch((error: unknown) => error)) as Error & { code?: string };
    expect(refused.code).toBe('3D000');
    expect(refused.message).toMatch(/^database ".*password=….*" does not exist$/);
    expect(`${refused.message} ${refused.stack}`).not.toContain(typo);
    expect(lines.some((line) => line.includes('"catalogue-unreachable"'))).toBe(true);
    expect(lines.join('\n')).not.toContain(typo);
    expect(lines.join('\n')).not.toContain(decodeURIComponent(base.password));
    await handle.close();
  }, 30_000);

  it('names its target without the password given in the query string when it cannot read the catalogue there', async () => {
    const { url: target, schema } = freshSchema();
    const inQuery = new URL(target);
    const password = decodeURIComponent(inQuery.password);
    inQuery.password = '';
    inQuery.searchParams.set('password', password);
    const first = postgresEngine(inQuery.toString(), { migrateTo: 1 });
    const client = await first.pool.connect();
    await first.migrate(client);
    await client.query(
      `INSERT INTO ${schema}.generations (state, harvested_at, content_hash) VALUES ('live', '2026-01-01T00:00:00.000Z', 'x')`,
    );
    await client.query(`INSERT INTO ${schema}.current (generation) SELECT id FROM ${schema}.generations`);
    client.release();
    const lines: string[] = [];
    const handle = await openCatalogue(first, { checkEveryMs: 0, log: (line) => lines.push(line) });
    const unreadable = lines.find((line) => line.includes('"catalogue-unreadable"'));
    expect(unreadable).toMatch(`has schema 1; this version of Hangar reads ${SCHEMA_VERSION}`);
    expect(unreadable).toContain('password=…');
    expect(lines.join('\n')).not.toContain(password);
    await handle.close();
  }, 30_000);

  it("harvests on a connection of its own, outside the readers' timeouts", async () => {
    // 1 ms would cancel every statement of a harvest that ran on the readers' connections.
    const engine = postgresEngine(freshSchema().url, { statementTimeoutMs: 1, retireAfterMs: 0 });
    expect((await harvestMock(engine, source)).commit.written).toBe(true);
    await engine.close();
  }, 60_000);

  it('keeps the generation it replaced while servers may still be reading it, then drops it', async () => {
    const { url: target, schema } = freshSchema();
    // Longer than a server's look (once a second): what the 10 s of production stand for.
    const writer = postgresEngine(target, { retireAfterMs: 2_500 });
    await harvestMock(writer, source, { now: () => new Date('2026-01-01T00:00:00Z') });
    const handle = await openCatalogue(postgresEngine(target));
    let failed: unknown = null;
    let answered = 0;
    let asking = true;
    const asker = (async () => {
      for (let page = 1; asking; page = (page % 5) + 1) {
        try {
          await (await handle.current())!.search({ ...BASE_SEARCH, q: 'united', page });
          answered += 1;
        } catch (error) {
          failed = error;
        }
      }
    })();
    const changed = mockSource();
    await harvestMock(
      writer,
      { ...changed, fetch: withoutRecord(changed.fetch, '1880000000007') },
      { now: () => new Date('2026-02-01T00:00:00Z') },
    );
    asking = false;
    await asker;
    expect(failed).toBeNull();
    expect(answered).toBeGreaterThan(0);
    await untilHarvested(handle, '2026-02-01T00:00:00.000Z');
    const tables = await writer.pool.query(
      `SELECT count(*)::int AS count FROM pg_tables WHERE schemaname = $1 AND tablename LIKE 'entries_%'`,
      [schema],
    );
    expect(tables.rows[0]).toEqual({ count: 1 });
    await handle.close();
    await writer.close();
  }, 60_000);

  it('answers again after its connections are cut, as a database restart cuts them, and never throws past the API', async () => {
    const engine = postgresEngine(harvested.url);
    const handle = await openCatalogue(engine, { checkEveryMs: 0 });
    const answer = createApiAnswers(handle);
    const ask = () => answer(new URL('http://x/api/search?q=united'), 'http://x');
    const before = await ask();
    expect(before.status).toBe(200);
    const admin = new pg.Client({ connectionString: url! });
    await admin.connect();
    await admin.query(
      "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = 'hangar' AND datname = current_database() AND pid <> pg_backend_pid()",
    );
    await admin.end();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 20 && statuses.at(-1) !== 200; attempt += 1) {
      statuses.push((await ask()).status);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(statuses.every((status) => status === 200 || status === 503)).toBe(true);
    expect(statuses.at(-1)).toBe(200);
    // A new answer, not the one kept: the words differ, the database is asked.
    const after = await answer(new URL('http://x/api/search?q=united&page=2'), 'http://x');
    expect(after.status).toBe(200);
    await handle.close();
  }, 30_000);

  it('while the database cannot be reached: pages without search, /api/search 503 with Retry-After, then back', async () => {
    const database = await relay(new URL(url!));
    const engine = postgresEngine(database.url(harvested.url), { connectTimeoutMs: 1_000 });
    // Looked at once a second, as in production: the first request of the outage finds out by its query failing.
    const handle = await openCatalogue(engine);
    const server = await startTestServer({ catalogue: handle });
    try {
      const search = () => fetch(`${server.url}/api/search?q=stewardess`);
      expect((await search()).status).toBe(200);
      expect(((await (await fetch(`${server.url}/config.json`)).json()) as { search?: boolean }).search).toBe(true);

      await database.stop();
      const started = performance.now();
      // Other words than the answer kept: this one has to ask the database.
      const down = await fetch(`${server.url}/api/search?q=united`);
      expect(down.status).toBe(503);
      expect(down.headers.get('retry-after')).toBe('60');
      expect(((await down.json()) as { stat: string }).stat).toBe('error');
      // Then the handle looks again, finds no database, and every call says the same.
      expect((await search()).status).toBe(503);
      expect((await fetch(`${server.url}/api/objects/1880000000250`)).status).toBe(503);
      expect(handle.isOpen()).toBe(false);
      expect(((await (await fetch(`${server.url}/config.json`)).json()) as { search?: boolean }).search).toBeUndefined();
      // Bounded by the connect timeout, not waiting on the database.
      expect(performance.now() - started).toBeLessThan(10_000);

      await database.start();
      let status = 0;
      for (let attempt = 0; attempt < 60 && status !== 200; attempt += 1) {
        status = (await search()).status;
        if (status !== 200) await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(status).toBe(200);
      expect(handle.isOpen()).toBe(true);
    } finally {
      await server.close();
      await handle.close();
      await database.stop();
    }
  }, 60_000);
});

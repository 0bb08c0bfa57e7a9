import { afterEach, describe, expect, it, vi } from 'vitest';
import { startTestServer, type TestServer } from '../test-helpers.ts';
import { BudgetExceeded } from './budget.ts';
import { BASE_SEARCH } from './test-fixtures.ts';
import { openCatalogue, type CatalogueHandle } from './handle.ts';
import { engineFor as scriptedEngine } from './scripted-engine.ts';
import { Overloaded } from '../admission.ts';
import { SearchPool, pooledEngine, type SearchPoolOptions } from './search-pool.ts';

const SCRIPTED = new URL('./scripted-engine.ts', import.meta.url).href;
const opened: { close(): Promise<void> }[] = [];

afterEach(async () => {
  await Promise.all(opened.splice(0).map((thing) => thing.close()));
});

async function pool(options: SearchPoolOptions = {}) {
  const engine = pooledEngine(await scriptedEngine('scripted'), 'scripted', { engineModule: SCRIPTED, threads: 1, ...options });
  opened.push(engine);
  return engine;
}

const search = (q: string) => ({ ...BASE_SEARCH, q });

/** Which of these promises settled first, by name (order, not time, is what the tests assert). */
async function settleOrder(named: Record<string, Promise<unknown>>): Promise<string[]> {
  const order: string[] = [];
  await Promise.all(
    Object.entries(named).map(([name, promise]) =>
      promise.then(
        () => order.push(name),
        () => order.push(name),
      ),
    ),
  );
  return order;
}

describe('the search pool', () => {
  it('answers searches and object lookups from its thread', async () => {
    const reader = await (await pool()).open();
    expect(reader.size).toBe(1);
    expect((await reader.search(search('hello'))).q).toBe('hello');
    expect(await reader.getObject('1')).toMatchObject({ record: { 'wof:name': 'The one object' } });
    expect(await reader.getObject('2')).toBeNull();
  });

  it('keeps the request loop free while a search works: a timer set after it fires before it ends', async () => {
    const reader = await (await pool()).open();
    const order = await settleOrder({
      search: reader.search(search('hang 400')),
      timer: new Promise((resolve) => setTimeout(resolve, 20)),
    });
    expect(order).toEqual(['timer', 'search']);
  });

  it('ends a search past its budget with BudgetExceeded, and the thread answers the next one', async () => {
    const reader = await (await pool({ budgetMs: 100 })).open();
    await expect(reader.search(search('spin 5000'))).rejects.toBeInstanceOf(BudgetExceeded);
    expect((await reader.search(search('quick'))).q).toBe('quick');
  });

  it('sheds at once what its queue cannot hold, and counts it', async () => {
    const engine = await pool({ queueLimit: 2, maxWaitMs: 10_000 });
    const reader = await engine.open();
    const calls = Array.from({ length: 5 }, () => reader.search(search('spin 200')));
    const outcomes = await Promise.allSettled(calls);
    const shed = outcomes.filter((outcome) => outcome.status === 'rejected' && outcome.reason instanceof Overloaded);
    // One runs, two wait, two find the queue full.
    expect(shed).toHaveLength(2);
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(3);
    expect(engine.pool.snapshot().shed.queueFull).toBe(2);
  });

  it('sheds a search that waited longer than it may, rather than starting it late', async () => {
    const engine = await pool({ maxWaitMs: 50 });
    const reader = await engine.open();
    const first = reader.search(search('hang 300'));
    const late = reader.search(search('quick'));
    await expect(late).rejects.toMatchObject({ reason: 'waited-too-long' });
    await first;
    expect(engine.pool.snapshot().shed.waitedTooLong).toBe(1);
  });

  it('looks up an object ahead of the searches already waiting', async () => {
    const reader = await (await pool({ maxWaitMs: 10_000 })).open();
    const running = reader.search(search('hang 200'));
    const waiting = reader.search(search('hang 200'));
    const order = await settleOrder({ running, waiting, object: reader.getObject('1') });
    expect(order).toEqual(['running', 'object', 'waiting']);
  });

  it('replaces a thread that stops answering, and the next search is answered', async () => {
    // A budget well above a search's own time (a loaded machine's slow thread start included) and far below the hang.
    const engine = await pool({ budgetMs: 500, stuckAfterMs: 100 });
    const reader = await engine.open();
    await expect(reader.search(search('hang 3000'))).rejects.toBeInstanceOf(BudgetExceeded);
    await vi.waitFor(() => expect(engine.pool.snapshot().replaced).toBe(1), { timeout: 2_000, interval: 20 });
    expect((await reader.search(search('after'))).q).toBe('after');
  });

  it('checks a generation in one thread and opens it unchecked in the others (the check reads the whole index)', async () => {
    for (const target of ['refuse-verified', 'refuse-unverified']) {
      const pool = new SearchPool(target, { engineModule: SCRIPTED, threads: 2 });
      opened.push({ close: () => pool.shutdown() });
      await expect(pool.open(), target).rejects.toThrow(/scripted/);
    }
  });

  it('refuses a generation a thread cannot open, with its reason', async () => {
    const refusing = new SearchPool('refuse', { engineModule: SCRIPTED, threads: 2 });
    opened.push({ close: () => refusing.shutdown() });
    await expect(refusing.open()).rejects.toThrow(/integrity check/);
  });
});

describe('/api/search on the pool', () => {
  let server: TestServer | undefined;
  let handle: CatalogueHandle | undefined;
  afterEach(async () => {
    await server?.close();
    await handle?.close();
  });

  it('answers /healthz while a search holds its thread, and a search past its budget is a 503 with Retry-After', async () => {
    handle = await openCatalogue(await pool({ budgetMs: 300 }));
    server = await startTestServer({ catalogue: handle });
    const base = server.url;
    const costly = fetch(`${base}/api/search?q=hang+600`);
    // The costly search reaches the server first.
    await new Promise((resolve) => setTimeout(resolve, 50));
    const order = await settleOrder({ costly, health: fetch(`${base}/healthz`) });
    expect(order).toEqual(['health', 'costly']);
    const answer = await costly;
    expect(answer.status).toBe(503);
    expect(answer.headers.get('retry-after')).toBe('1');
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(await answer.json()).toMatchObject({ stat: 'error', error: { code: 503 } });
  });
});

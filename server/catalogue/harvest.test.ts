import { readFileSync, statSync, writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { buildConfig } from '../../mock/config.ts';
import { createMock } from '../../mock/handle.ts';
import { startServer } from '../../mock/server.ts';
import { parseHarvestConfig } from './config.ts';
import type { CatalogueEngine, CatalogueEntry } from './engine.ts';
import { HarvestError, harvest, spooledLines } from './harvest.ts';
import { sqliteEngine } from './sqlite.ts';
import { BASE_SEARCH, addFault, harvestMock, mockSource, tempTarget } from './test-fixtures.ts';

/** The demo's counts, harvested cleanly once: what every faulty harvest must also end with. */
const clean = await (async () => {
  const engine = sqliteEngine(tempTarget());
  const result = await harvestMock(engine);
  return { counts: result.counts, hash: result.commit.hash };
})();

describe('harvest', () => {
  it('completes through 20 % failed reads (errors and dropped connections), the same catalogue as a clean run', async () => {
    const engine = sqliteEngine(tempTarget());
    const result = await harvestMock(engine, mockSource({ failRate: 0.2 }));
    expect(result.retries).toBeGreaterThan(5);
    expect(result.counts).toEqual(clean.counts);
    expect(result.commit.hash).toBe(clean.hash);
  }, 60_000);

  it("is complete through the real service's quirks: no next_query on the second-to-last page, text/json, per_page clamped", async () => {
    const source = mockSource();
    let nulled = 0;
    // The service's answers as the real one gives them, rewritten as text so that ids stay exact.
    const quirky: typeof fetch = async (input, init) => {
      const request = new Request(input, init);
      const url = new URL(request.url);
      // Asked for more than 500 a page, the real service gives 500 without saying so.
      if (Number(url.searchParams.get('per_page')) > 500) url.searchParams.set('per_page', '500');
      const answer = await source.fetch(url, init);
      let text = await answer.text();
      const headers = new Headers(answer.headers);
      headers.set('Content-Type', 'text/json');
      const page = Number(/"page":(\d+)/.exec(text)?.[1]);
      const pages = Number(/"pages":(\d+)/.exec(text)?.[1]);
      if (pages > 1 && page === pages - 1 && /"next_query":"/.test(text)) {
        text = text.replace(/"next_query":"[^"]*"/, '"next_query":null');
        headers.delete('X-api-pagination-next-query');
        nulled += 1;
      }
      return new Response(text, { status: answer.status, headers });
    };
    const result = await harvestMock(sqliteEngine(tempTarget()), { ...source, fetch: quirky });
    expect(nulled).toBeGreaterThan(0);
    expect(result.counts).toEqual(clean.counts);
    expect(result.commit.hash).toBe(clean.hash);
  }, 60_000);

  it('retries stalled pages (past its own timeout) and malformed answers', async () => {
    const source = mockSource({ control: true });
    await addFault(source.mock, { method: 'museum.collection.collections.getObjects', count: 2, mode: 'stall' });
    await addFault(source.mock, { method: 'museum.collection.collections.getObjects', count: 2, mode: 'malformed' });
    await addFault(source.mock, { method: 'museum.millsfield.terminals.getGalleries', count: 1, mode: 'malformed', body: 'not json' });
    const result = await harvestMock(sqliteEngine(tempTarget()), source, { timeoutMs: 300 });
    expect(result.retries).toBe(5);
    expect(result.counts).toEqual(clean.counts);
    expect(result.commit.hash).toBe(clean.hash);
  }, 60_000);

  it('starts a list again when its cursor expires mid-walk, and ends complete', async () => {
    // Cursors from 500 results on (every collection's objects); the clock jumps past their 300 s
    // once, early in the walk, so the cursors in flight then expire.
    let calls = 0;
    const now = () => Date.UTC(2026, 0, 1) + (++calls > 6 ? 600_000 : 0);
    const source = mockSource({ cursorThreshold: 500, now });
    const result = await harvestMock(sqliteEngine(tempTarget()), source, { concurrency: 2 });
    expect(result.restarts).toBeGreaterThan(0);
    expect(result.counts).toEqual(clean.counts);
    expect(result.commit.hash).toBe(clean.hash);
  }, 60_000);

  it('writes the objects while their lists are still being read, the same catalogue as before', async () => {
    const source = mockSource();
    let requests = 0;
    let requestsAtFirstObject: number | null = null;
    const counting: typeof fetch = (input, init) => {
      requests += 1;
      return source.fetch(input, init);
    };
    const engine = watchedAdds(sqliteEngine(tempTarget()), (entry) => {
      if (entry.kind === 'object') requestsAtFirstObject ??= requests;
    });
    // 10 a page: the largest collection's objects are 199 pages, the other lists one to three.
    const result = await harvestMock(engine, { ...source, fetch: counting }, { perPage: 10, concurrency: 8 });
    // Before, every page was read before the first entry was written.
    expect(requestsAtFirstObject).not.toBeNull();
    // (224 of 424 here; every one of them before.)
    expect(requestsAtFirstObject!).toBeLessThan(requests * 0.75);
    expect(result.counts).toEqual(clean.counts);
    expect(result.commit.hash).toBe(clean.hash);
  }, 60_000);

  it('writes everything again when a list it had begun writing starts again (its cursor expired): the same catalogue', async () => {
    // Cursors from 50 results on, 10 a page; once the first object is written, the clock jumps past
    // their 300 s, so the cursors in flight (the object list being written among them) expire.
    let jumped = false;
    const now = () => Date.UTC(2026, 0, 1) + (jumped ? 600_000 : 0);
    const source = mockSource({ cursorThreshold: 50, now });
    let generations = 0;
    const engine = watchedAdds(
      sqliteEngine(tempTarget()),
      (entry) => {
        if (entry.kind === 'object') jumped = true;
      },
      () => (generations += 1),
    );
    const result = await harvestMock(engine, source, { perPage: 10 });
    expect(result.restarts).toBeGreaterThan(0);
    expect(generations).toBe(2);
    expect(result.counts).toEqual(clean.counts);
    expect(result.commit.hash).toBe(clean.hash);
  }, 60_000);

  it('reads over the network on a thread of its own, through failures and a restarted cursor: the same catalogue as read beside the writer', async () => {
    // 20 % of reads fail; cursors from 500 results on, and the clock jumps past their 300 s once,
    // early in the first harvest, so the cursors in flight then expire.
    let calls = 0;
    const now = () => Date.UTC(2026, 0, 1) + (++calls > 30 ? 600_000 : 0);
    const options = { seed: 5, failRate: 0.2, cursorThreshold: 500, now };
    const service = await startServer(options);
    try {
      const config = parseHarvestConfig(JSON.stringify(buildConfig(createMock(options).dataset, service.url)), 'the mock');
      const run = (fetch?: typeof globalThis.fetch) =>
        harvest({ config, engine: sqliteEngine(tempTarget()), backoffScale: 0.002, perPage: 50, ...(fetch ? { fetch } : {}) });
      const threaded = await run();
      const beside = await run(globalThis.fetch);
      expect(threaded.readOn).toBe('thread');
      expect(beside.readOn).toBe('writer');
      expect(threaded.retries).toBeGreaterThan(5);
      expect(threaded.restarts).toBeGreaterThan(0);
      expect(threaded.records).toBe(beside.records);
      expect(threaded.counts).toEqual(beside.counts);
      expect(threaded.counts.object).toBeGreaterThan(1000);
      expect(threaded.commit.hash).toBe(beside.commit.hash);
    } finally {
      await service.close();
    }
  }, 60_000);

  it('fails naming the list when a page keeps failing, and leaves the catalogue in place untouched', async () => {
    const target = tempTarget();
    const engine = sqliteEngine(target);
    await harvestMock(engine);
    const before = { bytes: readFileSync(target), mtime: statSync(target).mtimeMs };
    const source = mockSource({ control: true });
    await addFault(source.mock, { method: 'museum.millsfield.buildings.getGates', count: 1000, mode: 'error', code: 512 });
    const failure = await harvestMock(engine, source, { retries: 2 }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(HarvestError);
    expect((failure as HarvestError).list).toMatch(/^museum\.millsfield\.buildings\.getGates building_id=\d+/);
    expect((failure as HarvestError).message).not.toContain('\n');
    expect(readFileSync(target).equals(before.bytes)).toBe(true);
    expect(statSync(target).mtimeMs).toBe(before.mtime);
  }, 60_000);

  it('does not retry what a second try would only repeat (a bad token)', async () => {
    const source = mockSource();
    const started = Date.now();
    const failure = await harvestMock(
      sqliteEngine(tempTarget()),
      { ...source, config: { ...source.config, accessToken: 'wrong' } },
      {
        backoffScale: 1,
      },
    ).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(HarvestError);
    expect(String((failure as Error).message)).toMatch(/token/i);
    // Backoff at full scale would take seconds per retry: no retry happened.
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('fails when cursors keep expiring, after a bounded number of restarts', async () => {
    let calls = 0;
    const now = () => Date.UTC(2026, 0, 1) + ++calls * 400_000;
    const source = mockSource({ cursorThreshold: 500, now });
    const failure = await harvestMock(sqliteEngine(tempTarget()), source).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(HarvestError);
    expect((failure as HarvestError).message).toMatch(/getObjects.*cursor expired 4 times/);
  }, 60_000);

  it("holds the directory's places, found by their names, each linking to its own page", async () => {
    const source = mockSource();
    const engine = sqliteEngine(tempTarget());
    const result = await harvestMock(engine, source);
    const { directory } = source.config;
    expect(result.counts).toMatchObject({
      collection: directory.collections.length,
      terminal: directory.terminals.length,
      building: directory.buildings.length,
      'boarding-area': directory.boardingAreas.length,
    });
    const reader = await engine.open();
    try {
      const find = async (q: string, kind: (typeof BASE_SEARCH.kinds)[number]) =>
        (await reader.search({ ...BASE_SEARCH, q, kinds: [kind] })).results.map((hit) => [hit.name, hit.href]);
      const terminal = directory.terminals.find((place) => place.name === 'Terminal 2')!;
      expect(await find('terminal 2', 'terminal')).toContainEqual(['Terminal 2', `/terminals/${terminal.id}`]);
      const area = directory.boardingAreas.find((place) => place.name === 'Boarding Area D')!;
      expect(await find('boarding area d', 'boarding-area')).toContainEqual(['Boarding Area D', `/boarding-areas/${area.id}/gates`]);
      const building = directory.buildings[0]!;
      expect(await find(building.name, 'building')).toContainEqual([building.name, `/buildings/${building.id}/gates`]);
      const collection = directory.collections[0]!;
      expect(await find(collection.name, 'collection')).toContainEqual([collection.name, `/collections/${collection.id}`]);
    } finally {
      await reader.close();
    }
  }, 60_000);
});

/** The engine, with `onAdd` told of every entry its generations are given and `onGeneration` of each generation made. */
function watchedAdds(engine: CatalogueEngine, onAdd: (entry: CatalogueEntry) => void, onGeneration = () => {}): CatalogueEngine {
  return {
    ...engine,
    async createGeneration() {
      onGeneration();
      const generation = await engine.createGeneration();
      const add = generation.add.bind(generation);
      generation.add = (entry) => {
        onAdd(entry);
        return add(entry);
      };
      return generation;
    },
  };
}

describe("the spool's lines", () => {
  it('come back whole across the reads of the file, characters of several bytes included', async () => {
    // 3 MiB of lines of 1 to 4-byte characters, of lengths that put the 1 MiB reads' ends inside characters and lines.
    const lines = Array.from({ length: 40_000 }, (_, index) => `{"n":${index},"s":"${'é飞😀a'.repeat(index % 37)}"}`);
    const file = tempTarget('spool.ndjson');
    writeFileSync(file, `${lines.join('\n')}\n${'飞'.repeat(5)}`);
    const read: string[] = [];
    for await (const batch of spooledLines(file)) read.push(...batch);
    expect(read).toEqual([...lines, '飞'.repeat(5)]);
  });
});

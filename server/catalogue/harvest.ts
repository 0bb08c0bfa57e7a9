/**
 * The harvest: every list the config's directory reaches, read through the app's own API client
 * (src/api: its int64-exact JSON, its pagination with the off-by-one null next_query, its typed
 * errors), written as a new catalogue generation. Pages that fail are retried with backoff, a list
 * whose cursor expired is read again from its start, at most `concurrency` requests are in flight.
 * Records are spooled to disk per list (a restarted list starts its file again) and written in a
 * fixed order at the end, so the same service gives the same catalogue, and its hash says whether
 * anything changed. Any list that cannot be read completely fails the harvest, and the catalogue in
 * place is left as it was.
 */
import { createReadStream } from 'node:fs';
import { appendFile, open, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createApiClient, type Params } from '../../src/api/client.ts';
import { isExpiredCursor } from '../../src/api/errors.ts';
import { backoffDelay, isRetryable } from '../../src/api/retry.ts';
import type { Directory } from '../../src/lib/runtime-config.ts';
import {
  KINDS,
  type BelongsTo,
  type CatalogueEngine,
  type CatalogueEntry,
  type CommitResult,
  type GenerationWriter,
  type Kind,
} from './engine.ts';
import { entryFor, placeEntry, type Names } from './records.ts';
import { ownedTempDir, sweepLeftovers } from '../temp-files.ts';

const SPOOL_PREFIX = 'hangar-harvest';

/** The service's largest page. */
export const HARVEST_PER_PAGE = 500;
export const HARVEST_TIMEOUT_MS = 15_000;

/** What a harvest needs of the runtime config (docs/design.md section 3). */
export interface HarvestConfig {
  apiBaseUrl: string;
  accessToken: string | undefined;
  directory: Directory;
}

export interface HarvestOptions {
  config: HarvestConfig;
  engine: CatalogueEngine;
  fetch?: typeof fetch;
  concurrency?: number;
  timeoutMs?: number;
  /** More tries of a failed page after the first. */
  retries?: number;
  /** Scales the backoff (0.5 s, 1 s, 2 s... capped at 8 s); tests make it small. */
  backoffScale?: number;
  /** Times a list may start again after its cursor expired. */
  cursorRestarts?: number;
  perPage?: number;
  onProgress?: (progress: HarvestProgress) => void;
  now?: () => Date;
  signal?: AbortSignal;
}

export interface HarvestProgress {
  event: 'list-done' | 'page' | 'writing';
  listsDone: number;
  listsKnown: number;
  records: number;
  /** The list's label (method and parameters). */
  list?: string;
}

export interface HarvestResult {
  commit: CommitResult;
  counts: Record<Kind, number>;
  lists: number;
  records: number;
  /** Pages tried again after a failure, and lists started again after their cursor expired. */
  retries: number;
  restarts: number;
  ms: number;
}

/** A list that could not be read completely. */
export class HarvestError extends Error {
  override name = 'HarvestError';
  constructor(
    readonly list: string,
    override readonly cause: unknown,
  ) {
    super(`${list}: ${cause instanceof Error ? cause.message : String(cause)}`);
  }
}

interface ListSpec {
  /** Sort key: lists are written in this order (categories and places first, objects last). */
  order: number[];
  method: string;
  params: Params;
  kind: Kind;
  parent: BelongsTo;
}

class CursorExpired extends Error {}

/** A list being read: its spool file, how many records it holds so far, and whether its walk ended. */
interface ListSlot {
  spec: ListSpec;
  file: string;
  count: number;
  /** Bytes of the spool written so far (whole pages): the writer reads up to here. */
  spooled: number;
  done: boolean;
  /** Times its walk started again from the beginning (an expired cursor): what the writer read of it is void. */
  restarts: number;
}

function label(list: ListSpec): string {
  return `${list.method} ${Object.entries(list.params)
    .map(([name, value]) => `${name}=${String(value)}`)
    .join(' ')}`;
}

function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(signal.reason as Error);
      },
      { once: true },
    );
  });
}

/**
 * The order lists are written in: the objects last. They are most of a harvest and are written
 * while they are still being read, once the small lists before them are (and with them the
 * category names that label the objects).
 */
const GROUP = {
  categories: 0,
  collectionSubcategories: 1,
  categorySubcategories: 2,
  galleries: 3,
  exhibitions: 4,
  areaGates: 5,
  buildingGates: 6,
  objects: 7,
} as const;

export async function harvest(options: HarvestOptions): Promise<HarvestResult> {
  const started = Date.now();
  const { config, engine } = options;
  const concurrency = Math.max(1, options.concurrency ?? 4);
  const retries = options.retries ?? 6;
  const backoffScale = options.backoffScale ?? 1;
  const cursorRestarts = options.cursorRestarts ?? 3;
  const perPage = options.perPage ?? HARVEST_PER_PAGE;
  const client = createApiClient({
    baseUrl: config.apiBaseUrl,
    getAccessToken: () => config.accessToken,
    timeoutMs: options.timeoutMs ?? HARVEST_TIMEOUT_MS,
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });
  // A harvest killed mid-way leaves its spool; the next one removes it.
  sweepLeftovers(SPOOL_PREFIX);
  const spool = ownedTempDir(SPOOL_PREFIX);
  const lists: ListSlot[] = [];
  const categoryNames = new Map<string, string>();
  const collectionNames = new Map(config.directory.collections.map((entry) => [entry.id, entry.name]));
  let listsDone = 0;
  let records = 0;
  let retried = 0;
  let restarts = 0;
  /** Wakes the writer (stream, below) when a page is spooled or a list ends. */
  let wake: (() => void) | null = null;
  const progressed = () => {
    const waiting = wake;
    wake = null;
    waiting?.();
  };
  const nextProgress = () => new Promise<void>((resolve) => (wake = resolve));
  const report = (event: HarvestProgress['event'], list?: ListSpec) =>
    options.onProgress?.({ event, listsDone, listsKnown: lists.length, records, ...(list ? { list: label(list) } : {}) });

  /** One page, retried on failures a second try can fix; an expired cursor restarts the list instead. */
  async function readPage(list: ListSpec, pageParam: string | null) {
    for (let attempt = 0; ; attempt += 1) {
      try {
        return await client.read<Record<string, unknown>>(list.method, list.params, {
          pageParam,
          ...(options.signal ? { signal: options.signal } : {}),
        });
      } catch (error) {
        if (isExpiredCursor(error)) throw new CursorExpired();
        if (options.signal?.aborted) throw error;
        // A malformed answer (cut off, not JSON) is worth another try when harvesting, whatever its status.
        const worthRetrying = isRetryable(error) || (error instanceof Error && error.name === 'MalformedResponseError');
        if (!worthRetrying || attempt >= retries) throw error;
        retried += 1;
        await sleep(backoffDelay(attempt, Math.random) * backoffScale, options.signal);
      }
    }
  }

  async function walk(slot: ListSlot, onRecord: (record: Record<string, unknown>) => void): Promise<number> {
    const { spec: list, file } = slot;
    for (let restart = 0; ; restart += 1) {
      await writeFile(file, '');
      slot.spooled = 0;
      let count = 0;
      try {
        let pageParam: string | null = null;
        for (;;) {
          const page = await readPage(list, pageParam);
          if (page.results.length > 0) {
            const lines = Buffer.from(page.results.map((record) => `${JSON.stringify(record)}\n`).join(''), 'utf8');
            await appendFile(file, lines);
            slot.spooled += lines.length;
            progressed();
          }
          for (const record of page.results) onRecord(record);
          count += page.results.length;
          records += page.results.length;
          report('page', list);
          if (page.nextQuery === undefined) return count;
          pageParam = page.nextQuery;
        }
      } catch (error) {
        records -= count;
        if (!(error instanceof CursorExpired) || restart >= cursorRestarts) {
          throw error instanceof CursorExpired ? new Error(`its cursor expired ${restart + 1} times`) : error;
        }
        restarts += 1;
        slot.restarts += 1;
      }
    }
  }

  // The queue: lists found while walking others (a category's subcategories) join it.
  const queue: ListSpec[] = [];
  const add = (spec: ListSpec) => {
    queue.push(spec);
    lists.push({ spec, file: join(spool, `${lists.length}.ndjson`), count: 0, spooled: 0, done: false, restarts: 0 });
  };
  const base = { per_page: perPage };
  config.directory.collections.forEach((collection, index) => {
    const parent: BelongsTo = { kind: 'collection', id: collection.id, name: collection.name };
    const params = { collection_id: collection.id, ...base };
    add({ order: [GROUP.objects, index], method: 'museum.collection.collections.getObjects', params, kind: 'object', parent });
    add({ order: [GROUP.categories, index], method: 'museum.collection.collections.getCategories', params, kind: 'category', parent });
    add({
      order: [GROUP.collectionSubcategories, index],
      method: 'museum.collection.collections.getSubcategories',
      params,
      kind: 'subcategory',
      parent,
    });
  });
  config.directory.terminals.forEach((terminal, index) => {
    const parent: BelongsTo = { kind: 'terminal', id: terminal.id, name: terminal.name };
    const params = { terminal_id: terminal.id, ...base };
    add({ order: [GROUP.galleries, index], method: 'museum.millsfield.terminals.getGalleries', params, kind: 'gallery', parent });
    add({ order: [GROUP.exhibitions, index], method: 'museum.millsfield.terminals.getExhibitions', params, kind: 'exhibition', parent });
  });
  config.directory.boardingAreas.forEach((area, index) => {
    const parent: BelongsTo = { kind: 'boardingArea', id: area.id, name: area.name };
    add({
      order: [GROUP.areaGates, index],
      method: 'museum.millsfield.boardingareas.getGates',
      params: { boardingarea_id: area.id, ...base },
      kind: 'gate',
      parent,
    });
  });
  config.directory.buildings.forEach((building, index) => {
    const parent: BelongsTo = { kind: 'building', id: building.id, name: building.name };
    add({
      order: [GROUP.buildingGates, index],
      method: 'museum.millsfield.buildings.getGates',
      params: { building_id: building.id, ...base },
      kind: 'gate',
      parent,
    });
  });
  // Objects are most of the work: started first, so the walk ends with the longest list already under way.
  queue.sort((a, b) => (b.order[0] === GROUP.objects ? 1 : 0) - (a.order[0] === GROUP.objects ? 1 : 0));

  const names: Names = { category: (id) => categoryNames.get(id), collection: (id) => collectionNames.get(id) };
  const counts = Object.fromEntries(KINDS.map((kind) => [kind, 0])) as Record<Kind, number>;
  let failure: HarvestError | null = null;
  const seen = new Set<string>();

  /** Adds a list's spooled records to the generation, in their order; `state.index`: the record's place in its list. */
  const writeLines = async (generation: GenerationWriter, spec: ListSpec, lines: string[], state: { index: number }) => {
    for (const line of lines) {
      if (line === '') continue;
      const entry = entryFor(
        JSON.parse(line) as Record<string, unknown>,
        { kind: spec.kind, parent: spec.parent, index: state.index },
        names,
      );
      state.index += 1;
      if (!entry) continue;
      const key = `${entry.kind}:${entry.id}`;
      if (!seen.has(key)) counts[entry.kind] += 1;
      seen.add(key);
      await generation.add(entry);
    }
  };

  /** The directory's places: the config's, read from no list, so they come first. */
  const writePlaces = async (generation: GenerationWriter) => {
    for (const entry of directoryPlaces(config.directory)) {
      const key = `${entry.kind}:${entry.id}`;
      if (seen.has(key)) continue;
      seen.add(key);
      counts[entry.kind] += 1;
      await generation.add(entry);
    }
  };

  /** Every list written before the objects is read: the order is final (only category lists add lists), and the category names are known. */
  const placesRead = () => lists.every((slot) => slot.spec.order[0] === GROUP.objects || slot.done);
  const inOrder = () => [...lists].sort((a, b) => compareOrder(a.spec.order, b.spec.order));

  /**
   * Writes the lists in their final order while they are still being read, each as its spool
   * grows, so a million objects are written during their reading instead of after it: the small
   * lists written before them are read within seconds. True when every list was
   * written whole; false when a list it had begun started again (its cursor expired), which voids
   * what was written of it: the caller then writes everything again from the spools.
   */
  const stream = async (generation: GenerationWriter): Promise<boolean> => {
    while (!placesRead()) {
      if (failure) return true;
      await nextProgress();
    }
    await writePlaces(generation);
    for (const slot of inOrder()) {
      const state = { index: 0 };
      let offset = 0;
      let restarts = slot.restarts;
      for (;;) {
        if (failure) return true;
        if (slot.restarts !== restarts) {
          if (offset > 0) return false;
          restarts = slot.restarts;
        }
        const end = slot.spooled;
        if (end > offset) {
          const bytes = await readSpool(slot.file, offset, end);
          // Read while the list started again: the bytes may be the new walk's or cut short.
          if (slot.restarts !== restarts) continue;
          offset = end;
          await writeLines(generation, slot.spec, splitLines(bytes), state);
          continue;
        }
        if (slot.done) break;
        await nextProgress();
      }
    }
    return true;
  };

  let generation: GenerationWriter | null = null;
  try {
    const inFlight = new Set<Promise<void>>();
    const runList = async (slot: ListSlot) => {
      const { spec } = slot;
      try {
        slot.count = await walk(slot, (record) => {
          if (spec.kind !== 'category') return;
          const categoryId = typeof record['wof:id'] === 'string' ? record['wof:id'] : null;
          if (categoryId === null) return;
          if (typeof record['wof:name'] === 'string') categoryNames.set(categoryId, record['wof:name']);
          const collectionIndex = spec.order[1]!;
          add({
            order: [GROUP.categorySubcategories, collectionIndex, lists.length],
            method: 'museum.collection.categories.getSubcategories',
            params: { category_id: categoryId, ...base },
            kind: 'subcategory',
            parent: { kind: 'category', id: categoryId, name: String(record['wof:name'] ?? categoryId) },
          });
        });
        slot.done = true;
        listsDone += 1;
        report('list-done', spec);
      } catch (error) {
        failure ??= new HarvestError(label(spec), error);
      } finally {
        progressed();
      }
    };
    generation = await engine.createGeneration();
    // A failed write (a full disk) stops the reading too; the error is kept until the reading has stopped.
    let writeFailure: { error: unknown } | null = null;
    const streaming = stream(generation).catch((error: unknown) => {
      writeFailure = { error };
      return true;
    });
    let next = 0;
    while (failure === null && writeFailure === null && (next < queue.length || inFlight.size > 0)) {
      while (failure === null && writeFailure === null && inFlight.size < concurrency && next < queue.length) {
        const slot = lists.find((candidate) => candidate.spec === queue[next])!;
        next += 1;
        const running: Promise<void> = runList(slot).finally(() => inFlight.delete(running));
        inFlight.add(running);
      }
      if (inFlight.size > 0) await Promise.race(inFlight);
    }
    // Let the lists still running finish failing or succeeding before the spool goes.
    await Promise.allSettled(inFlight);
    progressed();
    const streamedWhole = await streaming;
    if (failure) throw failure;
    if (writeFailure) throw (writeFailure as { error: unknown }).error;
    report('writing');
    if (!streamedWhole) {
      // A list started again after part of it was written: everything again, from the spools.
      await generation.abort();
      generation = await engine.createGeneration();
      seen.clear();
      for (const kind of KINDS) counts[kind] = 0;
      await writePlaces(generation);
      for (const { spec, file } of inOrder()) {
        const state = { index: 0 };
        for await (const lines of spooledLines(file)) await writeLines(generation, spec, lines, state);
      }
    }
    const writing = generation;
    generation = null;
    const commit = await writing.commit((options.now?.() ?? new Date()).toISOString());
    return { commit, counts, lists: lists.length, records, retries: retried, restarts, ms: Date.now() - started };
  } catch (error) {
    await generation?.abort();
    throw error;
  } finally {
    await rm(spool, { recursive: true, force: true });
  }
}

/**
 * A spool file's lines, a chunk's worth at a time: split on newline bytes, which no UTF-8
 * character holds, so a chunk is decoded only line by line. readline's line events and its
 * iterator's promise a line cost seconds of a million records' writing.
 */
export async function* spooledLines(file: string): AsyncGenerator<string[]> {
  let rest: Buffer | null = null;
  for await (const chunk of createReadStream(file, { highWaterMark: 1024 * 1024 }) as AsyncIterable<Buffer>) {
    const data: Buffer = rest ? Buffer.concat([rest, chunk]) : chunk;
    const whole = data.lastIndexOf(10) + 1;
    rest = whole < data.length ? data.subarray(whole) : null;
    yield splitLines(data.subarray(0, whole));
  }
  if (rest) yield [rest.toString('utf8')];
}

/** Bytes `start` to `end` of a spool file. */
async function readSpool(file: string, start: number, end: number): Promise<Buffer> {
  const handle = await open(file, 'r');
  try {
    const bytes = Buffer.allocUnsafe(end - start);
    const { bytesRead } = await handle.read(bytes, 0, bytes.length, start);
    return bytes.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

/** The lines of `bytes`, each ended by a newline (bytes after the last newline are left out). */
function splitLines(bytes: Buffer): string[] {
  const lines: string[] = [];
  let start = 0;
  for (let end = bytes.indexOf(10, start); end >= 0; end = bytes.indexOf(10, start)) {
    lines.push(bytes.toString('utf8', start, end));
    start = end + 1;
  }
  return lines;
}

/** The config directory's collections, terminals, buildings and boarding areas, as entries. */
function directoryPlaces(directory: Directory): CatalogueEntry[] {
  return [
    ...directory.collections.map((place) => placeEntry('collection', place)),
    ...directory.terminals.map((place) => placeEntry('terminal', place)),
    ...directory.buildings.map((place) => placeEntry('building', place)),
    ...directory.boardingAreas.map((place) => placeEntry('boarding-area', place)),
  ].filter((entry): entry is CatalogueEntry => entry !== null);
}

function compareOrder(a: number[], b: number[]): number {
  for (let index = 0; index < Math.max(a.length, b.length); index += 1) {
    const difference = (a[index] ?? -1) - (b[index] ?? -1);
    if (difference !== 0) return difference;
  }
  return 0;
}

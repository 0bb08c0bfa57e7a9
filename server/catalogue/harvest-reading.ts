/**
 * A harvest's reading: every list the config's directory reaches, read through the app's own API
 * client (src/api: its int64-exact JSON, its pagination with the off-by-one null next_query, its
 * typed errors) and spooled to disk, one file per list. Pages that fail are retried with backoff, a
 * list whose cursor expired is read again from its start into a new file, at most `concurrency`
 * requests are in flight. What happens is told as events (ReadingEvent), the same whether the
 * reading runs beside the writer or on a thread of its own (harvest-reader-worker.ts): decoding
 * and parsing a million records' pages is about a third of a harvest's work.
 */
import { appendFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createApiClient, type Params } from '../../src/api/client.ts';
import { isExpiredCursor } from '../../src/api/errors.ts';
import { backoffDelay, isRetryable } from '../../src/api/retry.ts';
import type { Directory } from '../../src/lib/config/runtime-config.ts';
import type { BelongsTo, Kind } from './engine.ts';

/** What a harvest needs of the runtime config (docs/design.md section 3). */
export interface HarvestConfig {
  apiBaseUrl: string;
  accessToken: string | undefined;
  directory: Directory;
}

/** The service's largest page. */
export const HARVEST_PER_PAGE = 500;
export const HARVEST_TIMEOUT_MS = 15_000;

/** How the reading goes about it: the same for a harvest's options and the reading thread's. */
export interface ReadingTuning {
  concurrency?: number;
  timeoutMs?: number;
  /** More tries of a failed page after the first. */
  retries?: number;
  /** Scales the backoff (0.5 s, 1 s, 2 s... capped at 8 s); tests make it small. */
  backoffScale?: number;
  /** Times a list may start again after its cursor expired. */
  cursorRestarts?: number;
  perPage?: number;
}

export interface ReadingOptions extends ReadingTuning {
  config: HarvestConfig;
  /** The folder the lists are spooled to. */
  spool: string;
  fetch?: typeof fetch;
  /** Stops the reading: no new page is asked for, and those in flight are cancelled. */
  signal?: AbortSignal;
}

export interface ListSpec {
  /** Sort key: lists are written in this order (categories and places first, objects last). */
  order: number[];
  method: string;
  params: Params;
  kind: Kind;
  parent: BelongsTo;
}

/**
 * What the reading tells the writer, in the order it happens. Lists are numbered as they join.
 * A list's walk that starts again spools to a new file, so bytes already spooled never change
 * under a reader that has not heard of the restart yet.
 */
export type ReadingEvent =
  | { type: 'list'; spec: ListSpec; file: string }
  /** A category's name, told before the list of its subcategories joins. */
  /** Every list the directory names has joined (lists a category names join as its list is read). */
  | { type: 'listed' }
  | { type: 'category'; id: string; name: string }
  /** A page spooled: the list's file now holds `bytes` bytes of whole lines. */
  | { type: 'page'; list: number; bytes: number; records: number }
  /** The list's walk starts again (its cursor expired) in `file`; the `dropped` records it had read are void. */
  | { type: 'restart'; list: number; file: string; dropped: number }
  | { type: 'retry' }
  | { type: 'list-done'; list: number };

/** What the reading thread (harvest-reader-worker.ts) posts: the events, then how the reading ended. */
export type ReaderMessage = ReadingEvent | { type: 'read' } | { type: 'failed'; list: string | null; message: string; name: string };

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

class CursorExpired extends Error {}

/**
 * The order lists are written in: the objects last. They are most of a harvest and are written
 * while they are still being read, once the small lists before them are (and with them the
 * category names that label the objects).
 */
export const GROUP = {
  categories: 0,
  collectionSubcategories: 1,
  categorySubcategories: 2,
  galleries: 3,
  exhibitions: 4,
  areaGates: 5,
  buildingGates: 6,
  objects: 7,
} as const;

export function label(list: ListSpec): string {
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

/** Reads every list into the spool, telling `emit` as it goes; rejects with the first list that failed (HarvestError). */
export async function readLists(options: ReadingOptions, emit: (event: ReadingEvent) => void): Promise<void> {
  const { config, spool, signal } = options;
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
  const lists: ListSpec[] = [];
  let failure: HarvestError | null = null;

  /** One page, retried on failures a second try can fix; an expired cursor restarts the list instead. */
  async function readPage(list: ListSpec, pageParam: string | null) {
    for (let attempt = 0; ; attempt += 1) {
      try {
        return await client.read<Record<string, unknown>>(list.method, list.params, { pageParam, ...(signal ? { signal } : {}) });
      } catch (error) {
        if (isExpiredCursor(error)) throw new CursorExpired();
        if (signal?.aborted) throw error;
        // A malformed answer (cut off, not JSON) is worth another try when harvesting, whatever its status.
        const worthRetrying = isRetryable(error) || (error instanceof Error && error.name === 'MalformedResponseError');
        if (!worthRetrying || attempt >= retries) throw error;
        emit({ type: 'retry' });
        await sleep(backoffDelay(attempt, Math.random) * backoffScale, signal);
      }
    }
  }

  async function walk(index: number, onRecord: (record: Record<string, unknown>) => void): Promise<void> {
    const list = lists[index]!;
    let dropped = 0;
    for (let restart = 0; ; restart += 1) {
      const file = join(spool, restart === 0 ? `${index}.ndjson` : `${index}.${restart}.ndjson`);
      await writeFile(file, '');
      if (restart > 0) emit({ type: 'restart', list: index, file, dropped });
      let count = 0;
      let bytes = 0;
      try {
        let pageParam: string | null = null;
        for (;;) {
          const page = await readPage(list, pageParam);
          if (page.results.length > 0) {
            const lines = Buffer.from(page.results.map((record) => `${JSON.stringify(record)}\n`).join(''), 'utf8');
            await appendFile(file, lines);
            bytes += lines.length;
          }
          for (const record of page.results) onRecord(record);
          count += page.results.length;
          emit({ type: 'page', list: index, bytes, records: page.results.length });
          if (page.nextQuery === undefined) return;
          pageParam = page.nextQuery;
        }
      } catch (error) {
        if (!(error instanceof CursorExpired) || restart >= cursorRestarts) {
          throw error instanceof CursorExpired ? new Error(`its cursor expired ${restart + 1} times`) : error;
        }
        dropped = count;
      }
    }
  }

  // The queue: lists found while walking others (a category's subcategories) join it.
  const queue: number[] = [];
  const add = (spec: ListSpec) => {
    queue.push(lists.length);
    lists.push(spec);
    emit({ type: 'list', spec, file: join(spool, `${lists.length - 1}.ndjson`) });
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
  queue.sort((a, b) => (lists[b]!.order[0] === GROUP.objects ? 1 : 0) - (lists[a]!.order[0] === GROUP.objects ? 1 : 0));
  emit({ type: 'listed' });

  const runList = async (index: number) => {
    const spec = lists[index]!;
    try {
      await walk(index, (record) => {
        if (spec.kind !== 'category') return;
        const categoryId = typeof record['wof:id'] === 'string' ? record['wof:id'] : null;
        if (categoryId === null) return;
        const name = typeof record['wof:name'] === 'string' ? record['wof:name'] : null;
        if (name !== null) emit({ type: 'category', id: categoryId, name });
        add({
          order: [GROUP.categorySubcategories, spec.order[1]!, lists.length],
          method: 'museum.collection.categories.getSubcategories',
          params: { category_id: categoryId, ...base },
          kind: 'subcategory',
          parent: { kind: 'category', id: categoryId, name: String(record['wof:name'] ?? categoryId) },
        });
      });
      emit({ type: 'list-done', list: index });
    } catch (error) {
      failure ??= new HarvestError(label(spec), error);
    }
  };

  const inFlight = new Set<Promise<void>>();
  let next = 0;
  while (failure === null && !signal?.aborted && (next < queue.length || inFlight.size > 0)) {
    while (failure === null && !signal?.aborted && inFlight.size < concurrency && next < queue.length) {
      const running: Promise<void> = runList(queue[next]!).finally(() => inFlight.delete(running));
      next += 1;
      inFlight.add(running);
    }
    if (inFlight.size > 0) await Promise.race(inFlight);
  }
  // Let the lists still running finish failing or succeeding before the spool goes.
  await Promise.allSettled(inFlight);
  if (failure) throw failure;
  if (signal?.aborted) throw signal.reason;
}

/**
 * The harvest: every list the config's directory reaches is read (harvest-reading.ts: through the
 * app's own API client, retried, spooled to disk per list) and written as a new catalogue
 * generation in a fixed order, so the same service gives the same catalogue, and its hash says
 * whether anything changed. The objects are written while they are still being read. Over the
 * network the reading runs on a thread of its own (harvest-reader-worker.ts), beside the writing.
 * Any list that cannot be read completely fails the harvest, and the catalogue in place is left as
 * it was.
 */
import { createReadStream } from 'node:fs';
import { open, rm } from 'node:fs/promises';
import type { Directory } from '../../src/lib/config/runtime-config.ts';
import { startWorker } from '../worker-entry.ts';
import { KINDS, type CatalogueEngine, type CatalogueEntry, type CommitResult, type GenerationWriter, type Kind } from './engine.ts';
import {
  GROUP,
  HarvestError,
  label,
  readLists,
  type HarvestConfig,
  type ListSpec,
  type ReaderMessage,
  type ReadingEvent,
  type ReadingOptions,
  type ReadingTuning,
} from './harvest-reading.ts';
import { entryFor, placeEntry, type Names } from './records.ts';
import { ownedTempDir, sweepLeftovers } from '../temp-files.ts';

export { HARVEST_PER_PAGE, HARVEST_TIMEOUT_MS, HarvestError, type HarvestConfig } from './harvest-reading.ts';

const SPOOL_PREFIX = 'hangar-harvest';

export interface HarvestOptions extends ReadingTuning {
  config: HarvestConfig;
  engine: CatalogueEngine;
  /** Reads through this instead of the network, on the harvest's own thread (tests, the demo's in-process mock). */
  fetch?: typeof fetch;
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
  /** Where the pages were read: on a thread of their own (over the network) or beside the writing (a given fetch). */
  readOn: 'thread' | 'writer';
  ms: number;
}

/** A list being read, as the writer knows it: its spool file, how far it is spooled, whether its walk ended. */
interface ListSlot {
  spec: ListSpec;
  file: string;
  /** Bytes of the spool written so far (whole pages): the writer reads up to here. */
  spooled: number;
  done: boolean;
  /** Times its walk started again from the beginning (an expired cursor): what the writer read of it is void. */
  restarts: number;
}

export async function harvest(options: HarvestOptions): Promise<HarvestResult> {
  const started = Date.now();
  const { config, engine, fetch: given, onProgress, now, signal: stopped, ...tuning } = options;
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
  /** Whether every list the directory names has joined `lists`. */
  let listed = false;
  /** Wakes the writer (stream, below) when a page is spooled or a list ends. */
  let wake: (() => void) | null = null;
  const progressed = () => {
    const waiting = wake;
    wake = null;
    waiting?.();
  };
  const nextProgress = () => new Promise<void>((resolve) => (wake = resolve));
  const report = (event: HarvestProgress['event'], list?: ListSpec) =>
    onProgress?.({ event, listsDone, listsKnown: lists.length, records, ...(list ? { list: label(list) } : {}) });

  /** The reading's news, wherever it runs. */
  const heard = (event: ReadingEvent) => {
    switch (event.type) {
      case 'list':
        lists.push({ spec: event.spec, file: event.file, spooled: 0, done: false, restarts: 0 });
        break;
      case 'listed':
        listed = true;
        break;
      case 'category':
        categoryNames.set(event.id, event.name);
        break;
      case 'page': {
        const slot = lists[event.list]!;
        slot.spooled = event.bytes;
        records += event.records;
        report('page', slot.spec);
        break;
      }
      case 'restart': {
        const slot = lists[event.list]!;
        Object.assign(slot, { file: event.file, spooled: 0, restarts: slot.restarts + 1 });
        records -= event.dropped;
        restarts += 1;
        break;
      }
      case 'retry':
        retried += 1;
        break;
      case 'list-done':
        lists[event.list]!.done = true;
        listsDone += 1;
        report('list-done', lists[event.list]!.spec);
        break;
    }
    progressed();
  };

  const names: Names = { category: (id) => categoryNames.get(id), collection: (id) => collectionNames.get(id) };
  const counts = Object.fromEntries(KINDS.map((kind) => [kind, 0])) as Record<Kind, number>;
  let failure: unknown = null;
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
      // The line is the record as JSON.stringify wrote it: the writer stores it without writing it again.
      await generation.add(entry, line);
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
  const placesRead = () => listed && lists.every((slot) => slot.spec.order[0] === GROUP.objects || slot.done);
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
          // A walk that starts again spools to a new file: these bytes stay what they were.
          const bytes = await readSpool(slot.file, offset, end);
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

  const reading: ReadingOptions = {
    config: { apiBaseUrl: config.apiBaseUrl, accessToken: config.accessToken, directory: config.directory },
    spool,
    ...tuning,
  };
  const stopReading = new AbortController();
  const readOn = given ? 'writer' : 'thread';
  let generation: GenerationWriter | null = null;
  try {
    generation = await engine.createGeneration();
    // A failed write (a full disk) stops the reading too; the error is kept until the reading has stopped.
    let writeFailure: { error: unknown } | null = null;
    const streaming = stream(generation).catch((error: unknown) => {
      writeFailure = { error };
      stopReading.abort(error);
      return true;
    });
    const signal = stopped ? AbortSignal.any([stopped, stopReading.signal]) : stopReading.signal;
    try {
      await (given ? readLists({ ...reading, fetch: given, signal }, heard) : readOnThread(reading, signal, heard));
    } catch (error) {
      failure = error;
    }
    progressed();
    const streamedWhole = await streaming;
    if (writeFailure) throw (writeFailure as { error: unknown }).error;
    if (failure) throw failure;
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
    const commit = await writing.commit((now?.() ?? new Date()).toISOString());
    return { commit, counts, lists: lists.length, records, retries: retried, restarts, readOn, ms: Date.now() - started };
  } catch (error) {
    await generation?.abort();
    throw error;
  } finally {
    await rm(spool, { recursive: true, force: true });
  }
}

/** The reading on a thread of its own, its events handed to `heard` as they come; settles as the reading ends. */
function readOnThread(options: ReadingOptions, signal: AbortSignal, heard: (event: ReadingEvent) => void): Promise<void> {
  return new Promise((resolve, reject) => {
    const worker = startWorker('catalogue/harvest-reader-worker.ts', 'harvest-reader-worker', { workerData: options });
    let settled = false;
    const settle = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      signal.removeEventListener('abort', stop);
      outcome();
      void worker.terminate();
    };
    const stop = () => worker.postMessage({ type: 'stop' });
    signal.addEventListener('abort', stop, { once: true });
    worker.on('message', (message: ReaderMessage) => {
      if (message.type === 'read') settle(resolve);
      else if (message.type === 'failed') {
        const reason = Object.assign(new Error(message.message), { name: message.name });
        settle(() => reject(message.list === null ? (signal.aborted ? signal.reason : reason) : new HarvestError(message.list!, reason)));
      } else heard(message);
    });
    worker.once('error', (error) => settle(() => reject(error)));
    worker.once('exit', (code) =>
      settle(() => reject(new Error(`The harvest's reading thread ended (code ${code}) before it said how the reading went.`))),
    );
  });
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

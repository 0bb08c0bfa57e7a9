/**
 * The catalogue a server answers from: opened read-only, and reopened when a harvest swaps a new
 * generation in. The engine's version (a file's identity, a database's current generation) is
 * looked at at most once a second, on a request; a new generation is opened while the old one
 * goes on answering, and takes over when it is ready, so no request sees neither or waits for it. The old reader is closed a little later, for a request or a
 * sitemap still reading it. An engine that cannot be reached (a database down) makes the handle
 * answer "no catalogue" until a look succeeds again: pages render without search, the API says
 * 503, and nothing waits on a database that is not there.
 */
import type { CatalogueEngine, CatalogueReader, ObjectAnswer } from './engine.ts';

export interface CatalogueHandle {
  /** Where the catalogue is, as safe to print. */
  readonly target: string;
  /** The open catalogue (checking for a newer one first), or null while there is none or it cannot be reached. */
  current(): Promise<CatalogueReader | null>;
  /** Whether a catalogue was open and reachable at the last look (for the config a page is rendered with). */
  isOpen(): boolean;
  /**
   * An object's record and list context, for the page renderer. `origin`: the address the page
   * was asked at, for a catalogue harvested from the demo's in-process mock (its media URLs name
   * a placeholder host, rebased to the visitor's).
   */
  getObject(id: string, origin?: string): Promise<ObjectAnswer | null>;
  /** Rewrites a placeholder media origin in answer text (the demo's; identity elsewhere). */
  rebase(text: string, origin: string): string;
  /** A call on the current reader failed: look at the engine again on the next request. */
  failed(error: unknown): void;
  /** Closes the reader and the engine (its connections). */
  close(): Promise<void>;
}

export interface HandleOptions {
  /** How often the engine is looked at, at most. */
  checkEveryMs?: number;
  now?: () => number;
  log?: (line: string) => void;
  /** The origin the catalogue's media URLs were harvested with, replaced by each request's own (the demo). */
  mediaOrigin?: string;
}

const RETIRE_AFTER_MS = 30_000;
/** How long a version that failed to open is left alone before it is tried again. */
export const RETRY_REFUSED_MS = 60_000;

export async function openCatalogue(engine: CatalogueEngine, options: HandleOptions = {}): Promise<CatalogueHandle> {
  const checkEveryMs = options.checkEveryMs ?? 1_000;
  const now = options.now ?? Date.now;
  let reader: CatalogueReader | null = null;
  let version: string | null = null;
  /** The last version that failed to open, and when. */
  let refused: { version: string; at: number } | null = null;
  let reachable = true;
  let checkedAt = -Infinity;
  let looking: Promise<void> | null = null;
  /** A new generation being opened (its version), while the old one keeps answering. */
  let opening: { version: string; done: Promise<void> } | null = null;
  const timers = new Set<NodeJS.Timeout>();
  const log = (event: string, fields: Record<string, unknown>) =>
    options.log?.(JSON.stringify({ time: new Date().toISOString(), event, target: engine.target, ...fields }));

  async function refresh(): Promise<void> {
    checkedAt = now();
    let seen: string | null;
    try {
      seen = await engine.version();
    } catch (error) {
      if (reachable) log('catalogue-unreachable', { reason: (error as Error).message });
      reachable = false;
      return;
    }
    if (!reachable) log('catalogue-reachable', {});
    reachable = true;
    // A version that could not be opened is tried (and logged) again only after a while: a damaged
    // file stays damaged, a database's hiccup passes.
    if (seen === null || seen === version || seen === opening?.version) return;
    if (refused?.version === seen && now() - refused.at < RETRY_REFUSED_MS) return;
    const done = openGeneration(seen);
    if (!reader) return done;
    // Loading a generation's columns takes a moment (a second for 100,000 entries over the
    // network): requests go on being answered from the one open meanwhile.
    opening = { version: seen, done: done.finally(() => (opening = null)) };
  }

  async function openGeneration(seen: string): Promise<void> {
    let next: CatalogueReader;
    try {
      next = await engine.open();
    } catch (error) {
      // A damaged or foreign catalogue: keep answering from the one already open, until another is swapped in.
      refused = { version: seen, at: now() };
      log('catalogue-unreadable', { reason: (error as Error).message });
      return;
    }
    const previous = reader;
    reader = next;
    version = seen;
    log('catalogue-opened', { entries: next.size, harvested_at: next.harvestedAt });
    if (previous) {
      const timer = setTimeout(() => {
        timers.delete(timer);
        previous.close();
      }, RETIRE_AFTER_MS);
      timer.unref();
      timers.add(timer);
    }
  }

  /** One look at a time: requests that arrive during it wait for the same one. */
  function look(): Promise<void> {
    looking ??= refresh().finally(() => (looking = null));
    return looking;
  }

  const rebase = (text: string, origin: string) =>
    options.mediaOrigin && origin !== options.mediaOrigin ? text.split(options.mediaOrigin).join(origin) : text;

  const handle: CatalogueHandle = {
    target: engine.target,
    async current() {
      if (now() - checkedAt >= checkEveryMs) await look();
      return reachable ? reader : null;
    },
    isOpen() {
      if (now() - checkedAt >= checkEveryMs) void look();
      return reachable && reader !== null;
    },
    async getObject(id, origin) {
      const answer = (await (await handle.current())?.getObject(id)) ?? null;
      if (!answer || !origin || !options.mediaOrigin) return answer;
      return JSON.parse(rebase(JSON.stringify(answer), origin)) as ObjectAnswer;
    },
    rebase,
    failed(error) {
      checkedAt = -Infinity;
      log('catalogue-query-failed', { reason: (error as Error)?.message ?? String(error) });
    },
    async close() {
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      await looking;
      await opening?.done;
      reader?.close();
      reader = null;
      version = null;
      await engine.close();
    },
  };
  await look();
  return handle;
}

/**
 * The catalogue a server answers from: opened read-only, and reopened when a harvest swaps a new
 * generation in. The file's identity (inode, size, mtime) is checked at most once a second, on a
 * request; a changed file is opened before the old one is let go, so no request sees neither.
 * The old reader is closed a little later: a request never holds it across an await (every call
 * is synchronous), the delay only spares a sitemap being written out in pieces.
 */
import type { CatalogueEngine, CatalogueReader, ObjectAnswer } from './engine.ts';

export interface CatalogueHandle {
  readonly target: string;
  /** The open catalogue (checking for a newer one first), or null while there is none. */
  current(): CatalogueReader | null;
  /**
   * An object's record and list context, for the page renderer. `origin`: the address the page
   * was asked at, for a catalogue harvested from the demo's in-process mock (its media URLs name
   * a placeholder host, rebased to the visitor's).
   */
  getObject(id: string, origin?: string): ObjectAnswer | null;
  /** Rewrites a placeholder media origin in answer text (the demo's; identity elsewhere). */
  rebase(text: string, origin: string): string;
  close(): void;
}

export interface HandleOptions {
  /** How often the file is looked at, at most. */
  checkEveryMs?: number;
  now?: () => number;
  log?: (line: string) => void;
  /** The origin the catalogue's media URLs were harvested with, replaced by each request's own (the demo). */
  mediaOrigin?: string;
}

const RETIRE_AFTER_MS = 30_000;

export function openCatalogue(engine: CatalogueEngine, options: HandleOptions = {}): CatalogueHandle {
  const checkEveryMs = options.checkEveryMs ?? 1_000;
  const now = options.now ?? Date.now;
  let reader: CatalogueReader | null = null;
  let version: string | null = null;
  let checkedAt = -Infinity;
  const timers = new Set<NodeJS.Timeout>();

  function refresh(): void {
    checkedAt = now();
    const seen = engine.version();
    if (seen === null || seen === version) return;
    let next: CatalogueReader;
    try {
      next = engine.open();
    } catch (error) {
      // A half-written or foreign file: keep answering from the one already open, look again later.
      options.log?.(JSON.stringify({ time: new Date().toISOString(), event: 'catalogue-unreadable', reason: (error as Error).message }));
      return;
    }
    const previous = reader;
    reader = next;
    version = seen;
    options.log?.(JSON.stringify({ time: new Date().toISOString(), event: 'catalogue-opened', target: engine.target, entries: next.size, harvested_at: next.harvestedAt }));
    if (previous) {
      const timer = setTimeout(() => {
        timers.delete(timer);
        previous.close();
      }, RETIRE_AFTER_MS);
      timer.unref();
      timers.add(timer);
    }
  }

  const rebase = (text: string, origin: string) =>
    options.mediaOrigin && origin !== options.mediaOrigin ? text.split(options.mediaOrigin).join(origin) : text;

  const handle: CatalogueHandle = {
    target: engine.target,
    current() {
      if (now() - checkedAt >= checkEveryMs) refresh();
      return reader;
    },
    getObject(id, origin) {
      const answer = handle.current()?.getObject(id) ?? null;
      if (!answer || !origin || !options.mediaOrigin) return answer;
      return JSON.parse(rebase(JSON.stringify(answer), origin)) as ObjectAnswer;
    },
    rebase,
    close() {
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      reader?.close();
      reader = null;
      version = null;
    },
  };
  refresh();
  return handle;
}

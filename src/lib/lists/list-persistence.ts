/**
 * The tab keeps its lists across a reload and a discarded tab: each loaded
 * list is written to sessionStorage (tab-scoped: another tab, or the browser
 * after it closes, never sees them) and read back at boot, before the
 * router's loaders run, so a reloaded list page renders from cache with no
 * request while its data is fresh (each list keeps its own `dataUpdatedAt`).
 *
 * Sized for sessionStorage (about 5 M characters in Chromium, less in Safari):
 * - one key per list (`hangar.list:<query hash>`), written only when that list
 *   changed, so a new page of one list does not rewrite every other list;
 * - written when the browser is idle, a second after the list last changed,
 *   or at once when the tab is hidden or unloaded; compressed (deflate): a
 *   2,000-object list is about a tenth of its JSON;
 * - all lists together within LISTS_BUDGET characters: the least recently
 *   written make room, and a list that cannot fit is not kept.
 *
 * What is kept (shouldPersistQuery): successful infinite lists only, never
 * anything under the signed-in user's root (USER_RQKEY_ROOT: the shoebox,
 * fetched with their token) and never a key that contains the token (keys
 * never hold it; this is the second lock on that door). The token itself stays
 * where session/signed-in-user.ts keeps it (`hangar.user`). What is stored is the
 * list's key, its data and when it was fetched, put back with
 * `queryClient.setQueryData` (react-query's public API, no private format).
 *
 * This module is loaded with a dynamic import at boot (src/main.tsx), in
 * parallel with config.json, so its code is not part of the shell's initial JS.
 * TanStack's per-query persister was weighed against it and does not do this
 * job (restores a list only when its query fetches, writes after every fetch,
 * no budget, and sits in the shell): decision 0043.
 */
import type { Query, QueryClient, QueryKey } from '@tanstack/react-query';
import { deflateSync, inflateSync, strFromU8, strToU8 } from 'fflate';
import { USER_RQKEY_ROOT } from '../clients/query-keys.ts';
import { LIST_KEY_PREFIX, LEGACY_LISTS_KEY, storedListKeys } from './stored-list-keys.ts';

/** Lists older than this are dropped, as the in-memory cache drops them (gcTime, query-client.ts). */
export const LISTS_MAX_AGE = 30 * 60_000;
/** Every kept list together, in characters (storage's unit): a fifth of Chromium's quota, under half of Safari's. */
export const LISTS_BUDGET = 1_000_000;
/** A list is written once it has not changed for this long (pages arrive one after another while scrolling). */
const SAVE_AFTER_MS = 1000;

/** The first character of a stored value says how the rest is written: deflated, in base64. */
const DEFLATED = 'z';

interface StoredList {
  buster: string;
  queryKey: QueryKey;
  data: unknown;
  dataUpdatedAt: number;
}

type StoredQuery = Pick<Query, 'queryKey' | 'state'>;

/** An infinite query's data: `{ pages: [...], pageParams: [...] }`. */
function isInfiniteData(data: unknown): boolean {
  return (
    typeof data === 'object' &&
    data !== null &&
    Array.isArray((data as { pages?: unknown }).pages) &&
    Array.isArray((data as { pageParams?: unknown }).pageParams)
  );
}

/**
 * Whether one cache entry may be written to storage: a successful infinite
 * list, not the signed-in user's data, and no trace of their token in its key.
 */
export function shouldPersistQuery(query: StoredQuery, token: string | null): boolean {
  if (query.state.status !== 'success' || !isInfiniteData(query.state.data)) return false;
  if (query.queryKey[0] === USER_RQKEY_ROOT) return false;
  if (token && JSON.stringify(query.queryKey).includes(token)) return false;
  return true;
}

export interface ListPersistenceOptions {
  queryClient: QueryClient;
  /** This build's id (build-id.ts): lists stored by another build are dropped. */
  buster: string;
  /** The signed-in user's token, read at each save (session/signed-in-user.ts getSignedInUser). */
  getToken: () => string | null;
  storage?: Storage | null;
  /** Clock, for tests. */
  now?: () => number;
}

function safeSessionStorage(): Storage | null {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    return null; // Storage disabled (some private modes): nothing is kept.
  }
}

function toBase64(bytes: Uint8Array): string {
  let binary = '';
  // In slices: String.fromCharCode takes its bytes as arguments, and arguments are limited.
  for (let start = 0; start < bytes.length; start += 0x8000) binary += String.fromCharCode(...bytes.subarray(start, start + 0x8000));
  return btoa(binary);
}

function fromBase64(text: string): Uint8Array {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

/**
 * Deflate, synchronously (fflate): a tab that is being hidden or unloaded has
 * no time for an asynchronous compression stream, and one code path is
 * simpler than two. Run in an idle callback, or as the page goes away.
 */
function deflate(json: string): string {
  return DEFLATED + toBase64(deflateSync(strToU8(json), { level: 1 }));
}

function inflate(value: string): string {
  if (!value.startsWith(DEFLATED)) throw new Error('not a stored list');
  return strFromU8(inflateSync(fromBase64(value.slice(DEFLATED.length))));
}

/** What this tab keeps, in memory: each stored list's size and when it was written (for room-making). */
class Ledger {
  private readonly entries = new Map<string, { size: number; writtenAt: number }>();
  constructor(private readonly storage: Storage) {}

  has(key: string): boolean {
    return this.entries.has(key);
  }

  note(key: string, size: number, writtenAt: number): void {
    this.entries.set(key, { size, writtenAt });
  }

  forget(key: string): void {
    this.entries.delete(key);
    this.storage.removeItem(key);
  }

  /** Writes `value` under `key` within the budget, dropping the least recently written other lists for room. */
  write(key: string, value: string, now: number): boolean {
    if (value.length > LISTS_BUDGET) return false;
    const others = [...this.entries].filter(([other]) => other !== key).sort(([, a], [, b]) => a.writtenAt - b.writtenAt);
    let total = others.reduce((sum, [, entry]) => sum + entry.size, 0) + value.length;
    for (;;) {
      if (total <= LISTS_BUDGET) {
        try {
          this.storage.setItem(key, value);
          this.note(key, value.length, now);
          return true;
        } catch {
          // The quota is shared with the rest of the app's storage: make room as below, then try again.
        }
      }
      const oldest = others.shift();
      if (!oldest) return false;
      total -= oldest[1].size;
      this.forget(oldest[0]);
    }
  }
}

/** One ledger per storage: the restore notes what it found, the writer goes on from there. */
const ledgers = new WeakMap<Storage, Ledger>();
function ledgerFor(storage: Storage): Ledger {
  let ledger = ledgers.get(storage);
  if (!ledger) {
    ledger = new Ledger(storage);
    ledgers.set(storage, ledger);
  }
  return ledger;
}

/**
 * Puts the stored lists into the cache, if they belong to this build and are
 * younger than the max age (else they are removed). Never throws: an
 * unreadable list is removed and the page starts without it.
 */
export function restoreLists(options: ListPersistenceOptions): void {
  const { queryClient, buster, storage = safeSessionStorage(), now = Date.now } = options;
  if (!storage) return;
  const kept = ledgerFor(storage);
  try {
    storage.removeItem(LEGACY_LISTS_KEY);
  } catch {
    // Nothing to tidy.
  }
  for (const key of storedListKeys(storage)) {
    const value = storage.getItem(key) ?? '';
    try {
      const list = JSON.parse(inflate(value)) as StoredList;
      const fresh = list.buster === buster && now() - list.dataUpdatedAt <= LISTS_MAX_AGE;
      if (!fresh || !Array.isArray(list.queryKey) || !isInfiniteData(list.data)) throw new Error('stale');
      // The cache may already hold the list, newer (the page the server just rendered): that one
      // stays, and is written over this copy when saving starts.
      if ((queryClient.getQueryState(list.queryKey)?.dataUpdatedAt ?? -1) >= list.dataUpdatedAt) continue;
      queryClient.setQueryData(list.queryKey, list.data, { updatedAt: list.dataUpdatedAt });
      kept.note(key, value.length, list.dataUpdatedAt);
    } catch {
      kept.forget(key);
    }
  }
}

const whenIdle = (task: () => void) =>
  typeof requestIdleCallback === 'function' ? requestIdleCallback(task, { timeout: 2000 }) : setTimeout(task, 0);

/**
 * Writes each list that changed, once it rests, when the browser is idle; at
 * once when the tab is hidden or unloaded. A list the cache drops (its time
 * is up, a kiosk's reset) is dropped from storage too. Returns the function
 * that stops it.
 */
export function persistLists(options: ListPersistenceOptions): () => void {
  const { queryClient, buster, getToken, storage = safeSessionStorage(), now = Date.now } = options;
  if (!storage) return () => undefined;
  const kept = ledgerFor(storage);
  const pending = new Map<string, Query>();
  let timer: ReturnType<typeof setTimeout> | undefined;

  const recordOf = (query: Query): string | null =>
    shouldPersistQuery(query, getToken())
      ? JSON.stringify({ buster, queryKey: query.queryKey, data: query.state.data, dataUpdatedAt: query.state.dataUpdatedAt })
      : null;

  const take = () => {
    const queries = [...pending.values()];
    pending.clear();
    return queries;
  };

  const write = () => {
    clearTimeout(timer);
    for (const query of take()) {
      const record = recordOf(query);
      if (record !== null) kept.write(LIST_KEY_PREFIX + query.queryHash, deflate(record), now());
    }
  };

  const schedule = () => {
    clearTimeout(timer);
    timer = setTimeout(() => whenIdle(write), SAVE_AFTER_MS);
  };
  // Lists already in the cache and not kept yet: the server's, hydrated before saving started. They
  // are written when the tab hides, or with the next list that changes, not in the idle time of the
  // page's load: deflating a page of 100 records there was a long task of 40-90 ms on a 4x-throttled
  // phone (`npm run bench -- profile`, collection objects), and a reload asks the server again anyway.
  for (const query of queryClient.getQueryCache().getAll()) {
    if (query.state.status === 'success' && !kept.has(LIST_KEY_PREFIX + query.queryHash)) pending.set(query.queryHash, query);
  }

  const unsubscribe = queryClient.getQueryCache().subscribe((event) => {
    if (event.type === 'removed') {
      pending.delete(event.query.queryHash);
      kept.forget(LIST_KEY_PREFIX + event.query.queryHash);
      return;
    }
    // A list fetched here, or put in the cache by the server's rendering (hydrated: added as it was).
    const changed =
      (event.type === 'updated' && event.action.type === 'success') || (event.type === 'added' && event.query.state.status === 'success');
    if (!changed) return;
    pending.set(event.query.queryHash, event.query);
    schedule();
  });
  const onVisibility = () => {
    if (document.visibilityState === 'hidden') write();
  };
  globalThis.addEventListener?.('pagehide', write);
  globalThis.document?.addEventListener('visibilitychange', onVisibility);
  return () => {
    unsubscribe();
    clearTimeout(timer);
    globalThis.removeEventListener?.('pagehide', write);
    globalThis.document?.removeEventListener('visibilitychange', onVisibility);
  };
}

/**
 * The tab keeps its lists across a reload and a discarded tab: the query
 * cache's loaded lists are written to sessionStorage (tab-scoped: another tab,
 * or the browser after it closes, never sees them) and read back at boot,
 * before the router's loaders run, so a reloaded list page renders from cache
 * with no request while its data is fresh (staleTime is kept: each entry
 * carries its own `dataUpdatedAt`).
 *
 * The saving and restoring are TanStack's own persist client
 * (@tanstack/query-persist-client-core: dehydrate/hydrate, buster and max-age
 * checks) over its storage persister (@tanstack/query-async-storage-persister:
 * throttled writes, a retry that drops the oldest list when the storage quota
 * is full), rather than code of ours that would have to follow react-query's
 * dehydrated format from release to release. We use the core functions, not
 * react-query-persist-client's <PersistQueryClientProvider>: the provider
 * restores in an effect, after the data router has already started the
 * page's loaders, which would then fetch what the storage holds.
 *
 * What is kept (shouldPersistQuery): successful infinite lists only, never
 * anything under the signed-in user's root (USER_RQKEY_ROOT: the shoebox,
 * fetched with their token) and never a key that contains the token (keys
 * never hold it; this is the second lock on that door). Mutations are never
 * kept. The token itself stays where session.shell.ts keeps it (`hangar.user`).
 *
 * This module is loaded with a dynamic import at boot (src/main.tsx), in
 * parallel with config.json, so its code is not part of the shell's initial JS.
 */
import { removeOldestQuery, persistQueryClientRestore, persistQueryClientSubscribe } from '@tanstack/query-persist-client-core';
import type { PersistedClient, Persister } from '@tanstack/query-persist-client-core';
import { createAsyncStoragePersister } from '@tanstack/query-async-storage-persister';
import { dehydrate, type DehydrateOptions, type Query, type QueryClient } from '@tanstack/react-query';
import { USER_RQKEY_ROOT } from './query-keys.shell.ts';
import { LISTS_STORAGE_KEY } from './stored-lists.shell.ts';

export { LISTS_STORAGE_KEY };
/** Persisted lists older than this are dropped, as the in-memory cache drops them (gcTime, query-client.ts). */
export const LISTS_MAX_AGE = 30 * 60_000;

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
  /** The signed-in user's token, read at each save (session.shell.ts getSignedInUser). */
  getToken: () => string | null;
  storage?: Storage | null;
  /** Milliseconds between writes while lists keep loading; a tab that is hidden or unloaded writes at once. */
  throttleTime?: number;
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

function dehydrateOptionsFor(getToken: () => string | null): DehydrateOptions {
  return {
    shouldDehydrateQuery: (query) => shouldPersistQuery(query, getToken()),
    shouldDehydrateMutation: () => false,
  };
}

/**
 * Also drops each list older than the max age on its own (the stored client's
 * timestamp is that of the last save, which a newer list may have renewed).
 */
function deserializeFor(now: () => number) {
  return (text: string): PersistedClient => {
    const client = JSON.parse(text) as PersistedClient;
    const queries = client.clientState.queries.filter((query) => now() - query.state.dataUpdatedAt <= LISTS_MAX_AGE);
    return { ...client, clientState: { ...client.clientState, queries } };
  };
}

function persisterFor(storage: Storage | null, throttleTime: number, now: () => number): Persister {
  return createAsyncStoragePersister({
    storage,
    key: LISTS_STORAGE_KEY,
    throttleTime,
    deserialize: deserializeFor(now),
    retry: removeOldestQuery,
  });
}

/**
 * Puts the stored lists into the cache, if they belong to this build and are
 * younger than the max age (else they are removed). Never throws: a corrupt or
 * unreadable store only means an empty cache.
 */
export async function restoreLists(options: ListPersistenceOptions): Promise<void> {
  const { queryClient, buster, storage = safeSessionStorage(), now = Date.now } = options;
  try {
    await persistQueryClientRestore({
      queryClient,
      persister: persisterFor(storage, 0, now),
      buster,
      maxAge: LISTS_MAX_AGE,
    });
  } catch {
    // persistQueryClientRestore has already removed what it could not read.
  }
}

/**
 * Writes the cache's lists on every change (throttled), and at once when the
 * tab is hidden or unloaded, since a reload or a discard may come before the
 * throttled write. Returns the function that stops it.
 */
export function persistLists(options: ListPersistenceOptions): () => void {
  const { queryClient, buster, getToken, storage = safeSessionStorage(), throttleTime = 1000, now = Date.now } = options;
  if (!storage) return () => undefined;
  const dehydrateOptions = dehydrateOptionsFor(getToken);
  const unsubscribe = persistQueryClientSubscribe({
    queryClient,
    persister: persisterFor(storage, throttleTime, now),
    buster,
    dehydrateOptions,
  });
  const saveNow = () => {
    let client: PersistedClient | undefined = { buster, timestamp: now(), clientState: dehydrate(queryClient, dehydrateOptions) };
    let errorCount = 0;
    while (client) {
      try {
        storage.setItem(LISTS_STORAGE_KEY, JSON.stringify(client));
        return;
      } catch (error) {
        errorCount += 1;
        // Quota full: drop the oldest list and try again, as the throttled writer does.
        client = removeOldestQuery({
          persistedClient: client,
          error: error instanceof Error ? error : new Error(String(error)),
          errorCount,
        });
      }
    }
  };
  const onVisibility = () => {
    if (document.visibilityState === 'hidden') saveNow();
  };
  globalThis.addEventListener?.('pagehide', saveNow);
  globalThis.document?.addEventListener('visibilitychange', onVisibility);
  return () => {
    unsubscribe();
    globalThis.removeEventListener?.('pagehide', saveNow);
    globalThis.document?.removeEventListener('visibilitychange', onVisibility);
  };
}

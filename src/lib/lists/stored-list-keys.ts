/** Each list the tab keeps across a reload is stored under this prefix and its query hash (list-persistence.ts). */
export const LIST_KEY_PREFIX = 'hangar.list:';
/** Where earlier builds kept every list under one key: removed at the next restore. */
export const LEGACY_LISTS_KEY = 'hangar.lists';

/** The storage keys of the kept lists. */
export function storedListKeys(storage: Storage): string[] {
  const keys: string[] = [];
  for (let index = 0; index < storage.length; index += 1) {
    const key = storage.key(index);
    if (key?.startsWith(LIST_KEY_PREFIX)) keys.push(key);
  }
  return keys;
}

/**
 * Whether the tab has stored lists to put back before the first page's
 * loaders run. Boot waits for the restore code only then: a first visit
 * (nothing stored) sends its first request without waiting for that download.
 */
export function hasStoredLists(): boolean {
  try {
    const storage = globalThis.sessionStorage;
    return storage !== undefined && storedListKeys(storage).length > 0;
  } catch {
    return false; // Storage disabled: nothing was kept.
  }
}

/** The sessionStorage key of the lists the tab keeps across a reload (list-persistence.ts). */
export const LISTS_STORAGE_KEY = 'hangar.lists';

/**
 * Whether the tab has stored lists to put back before the first page's
 * loaders run. Boot waits for the restore code only then: a first visit
 * (nothing stored) sends its first request without waiting for that download.
 */
export function hasStoredLists(): boolean {
  try {
    return globalThis.sessionStorage?.getItem(LISTS_STORAGE_KEY) != null;
  } catch {
    return false; // Storage disabled: nothing was kept.
  }
}

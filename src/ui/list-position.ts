/**
 * Where the visitor was in a list, remembered per history entry, so a reload,
 * a discarded tab or Back after the cache was collected returns to the same
 * item. The window's scroll restoration (src/app/use-scroll-restoration.ts) keeps only scrollY, which
 * the browser clamps when the page is shorter at that moment (the list's
 * pages not loaded yet); this keeps the item instead: the index of the first
 * item of the row at the top of the window, and how far that row's top is
 * above the window's top. VirtualList loads pages until that item exists,
 * then scrolls so the row sits exactly where it was.
 *
 * Stored in sessionStorage (tab-scoped, kept across reloads and tab
 * discards), keyed like the window's restoration by react-router's location
 * key, which (in a browser's history) lives in history.state and so survives a
 * reload too; an entry opened fresh gets a key of its own before the router
 * starts (keyFreshHistoryEntry). The entry also records the path, a check that
 * the key still names the same page. At most
 * MAX_ENTRIES are kept, the oldest written dropped first.
 *
 * Beside it, under its own storage key, the item the visitor opened from the
 * list (its key and index): Back puts keyboard focus on that tile again
 * rather than on the heading thousands of pixels above (use-list-position.ts).
 */
export interface ListPosition {
  /** Index of the first item in the row at the window's top. */
  index: number;
  /** Pixels from that row's top to the window's top (negative: the list starts below the top). */
  offset: number;
}

export interface HistoryEntry {
  key: string;
  path: string;
}

export const POSITIONS_STORAGE_KEY = 'hangar.list-positions';
/** The item last opened from a list, per history entry: Back focuses it again (WCAG 2.4.3). */
export const OPENED_STORAGE_KEY = 'hangar.list-opened';
export const MAX_ENTRIES = 50;

/** The item opened from the list: its key (VirtualList's `data-key`) and its index, to scroll its row into range. */
export interface OpenedItem {
  key: string;
  index: number;
  /** Which of the item's links was followed (0, the first, when absent). */
  link?: number;
}

type Stored = Record<string, { path: string; index: number; offset?: number; key?: string; link?: number }>;

/**
 * The history entry a list belongs to: the router's location key and the page's path. Taken from
 * the router, not from window.history, because a kiosk's router keeps its own history in memory
 * (decision 0044) while the address bar stays on the page it was opened with.
 */
export function historyEntryOf(location: { key: string; pathname: string; search: string }): HistoryEntry {
  return { key: location.key, path: `${location.pathname}${location.search}` };
}

function read(storage: Storage | null, storageKey = POSITIONS_STORAGE_KEY): Stored {
  try {
    const raw = storage?.getItem(storageKey);
    const parsed: unknown = raw ? JSON.parse(raw) : null;
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? (parsed as Stored) : {};
  } catch {
    return {};
  }
}

function storageOrNull(): Storage | null {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    return null;
  }
}

export function readPosition(entry: HistoryEntry, storage: Storage | null = storageOrNull()): ListPosition | null {
  const stored = read(storage)[entry.key];
  if (!stored || stored.path !== entry.path) return null;
  const { index, offset } = stored;
  if (!Number.isInteger(index) || index < 0 || typeof offset !== 'number' || !Number.isFinite(offset)) return null;
  return { index, offset };
}

export function writePosition(entry: HistoryEntry, position: ListPosition, storage: Storage | null = storageOrNull()): void {
  write(storage, POSITIONS_STORAGE_KEY, entry, { path: entry.path, index: position.index, offset: Math.round(position.offset) });
}

export function readOpened(entry: HistoryEntry, storage: Storage | null = storageOrNull()): OpenedItem | null {
  const stored = read(storage, OPENED_STORAGE_KEY)[entry.key];
  if (!stored || stored.path !== entry.path) return null;
  const { index, key, link } = stored;
  if (!Number.isInteger(index) || index < 0 || typeof key !== 'string' || key === '') return null;
  return Number.isInteger(link) && link! > 0 ? { index, key, link } : { index, key };
}

export function writeOpened(entry: HistoryEntry, opened: OpenedItem, storage: Storage | null = storageOrNull()): void {
  write(storage, OPENED_STORAGE_KEY, entry, { path: entry.path, index: opened.index, key: opened.key, link: opened.link });
}

function write(storage: Storage | null, storageKey: string, entry: HistoryEntry, value: Stored[string]): void {
  if (!storage) return;
  const stored = read(storage, storageKey);
  // Re-inserted last, so insertion order is the order of the last write.
  delete stored[entry.key];
  stored[entry.key] = value;
  const keys = Object.keys(stored);
  for (const key of keys.slice(0, Math.max(0, keys.length - MAX_ENTRIES))) delete stored[key];
  try {
    storage.setItem(storageKey, JSON.stringify(stored));
  } catch {
    // Quota full or storage disabled: only the exact return is lost; the window's scroll restoration still works.
  }
}

/** A row as the virtualizer measures it: `start` in window coordinates (it includes the scroll margin). */
export interface RowBox {
  index: number;
  start: number;
}

/**
 * The position for a window scrolled to `scrollTop`: `row` is the row at that
 * offset (the virtualizer's getVirtualItemForOffset), clamped by the caller to
 * a row that holds items.
 */
export function positionAt(scrollTop: number, row: RowBox, columns: number): ListPosition {
  return { index: row.index * columns, offset: scrollTop - row.start };
}

/** The row that holds the remembered item with the current number of columns. */
export function rowOf(position: { index: number }, columns: number): number {
  return Math.floor(position.index / Math.max(1, columns));
}

/** The window scroll offset that puts the remembered row back where it was. */
export function scrollTopFor(position: ListPosition, rowStart: number): number {
  return Math.max(0, rowStart + position.offset);
}

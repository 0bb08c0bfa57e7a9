/**
 * Where the visitor was in a list, remembered per history entry, so a reload,
 * a discarded tab or Back after the cache was collected returns to the same
 * item. react-router's <ScrollRestoration /> keeps only window.scrollY, which
 * the browser clamps when the page is shorter at that moment (the list's
 * pages not loaded yet); this keeps the item instead: the index of the first
 * item of the row at the top of the window, and how far that row's top is
 * above the window's top. VirtualList loads pages until that item exists,
 * then scrolls so the row sits exactly where it was.
 *
 * Stored in sessionStorage (tab-scoped, kept across reloads and tab
 * discards), keyed like ScrollRestoration's own store by react-router's
 * location key, which (in a browser's history) lives in history.state and so
 * survives a reload too.
 * The entry also records the path: an entry opened by typing an address has
 * no key ('default'), and the path tells such entries apart. At most
 * MAX_ENTRIES are kept, the oldest written dropped first.
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
export const MAX_ENTRIES = 50;

type Stored = Record<string, { path: string; index: number; offset: number }>;

/**
 * The history entry a list belongs to: the router's location key and the page's path. Taken from
 * the router, not from window.history, because a kiosk's router keeps its own history in memory
 * (decision 0011) while the address bar stays on the page it was opened with.
 */
export function historyEntryOf(location: { key: string; pathname: string; search: string }): HistoryEntry {
  return { key: location.key, path: `${location.pathname}${location.search}` };
}

function read(storage: Storage | null): Stored {
  try {
    const raw = storage?.getItem(POSITIONS_STORAGE_KEY);
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
  if (!Number.isInteger(index) || index < 0 || !Number.isFinite(offset)) return null;
  return { index, offset };
}

export function writePosition(entry: HistoryEntry, position: ListPosition, storage: Storage | null = storageOrNull()): void {
  if (!storage) return;
  const stored = read(storage);
  // Re-inserted last, so insertion order is the order of the last write.
  delete stored[entry.key];
  stored[entry.key] = { path: entry.path, index: position.index, offset: Math.round(position.offset) };
  const keys = Object.keys(stored);
  for (const key of keys.slice(0, Math.max(0, keys.length - MAX_ENTRIES))) delete stored[key];
  try {
    storage.setItem(POSITIONS_STORAGE_KEY, JSON.stringify(stored));
  } catch {
    // Quota full or storage disabled: only the exact return is lost; ScrollRestoration still works.
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
export function rowOf(position: ListPosition, columns: number): number {
  return Math.floor(position.index / Math.max(1, columns));
}

/** The window scroll offset that puts the remembered row back where it was. */
export function scrollTopFor(position: ListPosition, rowStart: number): number {
  return Math.max(0, rowStart + position.offset);
}

/**
 * The visit of the moment: whether a visitor is exploring (the attract screen is down) and the
 * objects they opened, in order. Kept outside the kiosk layer: a language switch remounts the
 * routed tree, the layer with it (src/main.tsx keys the router by language), and the visitor who
 * picks a language must neither land on the attract screen nor lose their visit. Kept in the
 * browser session too: "Surprise me" is a document load (/random answers with a redirect), after
 * which the same visitor goes on exploring with the same visit. The idle reset and "Start over"
 * forget it (`forgetVisit`).
 */
const STORAGE_KEY = 'hangar.kiosk.visit';
/** Enough for any address (visit-address.ts keeps 50) with repeats, and small in storage. */
const KEPT = 200;

interface Visit {
  exploring: boolean;
  /** Object ids in the order opened, oldest first, repeats included (the address keeps each once). */
  opened: string[];
}

let visit: Visit | null = null;
const listeners = new Set<() => void>();

function stored(): Visit {
  try {
    const parsed: unknown = JSON.parse(globalThis.sessionStorage?.getItem(STORAGE_KEY) ?? 'null');
    if (typeof parsed === 'object' && parsed !== null) {
      const { exploring, opened } = parsed as Partial<Visit>;
      return {
        exploring: exploring === true,
        opened: Array.isArray(opened) ? opened.filter((id): id is string => typeof id === 'string') : [],
      };
    }
  } catch {
    // Unreadable or unavailable storage: a fresh visit.
  }
  return { exploring: false, opened: [] };
}

function current(): Visit {
  visit ??= stored();
  return visit;
}

function save(next: Visit): void {
  const changed = next.opened !== visit?.opened;
  visit = next;
  if (changed) for (const listener of listeners) listener();
  try {
    globalThis.sessionStorage?.setItem(STORAGE_KEY, JSON.stringify(next));
  } catch {
    // Without storage the visit lasts as long as this page.
  }
}

export function isExploring(): boolean {
  return current().exploring;
}

export function setExploring(value: boolean): void {
  save({ ...current(), exploring: value });
}

/** Calls `listener` whenever the objects opened change (for useSyncExternalStore). */
export function subscribeVisit(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The objects opened since the visit began, oldest first (the same array until they change). */
export function openedObjects(): readonly string[] {
  return current().opened;
}

/** Notes an object opened (again: it is then the latest). */
export function noteOpened(objectId: string): void {
  const { opened } = current();
  if (opened.at(-1) !== objectId) save({ ...current(), opened: [...opened, objectId].slice(-KEPT) });
}

/** The next visitor starts with nothing opened. */
export function forgetVisit(): void {
  save({ ...current(), opened: [] });
}

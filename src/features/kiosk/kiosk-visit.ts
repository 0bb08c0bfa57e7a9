/**
 * The visit of the moment: whether a visitor is exploring (the attract screen is down) and the
 * objects they opened, in order. Kept outside the kiosk layer: a language switch remounts the
 * routed tree, the layer with it (src/main.tsx keys the router by language), and the visitor who
 * picks a language must neither land on the attract screen nor lose their visit. A page load is a
 * new visit (the attract screen again), but for one: "Surprise me" is a document load (/random
 * answers with a redirect), and its visitor goes on exploring with the same visit, handed across
 * the load in the browser session (`carryVisitOver`). The idle reset and "Start over" forget it.
 */
const CARRIED_KEY = 'hangar.kiosk.visit';
/** Enough for any address (visit-address.ts keeps 50) with repeats. */
const KEPT = 200;

interface Visit {
  exploring: boolean;
  /** Object ids in the order opened, oldest first, repeats included (the address keeps each once). */
  opened: readonly string[];
}

let visit: Visit | null = null;
const listeners = new Set<() => void>();

/** A visit carried over the last page load, taken once: a reload after it is a new visit again. */
function carried(): Visit | null {
  try {
    const text = globalThis.sessionStorage?.getItem(CARRIED_KEY) ?? null;
    globalThis.sessionStorage?.removeItem(CARRIED_KEY);
    const opened: unknown = JSON.parse(text ?? 'null');
    if (Array.isArray(opened)) return { exploring: true, opened: opened.filter((id): id is string => typeof id === 'string') };
  } catch {
    // Unreadable or unavailable storage: a fresh visit.
  }
  return null;
}

function current(): Visit {
  visit ??= carried() ?? { exploring: false, opened: [] };
  return visit;
}

function update(next: Visit): void {
  const changed = next.opened !== current().opened;
  visit = next;
  if (changed) for (const listener of listeners) listener();
}

export function isExploring(): boolean {
  return current().exploring;
}

export function setExploring(value: boolean): void {
  update({ ...current(), exploring: value });
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
  if (opened.at(-1) !== objectId) update({ ...current(), opened: [...opened, objectId].slice(-KEPT) });
}

/** The next visitor starts with nothing opened, nor with a visit handed to a load that never came. */
export function forgetVisit(): void {
  update({ ...current(), opened: [] });
  try {
    globalThis.sessionStorage?.removeItem(CARRIED_KEY);
  } catch {
    // Nothing could have been carried.
  }
}

/** Hands this visit, still exploring, to the next page load (a "Surprise me" link's). */
export function carryVisitOver(): void {
  try {
    globalThis.sessionStorage?.setItem(CARRIED_KEY, JSON.stringify(current().opened));
  } catch {
    // Without storage the surprise object starts a new visit, at the attract screen.
  }
}

import { useSyncExternalStore } from 'react';
import type { ScanProgress } from './lookup.ts';

/**
 * How far each object's lookup has got, kept outside React: the route loader
 * starts a deep link's lookup before the page renders (so its first request
 * leaves with the page's code, not after it), and the page then shows the
 * progress of that same lookup.
 */
const progressOf = new Map<string, ScanProgress>();
const listeners = new Set<() => void>();

/** `null` starts a lookup afresh: a search run again does not show the last run's progress meanwhile. */
export function reportLookupProgress(objectId: string, progress: ScanProgress | null): void {
  if (progress) progressOf.set(objectId, progress);
  else progressOf.delete(objectId);
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The latest progress of the object's lookup, or null before its first report. */
export function useLookupProgress(objectId: string): ScanProgress | null {
  // The server renders a finished lookup or none: no progress to show in its markup, nor while hydrating.
  return useSyncExternalStore(
    subscribe,
    () => progressOf.get(objectId) ?? null,
    () => null,
  );
}

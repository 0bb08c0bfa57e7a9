import { useSyncExternalStore } from 'react';
import { currentLanguage, subscribeToLanguage, type Language } from './language.ts';

/** The active language; a component that calls this re-renders when it changes. */
export function useLanguage(): Language {
  // The server renders in the language it chose, and the browser hydrates in that same one
  // (main.tsx starts in it): the same reading serves both.
  return useSyncExternalStore(subscribeToLanguage, currentLanguage, currentLanguage);
}

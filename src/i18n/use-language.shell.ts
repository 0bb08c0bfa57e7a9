import { useSyncExternalStore } from 'react';
import { currentLanguage, subscribeToLanguage, type Language } from './language.shell.ts';

/** The active language; a component that calls this re-renders when it changes. */
export function useLanguage(): Language {
  return useSyncExternalStore(subscribeToLanguage, currentLanguage);
}

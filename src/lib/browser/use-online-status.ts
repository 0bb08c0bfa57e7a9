import { onlineManager } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';

/**
 * Whether there is a connection, as react-query sees it (the browser's `online` and `offline`
 * events): one source for the offline banner, for the queries that wait for the connection, and
 * for the page that reloads when it returns (RouteError), so none of them can disagree. The app
 * starts from navigator.onLine (src/main.tsx): the service worker opens pages offline too.
 */
export function useOnlineStatus(): boolean {
  // A page the server sent was online when it was rendered and hydrated; an offline browser shows
  // the banner in the render right after hydration.
  return useSyncExternalStore(
    (listener) => onlineManager.subscribe(listener),
    () => onlineManager.isOnline(),
    () => true,
  );
}

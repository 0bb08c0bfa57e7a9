import { useSyncExternalStore } from 'react';
import { services } from '../config/services.ts';

const noSubscription = () => () => undefined;

/**
 * False while a component renders on the server and while the browser hydrates that markup
 * (React reads the server snapshot then), true from the render after, and at once in a page the
 * browser renders itself. What differs between the two (a window's size, the visitor's clock) waits
 * for true, so hydration finds exactly the markup the server sent.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

/**
 * The time for a render that shows "now" (today's flights, the chart's now line): the moment the
 * server rendered the page while that markup is rendered and hydrated, the clock after.
 */
export function useRenderedNow(clock: () => number = Date.now): number {
  const hydrated = useHydrated();
  return hydrated ? clock() : (services().renderedAt ?? clock());
}

import { useRef } from 'react';

/**
 * Handlers that start loading what a link leads to as soon as the visitor
 * shows intent (pointer over it, keyboard focus, a finger touching it), so
 * the page is usually ready by the time the click lands. Runs once per link.
 */
export function usePrefetchOnIntent(prefetch: () => void) {
  const done = useRef(false);
  const run = () => {
    if (done.current) return;
    done.current = true;
    prefetch();
  };
  return { onPointerEnter: run, onFocus: run, onTouchStart: run };
}

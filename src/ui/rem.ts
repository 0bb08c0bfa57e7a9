import { useSyncExternalStore } from 'react';

/**
 * Pixels for a length in rem at the root font size now in force. Row heights
 * are derived from it, so the kiosk's large text and a browser's larger
 * default font keep the virtual list's rows exact.
 */
export function remToPx(rem: number): number {
  return Math.round(readRootPx() * rem);
}

function readRootPx(): number {
  return typeof document === 'undefined' ? 16 : parseFloat(getComputedStyle(document.documentElement).fontSize) || 16;
}

let rootPx: number | null = null;
const listeners = new Set<() => void>();
let probe: { element: HTMLElement; observer: ResizeObserver } | null = null;

/**
 * Watches the root font size through a hidden 1rem-wide probe: whatever changes it (the kiosk's
 * text size, the browser's font setting, zoom) resizes the probe, and the observer tells every
 * subscriber. One probe for the whole page, there while anyone listens.
 */
function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (!probe && typeof ResizeObserver !== 'undefined' && typeof document !== 'undefined') {
    const element = document.createElement('div');
    element.setAttribute('aria-hidden', 'true');
    element.style.cssText = 'position:absolute;visibility:hidden;pointer-events:none;top:0;left:0;width:1rem;height:0';
    document.body.append(element);
    const observer = new ResizeObserver(() => {
      const next = readRootPx();
      if (next === rootPx) return;
      rootPx = next;
      for (const each of listeners) each();
    });
    observer.observe(element);
    probe = { element, observer };
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && probe) {
      probe.observer.disconnect();
      probe.element.remove();
      probe = null;
      rootPx = null;
    }
  };
}

function snapshot(): number {
  rootPx ??= readRootPx();
  return rootPx;
}

/** The root font size in pixels, re-rendering the caller whenever it changes. */
export function useRootFontSize(): number {
  return useSyncExternalStore(subscribe, snapshot, () => 16);
}

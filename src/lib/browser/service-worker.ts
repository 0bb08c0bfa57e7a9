/**
 * The service worker from the page's side (docs/decisions/0043): registered once the app runs (its
 * code is a chunk of its own, after the first paint, off every page's initial JS), and the new
 * version it finds, announced and applied at a moment that cannot surprise anyone: the visitor's
 * next navigation, or a kiosk's next idle reset.
 */
import type { Workbox } from 'workbox-window';

type Listener = () => void;

let waiting: Workbox | undefined;
const listeners = new Set<Listener>();

/** Whether a new version is installed and waits for the next navigation (or a kiosk's reset). */
export function isUpdateReady(): boolean {
  return waiting !== undefined;
}

export function subscribeToUpdate(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Registers /sw.js where the browser has service workers and the build is a production one (the
 * dev server's modules are not precached). Never fails: a browser that refuses runs as before.
 */
export async function registerServiceWorker(): Promise<void> {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  try {
    const { Workbox } = await import('workbox-window');
    const workbox = new Workbox(`${import.meta.env.BASE_URL}sw.js`, { scope: import.meta.env.BASE_URL });
    workbox.addEventListener('waiting', () => {
      waiting = workbox;
      listeners.forEach((listener) => listener());
    });
    await workbox.register();
  } catch {
    // No worker: the app works online exactly as without one.
  }
}

/**
 * Switches to the waiting version, if there is one: the new worker takes over, then the page loads
 * again at its address with the new version's code. Returns whether it did (the caller's own
 * navigation is then moot).
 */
export function applyUpdate(): boolean {
  const workbox = waiting;
  if (!workbox) return false;
  waiting = undefined;
  workbox.addEventListener('controlling', () => window.location.reload());
  workbox.messageSkipWaiting();
  return true;
}

/**
 * The browser's own Back (a mouse's back button, an edge swipe, Alt+Left) on a kiosk. The router's
 * entries live in memory (kiosk-history.ts), so the browser holds one entry for the whole kiosk: in
 * a tab with earlier pages, its Back left the kiosk for them. The kiosk holds a second entry of its
 * own above the first; Back lands on the first (same address, so the page stays), and that is
 * taken as the kiosk's Back, then the entry above is put back for the next press.
 */
import type { KioskHistory } from './kiosk-history.ts';

const HOLD = 'hangarKioskHold';

function holding(state: unknown): boolean {
  return typeof state === 'object' && state !== null && (state as Record<string, unknown>)[HOLD] === true;
}

export function holdBrowserBack(history: Pick<KioskHistory, 'go'>, target: Window = window): () => void {
  const hold = () => {
    if (!holding(target.history.state)) target.history.pushState({ [HOLD]: true }, '', target.location.href);
  };
  const onPopState = (event: PopStateEvent) => {
    if (holding(event.state)) return;
    hold();
    history.go(-1);
  };
  hold();
  target.addEventListener('popstate', onPopState);
  return () => target.removeEventListener('popstate', onPopState);
}

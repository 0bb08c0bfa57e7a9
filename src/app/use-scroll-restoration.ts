import { useContext, useLayoutEffect } from 'react';
import { UNSAFE_DataRouterContext, UNSAFE_DataRouterStateContext, useLocation } from 'react-router';

const STORAGE_KEY = 'hangar.scroll';

/**
 * Whether the page on screen is the document's first, not yet scrolled by the app: a new document
 * already starts at the top, and asking for the top anyway made the browser lay out the whole page
 * in the middle of React's first commit (about 100 ms on a 4x-throttled phone; docs/decisions/0044).
 */
let documentAtTop = true;

/**
 * Gives a document opened fresh (a typed address, a link from another site) a key of its own. It has
 * no history state, so react-router would key its entry 'default', and every such load in a tab
 * would share one saved scroll and list position: a second list typed in opened at the first one's
 * place. Called before the router is made; a reload keeps the key (history state outlives it).
 */
export function keyFreshHistoryEntry(): void {
  const state = history.state as { key?: unknown; usr?: unknown } | null;
  if (typeof state?.key === 'string') return;
  history.replaceState({ usr: state?.usr ?? null, key: Math.random().toString(36).slice(2, 10), idx: 0 }, '');
}

function readPositions(): Record<string, number> {
  try {
    return JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}') as Record<string, number>;
  } catch {
    return {};
  }
}

/**
 * What react-router's <ScrollRestoration /> does in a browser: the router saves each history
 * entry's scrollY as it leaves it, a Back or Forward returns there, a new page starts at the top
 * (or at its #hash) unless the navigation asked `preventScrollReset`, and the positions outlive a
 * reload in sessionStorage. Kept our own for one difference (docs/decisions/0043): the library's
 * scrolls to the top in the first commit of every document rendered without server data (kiosk
 * pages, static hosts), forcing a layout there. The list pages refine this to the exact item
 * (src/ui/use-list-position.ts).
 */
export function useScrollRestoration(): void {
  const router = useContext(UNSAFE_DataRouterContext)?.router;
  const state = useContext(UNSAFE_DataRouterStateContext);
  const location = useLocation();
  const restore = state?.restoreScrollPosition;
  const keep = state?.preventScrollReset;

  useLayoutEffect(() => {
    history.scrollRestoration = 'manual';
    const positions = readPositions();
    const disable = router?.enableScrollRestoration(positions, () => window.scrollY);
    const save = () => {
      if (router?.state.navigation.state === 'idle') positions[router.state.location.key] = window.scrollY;
      try {
        sessionStorage.setItem(STORAGE_KEY, JSON.stringify(positions));
      } catch {
        // Storage full or disabled: Back still works within this page load.
      }
      history.scrollRestoration = 'auto';
    };
    window.addEventListener('pagehide', save);
    // Saved on unmount too: a language switch remounts the routed tree (main.tsx), and the next
    // mount reads the positions back, so Back still returns where it left.
    return () => {
      window.removeEventListener('pagehide', save);
      save();
      disable?.();
    };
  }, [router]);

  // (Newer browsers return a promise from the scroll calls: an effect must not return it.)
  useLayoutEffect(() => {
    const fresh = documentAtTop;
    documentAtTop = false;
    if (restore === false) return;
    if (typeof restore === 'number') {
      window.scrollTo(0, restore);
      return;
    }
    try {
      const target = location.hash && document.getElementById(decodeURIComponent(location.hash.slice(1)));
      if (target) {
        target.scrollIntoView();
        return;
      }
    } catch {
      // A hash that is not a decodable id: the page simply starts at the top.
    }
    if (keep !== true && !fresh) window.scrollTo(0, 0);
  }, [location, restore, keep]);
}

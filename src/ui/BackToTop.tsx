import { useEffect, useRef, useState } from 'react';
import { listText } from './list-messages.ts';

/** How many screens down the list the button appears. */
const SCREENS_DOWN = 2;

/**
 * "Back to top" for long lists: a real button (keyboard reachable, 44 px, not
 * shown on hover only) that appears once the visitor is a few screens down.
 * It takes them to the top of the page and puts focus on the page's heading,
 * where a new page starts too. It stays while it has focus, so scrolling up
 * with the keyboard never drops focus on the floor.
 */
export function BackToTop() {
  const button = useRef<HTMLButtonElement>(null);
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const update = () => setShown(window.scrollY > SCREENS_DOWN * window.innerHeight || document.activeElement === button.current);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);
  if (!shown) return null;
  const toTop = () => {
    document.querySelector<HTMLElement>('main h1')?.focus({ preventScroll: true });
    window.scrollTo(0, 0);
  };
  return (
    <div className="back-to-top-bar">
      <button ref={button} type="button" className="button back-to-top" onClick={toTop}>
        <span aria-hidden="true">↑</span> {listText.backToTop}
      </button>
    </div>
  );
}

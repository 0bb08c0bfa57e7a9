import { useEffect, useRef } from 'react';

/**
 * True for a link a kiosk must not follow: another origin (another site, mailto:, tel:), a new
 * window (`target`), or a download. Same-origin links are the app's own, which the router
 * handles inside the kiosk's history.
 */
export function leavesTheApp(anchor: HTMLAnchorElement, origin: string): boolean {
  if ((anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return true;
  try {
    return new URL(anchor.href).origin !== origin;
  } catch {
    return true;
  }
}

const anchorOf = (target: EventTarget | null): HTMLAnchorElement | null => {
  const anchor = target instanceof Element ? target.closest('a[href]') : null;
  return anchor instanceof HTMLAnchorElement ? anchor : null;
};

/**
 * No link opens a window or leaves the app: a click on a link that would is stopped and its
 * address handed to `onExternal` (the kiosk shows it as a QR code). Clicks with a modifier and
 * middle clicks, which open new windows even for the app's own links, do nothing. Listens on
 * the document in the capture phase, before the router's own link handling.
 */
export function useLinkGuard(onExternal: (url: string) => void): void {
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const anchor = anchorOf(event.target);
      if (!anchor) return;
      if (leavesTheApp(anchor, window.location.origin)) {
        event.preventDefault();
        onExternal(anchor.href);
      } else if (event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) {
        event.preventDefault();
      }
    };
    const onAuxClick = (event: MouseEvent) => {
      if (anchorOf(event.target)) event.preventDefault();
    };
    // A long press on a touch screen offers "open in new tab" and the like.
    const onContextMenu = (event: Event) => event.preventDefault();
    document.addEventListener('click', onClick, true);
    document.addEventListener('auxclick', onAuxClick, true);
    document.addEventListener('contextmenu', onContextMenu, true);
    return () => {
      document.removeEventListener('click', onClick, true);
      document.removeEventListener('auxclick', onAuxClick, true);
      document.removeEventListener('contextmenu', onContextMenu, true);
    };
  }, [onExternal]);
}

/**
 * Calls `onPress` when a pointer stays down on an element matching `selector` for `ms`
 * (lifting, cancelling or leaving the element earlier ends it); the click that ends such a
 * press is swallowed, so the logo's own link does not also fire. `onPress` null: no listening.
 */
export function useLongPress(selector: string, ms: number, onPress: (() => void) | null): void {
  const latest = useRef(onPress);
  useEffect(() => {
    latest.current = onPress;
  });
  const enabled = onPress !== null;
  useEffect(() => {
    if (!enabled) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let pressed = false;
    const within = (event: Event) => event.target instanceof Element && event.target.closest(selector) !== null;
    const end = () => clearTimeout(timer);
    const onDown = (event: PointerEvent) => {
      pressed = false;
      end();
      if (!within(event)) return;
      timer = setTimeout(() => {
        pressed = true;
        latest.current?.();
      }, ms);
    };
    const onOut = (event: PointerEvent) => {
      const to = event.relatedTarget;
      if (within(event) && !(to instanceof Element && to.closest(selector))) end();
    };
    const onClick = (event: MouseEvent) => {
      if (!pressed) return;
      pressed = false;
      event.preventDefault();
      event.stopPropagation();
    };
    document.addEventListener('pointerdown', onDown, true);
    document.addEventListener('pointerup', end, true);
    document.addEventListener('pointercancel', end, true);
    document.addEventListener('pointerout', onOut, true);
    document.addEventListener('click', onClick, true);
    return () => {
      end();
      document.removeEventListener('pointerdown', onDown, true);
      document.removeEventListener('pointerup', end, true);
      document.removeEventListener('pointercancel', end, true);
      document.removeEventListener('pointerout', onOut, true);
      document.removeEventListener('click', onClick, true);
    };
  }, [enabled, selector, ms]);
}

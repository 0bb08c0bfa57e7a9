/**
 * Handing an address over to the visitor's own phone. A kiosk may not open windows or leave the
 * app, so its layer answers this event by showing the address as a QR code (and cancels it);
 * everywhere else nobody answers, and the caller shares or opens the link as usual.
 */
const HAND_OFF_EVENT = 'hangar:hand-off';

/** True when the address was handed over (a kiosk showed it); false: the caller goes on as usual. */
export function handOff(url: string): boolean {
  return !window.dispatchEvent(new CustomEvent<string>(HAND_OFF_EVENT, { detail: url, cancelable: true }));
}

/** The kiosk layer's side: `show` gets every address handed over while it listens. Returns the removal. */
export function listenForHandOffs(show: (url: string) => void): () => void {
  const listener = (event: Event) => {
    event.preventDefault();
    show((event as CustomEvent<string>).detail);
  };
  window.addEventListener(HAND_OFF_EVENT, listener);
  return () => window.removeEventListener(HAND_OFF_EVENT, listener);
}

import { readTextSize, TEXT_SCALE, type TextSize } from './text-size.ts';

/**
 * The document-wide side of kiosk mode: kiosk-sized controls (the `kiosk` class) and the
 * text size. Applied by the kiosk router before the first page renders, and by the kiosk
 * layer whenever the visitor changes the text size.
 */
export function applyKioskDocument(textSize: TextSize = readTextSize(globalThis.sessionStorage)): void {
  const root = document.documentElement;
  root.classList.add('kiosk');
  root.style.setProperty('--text-scale', String(TEXT_SCALE[textSize]));
}

/**
 * Pixels for a length in rem at the root font size now in force. Row heights
 * are derived from it, so the kiosk's large text and a browser's larger
 * default font keep the virtual list's rows exact.
 */
export function remToPx(rem: number): number {
  const rootSize = typeof document === 'undefined' ? 16 : parseFloat(getComputedStyle(document.documentElement).fontSize) || 16;
  return Math.round(rootSize * rem);
}

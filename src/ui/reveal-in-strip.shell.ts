/** How far from a strip's edge a revealed link stops: clear of the edge shadow (styles.css). */
const EDGE = 16;

/**
 * Strips of links that overflow sideways (the header's sections on a phone, a
 * page's tabs) keep the link that matters in view: by default the current
 * one, marked `aria-current`, when the page opens (on a 320 px screen
 * "Shoebox" or "Subcategories" would otherwise sit cut off at the edge while
 * being the page the visitor is on); and the focused one as Tab moves along
 * (Chromium does not scroll a strip for a link already partly in view). Only
 * the strip scrolls, never the window.
 */
export function revealInStrip(strip: Element | null, link = strip?.querySelector('[aria-current]')): void {
  if (!strip || !link) return;
  const box = link.getBoundingClientRect();
  const view = strip.getBoundingClientRect();
  if (box.left < view.left + EDGE) strip.scrollLeft -= view.left + EDGE - box.left;
  else if (box.right > view.right - EDGE) strip.scrollLeft += box.right - view.right + EDGE;
}

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
 *
 * The boxes come from an IntersectionObserver, which reports them after the
 * browser's own layout of the next frame: measuring them when the page opens
 * forced a layout of the whole page in the middle of React's commit (60-70 ms
 * on a 4x-throttled phone, twice on a cold list page: the header's strip, then
 * the page's tabs; docs/decisions/0044). Nothing cancels it: it reports within a frame, and when
 * the visitor moves on first, the next reveal's report comes after it and wins.
 */
export function revealInStrip(strip: Element | null, link = strip?.querySelector('[aria-current]')): void {
  if (!strip || !link) return;
  const observer = new IntersectionObserver(
    ([entry]) => {
      observer.disconnect();
      const view = entry?.rootBounds;
      if (!view) return;
      const { left, right } = entry.boundingClientRect;
      // Past an edge (or within EDGE of it): scroll by the difference; in view: by nothing.
      strip.scrollLeft += Math.min(0, left - view.left - EDGE) || Math.max(0, right - view.right + EDGE);
    },
    { root: strip },
  );
  observer.observe(link);
}

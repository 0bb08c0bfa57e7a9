/**
 * A list's static pages (`?page=N`): what the server renders for browsers without JavaScript and
 * what a loader reads ahead for it: the list and the loaders read this one rule (which page an
 * address names is page-number.ts, in the shell with the page header).
 */

/** How a list lays out its items, as far as its static pages care. */
export type StaticLayoutKind = 'grid' | 'rows' | 'measured';

/**
 * Items of a static page (`?page=N`), whatever the API's page size, by the list's layout: a first
 * screen on a phone and a 1920 px desktop (a grid's 6 columns by 4 rows; 20 fixed rows; 10 posts of
 * several lines each), and little enough that the page's own parsing, layout and hydration stay
 * short tasks: 50 items put the collection page's LCP at 1.24 s and its FCP at 0.95 s under
 * Lighthouse's phone simulation, 24 at 1.1 s and 0.78 s (decision 0044).
 */
export const STATIC_PAGE_SIZES: Record<StaticLayoutKind, number> = { grid: 24, rows: 20, measured: 10 };

/** Items a list must hold to show static page `page` and tell whether another follows. */
export const itemsForStaticPage = (kind: StaticLayoutKind, page: number): number => page * STATIC_PAGE_SIZES[kind] + 1;

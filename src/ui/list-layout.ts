/**
 * Fixed sizes wherever content allows, so the virtualizer's estimates are
 * exact and nothing jumps while scrolling. Sizes that hold text are given in
 * rem and turned into pixels at the root font size in force (VirtualList
 * follows it: the kiosk's large text, a larger browser default), so a row
 * always has room for its lines. Rows whose text can wrap to a number of lines
 * no one can know in advance are `measured`. Pure, so the logic is tested
 * without a DOM.
 */

/** A length in pixels, or in rem (plus fixed pixels) that follows the text size. */
export type Length = number | { rem: number; px?: number };

export type ListLayout =
  /** One item per row, every row the same height. */
  | { kind: 'rows'; rowHeight: Length }
  /**
   * Tiles in columns: a fixed-aspect image plus a fixed-height caption. Tiles
   * are at least `minTileWidth` wide, except that two narrower tiles, down to
   * `pairTileWidth`, sit side by side rather than one wide tile per row (a
   * phone shows two columns instead of one tile filling the screen).
   */
  | {
      kind: 'grid';
      minTileWidth: Length;
      pairTileWidth?: Length;
      gap: number;
      imageAspect: number;
      captionHeight: Length;
      maxColumns?: number;
    }
  /** Rows whose height depends on content (social posts, flights); measured after render. */
  | { kind: 'measured'; estimatedHeight: Length };

/** Pixels for `length` when 1rem is `rootPx` pixels. */
export function toPx(length: Length, rootPx: number): number {
  return typeof length === 'number' ? length : Math.round(length.rem * rootPx + (length.px ?? 0));
}

export function columnsFor(layout: ListLayout, width: number, rootPx = 16): number {
  if (layout.kind !== 'grid') return 1;
  const fitting = (tileWidth: Length) => Math.floor((width + layout.gap) / (toPx(tileWidth, rootPx) + layout.gap));
  const pair = layout.pairTileWidth !== undefined && fitting(layout.pairTileWidth) >= 2 ? 2 : 1;
  return Math.max(1, pair, Math.min(fitting(layout.minTileWidth), layout.maxColumns ?? Number.POSITIVE_INFINITY));
}

export function rowHeightFor(layout: ListLayout, width: number, columns: number, rootPx = 16): number {
  switch (layout.kind) {
    case 'rows':
      return toPx(layout.rowHeight, rootPx);
    case 'measured':
      return toPx(layout.estimatedHeight, rootPx);
    case 'grid': {
      const tileWidth = (width - layout.gap * (columns - 1)) / columns;
      return Math.round(tileWidth * layout.imageAspect + toPx(layout.captionHeight, rootPx) + layout.gap);
    }
  }
}

/**
 * The list's width before it is measured: the main column (at most 80rem,
 * 1rem padding each side) of a viewport this wide. Close enough that the first
 * layout rarely changes after measurement.
 */
export function mainColumnWidth(viewportWidth: number): number {
  return Math.min(viewportWidth, 1280) - 32;
}

/** How many rows a window this high shows from the list's top: the first screenful. */
export function firstScreenRows(rowHeight: number, windowHeight: number): number {
  return Math.ceil(windowHeight / rowHeight);
}

/**
 * How many of a list's first items can hold the page's largest paint, before the
 * list is measured (the main column of a viewport this wide): in a grid every
 * tile is the same size and the earliest painted wins a tie, so the first row;
 * in the other layouts, whose items differ, each item of the first screenful.
 */
export function largestPaintCandidates(layout: ListLayout, viewportWidth: number, windowHeight: number, rootPx: number): number {
  const width = mainColumnWidth(viewportWidth);
  const columns = columnsFor(layout, width, rootPx);
  return layout.kind === 'grid' ? columns : columns * firstScreenRows(rowHeightFor(layout, width, columns, rootPx), windowHeight);
}

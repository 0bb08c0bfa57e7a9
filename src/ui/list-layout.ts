/**
 * Fixed sizes wherever content allows, so the virtualizer's estimates are
 * exact and nothing jumps while scrolling. Pure, so the column logic is tested
 * without a DOM.
 */
export type ListLayout =
  /** One item per row, every row the same height. */
  | { kind: 'rows'; rowHeight: number }
  /**
   * Tiles in columns: a fixed-aspect image plus a fixed-height caption. Tiles
   * are at least `minTileWidth` wide, except that two narrower tiles, down to
   * `pairTileWidth`, sit side by side rather than one wide tile per row (a
   * phone shows two columns instead of one tile filling the screen).
   */
  | {
      kind: 'grid';
      minTileWidth: number;
      pairTileWidth?: number;
      gap: number;
      imageAspect: number;
      captionHeight: number;
      maxColumns?: number;
    }
  /** Rows whose height depends on content (social posts); measured after render. */
  | { kind: 'measured'; estimatedHeight: number };

export function columnsFor(layout: ListLayout, width: number): number {
  if (layout.kind !== 'grid') return 1;
  const fitting = (tileWidth: number) => Math.floor((width + layout.gap) / (tileWidth + layout.gap));
  const pair = layout.pairTileWidth !== undefined && fitting(layout.pairTileWidth) >= 2 ? 2 : 1;
  return Math.max(1, pair, Math.min(fitting(layout.minTileWidth), layout.maxColumns ?? Number.POSITIVE_INFINITY));
}

export function rowHeightFor(layout: ListLayout, width: number, columns: number): number {
  switch (layout.kind) {
    case 'rows':
      return layout.rowHeight;
    case 'measured':
      return layout.estimatedHeight;
    case 'grid': {
      const tileWidth = (width - layout.gap * (columns - 1)) / columns;
      return Math.round(tileWidth * layout.imageAspect + layout.captionHeight + layout.gap);
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

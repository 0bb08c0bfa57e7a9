import type { InfiniteData } from '@tanstack/react-query';
import type { Page } from '../../api/pagination.ts';
import { objectImage } from '../../lib/object-image.ts';
import { preloadImage } from '../../lib/preload-image.ts';
import type { AnyRecord } from '../../lib/record.ts';
import { columnsFor, firstScreenRows, mainColumnWidth, rowHeightFor } from '../../ui/list-layout.ts';
import { remToPx } from '../../ui/rem.ts';
import { objectGridLayout } from './layouts.ts';

/** The grid's sizes hint: one column on the smallest phones, two from 360 px, up to five on wide screens. */
export const TILE_SIZES = '(min-width: 1280px) 250px, (min-width: 900px) 33vw, (min-width: 360px) 50vw, 100vw';

/**
 * Asks for the images of the first screenful of tiles as soon as the list's
 * first page is in, at high priority and with the grid's own srcset and sizes,
 * so they download while React renders the page rather than after it (the
 * largest of them is the page's largest paint; docs/decisions/0010). The count
 * is the one the grid uses to load those tiles eagerly (VirtualList's
 * `firstScreen`), from the same unmeasured width and the window's height.
 */
export function preloadFirstTiles(data: InfiniteData<Page<AnyRecord>, unknown>): void {
  if (typeof document === 'undefined') return;
  const layout = objectGridLayout();
  const width = mainColumnWidth(document.documentElement.clientWidth || window.innerWidth);
  const rootPx = remToPx(1);
  const columns = columnsFor(layout, width, rootPx);
  const count = columns * firstScreenRows(rowHeightFor(layout, width, columns, rootPx), window.innerHeight);
  for (const record of data.pages[0]?.results.slice(0, count) ?? []) {
    const image = objectImage(record);
    if (image) preloadImage({ src: image.src, srcSet: image.srcSet, sizes: TILE_SIZES });
  }
}

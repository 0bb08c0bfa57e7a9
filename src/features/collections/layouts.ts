import { remToPx } from '../../ui/rem.ts';
import type { ListLayout } from '../../ui/VirtualList.tsx';

/**
 * Image 4:3; caption of three lines (title may take two) at the root font size.
 * Two columns from a 360 px phone (tiles of 156 px) up; one on a 320 px one.
 */
export const objectGridLayout = (): ListLayout => ({
  kind: 'grid',
  minTileWidth: 220,
  pairTileWidth: 150,
  gap: 16,
  imageAspect: 3 / 4,
  captionHeight: remToPx(5.75),
});

export const recordRowsLayout = (): ListLayout => ({ kind: 'rows', rowHeight: remToPx(4.5) + 8 });

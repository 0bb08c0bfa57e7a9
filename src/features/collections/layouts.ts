import type { ListLayout } from '../../ui/VirtualList.tsx';

/**
 * Image 4:3; a caption of a two-line title (clamped) and two single-line facts, in rem so it
 * grows with the text: 1rem padding + 2 x 1.3rem title + 2 x 1.3125rem facts + 0.2rem gaps =
 * 6.425rem. The minimum tile width grows with the text too, so large text gets fewer, wider tiles.
 * Two columns from a 360 px phone (tiles of 156 px) up; one on a 320 px one.
 */
export const objectGridLayout = (): ListLayout => ({
  kind: 'grid',
  minTileWidth: { rem: 13.75 },
  pairTileWidth: 150,
  gap: 16,
  imageAspect: 3 / 4,
  captionHeight: { rem: 6.5 },
});

/**
 * A name and a line of counts, each wrapping onto as many lines as it needs (a long name on a
 * 320 px phone is read whole, never cut), so the rows are measured; the estimate is one line each.
 */
export const recordRowsLayout = (): ListLayout => ({ kind: 'measured', estimatedHeight: { rem: 4.5, px: 12 } });

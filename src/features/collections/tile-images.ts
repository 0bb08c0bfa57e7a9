import type { InfiniteData } from '@tanstack/react-query';
import type { Page } from '../../api/pagination.ts';
import { objectImage } from '../../lib/records/object-images.ts';
import type { AnyRecord } from '../../lib/records/fields.ts';
import { preloadLargestPaintCandidates } from '../../ui/preload-images.ts';
import { objectGridLayout } from './layouts.ts';

/** The grid's sizes hint: one column on the smallest phones, two from 360 px, up to five on wide screens. */
export const TILE_SIZES = '(min-width: 1280px) 250px, (min-width: 900px) 33vw, (min-width: 360px) 50vw, 100vw';

/**
 * Asks for the images of the first row of tiles as soon as the list's first
 * page is in, with the grid's own srcset and sizes: the tiles are the same
 * size, so one of that row is the page's largest paint (docs/decisions/0044).
 */
export function preloadFirstTiles(data: InfiniteData<Page<AnyRecord>, unknown>): void {
  preloadLargestPaintCandidates(data.pages[0]?.results ?? [], objectGridLayout(), (record) => {
    const image = objectImage(record);
    return image && { src: image.src, srcSet: image.srcSet, sizes: TILE_SIZES };
  });
}

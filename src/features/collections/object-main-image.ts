import { objectImages } from '../../lib/records/object-images.ts';
import { preloadImage } from '../../ui/preload-images.ts';
import type { AnyRecord } from '../../lib/records/fields.ts';

/** The object page's large image: the full width of a phone, half of a wide screen. */
export const MAIN_IMAGE_SIZES = '(min-width: 960px) 50vw, 100vw';

/**
 * Starts the object's primary image (the page's largest paint) as soon as the
 * record is found, with the gallery's own srcset and sizes, so it downloads
 * while React renders the page.
 */
export function preloadMainImage(record: AnyRecord): void {
  const primary = objectImages(record)[0];
  if (primary) preloadImage({ src: primary.src, srcSet: primary.srcSet, sizes: MAIN_IMAGE_SIZES });
}

import { IMAGES_PARAM } from './paths.ts';

/**
 * The category objects' images filter in a search: read by the category page, its loader and
 * object contexts, none of them on every page, so not in the shell with the paths.
 */
export function withImagesFrom(search: URLSearchParams): boolean {
  return search.get(IMAGES_PARAM) === '1';
}

/** The same search with the images filter set or cleared (other parameters kept). */
export function withImagesSearch(search: URLSearchParams, withImages: boolean): URLSearchParams {
  const next = new URLSearchParams(search);
  if (withImages) next.set(IMAGES_PARAM, '1');
  else next.delete(IMAGES_PARAM);
  return next;
}

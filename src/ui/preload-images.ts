import { largestPaintCandidates, type ListLayout } from './list-layout.ts';
import { remToPx } from './rem.ts';

export interface PreloadedImage {
  src: string;
  /** The element's own srcset and sizes, or the browser fetches a second candidate. */
  srcSet?: string;
  sizes?: string;
}

// The links made so far, by address: a second ask for an image is a no-op (a link taken out of the
// document, as tests do, is made again).
const asked = new Map<string, HTMLLinkElement>();

/**
 * Starts an image the page is about to show, at high priority, before React
 * renders the element that shows it (docs/decisions/0044): the one way the
 * app preloads an image.
 */
export function preloadImage(image: PreloadedImage): void {
  if (typeof document === 'undefined' || asked.get(image.src)?.isConnected) return;
  const link = document.createElement('link');
  const attributes: Record<string, string | undefined> = {
    rel: 'preload',
    as: 'image',
    href: image.src,
    imagesrcset: image.srcSet,
    imagesizes: image.sizes,
    fetchpriority: 'high',
  };
  for (const [name, value] of Object.entries(attributes)) if (value !== undefined) link.setAttribute(name, value);
  document.head.append(link);
  asked.set(image.src, link);
}

/**
 * Starts the images that can be a list's largest paint (a grid's first row, the
 * first screenful of other lists: largestPaintCandidates) as soon as its first
 * page is in, so they download while React renders the page. The rest of the
 * first screen is asked for by its elements when React commits them, at high
 * priority too: seven preloads at once were one task of about 35 ms on a
 * 4x-throttled phone, and shared the link with the largest paint's image
 * (docs/decisions/0044).
 */
export function preloadLargestPaintCandidates<T>(
  items: readonly T[],
  layout: ListLayout,
  imageOf: (item: T) => PreloadedImage | undefined,
): void {
  if (typeof document === 'undefined') return;
  const count = largestPaintCandidates(layout, document.documentElement.clientWidth || window.innerWidth, window.innerHeight, remToPx(1));
  for (const item of items.slice(0, count)) {
    const image = imageOf(item);
    if (image) preloadImage(image);
  }
}

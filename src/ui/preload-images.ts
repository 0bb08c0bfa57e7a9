import { firstScreenItems, type ListLayout } from './list-layout.ts';
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
 * renders the element that shows it (docs/decisions/0010, 0014): the one way the
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
 * Starts the images of a list's first screenful (the items VirtualList marks
 * `firstScreen`, from the same unmeasured width and the window's height) as
 * soon as its first page is in, so they download while React renders the page.
 */
export function preloadFirstScreen<T>(items: readonly T[], layout: ListLayout, imageOf: (item: T) => PreloadedImage | undefined): void {
  if (typeof document === 'undefined') return;
  const count = firstScreenItems(layout, document.documentElement.clientWidth || window.innerWidth, window.innerHeight, remToPx(1));
  for (const item of items.slice(0, count)) {
    const image = imageOf(item);
    if (image) preloadImage(image);
  }
}

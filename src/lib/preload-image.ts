/**
 * Starts an image the page is about to show, at high priority, before React
 * renders the element that shows it (docs/decisions/0010): the one way the app
 * preloads an image. `srcSet` and `sizes` must be the element's own, or the
 * browser fetches a second candidate. An image already asked for is not asked
 * for again.
 */
export function preloadImage(image: { src: string; srcSet?: string; sizes?: string }): void {
  if (typeof document === 'undefined') return;
  const present = document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="image"]');
  if (Array.from(present).some((link) => link.getAttribute('href') === image.src)) return;
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
}

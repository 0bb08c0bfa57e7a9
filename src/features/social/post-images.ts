import type { InfiniteData } from '@tanstack/react-query';
import type { Page } from '../../api/pagination.ts';
import type { SocialPost } from '../../api/types.ts';
import { preloadImage } from '../../lib/preload-image.ts';
import { safeHttpUrl } from '../../lib/record.ts';
import { firstScreenRows, rowHeightFor, type ListLayout } from '../../ui/list-layout.ts';
import { remToPx } from '../../ui/rem.ts';

/** The feed's rows: a post's text wraps to any number of lines, so rows are measured. */
export const FEED_LAYOUT: ListLayout = { kind: 'measured', estimatedHeight: 260 };

/** The image a post shows: an http(s) address with a real size, or none. */
export function postImage(post: SocialPost): { src: string; width: number; height: number } | undefined {
  const src = safeHttpUrl(post.image?.url);
  const { width = 0, height = 0 } = post.image ?? {};
  return src && width > 0 && height > 0 ? { src, width, height } : undefined;
}

/**
 * Starts the images of the first screenful of posts (the posts the feed marks
 * `firstScreen`, from the same estimated row height and the window's height)
 * as soon as the feed's first page is in, so they download while React
 * renders the page; the first of them is usually the page's largest paint.
 */
export function preloadFirstPostImages(data: InfiniteData<Page<SocialPost>, unknown>): void {
  if (typeof document === 'undefined') return;
  const rows = firstScreenRows(rowHeightFor(FEED_LAYOUT, 0, 1, remToPx(1)), window.innerHeight);
  for (const post of data.pages[0]?.results.slice(0, rows) ?? []) {
    const image = postImage(post);
    if (image) preloadImage({ src: image.src });
  }
}

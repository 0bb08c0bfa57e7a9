import type { InfiniteData } from '@tanstack/react-query';
import type { Page } from '../../api/pagination.ts';
import type { SocialPost } from '../../api/types.ts';
import { safeHttpUrl } from '../../lib/records/fields.ts';
import type { ListLayout } from '../../ui/list-layout.ts';
import { preloadLargestPaintCandidates } from '../../ui/preload-images.ts';

/** The feed's rows: a post's text wraps to any number of lines, so rows are measured. */
export const FEED_LAYOUT: ListLayout = { kind: 'measured', estimatedHeight: 260 };

/** The image a post shows: an http(s) address with a real size, or none. */
export function postImage(post: SocialPost): { src: string; width: number; height: number } | undefined {
  const src = safeHttpUrl(post.image?.url);
  const { width = 0, height = 0 } = post.image ?? {};
  return src && width > 0 && height > 0 ? { src, width, height } : undefined;
}

/** Starts the images of the feed's first screenful of posts (the first of them is often its largest paint). */
export function preloadFirstPostImages(data: InfiniteData<Page<SocialPost>, unknown>): void {
  preloadLargestPaintCandidates(data.pages[0]?.results ?? [], FEED_LAYOUT, (post) => {
    const image = postImage(post);
    return image && { src: image.src };
  });
}

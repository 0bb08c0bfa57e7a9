/**
 * The route loader beside (not inside) the lazy module: the feed request starts
 * with the code download. The tag is validated once and handed to the page.
 */
import type { LoaderFunctionArgs } from 'react-router';
import { warmList, whenOpened } from '../../lib/warm-list.ts';
import { preloadFirstPostImages } from './post-images.ts';
import { readTag } from './tags.ts';
import { postsQuery } from './queries.ts';

export function feedLoader({ params, request }: LoaderFunctionArgs) {
  // The form's own rule (tags.ts): an address with a space or a slash in its tag is no feed.
  const read = readTag(params.hashtag ?? '');
  if ('problem' in read) throw new Response('Not Found', { status: 404 });
  return warmList(
    postsQuery(read.tag),
    { tag: read.tag },
    { staticPages: { request, layout: 'measured' }, onData: whenOpened(request, preloadFirstPostImages) },
  );
}

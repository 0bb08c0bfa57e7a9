/**
 * The route loader beside (not inside) the lazy module: the feed request starts
 * with the code download. The tag is validated once and handed to the page.
 */
import type { LoaderFunctionArgs } from 'react-router';
import { warmList } from '../../lib/warm-list.data.ts';
import { normaliseTag } from './tags.ts';
import { postsQuery } from './queries.data.ts';

export function feedLoader({ params }: LoaderFunctionArgs) {
  const tag = normaliseTag(params.hashtag ?? '');
  if (!tag) throw new Response('Not Found', { status: 404 });
  return warmList(postsQuery(tag), { tag });
}

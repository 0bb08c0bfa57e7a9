/** The route loader beside (not inside) the lazy module: the feed request starts with the code download. */
import type { LoaderFunctionArgs } from 'react-router';
import { warmList } from '../../lib/warm-list.ts';
import { normaliseTag } from './tags.ts';
import { postsQuery } from './queries.ts';

export function tagFrom(param: string | undefined): string {
  const tag = normaliseTag(param ?? '');
  if (!tag) throw new Response('Not Found', { status: 404 });
  return tag;
}

export const feedLoader = ({ params }: LoaderFunctionArgs) => warmList(postsQuery(tagFrom(params.hashtag)));

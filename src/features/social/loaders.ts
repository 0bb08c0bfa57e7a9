/**
 * The route loader beside (not inside) the lazy module: the feed request starts
 * with the code download. The tag is validated once and handed to the page.
 */
import { redirect, type LoaderFunctionArgs } from 'react-router';
import { paths } from '../../lib/addresses/paths.ts';
import { warmList, whenOpened } from '../../lib/lists/warm-list.ts';
import { preloadFirstPostImages } from './post-images.ts';
import { readTag, type TagProblem } from './tags.ts';
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

/**
 * The hashtag form sent as a plain GET form (`/social?tag=…`, a browser without JavaScript): a tag
 * goes to its feed; anything else comes back to the form with what is wrong with it.
 */
export function socialIndexLoader({ request }: LoaderFunctionArgs): { tag: string; problem: TagProblem } | null {
  const typed = new URL(request.url).searchParams.get('tag');
  if (typed === null) return null;
  const read = readTag(typed);
  if ('problem' in read) return { tag: typed, problem: read.problem };
  throw redirect(paths.feed.href(read.tag));
}

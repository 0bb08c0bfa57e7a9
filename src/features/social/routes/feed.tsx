import { useInfiniteQuery } from '@tanstack/react-query';
import { useLoaderData } from 'react-router';
import type { SocialPost } from '../../../api/types.ts';
import { paths } from '../../../lib/addresses/paths.ts';
import { socialText } from '../messages.ts';
import { PageHeader } from '../../../ui/PageHeader.tsx';
import { heading, type HeadArgs } from '../../../lib/head/route-head.ts';
import { VirtualList } from '../../../ui/VirtualList.tsx';
import { Post } from '../Post.tsx';
import { FEED_LAYOUT } from '../post-images.ts';
import { postsQuery } from '../queries.ts';
import type { feedLoader } from '../loaders.ts';
import { TagForm } from '../TagForm.tsx';
import '../social.css';

const feedCrumbs = () => [{ label: socialText.title, to: paths.social.href() }];

export function Component() {
  const { tag } = useLoaderData<typeof feedLoader>();
  const query = useInfiniteQuery(postsQuery(tag));
  return (
    <>
      <PageHeader title={socialText.feedTitle(tag)} crumbs={feedCrumbs()} />
      <TagForm initial={tag} />
      <VirtualList<SocialPost>
        key={tag}
        query={query}
        label={socialText.feedLabel(tag)}
        layout={FEED_LAYOUT}
        getKey={(post) => String(post.id)}
        emptyMessage={socialText.empty}
        renderItem={(post, _index, { firstScreen }) => <Post post={post} priority={firstScreen} />}
      />
    </>
  );
}

export const head = ({ data: { tag } }: HeadArgs<{ tag: string }>) => heading(socialText.feedTitle(tag), feedCrumbs());

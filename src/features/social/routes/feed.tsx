import { useInfiniteQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import type { SocialPost } from '../../../api/types.ts';
import { en } from '../../../lib/messages/en.ts';
import { socialText } from '../messages.ts';
import { PageHeader } from '../../../ui/PageHeader.tsx';
import { VirtualList } from '../../../ui/VirtualList.tsx';
import { Post } from '../Post.tsx';
import { postsQuery } from '../queries.ts';
import { tagFrom } from '../loaders.ts';
import { TagForm } from '../TagForm.tsx';
import '../social.css';

export function Component() {
  const tag = tagFrom(useParams().hashtag);
  const query = useInfiniteQuery(postsQuery(tag));
  return (
    <>
      <PageHeader title={socialText.feedTitle(tag)} crumbs={[{ label: en.app.home, to: '/' }, { label: socialText.title, to: '/social' }]} />
      <TagForm initial={tag} />
      <VirtualList<SocialPost>
        key={tag}
        query={query}
        label={socialText.feedLabel(tag)}
        layout={{ kind: 'measured', estimatedHeight: 260 }}
        getKey={(post) => String(post.id)}
        emptyMessage={socialText.empty}
        renderItem={(post) => <Post post={post} />}
      />
    </>
  );
}

import { Link } from 'react-router';
import type { SocialPost } from '../../api/types.ts';
import { socialText } from './messages.ts';
import { formatUnixDate } from '../../lib/formats/counts-and-dates.ts';
import { safeHttpUrl } from '../../lib/records/fields.ts';
import { linkify } from './linkify.ts';
import { postImage } from './post-images.ts';
import { paths } from '../../lib/addresses/paths.ts';

/** Post text as React text nodes and links: never parsed as HTML. */
function PostText({ text }: { text: string }) {
  return (
    <p className="post__text" dir="auto">
      {linkify(text).map((token, index) => {
        if (token.kind === 'url') {
          return (
            <a key={index} href={token.href} rel="noopener noreferrer nofollow ugc" target="_blank">
              {token.value}
            </a>
          );
        }
        if (token.kind === 'tag') {
          return (
            <Link key={index} to={paths.feed.href(token.tag)}>
              {token.value}
            </Link>
          );
        }
        return <span key={index}>{token.value}</span>;
      })}
    </p>
  );
}

/** `priority`: the post is in the first screenful, so its image is fetched at once and first (it is often the largest paint). */
export function Post({ post, priority = false }: { post: SocialPost; priority?: boolean }) {
  const image = postImage(post);
  const originalUrl = safeHttpUrl(post.url);
  return (
    <div className="post">
      {typeof post.created === 'number' && <p className="post__date">{socialText.posted(formatUnixDate(post.created))}</p>}
      {typeof post.text === 'string' && <PostText text={post.text} />}
      {image && (
        <img
          className="post__image"
          src={image.src}
          width={image.width}
          height={image.height}
          style={{ aspectRatio: `${image.width} / ${image.height}` }}
          alt=""
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : 'auto'}
          decoding="async"
        />
      )}
      {originalUrl && (
        <p className="post__source">
          <a href={originalUrl} rel="noopener noreferrer nofollow ugc" target="_blank">
            {socialText.original}
          </a>
        </p>
      )}
    </div>
  );
}

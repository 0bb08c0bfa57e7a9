/** The museum's social posts per hashtag, newest first, with a few hostile strings among them. */
import { imagePath } from '../paths.ts';
import { HOSTILE_PAYLOADS } from './hostile.ts';
import { imageSizes } from './images.ts';
import { AIRLINES, HASHTAGS, HOSTILE_HASHTAG, MUSEUM_CATEGORIES, POST_LINES } from './names.ts';
import { intBetween, pick, randomFor } from './random.ts';
import type { MockRecord } from './records.ts';

export interface Social {
  posts: Map<string, MockRecord[]>;
  postById: Map<bigint, MockRecord>;
  hashtags: string[];
}

const POSTS_PER_TAG: Record<string, number> = { sfomuseum: 150, aviation: 90, sfo: 70 };

export function buildSocial(seed: number, galleryNames: readonly string[]): Social {
  const posts = new Map<string, MockRecord[]>();
  const postById = new Map<bigint, MockRecord>();
  let postSerial = 0n;
  const makePost = (tag: string, index: number, text: string, extraTags: string[]): MockRecord => {
    postSerial += 1n;
    const id = 1_729_860_000_000n + postSerial;
    const random = randomFor(seed, 'post', id);
    const post: MockRecord = {
      id,
      created: 1_763_000_000 - index * 86_400 - intBetween(random, 0, 80_000),
      text,
      hashtags: [...new Set([tag, ...extraTags])],
      url: `https://social.example/sfomuseum/p/${id}`,
    };
    if (random() < 0.6) {
      const imageId = 1_729_861_000_000n + postSerial;
      const size = imageSizes(imageId).z!;
      // Relative: made absolute per request (shoebox.ts absolutePostImage), as the origin is only known then.
      post.image = { url: imagePath(imageId, 'z'), width: size.width, height: size.height };
    }
    postById.set(id, post);
    return post;
  };
  for (const tag of HASHTAGS) {
    const list: MockRecord[] = [];
    for (let index = 0; index < (POSTS_PER_TAG[tag] ?? 50); index += 1) {
      const random = randomFor(seed, 'post-text', tag, index);
      const template = pick(random, POST_LINES);
      let text = template
        .replace('{gallery}', pick(random, galleryNames))
        .replace('{title}', `${pick(random, AIRLINES).name} ${pick(random, MUSEUM_CATEGORIES).noun}`)
        .replace('{year}', String(intBetween(random, 1927, 1999)))
        .replace('{id}', String(index));
      // A few hostile strings hide among ordinary posts, as they would in a real feed.
      if (index % 17 === 5) text += ` ${HOSTILE_PAYLOADS[index % HOSTILE_PAYLOADS.length]}`;
      const inlineTags = [...text.matchAll(/#([\p{L}\p{N}_]+)/gu)].map((match) => match[1]!.toLowerCase());
      list.push(makePost(tag, index, text, inlineTags));
    }
    posts.set(tag, list);
  }
  posts.set(
    HOSTILE_HASHTAG,
    HOSTILE_PAYLOADS.map((payload, index) => makePost(HOSTILE_HASHTAG, index, `${payload} #${HOSTILE_HASHTAG}`, [])),
  );
  return { posts, postById, hashtags: [...HASHTAGS] };
}

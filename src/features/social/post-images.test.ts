// @vitest-environment jsdom
import type { SocialPost } from '../../api/types.ts';
import { postImage, preloadFirstPostImages } from './post-images.ts';
import { firstPageOf } from '../../lib/testing/first-page.ts';

function post(id: number, image?: SocialPost['image']): SocialPost {
  return { id: String(id), text: `Post ${id}`, created: 1_700_000_000, ...(image ? { image } : {}) } as SocialPost;
}

const picture = (id: number) => ({ url: `https://media.example/${id}.jpg`, width: 800, height: 600 });
const preloads = () => Array.from(document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="image"]'));

afterEach(() => preloads().forEach((link) => link.remove()));

describe('preloadFirstPostImages', () => {
  it('starts the images of the posts a window shows first, at high priority, once', () => {
    const posts = Array.from({ length: 20 }, (_, index) => post(index + 1, picture(index + 1)));
    preloadFirstPostImages(firstPageOf(posts));
    // jsdom's window is 768 px high and a post is estimated at 260 px: the first three posts.
    expect(preloads().map((link) => link.getAttribute('href'))).toEqual([1, 2, 3].map((id) => `https://media.example/${id}.jpg`));
    expect(preloads()[0]).toHaveAttribute('fetchpriority', 'high');
    preloadFirstPostImages(firstPageOf(posts));
    expect(preloads()).toHaveLength(3);
  });

  it('skips posts that show no image: none, an unsafe address, no size', () => {
    const posts = [
      post(1),
      post(2, { url: 'javascript:alert(1)', width: 800, height: 600 }),
      post(3, { url: 'https://media.example/3.jpg', width: 0, height: 600 }),
    ];
    preloadFirstPostImages(firstPageOf(posts));
    expect(preloads()).toHaveLength(0);
    expect(posts.map(postImage)).toEqual([undefined, undefined, undefined]);
  });
});

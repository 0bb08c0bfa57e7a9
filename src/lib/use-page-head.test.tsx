// @vitest-environment jsdom
import { act, render } from '@testing-library/react';
import { usePageHead, type HeadPart } from './use-page-head.ts';

function Page({ parts }: { parts: HeadPart[] }) {
  return parts.map((part, index) => <Part key={index} part={part} />);
}

function Part({ part }: { part: HeadPart }) {
  usePageHead(part);
  return null;
}

const head = (selector: string, attribute: string) => document.head.querySelector(selector)?.getAttribute(attribute);

/** A render, then the microtask the head is applied in. */
async function show(parts: HeadPart[], path: string, rerender?: (ui: React.ReactElement) => void) {
  window.history.replaceState(null, '', path);
  await act(async () => {
    if (rerender) rerender(<Page parts={parts} />);
    else render(<Page parts={parts} />);
  });
  // The head's builder is a module of its own (off the home route's initial JS): a task for it to load.
  await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
}

describe('usePageHead in the browser', () => {
  beforeEach(() => {
    // The server's head, as a page arrives with it: the browser must replace, not add beside it.
    const canonical = Object.assign(document.createElement('link'), { rel: 'canonical', href: `${location.origin}/old` });
    const ogTitle = document.createElement('meta');
    ogTitle.setAttribute('property', 'og:title');
    ogTitle.setAttribute('content', 'Old');
    document.head.replaceChildren(canonical, ogTitle);
    document.title = 'Old · Hangar';
  });

  it('describes the page on screen after a client navigation: title, canonical, alternates, previews', async () => {
    const { rerender } = render(<Page parts={[]} />);
    await show(
      [{ title: 'Aviation Museum', crumbs: [{ name: 'Home', href: '/' }, { name: 'Aviation Museum' }] }],
      '/collections/1/objects?collection=9&page=1',
      rerender,
    );
    expect(document.title).toBe('Aviation Museum · Hangar');
    // The list context is not part of the page's address; page 1 is the page itself.
    expect(head('link[rel="canonical"]', 'href')).toBe(`${location.origin}/collections/1/objects`);
    expect(document.head.querySelectorAll('link[rel="canonical"]')).toHaveLength(1);
    expect(head('meta[property="og:title"]', 'content')).toBe('Aviation Museum');
    expect(head('link[hreflang="zh-Hans"]', 'href')).toBe(`${location.origin}/collections/1/objects?lang=zh`);
    expect(document.head.querySelector('script[type="application/ld+json"]')?.textContent).toContain('BreadcrumbList');

    // An object page: two components give their parts (the header its title, the object its picture).
    await show(
      [
        { title: 'Stewardess cap' },
        { description: 'A cap.', image: { url: 'http://img/z.jpg', width: 640, height: 480, alt: 'Stewardess cap' } },
      ],
      '/objects/42?collection=9&page=3',
      rerender,
    );
    expect(document.title).toBe('Stewardess cap · Hangar');
    expect(head('link[rel="canonical"]', 'href')).toBe(`${location.origin}/objects/42`);
    expect(head('meta[property="og:image"]', 'content')).toBe('http://img/z.jpg');
    expect(head('meta[name="description"]', 'content')).toBe('A cap.');
    expect(document.head.querySelectorAll('meta[property="og:title"]')).toHaveLength(1);
    // The previous page's trail is gone with it.
    expect(document.head.querySelector('script[type="application/ld+json"]')).toBeNull();
  });

  it('marks the not-found page noindex, with no canonical address', async () => {
    await show([{ title: 'Page not found' }, { notFound: true }], '/no/such/page');
    expect(head('meta[name="robots"]', 'content')).toBe('noindex');
    expect(document.head.querySelector('link[rel="canonical"]')).toBeNull();
  });
});

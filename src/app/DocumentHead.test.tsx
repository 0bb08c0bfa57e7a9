import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { collectionsText } from '../features/collections/messages.ts';
import { shellText } from '../lib/messages/shell-text.ts';
import { paths } from '../lib/addresses/paths.ts';
import { services } from '../lib/config/services.ts';
import { heading, type HeadArgs } from '../lib/head/route-head.ts';
import { DocumentHead } from './DocumentHead.tsx';
import { renderRoute } from './testing/render-route.tsx';

// Journeys over the in-process mock (lazy route modules, a scan of several requests).
vi.setConfig({ testTimeout: 30_000 });

const MUSEUM = '1729795001';
const head = (selector: string, attribute: string) => document.head.querySelector(selector)?.getAttribute(attribute);
const breadcrumbNames = () => {
  const script = document.head.querySelector('script[type="application/ld+json"]');
  const trail = script ? (JSON.parse(script.textContent ?? '') as { itemListElement?: { name: string }[] }) : undefined;
  return trail?.itemListElement?.map((item) => item.name);
};

describe('the head in the browser, from the routes', () => {
  beforeEach(() => {
    // The server's head, as a page arrives with it: the browser must replace, not add beside it.
    const canonical = Object.assign(document.createElement('link'), { rel: 'canonical', href: `${location.origin}/old` });
    const ogTitle = document.createElement('meta');
    ogTitle.setAttribute('property', 'og:title');
    ogTitle.setAttribute('content', 'Old');
    document.head.replaceChildren(canonical, ogTitle);
    document.title = 'Old · Hangar';
  });

  it('describes the page on screen after each navigation: title, canonical, alternates, previews, trail', async () => {
    const { router } = renderRoute(`${paths.collectionObjects.href(MUSEUM)}?collection=9&page=1`);
    const museum = services().config.directory.collections.find((entry) => entry.id === MUSEUM)!;
    await waitFor(() => expect(document.title).toBe(`${museum.name} · Hangar`));
    // The list context is not part of the page's address; page 1 is the page itself.
    expect(head('link[rel="canonical"]', 'href')).toBe(`${location.origin}${paths.collectionObjects.href(MUSEUM)}`);
    expect(document.head.querySelectorAll('link[rel="canonical"]')).toHaveLength(1);
    expect(head('meta[property="og:title"]', 'content')).toBe(museum.name);
    expect(head('link[hreflang="zh-Hans"]', 'href')).toBe(`${location.origin}${paths.collectionObjects.href(MUSEUM)}?lang=zh`);
    expect(breadcrumbNames()).toEqual([shellText.app.home, collectionsText.title, museum.name]);

    // Page 2 of the list names itself in the tab.
    await act(() => router.navigate(`${paths.collectionObjects.href(MUSEUM)}?page=2`));
    await waitFor(() => expect(document.title).toBe(`${shellText.app.pageTitle(museum.name, 2)} · Hangar`));
    expect(head('link[rel="canonical"]', 'href')).toBe(`${location.origin}${paths.collectionObjects.href(MUSEUM)}?page=2`);

    // A page the router cannot match is not to be indexed, with no canonical address.
    await act(() => router.navigate('/no/such/page'));
    await waitFor(() => expect(head('meta[name="robots"]', 'content')).toBe('noindex'));
    expect(document.title).toBe(`${shellText.errors.notFoundTitle} · Hangar`);
    expect(document.head.querySelector('link[rel="canonical"]')).toBeNull();
    expect(document.head.querySelector('script[type="application/ld+json"]')).toBeNull();
  });

  it('gives an id that cannot exist (a loader’s thrown 404) the not-found head', async () => {
    renderRoute('/objects/abc');
    await waitFor(() => expect(head('meta[name="robots"]', 'content')).toBe('noindex'));
    expect(document.title).toBe(`${shellText.errors.notFoundTitle} · Hangar`);
  });

  it('follows an object found by a scan: its title, picture and structured data once the cache holds it', async () => {
    renderRoute(paths.object.href('1880000001500'));
    await waitFor(() => expect(document.title).toBe(`${collectionsText.findingObject} · Hangar`));
    const heading = await screen.findByRole('button', { name: collectionsText.share }, { timeout: 10_000 });
    expect(heading).toBeInTheDocument();
    const title = screen.getByRole('heading', { level: 1 }).textContent;
    await waitFor(() => expect(document.title).toBe(`${title} · Hangar`));
    expect(head('meta[property="og:type"]', 'content')).toBe('article');
    expect(head('link[rel="canonical"]', 'href')).toBe(`${location.origin}${paths.object.href('1880000001500')}`);
    const scripts = [...document.head.querySelectorAll('script[type="application/ld+json"]')].map((script) => script.textContent ?? '');
    expect(scripts.some((text) => text.includes('VisualArtwork'))).toBe(true);
  });

  it('follows the query cache with no navigation: a name that arrives after the page rendered', async () => {
    const queryClient = new QueryClient();
    const head = ({ queryClient: cache }: HeadArgs) => heading(cache.getQueryData<string>(['name']) ?? 'Waiting');
    const router = createMemoryRouter([
      {
        element: (
          <>
            <DocumentHead />
            <Outlet />
          </>
        ),
        children: [{ path: '/', element: <p>page</p>, handle: { head } }],
      },
    ]);
    render(
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    await waitFor(() => expect(document.title).toBe('Waiting · Hangar'));
    act(() => queryClient.setQueryData(['name'], 'Aviation Museum'));
    await waitFor(() => expect(document.title).toBe('Aviation Museum · Hangar'));
  });
});

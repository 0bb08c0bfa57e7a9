import { act, screen, waitFor, within } from '@testing-library/react';
import type { LoaderFunctionArgs } from 'react-router';
import { objectLoader } from '../features/collections/loaders.ts';
import { collectionObjectsQuery } from '../features/collections/queries.ts';
import { collectionsText } from '../features/collections/messages.ts';
import { shoeboxText } from '../features/shoebox/messages.ts';
import { shellText } from '../lib/messages/shell-text.ts';
import { objectTitle } from '../lib/records/object-images.ts';
import { paths } from '../lib/addresses/paths.ts';
import type { AnyRecord } from '../lib/records/fields.ts';
import { services } from '../lib/config/services.ts';
import { USER_RQKEY_ROOT } from '../lib/clients/query-keys.ts';
import { createMock } from '../../mock/handle.ts';
import { renderRoute } from './testing/render-route.tsx';

// Whole journeys over the in-process mock (lazy route modules, several requests): on a busy
// 2-core machine one can take longer than the default 5 s without anything being wrong.
vi.setConfig({ testTimeout: 30_000 });

const GET_OBJECTS = 'museum.collection.collections.getObjects';
/** The site's header (jsdom also counts each page's own <header> as a banner). */
const siteHeader = () => document.querySelector<HTMLElement>('.site-header')!;

describe('addresses that cannot exist', () => {
  it.each([
    '/objects/abc',
    '/subcategories/12ab',
    '/collections/x1/objects',
    '/categories/-5/subcategories',
    '/terminals/1.5/galleries',
    '/nowhere',
  ])('%s shows the not-found page and asks the API nothing', async (path) => {
    const { requests } = renderRoute(path);
    expect(await screen.findByRole('heading', { level: 1, name: shellText.errors.notFoundTitle })).toBeInTheDocument();
    expect(screen.queryByText(shellText.errors.routeErrorTitle)).not.toBeInTheDocument();
    expect(requests).toHaveLength(0);
  });
});

describe('a list page', () => {
  it('names the collection, lists its objects from one request and links each to its object page', async () => {
    const { requestsFor } = renderRoute('/collections/1729795001/objects');
    const collection = services().config.directory.collections.find((entry) => entry.id === '1729795001')!;
    expect(await screen.findByRole('heading', { level: 1, name: collection.name })).toBeInTheDocument();
    const breadcrumbs = screen.getByRole('navigation', { name: shellText.app.breadcrumbs });
    expect(within(breadcrumbs).getByRole('link', { name: shellText.app.home })).toHaveAttribute('href', paths.home.href());
    await waitFor(() => expect(requestsFor(GET_OBJECTS)).toHaveLength(1));
    expect(requestsFor(GET_OBJECTS)[0]!.searchParams.get('collection_id')).toBe('1729795001');
  });

  it('of an unknown collection is the not-found page, and the server was asked once', async () => {
    const { requestsFor } = renderRoute('/collections/1729795999/objects');
    expect(await screen.findByRole('heading', { level: 1, name: shellText.errors.notFoundTitle })).toBeInTheDocument();
    expect(screen.queryByText(/Showing/)).not.toBeInTheDocument();
    // A 4xx is never retried.
    expect(requestsFor(GET_OBJECTS)).toHaveLength(1);
  });

  it('of an unknown collection is not asked about again while the answer is fresh (a link prefetched, then clicked)', async () => {
    const { router, requestsFor } = renderRoute('/collections/1729795999/objects');
    expect(await screen.findByRole('heading', { level: 1, name: shellText.errors.notFoundTitle })).toBeInTheDocument();
    await act(() => router.navigate(paths.home.href()));
    await act(() => router.navigate(paths.collectionObjects.href('1729795999')));
    expect(await screen.findByRole('heading', { level: 1, name: shellText.errors.notFoundTitle })).toBeInTheDocument();
    expect(requestsFor(GET_OBJECTS)).toHaveLength(1);
  });

  it('/collections/:id opens the objects tab', async () => {
    const { router } = renderRoute('/collections/1729795001');
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.collectionObjects.href('1729795001')));
  });
});

describe('the object page', () => {
  it('opens from the list it was found in without another request', async () => {
    const { router, queryClient, requests } = renderRoute('/collections/1729795001/objects');
    const data = await waitFor(() => {
      const cached = queryClient.getQueryData(collectionObjectsQuery('1729795001').queryKey);
      expect(cached?.pages[0]?.results.length).toBeGreaterThan(0);
      return cached!;
    });
    const record = data.pages[0]!.results[3] as AnyRecord;
    const before = requests.length;
    await act(() => router.navigate(paths.object.href(String(record['wof:id']))));
    expect(await screen.findByRole('heading', { level: 1, name: objectTitle(record, collectionsText.untitled) })).toBeInTheDocument();
    expect(requests).toHaveLength(before);
  });
});

describe('an object opened cold (a shared link, a reload)', () => {
  const objectId = '1880000001500';

  it('opens with the page its address names (and, first of that page, the one before for Previous)', async () => {
    const { requests } = renderRoute(`/objects/${objectId}?collection=1729795001&page=16`);
    expect(await screen.findByRole('button', { name: collectionsText.share })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).not.toHaveTextContent(collectionsText.findingObject);
    // Index 1,500 opens page 16 (1,500-1,599): page 15 gives it its previous object.
    expect(requests.map((url) => url.searchParams.get('page'))).toEqual(['16', '15']);
    expect(requests.every((url) => url.searchParams.get('per_page') === '100')).toBe(true);
    expect(screen.getByRole('link', { name: /^Previous:/ })).toBeInTheDocument();
  });

  it('is found by a scan without context, and the address then gains the context', async () => {
    const { router, requestsFor } = renderRoute(`/objects/${objectId}`);
    // Opened without a list, it walks its breadcrumb's: the collection's objects of its category.
    await waitFor(() => expect(router.state.location.search).toMatch(/^\?collection=1729795001&page=16&category=\d+$/), { timeout: 5000 });
    expect(screen.getByRole('button', { name: collectionsText.share })).toBeInTheDocument();
    // 2,000 objects at 500 a page: the object at index 1,500 is on the fourth page, and the scan stops there.
    expect(requestsFor(GET_OBJECTS).map((url) => url.searchParams.get('per_page'))).toEqual(['500', '500', '500', '500']);
  });

  it('starts its lookup in the route loader, before its page renders', async () => {
    const { requestsFor } = renderRoute('/');
    // The loader of the page being opened: the tab's own address.
    window.history.replaceState(null, '', `/objects/${objectId}?collection=1729795001&page=16`);
    const request = new Request(window.location.href);
    objectLoader({ params: { objectId }, request } as unknown as LoaderFunctionArgs);
    await waitFor(() => expect(requestsFor(GET_OBJECTS).map((url) => url.searchParams.get('page'))).toEqual(['16']));
  });

  it('asks nothing in the route loader for a link prefetch (not the page being opened)', async () => {
    const { requests, queryClient } = renderRoute('/');
    await screen.findByRole('heading', { level: 1 });
    window.history.replaceState(null, '', '/');
    const request = new Request(`${window.location.origin}/objects/${objectId}`);
    objectLoader({ params: { objectId }, request } as unknown as LoaderFunctionArgs);
    // A lookup would have started in the loader's own call: nothing is fetching, nothing was sent.
    expect(queryClient.isFetching()).toBe(0);
    expect(requests).toHaveLength(0);
  });

  it('asks nothing in the route loader for an object a cached list holds', async () => {
    const { queryClient, requests } = renderRoute('/');
    await screen.findByRole('heading', { level: 1 });
    await queryClient.fetchInfiniteQuery(collectionObjectsQuery('1729795001'));
    const held = (queryClient.getQueryData(collectionObjectsQuery('1729795001').queryKey)!.pages[0]!.results[0] as AnyRecord)[
      'wof:id'
    ] as string;
    const before = requests.length;
    window.history.replaceState(null, '', `/objects/${held}`);
    objectLoader({ params: { objectId: held }, request: new Request(window.location.href) } as unknown as LoaderFunctionArgs);
    expect(queryClient.isFetching()).toBe(0);
    expect(requests).toHaveLength(before);
  });

  it('falls back to a scan when the context is stale', async () => {
    const { router } = renderRoute(`/objects/${objectId}?collection=1729795001&page=3`);
    await waitFor(() => expect(router.state.location.search).toBe('?collection=1729795001&page=16'), { timeout: 5000 });
  });

  it('that no collection holds is an honest not-found page', async () => {
    renderRoute('/objects/42');
    expect(await screen.findByRole('heading', { level: 1, name: collectionsText.missingTitle }, { timeout: 10_000 })).toBeInTheDocument();
  });
});

describe('a subcategory opened cold', () => {
  it('shows its name, its parents and exactly its objects', async () => {
    const { mock } = renderRoute('/subcategories/1729900013');
    const heading = await screen.findByRole('heading', { level: 1, name: /: / });
    const subcategory = mock.dataset.collections
      .flatMap((collection) => collection.categories)
      .flatMap((category) => category.subcategories)
      .find((node) => String(node.id) === '1729900013')!;
    expect(heading).toHaveTextContent(subcategory.name);
    const breadcrumbs = screen.getByRole('navigation', { name: shellText.app.breadcrumbs });
    expect(within(breadcrumbs).getByRole('link', { name: 'Aviation Museum' })).toBeInTheDocument();
    expect(await within(breadcrumbs).findByRole('link', { name: subcategory.category.name })).toBeInTheDocument();
    const count = Number(subcategory.record['millsfield:count_objects']);
    expect(await screen.findByText(`Showing ${count} of ${count}`)).toBeInTheDocument();
  });
});

describe('a stored sign-in the server refuses', () => {
  it.each([
    ['expired-ada', shoeboxText.session.expired],
    ['no-such-token', shoeboxText.session.invalid],
  ])('%s: public lists load with the read token, a notice offers to sign in again, the shoebox asks to sign in', async (token, notice) => {
    const { router, requestsFor } = renderRoute('/collections/1729795001/objects', { signedInAs: { token, name: 'Ada' } });

    expect(await screen.findByText('Showing 100 of 2,000')).toBeInTheDocument();
    const tokens = requestsFor(GET_OBJECTS).map((url) => url.searchParams.get('access_token'));
    expect(tokens).toEqual([token, services().config.accessToken]);
    const status = await screen.findByText(notice);
    expect(status.closest('[role="status"]')).not.toBeNull();
    expect(screen.getByRole('link', { name: shoeboxText.session.signInAgain })).toHaveAttribute('href', paths.signIn.href());
    expect(siteHeader().querySelector('a[href="/sign-in"]')).toHaveTextContent(shellText.app.signIn);
    expect(screen.queryByText(shellText.app.signedInAs('Ada'))).not.toBeInTheDocument();
    expect(sessionStorage.getItem('hangar.user')).toBeNull();

    await act(() => router.navigate(paths.shoebox.href()));
    expect(await screen.findByRole('heading', { level: 1, name: shoeboxText.signedOutTitle })).toBeInTheDocument();
    expect(screen.getByText(notice)).toBeInTheDocument();
  });

  it('a shoebox opened with an expired sign-in asks to sign in and never lists with the read token', async () => {
    const { requestsFor } = renderRoute(paths.shoebox.href(), { signedInAs: { token: 'expired-ada', name: 'Ada' } });
    expect(await screen.findByRole('heading', { level: 1, name: shoeboxText.signedOutTitle })).toBeInTheDocument();
    expect(screen.getByText(shoeboxText.session.expired)).toBeInTheDocument();
    expect(requestsFor('museum.you.shoebox.listItems').map((url) => url.searchParams.get('access_token'))).toEqual(['expired-ada']);
  });

  it('the notice can be dismissed, and focus moves on to the page heading', async () => {
    const { user } = renderRoute('/collections/1729795001/objects', { signedInAs: { token: 'expired-ada', name: 'Ada' } });
    await screen.findByText('Showing 100 of 2,000');
    await user.click(screen.getByRole('button', { name: shoeboxText.session.dismiss }));
    expect(screen.queryByText(shoeboxText.session.expired)).not.toBeInTheDocument();
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1 }));
  });
});

describe('sign-in', () => {
  it('returns to the page the visitor came from, and the header shows the demo user’s name', async () => {
    const { user, router } = renderRoute('/collections/1729795001/objects');
    await screen.findByText('Showing 100 of 2,000');
    await user.click(within(siteHeader()).getByRole('link', { name: shellText.app.signIn }));
    await user.click(await screen.findByRole('button', { name: shoeboxText.signIn.demoAs('Grace') }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/collections/1729795001/objects'));
    expect(within(siteHeader()).getByText(shellText.app.signedInAs('Grace'))).toBeInTheDocument();
  });

  it('shows the name a visitor typed with a pasted token, and never the token', async () => {
    const { user } = renderRoute(paths.signIn.href());
    await user.type(await screen.findByLabelText(shoeboxText.signIn.tokenLabel), 'demo-route-name');
    await user.type(screen.getByLabelText(shoeboxText.signIn.nameLabel), 'Mx Visitor');
    await user.click(screen.getByRole('button', { name: shoeboxText.signIn.submit }));
    expect(await within(siteHeader()).findByText(shellText.app.signedInAs('Mx Visitor'))).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: shoeboxText.title })).toBeInTheDocument();
  });

  it('a token pasted as the name is not shown', async () => {
    const { user } = renderRoute(paths.signIn.href());
    await user.type(await screen.findByLabelText(shoeboxText.signIn.tokenLabel), 'demo-route-pasted');
    await user.type(screen.getByLabelText(shoeboxText.signIn.nameLabel), 'demo-route-pasted');
    await user.click(screen.getByRole('button', { name: shoeboxText.signIn.submit }));
    expect(await screen.findByRole('button', { name: shellText.app.signOut })).toBeInTheDocument();
    expect(document.body).not.toHaveTextContent('demo-route-pasted');
  });

  it.each([
    ['nonsense-token', shoeboxText.signIn.invalid],
    ['expired-ada', shoeboxText.signIn.expired],
  ])('a token like %s gets its own message and signs nobody in', async (token, message) => {
    const { user } = renderRoute(paths.signIn.href());
    await user.type(await screen.findByLabelText(shoeboxText.signIn.tokenLabel), token);
    await user.click(screen.getByRole('button', { name: shoeboxText.signIn.submit }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByRole('link', { name: shellText.app.signIn })).toBeInTheDocument();
  });
});

describe('sign-out', () => {
  it('removes the shoebox from the screen and every user query from the cache', async () => {
    const { user, queryClient } = renderRoute(paths.shoebox.href(), { signedInAs: { token: 'demo-route-test', name: 'Ada' } });
    expect(await screen.findByRole('heading', { level: 1, name: shoeboxText.title })).toBeInTheDocument();
    await waitFor(() =>
      expect(
        queryClient
          .getQueryCache()
          .findAll({ queryKey: [USER_RQKEY_ROOT] })
          .some((query) => query.state.data),
      ).toBe(true),
    );

    await user.click(screen.getByRole('button', { name: shellText.app.signOut }));

    expect(await screen.findByRole('heading', { level: 1, name: shoeboxText.signedOutTitle })).toBeInTheDocument();
    expect(queryClient.getQueryCache().findAll({ queryKey: [USER_RQKEY_ROOT] })).toHaveLength(0);
    expect(sessionStorage.getItem('hangar.user')).toBeNull();
    // Focus goes to the Sign in link that took the button's place, not to <body>.
    expect(document.activeElement).toBe(within(siteHeader()).getByRole('link', { name: shellText.app.signIn }));
  });
});

describe('the shoebox after removals', () => {
  const removeButtons = () => screen.getAllByRole('button', { name: /^Remove / }).filter((button) => button.closest('[data-key]'));

  it('sums up three quick removals as "Removed 3 items." and keeps focus on the next item’s Remove button', async () => {
    const { user } = renderRoute(paths.shoebox.href(), { signedInAs: { token: 'demo-route-three', name: 'Ada' } });
    await waitFor(() => expect(removeButtons().length).toBeGreaterThan(4));
    for (let removal = 0; removal < 3; removal += 1) {
      const [first, second] = removeButtons();
      await user.click(first!);
      // The clicked row is going; the next item's button takes the focus.
      await waitFor(() => expect(document.activeElement).toBe(second));
    }
    expect(await screen.findByText(shoeboxText.removedMany(3))).toBeInTheDocument();
  });

  it('removing the last item puts focus on the empty shoebox’s message', async () => {
    const mock = createMock({ seed: 1 });
    const token = 'demo-route-last';
    const call = async (method: string, body?: Record<string, string>) => {
      const search = new URLSearchParams({ method, access_token: token, per_page: '500', ...body });
      const request = body
        ? new Request('http://hangar.test/rest/', { method: 'POST', body: search })
        : new Request(`http://hangar.test/rest/?${search.toString()}`);
      return (await (await mock.handle(request)).text()).replace(/"id":(\d+)/g, '"id":"$1"');
    };
    const { items } = JSON.parse(await call('museum.you.shoebox.listItems')) as { items: { id: string }[] };
    for (const { id } of items.slice(1)) await call('museum.you.shoebox.removeItem', { shoebox_id: id });

    const { user } = renderRoute(paths.shoebox.href(), { mock, signedInAs: { token, name: 'Ada' } });
    await waitFor(() => expect(removeButtons()).toHaveLength(1));
    await user.click(removeButtons()[0]!);
    const empty = await screen.findByText(shoeboxText.empty);
    await waitFor(() => expect(document.activeElement).toBe(empty));
  });
});

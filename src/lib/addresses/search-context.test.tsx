import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Link, RouterProvider, useLocation } from 'react-router';
import {
  moveSearchContext,
  readSearchContext,
  SEARCH_CONTEXT_REACH,
  searchContextAt,
  searchContextState,
  type SearchContext,
} from './search-context.ts';

const ids = Array.from({ length: 300 }, (_, index) => String(9007199254740993n + BigInt(index)));

function ObjectPage() {
  const context = readSearchContext(useLocation());
  return <p>{context ? `back to ${context.resultsHref}, ${context.ids.length} around` : 'no search'}</p>;
}

function openFromResults(context: SearchContext | null) {
  const router = createMemoryRouter(
    [
      {
        path: '/search',
        element: (
          <Link to="/objects/9007199254740993" state={context ? searchContextState(context) : undefined}>
            Poster
          </Link>
        ),
      },
      { path: '/objects/:id', element: <ObjectPage /> },
    ],
    { initialEntries: ['/search?q=poster'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('search context', () => {
  it('rides from a result link to the object page, whose address stays the object’s own', async () => {
    const router = openFromResults(searchContextAt('/search?q=poster&kind=object&page=2', ids, 0));
    await userEvent.click(screen.getByRole('link', { name: 'Poster' }));
    expect(router.state.location.pathname + router.state.location.search).toBe('/objects/9007199254740993');
    expect(screen.getByText(`back to /search?q=poster&kind=object&page=2&item=object%3A9007199254740993, 101 around`)).toBeTruthy();
  });

  it('is null for an object opened any other way', async () => {
    openFromResults(null);
    await userEvent.click(screen.getByRole('link', { name: 'Poster' }));
    expect(screen.getByText('no search')).toBeTruthy();
  });

  it('keeps the objects within reach on each side, in order, and the ids as exact strings beyond 2^53', () => {
    const context = searchContextAt('/search?q=poster', ids, 150);
    expect(context.ids).toHaveLength(2 * SEARCH_CONTEXT_REACH + 1);
    expect(context.ids[SEARCH_CONTEXT_REACH]).toBe(ids[150]);
    expect(context.ids[0]).toBe(ids[50]);
    expect(context.resultsHref).toBe(`/search?q=poster&item=object%3A${ids[150]}`);
    // Next on the object page: the results' address follows, so Back to results lands on the object shown.
    expect(moveSearchContext(context, ids[151]!).resultsHref).toBe(`/search?q=poster&item=object%3A${ids[151]}`);
  });

  it('believes only a well-formed context (a search address, int64 string ids)', () => {
    const good = { resultsHref: '/search?q=cap', ids: ['1', '2'] };
    expect(readSearchContext({ state: searchContextState(good) })).toEqual(good);
    expect(readSearchContext({ state: null })).toBeNull();
    expect(readSearchContext({ state: { searchContext: { ...good, resultsHref: 'https://evil.test/search' } } })).toBeNull();
    expect(readSearchContext({ state: { searchContext: { ...good, resultsHref: '/searching' } } })).toBeNull();
    expect(readSearchContext({ state: { searchContext: { ...good, ids: [1, 2] } } })).toBeNull();
    expect(readSearchContext({ state: { searchContext: { ...good, ids: [] } } })).toBeNull();
  });
});

import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import type { Page } from '../api/pagination.ts';
import { ApiError } from '../api/errors.ts';
import { VirtualList, type InfiniteListQuery } from './VirtualList.tsx';
import { readPosition, writePosition } from './list-position.ts';

/** A failed getObjects page, as the fetch layer reports it. */
function objectsError(code: number, httpStatus: number): ApiError {
  return new ApiError({ method: 'museum.collection.collections.getObjects', code, message: 'failed', httpStatus, verb: 'GET' });
}

interface Item {
  id: string;
  name: string;
}

class FakeResizeObserver {
  observe() {}
  disconnect() {}
  unobserve() {}
}

function page(items: Item[], total: number | null, nextQuery?: string): Page<Item> {
  return { results: items, total, page: 1, pages: null, perPage: items.length, cursor: null, nextQuery };
}

function makeItems(count: number, from = 0): Item[] {
  return Array.from({ length: count }, (_, index) => ({ id: String(from + index + 1), name: `Item ${from + index + 1}` }));
}

function fakeQuery(overrides: Partial<InfiniteListQuery<Item>>): InfiniteListQuery<Item> {
  return {
    data: undefined,
    error: null,
    isPending: false,
    isError: false,
    isFetching: false,
    isFetchingNextPage: false,
    hasNextPage: false,
    fetchNextPage: vi.fn(async () => ({}) as never),
    refetch: vi.fn(async () => ({}) as never),
    ...overrides,
  };
}

function renderList(query: InfiniteListQuery<Item>) {
  return render(
    <MemoryRouter initialEntries={['/list']}>
      <VirtualList
        query={query}
        label="Test items"
        layout={{ kind: 'rows', rowHeight: 50 }}
        getKey={(item) => item.id}
        renderItem={(item) => <span>{item.name}</span>}
      />
    </MemoryRouter>,
  );
}

beforeAll(() => {
  vi.stubGlobal('ResizeObserver', FakeResizeObserver);
});

describe('VirtualList', () => {
  it('shows skeletons and announces loading while the first page loads', () => {
    const { container } = renderList(fakeQuery({ isPending: true, isFetching: true }));
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
    expect(container.querySelectorAll('.vlist__row--skeleton').length).toBeGreaterThan(0);
    // No feed role until it holds articles (axe: a feed's children are articles).
    expect(screen.queryByRole('feed')).not.toBeInTheDocument();
    expect(screen.queryAllByRole('article')).toHaveLength(0);
  });

  it('renders items as feed articles with position and set size from the total', () => {
    renderList(fakeQuery({ data: { pages: [page(makeItems(3), 1234, 'page=2')], pageParams: [null] }, hasNextPage: true }));
    const articles = within(screen.getByRole('feed', { name: 'Test items' })).getAllByRole('article');
    expect(articles[0]).toHaveAttribute('aria-posinset', '1');
    expect(articles[0]).toHaveAttribute('aria-setsize', '1234');
    expect(articles[2]).toHaveTextContent('Item 3');
    expect(screen.getByRole('status')).toHaveTextContent('Showing 3 of 1,234');
  });

  it('virtualizes: a long list renders only what is near the viewport', () => {
    renderList(fakeQuery({ data: { pages: [page(makeItems(500), 500)], pageParams: [null] } }));
    const rendered = screen.getAllByRole('article').length;
    expect(rendered).toBeGreaterThan(0);
    expect(rendered).toBeLessThan(60);
  });

  it('renders only the rows the window shows until the list is measured, after the first paint; then the overscan rows', () => {
    // Every observer's first report: the list's own, and the root-font-size probe's (rem.ts).
    const callbacks: (() => void)[] = [];
    const report = () => callbacks.forEach((callback) => callback());
    const layoutReads = vi.spyOn(Element.prototype, 'getBoundingClientRect');
    vi.stubGlobal(
      'ResizeObserver',
      class {
        constructor(callback: () => void) {
          callbacks.push(callback);
        }
        observe() {}
        disconnect() {}
      },
    );
    try {
      renderList(fakeQuery({ data: { pages: [page(makeItems(500), 500)], pageParams: [null] } }));
      // jsdom's window is 768 px high: rows 1-16 of 50 px cover it, and nothing was measured in the commit.
      expect(screen.getAllByRole('article')).toHaveLength(16);
      expect(layoutReads).not.toHaveBeenCalled();
      // The ResizeObserver's first report (after the browser's layout) measures the list; three rows beyond the window follow.
      act(() => report());
      expect(screen.getAllByRole('article')).toHaveLength(19);
    } finally {
      vi.stubGlobal('ResizeObserver', FakeResizeObserver);
    }
  });

  it('offers a Load more button that fetches the next page', async () => {
    const fetchNextPage = vi.fn(async () => ({}) as never);
    // Rows fill well past the viewport, so only the button triggers a fetch.
    renderList(fakeQuery({ data: { pages: [page(makeItems(100), 300, 'page=2')], pageParams: [null] }, hasNextPage: true, fetchNextPage }));
    fetchNextPage.mockClear();
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(fetchNextPage).toHaveBeenCalledTimes(1);
  });

  it('fetches the next page by itself when the end of the list is in view', () => {
    const fetchNextPage = vi.fn(async () => ({}) as never);
    renderList(fakeQuery({ data: { pages: [page(makeItems(3), 10, 'page=2')], pageParams: [null] }, hasNextPage: true, fetchNextPage }));
    // The stub never reports a fetch in flight, so renders may ask again; react-query
    // dedupes those (cancelRefetch: false). The next test covers "one at a time".
    expect(fetchNextPage).toHaveBeenCalled();
    expect(fetchNextPage).toHaveBeenCalledWith({ cancelRefetch: false });
  });

  it('does not start a second fetch while one is running', () => {
    const fetchNextPage = vi.fn(async () => ({}) as never);
    renderList(
      fakeQuery({
        data: { pages: [page(makeItems(3), 10, 'page=2')], pageParams: [null] },
        hasNextPage: true,
        isFetchingNextPage: true,
        fetchNextPage,
      }),
    );
    expect(fetchNextPage).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Loading more…' })).toHaveAttribute('aria-disabled', 'true');
  });

  it('says when the end of the list is reached', () => {
    renderList(fakeQuery({ data: { pages: [page(makeItems(2), 2)], pageParams: [null] } }));
    expect(screen.getByText('End of list')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Showing 2 of 2');
  });

  it('says an empty list is empty in its status line, with no count of nothing', () => {
    renderList(fakeQuery({ data: { pages: [page([], 0)], pageParams: [null] } }));
    expect(screen.getByRole('status')).toHaveTextContent(/^Nothing here yet\.$/);
    expect(screen.queryByText(/Showing/)).not.toBeInTheDocument();
  });

  it('counts nothing beside an error panel when the first page failed', () => {
    const error = objectsError(512, 500);
    renderList(fakeQuery({ isError: true, error }));
    expect(screen.getByRole('alert')).toHaveTextContent('The server had a problem');
    expect(screen.getByRole('status')).toHaveTextContent(/^$/);
    expect(screen.queryByText(/Showing|Nothing here yet/)).not.toBeInTheDocument();
  });

  it('offers no Retry for a record that does not exist, and a way home instead', () => {
    const error = objectsError(900, 400);
    renderList(fakeQuery({ isError: true, error }));
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Collection not found');
    expect(alert).not.toHaveTextContent(/try again/i);
    expect(within(alert).queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
    expect(within(alert).getByRole('link', { name: 'Back to the home page' })).toHaveAttribute('href', '/');
  });

  it('keeps loaded items and shows the error with a working retry when a page fails', async () => {
    const fetchNextPage = vi.fn(async () => ({}) as never);
    const error = objectsError(512, 500);
    renderList(
      fakeQuery({
        data: { pages: [page(makeItems(3), 10, 'page=2')], pageParams: [null] },
        hasNextPage: true,
        isError: true,
        error,
        fetchNextPage,
      }),
    );
    expect(screen.getAllByRole('article')).toHaveLength(3);
    expect(screen.getByRole('alert')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(fetchNextPage).toHaveBeenCalledTimes(1);
  });
});

describe('VirtualList position memory', () => {
  // The router's entry the list belongs to: a memory router's first entry is keyed "default".
  const entry = { key: 'default', path: '/list' };

  beforeEach(() => sessionStorage.clear());

  it('loads pages up to the remembered item, then scrolls its row back to where it was', () => {
    writePosition(entry, { index: 250, offset: 10 });
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const fetchNextPage = vi.fn(async () => ({}) as never);
    const first = { pages: [page(makeItems(100), 1000, 'page=2')], pageParams: [null] };
    const { rerender } = renderList(fakeQuery({ data: first, hasNextPage: true, fetchNextPage }));
    expect(fetchNextPage).toHaveBeenCalled();
    expect(scrollTo).not.toHaveBeenCalledWith(0, expect.any(Number));

    const loaded = { pages: [0, 1, 2].map((index) => page(makeItems(100, index * 100), 1000, 'page=next')), pageParams: [null, 2, 3] };
    rerender(
      <MemoryRouter initialEntries={['/list']}>
        <VirtualList
          query={fakeQuery({ data: loaded, hasNextPage: true, fetchNextPage })}
          label="Test items"
          layout={{ kind: 'rows', rowHeight: 50 }}
          getKey={(item) => item.id}
          renderItem={(item) => <span>{item.name}</span>}
        />
      </MemoryRouter>,
    );
    // One column of 50 px rows starting at the top of the document (jsdom): row 250 starts at 12,500.
    expect(scrollTo).toHaveBeenCalledWith(0, 12_510);
  });

  it('remembers the item at the top of the window when the list goes away', () => {
    // jsdom has no layout: the feed sits at the document's top, so its box moves up as the window scrolls.
    vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
      return DOMRect.fromRect({ x: 0, y: this.getAttribute('role') === 'feed' ? -window.scrollY : 0, width: 0, height: 0 });
    });
    const { unmount } = renderList(fakeQuery({ data: { pages: [page(makeItems(500), 500)], pageParams: [null] } }));
    Object.defineProperty(window, 'scrollY', { configurable: true, value: 5_020 });
    // The list re-renders for the scroll (its window moved): inside act, as a browser's frame would.
    act(() => {
      window.dispatchEvent(new Event('scroll'));
    });
    unmount();
    Object.defineProperty(window, 'scrollY', { configurable: true, value: 0 });
    expect(readPosition(entry)).toEqual({ index: 100, offset: 20 });
  });
});

import { useEffect, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { measureElement, useWindowVirtualizer, windowScroll, type Virtualizer } from '@tanstack/react-virtual';
import { useLocation } from 'react-router';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { isExpiredCursor } from '../api/errors.ts';
import type { Page } from '../api/pagination.ts';
import { shellText } from '../lib/messages/shell-text.ts';
import { listText } from './list-messages.ts';
import { BackToTop } from './BackToTop.tsx';
import { ErrorPanel } from './ErrorPanel.tsx';
import { columnsFor, firstScreenRows, type ListLayout, mainColumnWidth, rowHeightFor } from './list-layout.ts';
import { useListPosition } from './use-list-position.ts';
import { targetKeyOf, useListTarget } from './use-list-target.ts';
import { historyEntryOf, readPosition } from './list-position.ts';
import { useRootFontSize } from './rem.ts';
import { useHydrated } from '../lib/hydration/use-hydrated.ts';
import { PageLinks, StaticRows, staticLayoutStyle, staticPageSize } from './StaticList.tsx';
import { pageNumberOf } from '../lib/lists/page-number.ts';

export type { ListLayout } from './list-layout.ts';

export type InfiniteListQuery<T> = Pick<
  UseInfiniteQueryResult<InfiniteData<Page<T>>, unknown>,
  'data' | 'error' | 'isPending' | 'isError' | 'isFetching' | 'isFetchingNextPage' | 'hasNextPage' | 'fetchNextPage' | 'refetch'
>;

export interface VirtualListProps<T> {
  query: InfiniteListQuery<T>;
  /** Accessible name of the feed, e.g. "Objects in Aviation Museum". */
  label: string;
  layout: ListLayout;
  getKey: (item: T) => string;
  /** `firstScreen`: the item's row is among those a window can show from the list's top (its images are what a visitor sees first). */
  renderItem: (item: T, index: number, placement: { firstScreen: boolean }) => ReactNode;
  emptyMessage?: string;
  /** How many rows before the end the next page is requested. */
  prefetchRows?: number;
}

/** The virtualizers that have written to the window's scroll position (see scrollWindow). */
const hasWritten = new WeakSet<object>();

/**
 * react-virtual's window scroll, but for its first write when that write is to the offset the
 * virtualizer just read: virtual-core writes its offset back when it mounts, a scroll to where the
 * window already is, which made the browser lay the new page out inside React's commit (about
 * 50 ms on a 4x-throttled phone; docs/decisions/0044). Every scroll the list asks for goes through.
 */
const scrollWindow: typeof windowScroll = (offset, options, instance) => {
  const first = !hasWritten.has(instance);
  hasWritten.add(instance);
  if (first && options.behavior === undefined && offset + (options.adjustments ?? 0) === instance.scrollOffset) return;
  windowScroll(offset, options, instance);
};

/**
 * Gives the virtualizer the heights of rows that are already on screen, in the page's flow (the
 * markup the server rendered), without moving the window: they stand where the visitor sees them,
 * perhaps scrolled far down before the app ran. The virtualizer would move the window by each
 * row's difference from its estimate above the window, which made a feed scrolled 1,200 px before
 * hydration jump to 3,031 px, onto another post.
 */
function sizeInPlace(virtualizer: Virtualizer<Window, Element>, rows: Iterable<HTMLElement>): void {
  const adjust = virtualizer.shouldAdjustScrollPositionOnItemSizeChange;
  virtualizer.shouldAdjustScrollPositionOnItemSizeChange = () => false;
  try {
    // Each row by its own index: a later page's markup (`?page=N`) starts past the list's top.
    for (const row of rows) virtualizer.resizeItem(Number(row.dataset.index), row.getBoundingClientRect().height);
  } finally {
    virtualizer.shouldAdjustScrollPositionOnItemSizeChange = adjust;
  }
}

/** Rows of skeletons shown while the first page loads; same size as real rows, so nothing shifts. */
const SKELETON_ROWS = 4;

/** A request still unanswered after this long is called slow, with a Retry (the fetch layer's own timeout is 15 s). */
export const SLOW_AFTER_MS = 5000;

/** Whether `active` has lasted `ms` without a break: a load that is taking longer than usual. */
function useSlowAfter(active: boolean, ms: number): boolean {
  const [slow, setSlow] = useState(false);
  useEffect(() => {
    if (!active) return;
    const timer = setTimeout(() => setSlow(true), ms);
    return () => {
      clearTimeout(timer);
      setSlow(false);
    };
  }, [active, ms]);
  return active && slow;
}

/**
 * The one list of the app: window-scrolled virtualization over an infinite
 * query. It owns the loading skeletons, the next-page prefetch (one request at
 * a time), a real "Load more" button for keyboard and assistive tech, the
 * error footer with retry, feed semantics and the polite count announcement.
 * Window scroll on Back is the app's own restoration (src/app/use-scroll-restoration.ts,
 * decision 0043); on top of it the list remembers, per history entry, the item at the top of the window
 * and returns to it exactly, loading the pages up to it when the cache no
 * longer holds them (use-list-position.ts).
 */
export function VirtualList<T>({
  query,
  label,
  layout,
  getKey,
  renderItem,
  emptyMessage = listText.empty,
  prefetchRows = 6,
}: VirtualListProps<T>) {
  const containerRef = useRef<HTMLDivElement>(null);
  // Width decides the grid's columns and tile height; scrollMargin is the list's top in the page.
  // Until measured: the main column's width (exact when nothing else narrows the list) and a top of
  // 0, which makes the virtualizer render every row the window could show, a few more than it does.
  const [box, setBox] = useState(() => ({ width: initialWidthGuess(), scrollMargin: 0, measured: false }));
  const { width, scrollMargin, measured } = box;
  // A return to a remembered item is measured before the first paint, so the window lands on its
  // row at once. A fresh list is measured by the ResizeObserver's first report, which comes after
  // the browser's own layout: no layout forced in the commit, and the re-render (with the overscan
  // rows) happens after the first rows are painted (docs/decisions/0044).
  const location = useLocation();
  const [returning] = useState(() => readPosition(historyEntryOf(location)) !== null);
  // A page the server rendered holds its list's first rows as plain markup (StaticRows), which the
  // browser hydrates as it is; the virtualizer takes over right after, before the next paint, with
  // the rows where the markup had them (docs/decisions/0046). A list the browser renders itself is
  // virtual from its first render.
  const hydrated = useHydrated();
  const [virtual, setVirtual] = useState(hydrated);

  useLayoutEffect(() => {
    const element = containerRef.current;
    if (!element || !virtual) return;
    const update = () => {
      const next = { width: element.clientWidth, scrollMargin: element.getBoundingClientRect().top + window.scrollY, measured: true };
      setBox((current) =>
        current.measured && current.width === next.width && current.scrollMargin === next.scrollMargin ? current : next,
      );
    };
    if (returning) update();
    const observer = new ResizeObserver(update);
    observer.observe(element);
    return () => observer.disconnect();
  }, [returning, virtual]);

  const items = useMemo(() => query.data?.pages.flatMap((page) => page.results) ?? [], [query.data]);
  const total = query.data?.pages[0]?.total ?? null;
  // Sizes in rem follow the text size: a change (the kiosk's large text) re-renders with new rows.
  const rootPx = useRootFontSize();
  const columns = columnsFor(layout, width, rootPx);
  const rowHeight = rowHeightFor(layout, width, columns, rootPx);
  const dataRows = Math.ceil(items.length / columns);
  const showSkeleton = query.isPending || (query.hasNextPage && !query.isError);
  const skeletonRows = query.isPending ? SKELETON_ROWS : showSkeleton ? 1 : 0;
  const rowCount = dataRows + skeletonRows;

  const virtualizer = useWindowVirtualizer({
    count: rowCount,
    estimateSize: () => rowHeight,
    // A row is never 0 px tall: a list that is not laid out (hidden, or no layout at all) keeps its
    // estimate, rather than fitting every row into the window and rendering them all, re-measuring each.
    measureElement: (element, entry, instance) => measureElement(element, entry, instance) || rowHeight,
    // Rows beyond the window wait until the list is measured, after the first paint.
    overscan: measured ? 3 : 0,
    // The window's size, read without a layout, so the first render already covers the window
    // (the default 0x0 renders a few rows, then re-renders in the commit when the size comes in).
    initialRect: windowRect(),
    scrollToFn: scrollWindow,
    scrollMargin,
    getItemKey: (rowIndex) => {
      const first = items[rowIndex * columns];
      return first === undefined ? `skeleton-${rowIndex}` : `${getKey(first)}:${columns}`;
    },
  });

  // Fixed-size layouts never measure, so a width change must re-estimate every row. Not on mount:
  // nothing is estimated yet, and measure() re-renders the list before the first paint.
  const estimatedFor = useRef({ rowHeight, columns });
  useLayoutEffect(() => {
    if (estimatedFor.current.rowHeight === rowHeight && estimatedFor.current.columns === columns) return;
    estimatedFor.current = { rowHeight, columns };
    if (layout.kind !== 'measured') virtualizer.measure();
  }, [virtualizer, rowHeight, columns, layout.kind]);

  // Reload, a discarded tab, Back after the cache was collected: back to the same item,
  // loading the pages up to it first (use-list-position.ts).
  useListPosition({
    virtualizer,
    measured: measured && virtual,
    columns,
    rowHeight: layout.kind === 'measured' ? null : rowHeight,
    listTop: () => {
      const element = containerRef.current;
      return element ? element.getBoundingClientRect().top + window.scrollY : null;
    },
    feed: () => containerRef.current,
    keyAt: (index) => {
      const item = items[index];
      return item === undefined ? undefined : getKey(item);
    },
    loaded: items.length,
    isPending: query.isPending,
    isFetchingNextPage: query.isFetchingNextPage,
    isError: query.isError,
    hasNextPage: query.hasNextPage,
    fetchNextPage: () => void query.fetchNextPage({ cancelRefetch: false }),
  });

  // A list opened at one item (`?item=KEY`); a return to a remembered place goes there instead.
  const targetKey = useMemo(() => targetKeyOf(location.search), [location.search]);
  const targetIndex = useMemo(
    () => (targetKey === undefined ? -1 : items.findIndex((item) => getKey(item) === targetKey)),
    [items, targetKey, getKey],
  );
  const target = useListTarget({
    targetKey,
    ready: virtual && measured && !returning,
    virtualizer,
    columns,
    targetIndex,
    loadedPages: query.data?.pages.length ?? 0,
    feed: containerRef,
    hasNextPage: query.hasNextPage,
    isFetchingNextPage: query.isFetchingNextPage,
    isError: query.isError,
    fetchNextPage: () => void query.fetchNextPage({ cancelRefetch: false }),
  });

  // Before the takeover: the page of the list the address names (`?page=N`, staticPageSize items a
  // page, rendered by the server for browsers without JavaScript); the route's loader read the
  // API's pages up to it (warm-list.ts).
  const pageNumber = pageNumberOf(location.search);
  const pageSize = staticPageSize(layout);
  const staticPage = useMemo(() => {
    const firstIndex = (pageNumber - 1) * pageSize;
    return {
      items: items.slice(firstIndex, firstIndex + pageSize),
      firstIndex,
      hasNext: items.length > firstIndex + pageSize || (query.hasNextPage ?? false),
    };
  }, [items, query.hasNextPage, pageNumber, pageSize]);
  const scrollToAfterTakeover = useRef<number | null>(null);
  // The takeover: the markup's rows are measured where they stand (the width decides the grid's
  // columns, as the markup's CSS did; content-sized rows give their heights to the virtualizer),
  // then the virtual rows replace them in the same frame.
  useLayoutEffect(() => {
    const element = containerRef.current;
    if (virtual || !hydrated || !element) return;
    setBox({ width: element.clientWidth, scrollMargin: element.getBoundingClientRect().top + window.scrollY, measured: true });
    if (layout.kind === 'measured') {
      sizeInPlace(virtualizer, element.querySelectorAll<HTMLElement>(':scope > .vlist__row'));
    }
    // A page after the first (`?page=N`, a link followed from a browser without JavaScript): the
    // whole list from its top, the window at that page's first item.
    if (staticPage.firstIndex > 0) scrollToAfterTakeover.current = Math.floor(staticPage.firstIndex / columns);
    setVirtual(true);
  }, [virtual, hydrated, layout.kind, virtualizer, staticPage.firstIndex, columns]);
  useLayoutEffect(() => {
    if (!virtual || !measured || scrollToAfterTakeover.current === null) return;
    virtualizer.scrollToIndex(scrollToAfterTakeover.current, { align: 'start' });
    scrollToAfterTakeover.current = null;
  }, [virtual, measured, virtualizer]);

  const virtualRows = virtualizer.getVirtualItems();
  const firstScreen = firstScreenRows(rowHeight, windowRect().height);
  const lastVisibleRow = virtualRows.at(-1)?.index ?? -1;
  const { hasNextPage, isFetchingNextPage, isError, fetchNextPage, refetch, error } = query;
  // A first page or a next page that hangs: said after a few seconds, with a Retry that asks again
  // (the rows already there stay).
  const slow = useSlowAfter(isFetchingNextPage || (query.isPending && query.isFetching), SLOW_AFTER_MS);

  // An expired cursor is not a dead end: refetching the loaded pages from the
  // first one gets fresh cursors (react-query recomputes each page's param),
  // so the visitor keeps their place and the list carries on.
  const [restartNotice, setRestartNotice] = useState(false);
  const recovering = isError && isExpiredCursor(error);
  const recoveredFrom = useRef<unknown>(null);
  useEffect(() => {
    if (!recovering || recoveredFrom.current === error) return;
    recoveredFrom.current = error;
    void refetch().then(() => setRestartNotice(true));
  }, [recovering, error, refetch]);

  useEffect(() => {
    if (!virtual || !hasNextPage || isFetchingNextPage || isError) return;
    if (lastVisibleRow >= dataRows - prefetchRows) void fetchNextPage({ cancelRefetch: false });
  }, [virtual, lastVisibleRow, dataRows, prefetchRows, hasNextPage, isFetchingNextPage, isError, fetchNextPage]);

  const setSize = total ?? (hasNextPage ? -1 : items.length);
  const countText =
    total !== null
      ? listText.showing(items.length, total)
      : hasNextPage
        ? listText.showingSome(items.length)
        : listText.showingAll(items.length);

  const isEmpty = !query.isPending && !query.isError && items.length === 0;
  // The status line counts what is on screen. With nothing loaded there is nothing to count: an
  // empty list says so in the same line ("Your shoebox is empty.", never "Showing 0 of 0"), and a
  // failed first page leaves it blank beside the error panel (never "Showing all 0").
  // A static page (`?page=N`, before the app runs, or without JavaScript) counts the rows it holds.
  const staticCount =
    staticPage.items.length === 0
      ? countText
      : total !== null
        ? listText.showingRange(staticPage.firstIndex + 1, staticPage.firstIndex + staticPage.items.length, total)
        : listText.showingRangeSome(staticPage.firstIndex + 1, staticPage.firstIndex + staticPage.items.length);
  const status = query.isPending
    ? shellText.app.loading
    : isEmpty
      ? emptyMessage
      : items.length > 0
        ? virtual
          ? countText
          : staticCount
        : '';

  return (
    <div className="vlist">
      {/* Focusable when empty: a page whose last item was just removed puts focus here, not on <body>. */}
      <p
        className={isEmpty ? 'vlist__count vlist__empty' : 'vlist__count'}
        role="status"
        aria-live="polite"
        tabIndex={isEmpty ? -1 : undefined}
      >
        {status}
      </p>
      {target.missing && (
        <p className="vlist__notice" role="status">
          {listText.targetMissing}
        </p>
      )}
      <div
        ref={containerRef}
        // A feed is a list of articles: with none yet (loading, failed, empty) it is only a box,
        // and the status line above says why. The same element before and after the takeover, so
        // what listens on it (the opened item, use-list-position.ts) goes on listening.
        role={items.length > 0 ? 'feed' : undefined}
        aria-label={items.length > 0 ? label : undefined}
        aria-busy={items.length > 0 && virtual ? query.isFetching : undefined}
        className={`vlist__feed vlist__feed--${layout.kind}${virtual ? '' : ' vlist__feed--static'}`}
        style={virtual ? { height: virtualizer.getTotalSize(), position: 'relative' } : staticLayoutStyle(layout)}
      >
        {!virtual && (
          <StaticRows
            items={staticPage.items}
            firstIndex={staticPage.firstIndex}
            layout={layout}
            setSize={setSize}
            getKey={getKey}
            renderItem={renderItem}
          />
        )}
        {virtual &&
          virtualRows.map((row) => {
            const start = row.index * columns;
            const rowItems = items.slice(start, start + columns);
            const style = {
              position: 'absolute' as const,
              top: 0,
              left: 0,
              width: '100%',
              transform: `translateY(${row.start - scrollMargin}px)`,
              ...(layout.kind === 'measured' ? {} : { height: rowHeight }),
              ...(columns > 1 ? { gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))` } : {}),
            };
            if (rowItems.length === 0) {
              return (
                <div key={row.key} className="vlist__row vlist__row--skeleton" style={style} aria-hidden="true">
                  {Array.from({ length: columns }, (_, column) => (
                    <div key={column} className="skeleton" />
                  ))}
                </div>
              );
            }
            return (
              <div
                key={row.key}
                className="vlist__row"
                style={style}
                data-index={row.index}
                ref={layout.kind === 'measured' ? virtualizer.measureElement : undefined}
              >
                {rowItems.map((item, offset) => {
                  const index = start + offset;
                  const isTarget = index === targetIndex;
                  return (
                    <article
                      key={getKey(item)}
                      className={isTarget ? 'vlist__item vlist__item--target' : 'vlist__item'}
                      aria-posinset={index + 1}
                      aria-setsize={setSize}
                      aria-current={isTarget ? 'true' : undefined}
                      tabIndex={isTarget ? -1 : undefined}
                      data-key={getKey(item)}
                    >
                      {renderItem(item, index, { firstScreen: row.index < firstScreen })}
                    </article>
                  );
                })}
              </div>
            );
          })}
      </div>
      <div className="vlist__footer">
        {restartNotice && (
          <p className="vlist__notice" role="status">
            {listText.cursorRestarted}
          </p>
        )}
        {slow && (
          <div className="vlist__notice vlist__slow" role="status">
            <p>{listText.slow}</p>
            <button
              type="button"
              className="button"
              onClick={() => void (items.length > 0 ? fetchNextPage({ cancelRefetch: true }) : refetch({ cancelRefetch: true }))}
            >
              {listText.retry}
            </button>
          </div>
        )}
        {query.isError && !recovering && (
          <ErrorPanel error={query.error} onRetry={() => void (items.length > 0 ? fetchNextPage() : query.refetch())} />
        )}
        {!virtual && <PageLinks hasNextPage={staticPage.hasNext} />}
        {!query.isError && hasNextPage && virtual && (
          <button
            type="button"
            className="button vlist__more"
            onClick={() => void fetchNextPage({ cancelRefetch: false })}
            aria-disabled={isFetchingNextPage}
          >
            {isFetchingNextPage ? listText.loadingMore : listText.loadMore}
          </button>
        )}
        {!query.isPending && !query.isError && !hasNextPage && items.length > 0 && <p className="vlist__end muted">{listText.endOfList}</p>}
      </div>
      <BackToTop />
    </div>
  );
}

function windowRect(): { width: number; height: number } {
  return typeof window === 'undefined' ? { width: 0, height: 0 } : { width: window.innerWidth, height: window.innerHeight };
}

function initialWidthGuess(): number {
  return mainColumnWidth(typeof document === 'undefined' ? 1024 : document.documentElement.clientWidth || 1024);
}

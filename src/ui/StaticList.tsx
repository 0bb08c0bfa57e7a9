import type { CSSProperties, ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import type { Length, ListLayout } from './list-layout.ts';
import { listText } from './list-messages.ts';
import { STATIC_PAGE_SIZES } from '../lib/lists/static-pages.ts';
import { pageNumberOf } from '../lib/lists/page-number.ts';

/**
 * A list's rows as the server renders them and the browser hydrates them: plain markup in the
 * page's flow, laid out by CSS alone (the server knows no window), so the first rows paint before
 * any script runs and a page is readable without JavaScript. VirtualList takes over after
 * hydration; the grid's CSS computes the same columns and row heights as list-layout.ts, so the
 * rows stay where they are (docs/decisions/0046).
 */
interface StaticRowsProps<T> {
  /** The items of the page shown (`?page=N`, else the first page's: staticPageSize). */
  items: T[];
  /** The position of the first of them in the whole list. */
  firstIndex: number;
  layout: ListLayout;
  setSize: number;
  getKey: (item: T) => string;
  renderItem: (item: T, index: number, placement: { firstScreen: boolean }) => ReactNode;
}

export function staticPageSize(layout: ListLayout): number {
  return STATIC_PAGE_SIZES[layout.kind];
}

/** How many items a static list marks as its first screen (eager, high-priority images): the server knows no window, so a fixed count that covers a phone's first screen and a desktop's first row. */
export const STATIC_FIRST_SCREEN = 4;

function css(length: Length): string {
  return typeof length === 'number' ? `${length}px` : length.px ? `calc(${length.rem}rem + ${length.px}px)` : `${length.rem}rem`;
}

/** list-layout.ts's columnsFor and rowHeightFor, as custom properties the static grid's CSS reads (styles.css). */
export function staticLayoutStyle(layout: ListLayout): CSSProperties {
  switch (layout.kind) {
    case 'grid':
      return {
        '--vlist-tile': css(layout.minTileWidth),
        '--vlist-pair': css(layout.pairTileWidth ?? layout.minTileWidth),
        '--vlist-gap': `${layout.gap}px`,
        '--vlist-aspect': String(layout.imageAspect),
        '--vlist-caption': css(layout.captionHeight),
        ...(layout.maxColumns ? { '--vlist-max-columns': String(layout.maxColumns) } : {}),
      } as CSSProperties;
    case 'rows':
      return { '--vlist-row': css(layout.rowHeight) } as CSSProperties;
    case 'measured':
      return {};
  }
}

/** The rows, inside VirtualList's feed element (which carries staticLayoutStyle and `vlist__feed--static`). */
export function StaticRows<T>({ items, firstIndex, layout, setSize, getKey, renderItem }: StaticRowsProps<T>) {
  const article = (item: T, offset: number) => {
    const index = firstIndex + offset;
    return (
      <article key={getKey(item)} className="vlist__item" aria-posinset={index + 1} aria-setsize={setSize} data-key={getKey(item)}>
        {renderItem(item, index, { firstScreen: offset < STATIC_FIRST_SCREEN })}
      </article>
    );
  };
  return layout.kind === 'grid'
    ? items.map(article)
    : items.map((item, offset) => (
        <div key={getKey(item)} className="vlist__row" data-index={firstIndex + offset}>
          {article(item, offset)}
        </div>
      ));
}

/** The address of page `page` of the list at this location, every other parameter kept. */
export function pageHref(pathname: string, search: string, page: number): string {
  const params = new URLSearchParams(search);
  if (page <= 1) params.delete('page');
  else params.set('page', String(page));
  const query = params.toString();
  return query ? `${pathname}?${query}` : pathname;
}

/** Real links between a static list's pages: without JavaScript, the way on through the list. */
export function PageLinks({ hasNextPage }: { hasNextPage: boolean }) {
  const { pathname, search } = useLocation();
  const page = pageNumberOf(search);
  if (page <= 1 && !hasNextPage) return null;
  return (
    <nav aria-label={listText.pages} className="vlist__pages">
      {page > 1 && (
        <Link className="button button--quiet" to={pageHref(pathname, search, page - 1)} rel="prev">
          {listText.previousPage}
        </Link>
      )}
      {hasNextPage && (
        <Link className="button vlist__more" to={pageHref(pathname, search, page + 1)} rel="next">
          {listText.nextPage}
        </Link>
      )}
    </nav>
  );
}

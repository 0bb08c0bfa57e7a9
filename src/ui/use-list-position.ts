import { useEffect, useEffectEvent, useLayoutEffect, useRef, useState } from 'react';
import type { Virtualizer } from '@tanstack/react-virtual';
import { useLocation } from 'react-router';
import {
  historyEntryOf,
  positionAt,
  readOpened,
  readPosition,
  rowOf,
  scrollTopFor,
  writeOpened,
  writePosition,
  type ListPosition,
  type OpenedItem,
  type RowBox,
} from './list-position.ts';

export interface ListPositionInput {
  virtualizer: Virtualizer<Window, Element>;
  /** False until the list's width and top are measured: positions need the real columns. */
  measured: boolean;
  columns: number;
  /** Fixed row height, or null for measured layouts (rows found through the virtualizer). */
  rowHeight: number | null;
  /**
   * The list's top in document coordinates, measured now. Not the virtualizer's
   * scrollMargin: that is measured when the list mounts or resizes, and content
   * above the list (a heading that fills in) can move it without either.
   */
  listTop: () => number | null;
  /** The feed element: its items carry `data-key` and `aria-posinset`. */
  feed: () => HTMLElement | null;
  /** The key of the loaded item at `index`, or undefined past the loaded items. */
  keyAt: (index: number) => string | undefined;
  /** Items loaded so far. */
  loaded: number;
  isPending: boolean;
  isFetchingNextPage: boolean;
  isError: boolean;
  hasNextPage: boolean;
  fetchNextPage: () => void;
}

/** How long the window must rest before the position is written (it is also written when the list goes away). */
const SAVE_DELAY_MS = 150;

/**
 * Remembers the list position of this history entry and returns to it
 * (list-position.ts says what is kept and where).
 *
 * Returning: the remembered item may lie beyond the loaded pages (the cache
 * was collected while the visitor was away, or a fresh tab): pages are loaded
 * one after another, exactly as scrolling would load them, until the item
 * exists; then the window is scrolled so its row is where it was. The scroll
 * happens in a layout effect after the list is measured, a commit after
 * the window's scroll restoration applied its (possibly clamped) scrollY, so this is
 * the last word and nothing flashes. A wheel, touch or key press while pages
 * are still loading gives the window back to the visitor.
 *
 * Remembering: every scroll computes the position (a division, or a binary
 * search for measured rows), written to storage once the window rests, when
 * the page is hidden or unloaded, and when the list unmounts (a layout-effect
 * cleanup, which runs before the next page resets the scroll). Nothing is
 * written while a return is under way, so a half-finished return never
 * overwrites the place it is heading for.
 *
 * Focus: opening an item from the list (a click or Enter on a link inside
 * it) remembers that item for this history entry. Coming back to the entry,
 * once the position is restored, keyboard focus goes to that item's link
 * (its page loaded and its row scrolled into range first if need be: the
 * list is virtualized, so an item far from the window is not in the DOM),
 * and the layout leaves it there instead of focusing the heading.
 */
export function useListPosition(input: ListPositionInput): void {
  const { virtualizer, measured, columns, rowHeight, loaded, isPending, isFetchingNextPage, isError, hasNextPage } = input;
  const location = useLocation();
  const [entry] = useState(() => historyEntryOf(location));
  const [remembered] = useState(() => readPosition(entry));
  const [opened] = useState(() => readOpened(entry));
  /** Where the list is heading; null once there, or once the visitor took over. */
  const target = useRef<ListPosition | null>(remembered);
  const latest = useRef<ListPosition | null>(null);
  /** The item to focus once the list is back in place; null once focused, or given up. */
  const focusTarget = useRef<(OpenedItem & { scrolled?: boolean }) | null>(opened);

  const loadMore = useEffectEvent(() => input.fetchNextPage());
  const readListTop = useEffectEvent(() => input.listTop());
  const readFeed = useEffectEvent(() => input.feed());
  const readKeyAt = useEffectEvent((index: number) => input.keyAt(index));
  // Written under the entry the list is at now, not the one it opened at: a fragment navigation on
  // the same page (a `#` link) makes a new history entry without mounting the list again.
  const currentEntry = useEffectEvent(() => historyEntryOf(location));

  useLayoutEffect(() => {
    const position = target.current;
    if (!position || !measured) return;
    if (position.index >= loaded) {
      if (isPending || isFetchingNextPage) return;
      if (hasNextPage && !isError) loadMore();
      // The list is shorter now, or a page failed (its footer offers a retry): stay where the window is.
      else target.current = null;
      return;
    }
    const row = rowOf(position, columns);
    const top = readListTop();
    if (rowHeight === null || top === null) {
      virtualizer.scrollToIndex(row, { align: 'start' });
    } else {
      window.scrollTo(0, scrollTopFor(position, top + row * rowHeight));
    }
    target.current = null;
  }, [measured, loaded, isPending, isFetchingNextPage, hasNextPage, isError, columns, rowHeight, virtualizer]);

  // Focus back on the opened item, after the position: every render until its link is in the DOM.
  useLayoutEffect(() => {
    const wanted = focusTarget.current;
    if (!wanted || !measured || target.current) return;
    if (wanted.index >= loaded) {
      if (isPending || isFetchingNextPage) return;
      if (hasNextPage && !isError) loadMore();
      else focusTarget.current = null;
      return;
    }
    if (readKeyAt(wanted.index) !== wanted.key) {
      // The list changed while the visitor was away: that item is not where it was.
      focusTarget.current = null;
      return;
    }
    const rendered = readFeed()?.querySelectorAll<HTMLElement>('[data-key]') ?? [];
    const item = Array.from(rendered).find((element) => element.dataset.key === wanted.key);
    const links = item?.querySelectorAll<HTMLElement>('a[href]') ?? [];
    const link = links[wanted.link ?? 0] ?? links[0];
    const row = virtualizer.measurementsCache[rowOf(wanted, columns)];
    const inWindow = row !== undefined && row.end > window.scrollY && row.start < window.scrollY + window.innerHeight;
    if (link) {
      link.focus();
      focusTarget.current = null;
    } else if (!item && inWindow) {
      // In the window, not rendered yet: the virtualizer renders it once it hears of the scroll just made.
    } else if (!item && !wanted.scrolled) {
      // Out of range (the window is another size now): bring its row in once; a later render has it.
      wanted.scrolled = true;
      virtualizer.scrollToIndex(rowOf(wanted, columns), { align: 'auto' });
    } else {
      // Still not there after scrolling (the list changed), or nothing in it to focus.
      focusTarget.current = null;
    }
  });

  // Remember which item the visitor opens, for the focus on their return.
  useEffect(() => {
    const feed = readFeed();
    const onClick = (event: MouseEvent) => {
      // Only links lead away (a button in an item, such as the shoebox's Remove, does not).
      const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
      const item = link?.closest<HTMLElement>('[data-key]');
      const index = Number(item?.getAttribute('aria-posinset')) - 1;
      if (!item?.dataset.key || !(index >= 0)) return;
      // Which of the item's links (a post has several), so Back focuses the one that was followed.
      const which = Array.from(item.querySelectorAll('a[href]')).indexOf(link!);
      writeOpened(currentEntry(), { key: item.dataset.key, index, link: which });
    };
    feed?.addEventListener('click', onClick);
    return () => feed?.removeEventListener('click', onClick);
  }, []);

  // The visitor takes over: stop heading for the remembered item.
  useEffect(() => {
    if (!remembered && !opened) return;
    const giveUp = () => {
      target.current = null;
      focusTarget.current = null;
    };
    const events = ['wheel', 'touchstart', 'keydown'] as const;
    for (const type of events) window.addEventListener(type, giveUp, { passive: true });
    return () => {
      for (const type of events) window.removeEventListener(type, giveUp);
    };
  }, [remembered, opened]);

  const locate = useEffectEvent((): ListPosition | null => {
    if (target.current || loaded === 0) return null;
    const dataRows = Math.ceil(loaded / columns);
    const scrollTop = window.scrollY;
    let row: RowBox | undefined;
    const top = rowHeight === null ? null : readListTop();
    if (rowHeight !== null && top !== null) {
      const index = Math.min(dataRows - 1, Math.max(0, Math.floor((scrollTop - top) / rowHeight)));
      row = { index, start: top + index * rowHeight };
    } else {
      const found = virtualizer.getVirtualItemForOffset(scrollTop);
      const index = Math.min(dataRows - 1, found?.index ?? 0);
      const start = index === found?.index ? found.start : virtualizer.measurementsCache[index]?.start;
      if (start !== undefined) row = { index, start };
    }
    return row ? positionAt(scrollTop, row, columns) : null;
  });

  const save = useEffectEvent(() => {
    if (latest.current) writePosition(currentEntry(), latest.current);
  });

  useLayoutEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onScroll = () => {
      const position = locate();
      if (!position) return;
      latest.current = position;
      clearTimeout(timer);
      timer = setTimeout(save, SAVE_DELAY_MS);
    };
    // A click may lead away: where the list is now, not where the last scroll event said. WebKit
    // dispatches scroll events with its next rendering update, and a click that closely followed a
    // scroll left the list before it (Back came 300 px short in the cross-browser journey).
    const onClick = () => {
      latest.current = locate() ?? latest.current;
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('click', onClick, { capture: true, passive: true });
    window.addEventListener('pagehide', save);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('click', onClick, { capture: true });
      window.removeEventListener('pagehide', save);
      save();
    };
  }, []);
}

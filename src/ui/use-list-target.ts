import { useEffect, useRef, type RefObject } from 'react';
import type { Virtualizer } from '@tanstack/react-virtual';
import { ITEM_PARAM } from '../lib/addresses/paths.ts';

/** How many of the list's pages are read looking for the item an address points at, before saying it is not there. */
export const TARGET_PAGE_LIMIT = 20;

/** The key of the item the address points at (`?item=KEY`), if any. */
export function targetKeyOf(search: string): string | undefined {
  const key = new URLSearchParams(search).get(ITEM_PARAM)?.trim();
  return key && key.length <= 64 ? key : undefined;
}

export interface ListTargetInput {
  targetKey: string | undefined;
  /** False while the list is not ready to scroll (not measured, or a return to a remembered place is under way). */
  ready: boolean;
  virtualizer: Virtualizer<Window, Element>;
  columns: number;
  /** Index of the target among the loaded items, or -1. */
  targetIndex: number;
  loadedPages: number;
  /** The feed element: its items carry `data-key`. */
  feed: RefObject<HTMLElement | null>;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isError: boolean;
  fetchNextPage: () => void;
}

/**
 * A list opened at one of its items (a shoebox entry opens its post in the
 * feed, its flight in the day): the pages up to the item are read, as
 * scrolling would read them, the window is centred on it and focus goes to it
 * (its highlight is the list's `aria-current` item). Returns whether the item
 * could not be found, so the list can say so instead of silently showing its top.
 */
export function useListTarget(input: ListTargetInput): { missing: boolean } {
  const {
    targetKey,
    ready,
    virtualizer,
    columns,
    targetIndex,
    loadedPages,
    feed,
    hasNextPage,
    isFetchingNextPage,
    isError,
    fetchNextPage,
  } = input;
  /** Set once the window went to the item: later pages and re-renders leave the visitor's scrolling alone. */
  const arrived = useRef(false);
  const seeking = targetKey !== undefined && ready;
  const exhausted = !hasNextPage || loadedPages >= TARGET_PAGE_LIMIT;

  useEffect(() => {
    if (!seeking || targetKey === undefined || arrived.current) return;
    if (targetIndex >= 0) {
      arrived.current = true;
      virtualizer.scrollToIndex(Math.floor(targetIndex / columns), { align: 'center' });
      // Focus once its row is rendered where the window now is (the layout's heading focus runs first).
      requestAnimationFrame(() => {
        feed.current?.querySelector<HTMLElement>(`[data-key="${CSS.escape(targetKey)}"]`)?.focus({ preventScroll: true });
      });
      return;
    }
    if (!isFetchingNextPage && !isError && !exhausted) fetchNextPage();
  }, [seeking, targetKey, targetIndex, columns, virtualizer, feed, exhausted, isFetchingNextPage, isError, fetchNextPage]);

  return { missing: seeking && targetIndex < 0 && loadedPages > 0 && exhausted && !isFetchingNextPage && !isError };
}

import type { Page } from '../../api/pagination.ts';
import { emptyPages, removeFromPages, restoreToPages, totalOf, type ShoeboxPages } from './cache.ts';

interface Item {
  id: string;
}

function page(ids: string[], total: number, nextQuery?: string): Page<Item> {
  return { results: ids.map((id) => ({ id })), total, page: null, pages: null, perPage: 3, cursor: null, nextQuery };
}

const data: ShoeboxPages<Item> = {
  pages: [page(['1', '2', '3'], 5, 'page=2'), page(['4', '5'], 5)],
  pageParams: [null, 'page=2'],
};
const byId = (id: string) => (item: Item) => item.id === id;
const same = (a: Item, b: Item) => a.id === b.id;

describe('shoebox cache helpers', () => {
  it('removes an item from whichever page holds it and drops the total by one', () => {
    const { data: next, removed } = removeFromPages(data, byId('4'));
    expect(removed).toEqual({ item: { id: '4' }, pageIndex: 1, index: 0, next: { id: '5' } });
    expect(next.pages.map((p) => p.results.map((item) => item.id))).toEqual([['1', '2', '3'], ['5']]);
    expect(totalOf(next)).toBe(4);
    // The input is not mutated.
    expect(totalOf(data)).toBe(5);
  });

  it('leaves the data alone when the item is not loaded', () => {
    const { data: next, removed } = removeFromPages(data, byId('99'));
    expect(removed).toBeNull();
    expect(next).toBe(data);
  });

  it('restores an item to its old place and total', () => {
    const { data: without, removed } = removeFromPages(data, byId('2'));
    const restored = restoreToPages(without, removed!, same);
    expect(restored.pages[0]!.results.map((item) => item.id)).toEqual(['1', '2', '3']);
    expect(totalOf(restored)).toBe(5);
  });

  it('restores in place even after another item was removed meanwhile', () => {
    const first = removeFromPages(data, byId('2'));
    const second = removeFromPages(first.data, byId('1'));
    const restored = restoreToPages(second.data, first.removed!, same);
    expect(restored.pages[0]!.results.map((item) => item.id)).toEqual(['2', '3']);
    expect(totalOf(restored)).toBe(4);
  });

  it('does not restore twice', () => {
    const { data: without, removed } = removeFromPages(data, byId('2'));
    const once = restoreToPages(without, removed!, same);
    expect(restoreToPages(once, removed!, same)).toBe(once);
  });

  it('empties every page and stops further loading', () => {
    const emptied = emptyPages(data);
    expect(emptied.pages).toHaveLength(1);
    expect(emptied.pages[0]!.results).toEqual([]);
    expect(emptied.pages[0]!.nextQuery).toBeUndefined();
    expect(totalOf(emptied)).toBe(0);
  });

  it('restores the last item of a page at the end of that page, not at the start of the next', () => {
    const { data: without, removed } = removeFromPages(data, byId('3'));
    expect(removed).toEqual({ item: { id: '3' }, pageIndex: 0, index: 2, next: { id: '4' } });
    const restored = restoreToPages(without, removed!, same);
    expect(restored.pages.map((p) => p.results.map((item) => item.id))).toEqual([
      ['1', '2', '3'],
      ['4', '5'],
    ]);
    expect(restored.pages.map((p) => p.total)).toEqual([5, 5]);
  });

  it('restores the very last item at its old index when nothing followed it', () => {
    const { data: without, removed } = removeFromPages(data, byId('5'));
    expect(removed?.next).toBeUndefined();
    const restored = restoreToPages(without, removed!, same);
    expect(restored.pages.map((p) => p.results.map((item) => item.id))).toEqual([
      ['1', '2', '3'],
      ['4', '5'],
    ]);
  });

  it('falls back to the old index when the neighbour is gone too', () => {
    const four: ShoeboxPages<Item> = { pages: [page(['1', '2', '3', '4'], 4)], pageParams: [null] };
    const first = removeFromPages(four, byId('2'));
    const second = removeFromPages(first.data, byId('3'));
    const restored = restoreToPages(second.data, first.removed!, same);
    expect(restored.pages[0]!.results.map((item) => item.id)).toEqual(['1', '2', '4']);
  });

  it('clamps the old index to what the page now holds', () => {
    const first = removeFromPages(data, byId('3'));
    // A refetch left page 1 with one item and dropped item 4, its neighbour.
    const shrunk: ShoeboxPages<Item> = { pages: [page(['1'], 3, 'page=2'), page(['5'], 3)], pageParams: [null, 'page=2'] };
    const restored = restoreToPages(shrunk, first.removed!, same);
    expect(restored.pages.map((p) => p.results.map((item) => item.id))).toEqual([['1', '3'], ['5']]);
  });

  it('puts an item of a page that is no longer loaded on the last loaded page', () => {
    const { removed } = removeFromPages(data, byId('5'));
    const onlyFirst: ShoeboxPages<Item> = { pages: [page(['1', '2', '3'], 4, 'page=2')], pageParams: [null] };
    const restored = restoreToPages(onlyFirst, removed!, same);
    expect(restored.pages.map((p) => p.results.map((item) => item.id))).toEqual([['1', '2', '3', '5']]);
    expect(totalOf(restored)).toBe(5);
  });

  it('restores in front of its neighbour even when that moved to another page', () => {
    const { removed } = removeFromPages(data, byId('1'));
    // A refetch regrouped the pages: the neighbour now opens page 2.
    const regrouped: ShoeboxPages<Item> = {
      pages: [page(['0'], 5, 'page=2'), page(['2', '3', '4', '5'], 5)],
      pageParams: [null, 'page=2'],
    };
    const restored = restoreToPages(regrouped, removed!, same);
    expect(restored.pages.flatMap((p) => p.results.map((item) => item.id))).toEqual(['0', '1', '2', '3', '4', '5']);
  });

  it('restores in front of its neighbour in the middle of a later page', () => {
    const { removed } = removeFromPages(data, byId('3'));
    const regrouped: ShoeboxPages<Item> = { pages: [page(['1'], 5, 'page=2'), page(['2', '4', '5'], 5)], pageParams: [null, 'page=2'] };
    const restored = restoreToPages(regrouped, removed!, same);
    expect(restored.pages.map((p) => p.results.map((item) => item.id))).toEqual([['1'], ['2', '3', '4', '5']]);
  });

  it('leaves a list with no pages alone', () => {
    const { removed } = removeFromPages(data, byId('2'));
    const none: ShoeboxPages<Item> = { pages: [], pageParams: [] };
    expect(restoreToPages(none, removed!, same)).toBe(none);
    expect(emptyPages(none)).toBe(none);
    expect(totalOf(none)).toBeNull();
    expect(totalOf(undefined)).toBeNull();
  });

  it('removes only the first match and keeps an unknown total unknown, a zero total at zero', () => {
    const twice: ShoeboxPages<Item> = {
      pages: [
        { ...page(['1', '2'], 0, 'page=2'), total: null },
        { ...page(['2', '3'], 0), total: 0 },
      ],
      pageParams: [null, 'page=2'],
    };
    const { data: next, removed } = removeFromPages(twice, byId('2'));
    expect(removed).toEqual({ item: { id: '2' }, pageIndex: 0, index: 1, next: { id: '2' } });
    expect(next.pages.map((p) => p.results.map((item) => item.id))).toEqual([['1'], ['2', '3']]);
    expect(next.pages.map((p) => p.total)).toEqual([null, 0]);
  });

  it('empties down to the first page param only', () => {
    const emptied = emptyPages(data);
    expect(emptied.pageParams).toEqual([null]);
    expect(emptied.pages[0]!.pages).toBe(0);
    expect(emptied.pages[0]!.perPage).toBe(3);
  });
});

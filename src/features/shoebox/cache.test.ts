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
});

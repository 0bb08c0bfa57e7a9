/**
 * Reading and computing the list context an object address carries (the
 * address itself is built by paths.object.href). Kept out of the shell: only
 * pages that list or show objects need it.
 */
import { withImagesFrom } from './images-filter.ts';
import type { ObjectContext } from './paths.shell.ts';
import { isInt64Id } from './route-id.ts';

export const OBJECT_CONTEXT_PAGE_SIZE = 100;

/** The context of the item at `index` (0-based) of a list. */
export function objectContextAt(list: ObjectContext['list'], id: string, index: number, withImages = false): ObjectContext {
  return { list, id, page: Math.floor(index / OBJECT_CONTEXT_PAGE_SIZE) + 1, ...(withImages ? { withImages } : {}) };
}

/** The context an object address carries, if it is well formed; anything else is ignored (the page scans instead). */
export function objectContextFrom(search: URLSearchParams): ObjectContext | undefined {
  const page = Number(search.get('page'));
  if (!Number.isSafeInteger(page) || page < 1) return undefined;
  for (const list of ['collection', 'category'] as const) {
    const id = search.get(list);
    if (isInt64Id(id)) return { list, id, page, ...(list === 'category' && withImagesFrom(search) ? { withImages: true } : {}) };
  }
  return undefined;
}

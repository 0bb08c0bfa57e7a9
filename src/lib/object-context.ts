/**
 * Reading and computing the list context an object address carries (the
 * address itself is built by paths.object.href). Kept out of the shell: only
 * pages that list or show objects need it.
 */
import { withImagesFrom } from './images-filter.ts';
import { SUBCATEGORY_PARAM, type ObjectContext } from './paths.ts';
import { isInt64Id } from './route-id.ts';

export const OBJECT_CONTEXT_PAGE_SIZE = 100;

/** The context of the item at `index` (0-based) of a list; within a category, `index` counts the category's objects. */
export function objectContextAt(
  list: ObjectContext['list'],
  id: string,
  index: number,
  { withImages = false, subcategory }: Pick<ObjectContext, 'withImages' | 'subcategory'> = {},
): ObjectContext {
  return {
    list,
    id,
    page: Math.floor(index / OBJECT_CONTEXT_PAGE_SIZE) + 1,
    ...(withImages ? { withImages } : {}),
    ...(list === 'category' && subcategory ? { subcategory } : {}),
  };
}

/** The same list, at the item at `index`. */
export const contextAtIndex = (context: ObjectContext, index: number): ObjectContext =>
  objectContextAt(context.list, context.id, index, context);

/** The context an object address carries, if it is well formed; anything else is ignored (the page scans instead). */
export function objectContextFrom(search: URLSearchParams): ObjectContext | undefined {
  const page = Number(search.get('page'));
  if (!Number.isSafeInteger(page) || page < 1) return undefined;
  for (const list of ['collection', 'category'] as const) {
    const id = search.get(list);
    if (!isInt64Id(id)) continue;
    const subcategory = search.get(SUBCATEGORY_PARAM);
    if (list === 'collection') return { list, id, page };
    return {
      list,
      id,
      page,
      ...(withImagesFrom(search) ? { withImages: true } : {}),
      ...(isInt64Id(subcategory) ? { subcategory } : {}),
    };
  }
  return undefined;
}

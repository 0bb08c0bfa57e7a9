/**
 * Reading and computing the list context an object address carries (the
 * address itself is built by paths.object.href). Kept out of the shell: only
 * pages that list or show objects need it.
 */
import { withImagesFrom } from './images-filter.ts';
import { CATEGORY_PARAM, SUBCATEGORY_PARAM, type ObjectContext } from './paths.ts';
import { id as readId, type AnyRecord } from '../records/fields.ts';
import { isInt64Id } from './route-id.ts';

export const OBJECT_CONTEXT_PAGE_SIZE = 100;

/** The context of the item at `index` (0-based) of a list; within a category, `index` counts the category's objects. */
export function objectContextAt(
  list: ObjectContext['list'],
  id: string,
  index: number,
  { withImages = false, subcategory, category }: Pick<ObjectContext, 'withImages' | 'subcategory' | 'category'> = {},
): ObjectContext {
  return {
    list,
    id,
    page: Math.floor(index / OBJECT_CONTEXT_PAGE_SIZE) + 1,
    ...(withImages ? { withImages } : {}),
    ...(list === 'category' && subcategory ? { subcategory } : {}),
    ...(list === 'collection' && category ? { category } : {}),
  };
}

/** The same list, at the item at `index`. */
export const contextAtIndex = (context: ObjectContext, index: number): ObjectContext =>
  objectContextAt(context.list, context.id, index, context);

/**
 * Whether a record of the context's list is one its previous / next step through: a subcategory's
 * are its category's objects of that subcategory, a breadcrumb's category's are its collection's
 * objects of that category, any other list's are all of them.
 */
export function inContextList(context: ObjectContext, record: AnyRecord): boolean {
  if (context.subcategory) return readId(record, 'millsfield:subcategory_id') === context.subcategory;
  if (context.category) return readId(record, 'millsfield:category_id') === context.category;
  return true;
}

/**
 * The list an object opened without one walks: its breadcrumb's (Collections › its collection ›
 * its category), so Next is the next object of that category, not of the whole collection. A
 * context the visitor came with is theirs, and kept.
 */
export function breadcrumbContext(context: ObjectContext, record: AnyRecord): ObjectContext {
  const category = readId(record, 'millsfield:category_id');
  return context.list === 'collection' && !context.category && category ? { ...context, category } : context;
}

/** The context an object address carries, if it is well formed; anything else is ignored (the page scans instead). */
export function objectContextFrom(search: URLSearchParams): ObjectContext | undefined {
  const page = Number(search.get('page'));
  if (!Number.isSafeInteger(page) || page < 1) return undefined;
  for (const list of ['collection', 'category'] as const) {
    const id = search.get(list);
    if (!isInt64Id(id)) continue;
    if (list === 'collection') {
      const category = search.get(CATEGORY_PARAM);
      return { list, id, page, ...(isInt64Id(category) ? { category } : {}) };
    }
    const subcategory = search.get(SUBCATEGORY_PARAM);
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

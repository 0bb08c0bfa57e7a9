/**
 * Every address of the app, in one place: the route tables take `pattern`, and
 * every link, redirect and navigation takes `href(...)`. The patterns are the
 * deep-link contract (docs/design.md, "Routes"): outside checks open them
 * directly, so a change here is a change of contract.
 *
 * Ids are int64 strings and hashtags are text, so every segment is encoded.
 */
/** The names of a pattern's `:params`, in order: each becomes one argument of its `href`. */
type Params<Pattern extends string> = Pattern extends `${string}:${infer Name}/${infer Rest}`
  ? [Name, ...Params<`/${Rest}`>]
  : Pattern extends `${string}:${infer Name}`
    ? [Name]
    : [];
type Values<Names extends unknown[]> = { [Index in keyof Names]: string };
/** A page's own query string (`?direction=arrivals`), or none. */
export type Search = `?${string}` | '';

interface Place<Pattern extends string> {
  pattern: Pattern;
  /**
   * The address with each `:param` filled, in order, and encoded; then the
   * page's own query string if it has one (the flights list's filters: their
   * feature writes and reads them).
   */
  href: (...values: [...Values<Params<Pattern>>, search?: Search]) => string;
}

/** One route: the pattern for the route table, and the one builder of its addresses. */
function place<Pattern extends string>(pattern: Pattern): Place<Pattern> {
  return {
    pattern,
    href: (...values) => {
      let index = 0;
      return pattern.replace(/:\w+/g, () => encodeURIComponent(values[index++]!)) + (values[index] ?? '');
    },
  };
}

/** `?images=1` on a category's objects: only objects that have images (read and set by images-filter.ts). */
export const IMAGES_PARAM = 'images';
/**
 * `?item=KEY` on a list's address: open the list at that item, highlighted
 * (a shoebox entry opens its post in the feed, its flight in the day's list).
 * Any list takes it (VirtualList reads it); `listItemSearch` writes it.
 */
export const ITEM_PARAM = 'item';
export const listItemSearch = (itemKey: string): Search => `?${new URLSearchParams({ [ITEM_PARAM]: itemKey }).toString()}`;

/** `?subcategory=` on an object's address: see ObjectContext.subcategory. */
export const SUBCATEGORY_PARAM = 'subcategory';
/** `?category=` beside `?collection=` on an object's address: see ObjectContext.category. */
export const CATEGORY_PARAM = 'category';

/**
 * Where an object was found, riding on its address as query parameters, so a
 * shared link or a reload opens it with one request for that page instead of
 * a scan (docs/decisions/0045). `page` counts pages of OBJECT_CONTEXT_PAGE_SIZE
 * objects (object-context.ts reads and computes contexts: only pages that show
 * objects need that code, not the shell).
 */
export interface ObjectContext {
  list: 'collection' | 'category';
  /** The collection's or category's id. */
  id: string;
  page: number;
  /** The category list filtered to objects with images (its pages differ). */
  withImages?: boolean;
  /**
   * The subcategory the visitor browsed, within `list: 'category'`: its
   * objects are read from the category's pages (the service lists none by
   * subcategory), so `page` still counts the category's pages and previous /
   * next step through the subcategory's objects only.
   */
  subcategory?: string;
  /**
   * The category the object's breadcrumb names, within `list: 'collection'`: an object opened
   * without a list (a shared link, a search) walks its breadcrumb's list, found through the
   * collection page its catalogue or scan knows, so previous / next step through the
   * collection's objects of that category only (`page` still counts the collection's pages).
   */
  category?: string;
}

function objectSearch(context: ObjectContext | undefined): string {
  if (!context) return '';
  const search = new URLSearchParams({ [context.list]: context.id, page: String(context.page) });
  if (context.withImages) search.set(IMAGES_PARAM, '1');
  if (context.subcategory) search.set(SUBCATEGORY_PARAM, context.subcategory);
  if (context.category) search.set(CATEGORY_PARAM, context.category);
  return `?${search.toString()}`;
}

/**
 * The router state of a link to the sign-in page: where to return once signed
 * in. State, not a `?next=` parameter, so the address never carries it; the
 * sign-in page still accepts only a path of this app (return-path.ts).
 */
export function signInState({ pathname, search, hash }: { pathname: string; search: string; hash: string }): { from: string } {
  return { from: pathname + search + hash };
}

/**
 * The server's "Surprise me" (a catalogue's, docs/design.md section 12): it redirects to a random
 * object's own address, so links to it load the document (`reloadDocument`) rather than route.
 */
export const RANDOM_OBJECT_HREF = '/random';

const categoryObjects = place('/categories/:categoryId/objects');
const object = place('/objects/:objectId');

export const paths = {
  home: place('/'),

  collections: place('/collections'),
  collection: place('/collections/:collectionId'),
  collectionObjects: place('/collections/:collectionId/objects'),
  collectionCategories: place('/collections/:collectionId/categories'),
  collectionSubcategories: place('/collections/:collectionId/subcategories'),
  category: place('/categories/:categoryId'),
  categoryObjects: {
    ...categoryObjects,
    href: (categoryId: string, options: { withImages?: boolean } = {}) =>
      `${categoryObjects.href(categoryId)}${options.withImages ? `?${IMAGES_PARAM}=1` : ''}`,
  },
  categorySubcategories: place('/categories/:categoryId/subcategories'),
  subcategory: place('/subcategories/:subcategoryId'),
  object: { ...object, href: (objectId: string, context?: ObjectContext) => `${object.href(objectId)}${objectSearch(context)}` },

  airport: place('/airport'),
  terminal: place('/terminals/:terminalId'),
  terminalGalleries: place('/terminals/:terminalId/galleries'),
  terminalExhibitions: place('/terminals/:terminalId/exhibitions'),
  buildingGates: place('/buildings/:buildingId/gates'),
  boardingAreaGates: place('/boarding-areas/:boardingAreaId/gates'),

  /** Today's flights: the loader redirects to the airport's date. */
  flightsToday: place('/flights'),
  flights: place('/flights/:date'),

  social: place('/social'),
  feed: place('/social/:hashtag'),

  /** Search over the catalogue: the query, filters and sort ride in the address (features/search/filters.ts). */
  search: place('/search'),

  /** A kiosk visit taken home: the objects of `?ids=` (lib/addresses/visit-address.ts writes and reads it). */
  visit: place('/visit'),

  shoebox: place('/shoebox'),
  signIn: place('/sign-in'),
} as const;

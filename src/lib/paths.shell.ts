/**
 * Every address of the app, in one place: the route tables take `pattern`, and
 * every link, redirect and navigation takes `href(...)`. The patterns are the
 * deep-link contract (docs/design.md, "Routes"): outside checks open them
 * directly, so a change here is a change of contract.
 *
 * Ids are int64 strings and hashtags are text, so every segment is encoded.
 */
const segment = encodeURIComponent;

interface Place<Args extends unknown[]> {
  pattern: string;
  href: (...args: Args) => string;
}

function place<Args extends unknown[]>(pattern: string, href: (...args: Args) => string): Place<Args> {
  return { pattern, href };
}

/** `?images=1` on a category's objects: only objects that have images. */
const IMAGES_PARAM = 'images';

export function withImagesFrom(search: URLSearchParams): boolean {
  return search.get(IMAGES_PARAM) === '1';
}

/** The same search with the images filter set or cleared (other parameters kept). */
export function withImagesSearch(search: URLSearchParams, withImages: boolean): URLSearchParams {
  const next = new URLSearchParams(search);
  if (withImages) next.set(IMAGES_PARAM, '1');
  else next.delete(IMAGES_PARAM);
  return next;
}

/**
 * Where an object was found, riding on its address as query parameters, so a
 * shared link or a reload opens it with one request for that page instead of
 * a scan (docs/decisions/0008). `page` counts pages of OBJECT_CONTEXT_PAGE_SIZE
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
}

function objectSearch(context: ObjectContext | undefined): string {
  if (!context) return '';
  const search = new URLSearchParams({ [context.list]: context.id, page: String(context.page) });
  if (context.withImages) search.set(IMAGES_PARAM, '1');
  return `?${search.toString()}`;
}

const collection = (collectionId: string) => `/collections/${segment(collectionId)}`;
const category = (categoryId: string) => `/categories/${segment(categoryId)}`;
const terminal = (terminalId: string) => `/terminals/${segment(terminalId)}`;

export const paths = {
  home: place('/', () => '/'),

  collections: place('/collections', () => '/collections'),
  collection: place('/collections/:collectionId', collection),
  collectionObjects: place('/collections/:collectionId/objects', (collectionId: string) => `${collection(collectionId)}/objects`),
  collectionCategories: place('/collections/:collectionId/categories', (collectionId: string) => `${collection(collectionId)}/categories`),
  collectionSubcategories: place(
    '/collections/:collectionId/subcategories',
    (collectionId: string) => `${collection(collectionId)}/subcategories`,
  ),
  category: place('/categories/:categoryId', category),
  categoryObjects: place(
    '/categories/:categoryId/objects',
    (categoryId: string, options: { withImages?: boolean } = {}) =>
      `${category(categoryId)}/objects${options.withImages ? `?${IMAGES_PARAM}=1` : ''}`,
  ),
  categorySubcategories: place('/categories/:categoryId/subcategories', (categoryId: string) => `${category(categoryId)}/subcategories`),
  subcategory: place('/subcategories/:subcategoryId', (subcategoryId: string) => `/subcategories/${segment(subcategoryId)}`),
  object: place('/objects/:objectId', (objectId: string, context?: ObjectContext) => `/objects/${segment(objectId)}${objectSearch(context)}`),

  airport: place('/airport', () => '/airport'),
  terminal: place('/terminals/:terminalId', terminal),
  terminalGalleries: place('/terminals/:terminalId/galleries', (terminalId: string) => `${terminal(terminalId)}/galleries`),
  terminalExhibitions: place('/terminals/:terminalId/exhibitions', (terminalId: string) => `${terminal(terminalId)}/exhibitions`),
  buildingGates: place('/buildings/:buildingId/gates', (buildingId: string) => `/buildings/${segment(buildingId)}/gates`),
  boardingAreaGates: place(
    '/boarding-areas/:boardingAreaId/gates',
    (boardingAreaId: string) => `/boarding-areas/${segment(boardingAreaId)}/gates`,
  ),

  /** Today's flights: the loader redirects to the airport's date. */
  flightsToday: place('/flights', () => '/flights'),
  flights: place('/flights/:date', (date: string) => `/flights/${segment(date)}`),

  social: place('/social', () => '/social'),
  feed: place('/social/:hashtag', (hashtag: string) => `/social/${segment(hashtag)}`),

  shoebox: place('/shoebox', () => '/shoebox'),
  signIn: place('/sign-in', () => '/sign-in'),
} as const;

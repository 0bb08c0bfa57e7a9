import type { paths } from '../lib/addresses/paths.ts';
import type source from '../locales/en.json';
import type { ApiClient, ParamValue, Params, RequestOptions } from './client.ts';
import type { Page } from './pagination.ts';
import type { AnyRecord, ShoeboxItem, SocialPost } from './types.ts';

/**
 * The operations of docs/api.md (and listItems, docs/design.md section 6), each
 * described once. A list is a recipe: its method, the parameters it takes
 * (the app's name -> the wire name and value type) and the type of its
 * records), the place whose page shows it, and what its own error code says;
 * `readList` runs any recipe. Whatever else is per list is derived from this
 * table: the error sentences (src/lib/messages/errors.ts), the recipes' tests
 * (operations.test.ts, against docs/api.md and the mock) and the places the e2e
 * sweeps wait on (e2e/routes.ts). This module holds data and types only (no
 * runtime import of the client), so error sentences can use the method names
 * without pulling in the fetch layer.
 */

/** A parameter's wire name; `V` (its value type) and `R` (required?) exist only for the type checker. */
export interface WireParam<V extends ParamValue, R extends boolean> {
  readonly wire: string;
  readonly required: R;
  readonly value?: V;
}

// Required parameters are ids, a hashtag or a date: strings. Not generic, so the table's context cannot widen them.
const required = (wire: string): WireParam<string, true> => ({ wire, required: true });
const optional = <V extends ParamValue>(wire: string): WireParam<V, false> => ({ wire, required: false });

type AnyWireParams = Record<string, WireParam<ParamValue, boolean>>;

/** A place of the app (src/lib/addresses/paths.ts). */
export type PlaceName = keyof typeof paths;
/** The things a list can fail to list, and the records a list's id can name: keys of `errors.listFailed` and `errors.notFound` in src/locales/*.json. */
export type ListedThing = keyof typeof source.errors.listFailed;
export type OwnerThing = keyof typeof source.errors.notFound;

/**
 * What a list's 900 ("Failed to retrieve ...", docs/api.md section 7) says: `failed` names what it
 * failed to list ("The objects could not be loaded"); `owner` the record whose id the request
 * carried, so that a 900 with a 4xx status (the caller's input was at fault, docs/design.md
 * section 5) reads "Collection not found" rather than "try again" (null for a list with no owner:
 * an unknown hashtag is an empty feed). Both null for a list whose 900 is not a failure to list
 * (flights: a bad date) or that has no codes of its own (the shoebox): errors.ts words those by method.
 */
export type ListFailure =
  { readonly failed: ListedThing; readonly owner: OwnerThing | null } | { readonly failed: null; readonly owner: null };

export interface ListRecipe<T, P extends AnyWireParams> {
  readonly method: string;
  readonly params: P;
  /** The place whose page shows the list (the e2e sweeps wait for its rows there). */
  readonly place: PlaceName;
  readonly failure: ListFailure;
  /** Never set: carries the record type to readList's callers. */
  readonly record?: T;
}

const recipe =
  <T>() =>
  <const P extends AnyWireParams>(list: Omit<ListRecipe<T, P>, 'record'>): ListRecipe<T, P> =>
    list;

export const LISTS = {
  categoryObjects: recipe<AnyRecord>()({
    method: 'museum.collection.categories.getObjects',
    params: { categoryId: required('category_id'), withImages: optional<boolean>('with_images') },
    place: 'categoryObjects',
    failure: { failed: 'objects', owner: 'category' },
  }),
  categorySubcategories: recipe<AnyRecord>()({
    method: 'museum.collection.categories.getSubcategories',
    params: { categoryId: required('category_id') },
    place: 'categorySubcategories',
    failure: { failed: 'subcategories', owner: 'category' },
  }),
  terminalExhibitions: recipe<AnyRecord>()({
    method: 'museum.millsfield.terminals.getExhibitions',
    params: { terminalId: required('terminal_id') },
    place: 'terminalExhibitions',
    failure: { failed: 'exhibitions', owner: 'terminal' },
  }),
  collectionSubcategories: recipe<AnyRecord>()({
    method: 'museum.collection.collections.getSubcategories',
    params: { collectionId: required('collection_id') },
    place: 'collectionSubcategories',
    failure: { failed: 'subcategories', owner: 'collection' },
  }),
  collectionCategories: recipe<AnyRecord>()({
    method: 'museum.collection.collections.getCategories',
    params: { collectionId: required('collection_id') },
    place: 'collectionCategories',
    failure: { failed: 'categories', owner: 'collection' },
  }),
  boardingAreaGates: recipe<AnyRecord>()({
    method: 'museum.millsfield.boardingareas.getGates',
    params: { boardingAreaId: required('boardingarea_id') },
    place: 'boardingAreaGates',
    failure: { failed: 'gates', owner: 'boardingArea' },
  }),
  collectionObjects: recipe<AnyRecord>()({
    method: 'museum.collection.collections.getObjects',
    params: { collectionId: required('collection_id') },
    place: 'collectionObjects',
    failure: { failed: 'objects', owner: 'collection' },
  }),
  terminalGalleries: recipe<AnyRecord>()({
    method: 'museum.millsfield.terminals.getGalleries',
    params: { terminalId: required('terminal_id') },
    place: 'terminalGalleries',
    failure: { failed: 'galleries', owner: 'terminal' },
  }),
  buildingGates: recipe<AnyRecord>()({
    method: 'museum.millsfield.buildings.getGates',
    params: { buildingId: required('building_id') },
    place: 'buildingGates',
    failure: { failed: 'gates', owner: 'building' },
  }),
  postsForHashtag: recipe<SocialPost>()({
    method: 'museum.millsfield.social.getPostsForHashTag',
    params: { hashtag: required('hashtag') },
    place: 'feed',
    failure: { failed: 'posts', owner: null },
  }),
  flightsForDate: recipe<AnyRecord>()({
    method: 'museum.millsfield.flights.getFlightsForDate',
    params: { date: required('date') },
    place: 'flights',
    failure: { failed: null, owner: null },
  }),
  listItems: recipe<ShoeboxItem>()({
    method: 'museum.you.shoebox.listItems',
    params: { sort: optional<'ASC' | 'DESC'>('sort') },
    place: 'shoebox',
    failure: { failed: null, owner: null },
  }),
};

export type ListName = keyof typeof LISTS;

type ValueOf<P> = P extends WireParam<infer V, boolean> ? V : never;
type AppParams<P> = { -readonly [K in keyof P as P[K] extends WireParam<ParamValue, true> ? K : never]: NonNullable<ValueOf<P[K]>> } & {
  -readonly [K in keyof P as P[K] extends WireParam<ParamValue, true> ? never : K]?: ValueOf<P[K]>;
};

/** What a list's caller passes: its own parameters by app name, plus the page size every list takes. */
export type ListParams<N extends ListName> = AppParams<(typeof LISTS)[N]['params']> & { perPage?: number };

export type ListRecord<N extends ListName> = (typeof LISTS)[N] extends ListRecipe<infer T, AnyWireParams> ? T : never;

/** The app's parameters under their wire names; names the recipe does not know are not sent. */
export function wireParams(params: AnyWireParams, values: Readonly<Record<string, ParamValue>>): Params {
  const wire: Params = { per_page: values.perPage };
  for (const [name, param] of Object.entries(params)) wire[param.wire] = values[name];
  return wire;
}

/** One page of any list: the first without `pageParam`, the next with the previous page's `nextQuery`. */
export function readList<N extends ListName>(
  client: ApiClient,
  name: N,
  params: ListParams<N>,
  options?: RequestOptions,
): Promise<Page<ListRecord<N>>> {
  const list = LISTS[name];
  return client.read(list.method, wireParams(list.params, params), options);
}

/** The two writes (POST, never retried). */
export const WRITES = {
  removeItem: 'museum.you.shoebox.removeItem',
  emptyShoebox: 'museum.you.shoebox.emptyShoebox',
} as const;

export function removeShoeboxItem(
  client: ApiClient,
  { shoeboxId }: { shoeboxId: string },
  options?: { signal?: AbortSignal },
): Promise<Record<string, unknown>> {
  return client.write(WRITES.removeItem, { shoebox_id: shoeboxId }, options);
}

export function emptyShoebox(client: ApiClient, options?: { signal?: AbortSignal }): Promise<Record<string, unknown>> {
  return client.write(WRITES.emptyShoebox, {}, options);
}

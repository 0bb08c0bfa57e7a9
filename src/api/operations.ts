import type { ApiClient, ParamValue, Params, RequestOptions } from './client.ts';
import type { Page } from './pagination.ts';
import type { AnyRecord, ShoeboxItem, SocialPost } from './types.ts';

/**
 * The operations of docs/api.md (and listItems, docs/design.md section 6), each
 * described once. A list is a recipe: its method, the parameters it takes
 * (the app's name -> the wire name and value type) and the type of its
 * records; `readList` runs any recipe. This module holds data and types only
 * (no runtime import of the client), so error sentences can use the method
 * names without pulling in the fetch layer.
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

export interface ListRecipe<T, P extends AnyWireParams> {
  readonly method: string;
  readonly params: P;
  /** Never set: carries the record type to readList's callers. */
  readonly record?: T;
}

const recipe =
  <T>() =>
  <const P extends AnyWireParams>(method: string, params: P): ListRecipe<T, P> => ({ method, params });

export const LISTS = {
  categoryObjects: recipe<AnyRecord>()('museum.collection.categories.getObjects', {
    categoryId: required('category_id'),
    withImages: optional<boolean>('with_images'),
  }),
  categorySubcategories: recipe<AnyRecord>()('museum.collection.categories.getSubcategories', {
    categoryId: required('category_id'),
  }),
  terminalExhibitions: recipe<AnyRecord>()('museum.millsfield.terminals.getExhibitions', { terminalId: required('terminal_id') }),
  collectionSubcategories: recipe<AnyRecord>()('museum.collection.collections.getSubcategories', {
    collectionId: required('collection_id'),
  }),
  collectionCategories: recipe<AnyRecord>()('museum.collection.collections.getCategories', {
    collectionId: required('collection_id'),
  }),
  boardingAreaGates: recipe<AnyRecord>()('museum.millsfield.boardingareas.getGates', { boardingAreaId: required('boardingarea_id') }),
  collectionObjects: recipe<AnyRecord>()('museum.collection.collections.getObjects', { collectionId: required('collection_id') }),
  terminalGalleries: recipe<AnyRecord>()('museum.millsfield.terminals.getGalleries', { terminalId: required('terminal_id') }),
  buildingGates: recipe<AnyRecord>()('museum.millsfield.buildings.getGates', { buildingId: required('building_id') }),
  postsForHashtag: recipe<SocialPost>()('museum.millsfield.social.getPostsForHashTag', { hashtag: required('hashtag') }),
  flightsForDate: recipe<AnyRecord>()('museum.millsfield.flights.getFlightsForDate', { date: required('date') }),
  listItems: recipe<ShoeboxItem>()('museum.you.shoebox.listItems', { sort: optional<'ASC' | 'DESC'>('sort') }),
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

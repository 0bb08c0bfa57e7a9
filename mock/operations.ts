import { flightAsOf, flightDayState, isValidDate } from './data/flights.ts';
import type { Dataset } from './data/generate.ts';
import type { MockRecord } from './data/records.ts';
import { MockApiError, invalid, missing } from './errors.ts';
import type { PageResult } from './pagination.ts';
import { absolutePostImage, type Shoeboxes } from './shoebox.ts';

/** What an operation sees of the request, already authenticated. */
export interface OperationContext {
  params: URLSearchParams;
  user: string;
  canWrite: boolean;
  origin: string;
  dataset: Dataset;
  shoeboxes: Shoeboxes;
  /** The mock's clock (the `now` option), the same one that dates cursors. */
  nowMs: number;
  page<T>(total: number, slice: (start: number, end: number) => T[], listParams: Record<string, string>): PageResult;
}

export interface Operation {
  write: boolean;
  /**
   * For answers that change with the clock (a day's flights gain actual times
   * as they happen): the data's state at `nowMs`, which joins the page cache's
   * key, or null while it changes from one minute to the next (not cached).
   */
  asOf?(params: URLSearchParams, dataset: Dataset, nowMs: number): string | null;
  run(context: OperationContext): PageResult | Record<string, unknown>;
}

const INT64_MAX = 9_223_372_036_854_775_807n;

/** An int64 parameter: decimal digits up to 2^63-1. Missing is 453, malformed 454. */
function int64(params: URLSearchParams, name: string): bigint {
  const raw = params.get(name);
  if (raw === null || raw.trim() === '') throw missing(name);
  if (!/^\d{1,19}$/.test(raw)) throw invalid(name, 'must be a 64-bit integer');
  const value = BigInt(raw);
  if (value > INT64_MAX) throw invalid(name, 'must be a 64-bit integer');
  return value;
}

function required(params: URLSearchParams, name: string): string {
  const raw = params.get(name);
  if (raw === null || raw.trim() === '') throw missing(name);
  return raw;
}

/** The service treats only "" and "0" as false. */
function flag(params: URLSearchParams, name: string): boolean {
  const raw = params.get(name);
  return raw !== null && raw !== '' && raw !== '0';
}

function notFound(message: string): MockApiError {
  return new MockApiError(900, message, 400);
}

function list<T>(
  context: OperationContext,
  items: readonly T[],
  listParams: Record<string, string>,
  map: (item: T) => unknown = (item) => item,
) {
  return context.page(items.length, (start, end) => items.slice(start, end).map(map), listParams);
}

export const OPERATIONS: Record<string, Operation> = {
  'museum.you.shoebox.removeItem': {
    write: true,
    run(context) {
      const shoeboxId = int64(context.params, 'shoebox_id');
      if (!context.shoeboxes.remove(context.user, shoeboxId)) throw notFound('Shoebox item not found');
      return { stat: 'ok' };
    },
  },
  'museum.you.shoebox.emptyShoebox': {
    write: true,
    run(context) {
      context.shoeboxes.empty(context.user);
      return { stat: 'ok' };
    },
  },
  'museum.you.shoebox.listItems': {
    write: false,
    run(context) {
      const sort = context.params.get('sort');
      if (sort !== null && sort !== '' && sort !== 'ASC' && sort !== 'DESC') throw invalid('sort', 'must be ASC or DESC');
      const box = context.shoeboxes.of(context.user);
      const ordered = sort === 'ASC' ? [...box].reverse() : box;
      const listParams: Record<string, string> = sort ? { sort } : {};
      const result = list(context, ordered, listParams, (entry) => ({
        id: entry.id,
        item_id: entry.itemId,
        type_id: entry.typeId,
        status: entry.status,
        created: entry.created,
        lastmodified: entry.lastmodified,
        item: context.shoeboxes.record(entry, context.origin),
      }));
      // The real service names this list `items`.
      const { results, ...rest } = result.body;
      return { body: { ...rest, items: results }, headers: result.headers };
    },
  },
  'museum.collection.categories.getObjects': {
    write: false,
    run(context) {
      const categoryId = int64(context.params, 'category_id');
      const withImages = flag(context.params, 'with_images');
      const category = context.dataset.categoryById.get(categoryId);
      if (!category) throw notFound('Failed to retrieve objects for category');
      const indexes = withImages ? category.objectsWithImages : category.objects;
      const listParams: Record<string, string> = { category_id: String(categoryId) };
      if (withImages) listParams.with_images = '1';
      return context.page(
        indexes.length,
        (start, end) =>
          Array.from(indexes.subarray(start, end), (index) => context.dataset.objectAt(category.collection, index, context.origin)),
        listParams,
      );
    },
  },
  'museum.collection.categories.getSubcategories': {
    write: false,
    run(context) {
      const categoryId = int64(context.params, 'category_id');
      const category = context.dataset.categoryById.get(categoryId);
      if (!category) throw notFound('Failed to retrieve subcategories for category');
      return list(context, category.subcategories, { category_id: String(categoryId) }, (subcategory) => subcategory.record);
    },
  },
  'museum.millsfield.terminals.getExhibitions': {
    write: false,
    run(context) {
      const terminalId = int64(context.params, 'terminal_id');
      const terminal = context.dataset.terminals.get(terminalId);
      if (!terminal) throw notFound('Failed to retrieve exhibitions for terminal');
      return list(context, terminal.exhibitions, { terminal_id: String(terminalId) });
    },
  },
  'museum.collection.collections.getSubcategories': {
    write: false,
    run(context) {
      const collectionId = int64(context.params, 'collection_id');
      const collection = context.dataset.collectionById.get(collectionId);
      if (!collection) throw notFound('Failed to retrieve subcategories for collection');
      return list(
        context,
        collection.categories.flatMap((category) => category.subcategories),
        { collection_id: String(collectionId) },
        (subcategory) => subcategory.record,
      );
    },
  },
  'museum.collection.collections.getCategories': {
    write: false,
    run(context) {
      const collectionId = int64(context.params, 'collection_id');
      const collection = context.dataset.collectionById.get(collectionId);
      if (!collection) throw notFound('Failed to retrieve categories for collection');
      return list(context, collection.categories, { collection_id: String(collectionId) }, (category) => category.record);
    },
  },
  'museum.millsfield.boardingareas.getGates': {
    write: false,
    run(context) {
      const areaId = int64(context.params, 'boardingarea_id');
      const area = context.dataset.boardingAreas.get(areaId);
      if (!area) throw notFound('Failed to retrieve gates for boarding area');
      return list(context, area.children, { boardingarea_id: String(areaId) });
    },
  },
  'museum.collection.collections.getObjects': {
    write: false,
    run(context) {
      const collectionId = int64(context.params, 'collection_id');
      const collection = context.dataset.collectionById.get(collectionId);
      if (!collection) throw notFound('Failed to retrieve objects for collection');
      return context.page(
        collection.count,
        (start, end) =>
          Array.from({ length: end - start }, (_, offset) => context.dataset.objectAt(collection, start + offset, context.origin)),
        { collection_id: String(collectionId) },
      );
    },
  },
  'museum.millsfield.terminals.getGalleries': {
    write: false,
    run(context) {
      const terminalId = int64(context.params, 'terminal_id');
      const terminal = context.dataset.terminals.get(terminalId);
      if (!terminal) throw notFound('Failed to retrieve galleries for terminal');
      return list(context, terminal.galleries, { terminal_id: String(terminalId) });
    },
  },
  'museum.millsfield.buildings.getGates': {
    write: false,
    run(context) {
      const buildingId = int64(context.params, 'building_id');
      const building = context.dataset.buildings.get(buildingId);
      if (!building) throw notFound('Failed to retrieve gates for building');
      return list(context, building.children, { building_id: String(buildingId) });
    },
  },
  'museum.millsfield.social.getPostsForHashTag': {
    write: false,
    run(context) {
      const hashtag = required(context.params, 'hashtag').replace(/^#/, '').trim().toLowerCase();
      if (hashtag === '') throw missing('hashtag');
      const posts = context.dataset.posts.get(hashtag) ?? [];
      return list(context, posts, { hashtag }, (post: MockRecord) => absolutePostImage(post, context.origin));
    },
  },
  'museum.millsfield.flights.getFlightsForDate': {
    write: false,
    asOf(params, dataset, nowMs) {
      const date = params.get('date') ?? '';
      return isValidDate(date) ? flightDayState(dataset.flightsFor(date), nowMs / 1000) : '';
    },
    run(context) {
      const date = required(context.params, 'date');
      if (!isValidDate(date)) throw notFound('Invalid date');
      const nowSeconds = context.nowMs / 1000;
      return list(context, context.dataset.flightsFor(date), { date }, (flight) => flightAsOf(flight, nowSeconds));
    },
  },
};

/**
 * Finding one record when the service has no get-one operation
 * (docs/decisions/0045): an object through the list page its address names,
 * else a bounded scan of the directory's collections at the largest page
 * size; a category or subcategory through its collection's lists, which are
 * short. Every scan reports its progress and stops with the caller's signal.
 */
import { LISTS, readList, wireParams, type ListName, type ListParams } from '../../api/operations.ts';
import { catalogueObjectReader } from '../../api/catalogue-object.ts';
import { ApiError } from '../../api/errors.ts';
import { HANGAR_METHODS } from '../../api/hangar.ts';
import type { Page } from '../../api/pagination.ts';
import { api } from '../../lib/clients/service-client.ts';
import { hangarApi } from '../../lib/clients/hangar-client.ts';
import { type ObjectContext } from '../../lib/addresses/paths.ts';
import { breadcrumbContext, inContextList, OBJECT_CONTEXT_PAGE_SIZE, objectContextAt } from '../../lib/addresses/object-context.ts';
import { id as readId, recordKey, type AnyRecord } from '../../lib/records/fields.ts';
import { services } from '../../lib/config/services.ts';

/** The service's largest page: scans make as few requests as the service allows. */
export const SCAN_PAGE_SIZE = 500;

/** How many objects an object's page offers from its subcategory ("more from"). */
export const MORE_FROM_COUNT = 6;

/** A record of a list, with its index in that list. */
export interface ListEntry {
  record: AnyRecord;
  index: number;
}

export interface FoundObject {
  record: AnyRecord;
  /** Where it was found: the address's own context, or the one a scan worked out. */
  context: ObjectContext;
  /**
   * What its page shows of its list, itself included, in list order: its previous and next (in its
   * subcategory, for a subcategory context) and the first MORE_FROM_COUNT others of its
   * subcategory. Only these of the context page are kept: the page renders them, and a
   * server-rendered object page carries them in its data block (a handful of records, not 100).
   */
  around: ListEntry[];
}

/** The records read around an object: its context page (up to 100), and the neighbouring page when it sits at an edge of its own. */
interface ReadAround {
  record: AnyRecord;
  context: ObjectContext;
  page: AnyRecord[];
  /** The index in its list of `page[0]`. */
  firstIndex: number;
}

const subcategoryOf = (record: AnyRecord) => readId(record, 'millsfield:subcategory_id');

/** What of the records read around an object its page shows (FoundObject's `around`). */
function shownAround({ record, context, page, firstIndex }: ReadAround): FoundObject {
  const entries = page.map((one, offset): ListEntry => ({ record: one, index: firstIndex + offset }));
  const self = entries.find((entry) => entry.record === record);
  if (!self) return { record, context, around: [{ record, index: firstIndex }] };
  // Previous and next in the list the context names: a subcategory's are its category's, filtered, and a breadcrumb category's its collection's.
  const inList = entries.filter((entry) => inContextList(context, entry.record));
  const position = inList.indexOf(self);
  const own = subcategoryOf(record);
  const moreFrom = own ? entries.filter((entry) => entry !== self && subcategoryOf(entry.record) === own).slice(0, MORE_FROM_COUNT) : [];
  const kept = new Set([self, inList[position - 1], inList[position + 1], ...moreFrom]);
  return { record, context, around: entries.filter((entry) => kept.has(entry)) };
}

export interface ScanProgress {
  /** The collection being searched; null for a list with no name at hand (the category the address named). */
  where: string | null;
  checked: number;
  total: number | null;
}

interface ScanOptions {
  signal?: AbortSignal;
  onProgress?: (progress: ScanProgress) => void;
}

/** A list's page `page` as a page parameter (the client takes any query string it would send). */
function pageQuery<N extends ListName>(name: N, params: ListParams<N>, page: number): string {
  const query = new URLSearchParams({ method: LISTS[name].method });
  for (const [key, value] of Object.entries(wireParams(LISTS[name].params, params))) {
    if (value !== undefined && value !== null) query.set(key, typeof value === 'boolean' ? (value ? '1' : '0') : String(value));
  }
  query.set('page', String(page));
  return query.toString();
}

/** A collection's or a category's objects (with images only, when the context says so). */
type ObjectList = Pick<ObjectContext, 'list' | 'id' | 'withImages'>;

/** One page of a list's objects: `page` is a page number (what an address names) or the query a previous page gave. */
function readObjects(list: ObjectList, perPage: number, page: number | string | null | undefined, signal?: AbortSignal) {
  if (list.list === 'collection') {
    const params = { collectionId: list.id, perPage };
    const pageParam = typeof page === 'number' ? pageQuery('collectionObjects', params, page) : page;
    return readList(api(), 'collectionObjects', params, { signal, pageParam });
  }
  const params = { categoryId: list.id, withImages: list.withImages ?? false, perPage };
  const pageParam = typeof page === 'number' ? pageQuery('categoryObjects', params, page) : page;
  return readList(api(), 'categoryObjects', params, { signal, pageParam });
}

/** An unknown list (900) or a refused page (454): an address's list context is stale, not that the object is gone. */
const isStaleList = (error: unknown) => error instanceof ApiError && (error.code === 900 || error.code === 454);

/** The object in `page` (records from list index `firstIndex`), or undefined when it is not there. */
function around(objectId: string, context: ObjectContext, page: AnyRecord[], firstIndex: number): ReadAround | undefined {
  const record = page.find((candidate) => recordKey(candidate) === objectId);
  return record && { record, context, page, firstIndex };
}

/**
 * Records read either side of the context page for an object that walks its breadcrumb's category
 * through its collection: that category's previous and next are rarely the very next records.
 */
export const BREADCRUMB_MARGIN = 50;

/**
 * One page of the list that holds all of context page `page` (OBJECT_CONTEXT_PAGE_SIZE records)
 * and `margin` records (one by default) either side of it: the smallest page size, up to the service's largest, whose
 * pages do not split that window. Null when none does: for each of the first million pages one
 * does, of 101 to 201 records (116 on average).
 */
export function windowPage(page: number, margin = 1): { perPage: number; page: number } | null {
  const first = Math.max(0, (page - 1) * OBJECT_CONTEXT_PAGE_SIZE - margin);
  const last = page * OBJECT_CONTEXT_PAGE_SIZE - 1 + margin;
  for (let perPage = last - first + 1; perPage <= SCAN_PAGE_SIZE; perPage += 1) {
    if (Math.floor(first / perPage) === Math.floor(last / perPage)) return { perPage, page: Math.floor(first / perPage) + 1 };
  }
  return null;
}

/**
 * Through a context, undefined when the object is not there (the list changed) or the list is gone.
 * An address's context: the page it names (one request, the one a list page shares), and the
 * neighbouring page when the object is the first or last of its own, so previous / next are there
 * at every 100th object too (a second request; a neighbour that cannot be read, as a cursor list's
 * page by number, is simply not offered). The catalogue's context (`oneRequest`): one request of a
 * page that holds the context page and a record either side, whichever the object is.
 */
async function findThroughContext(
  objectId: string,
  context: ObjectContext,
  { signal, oneRequest = false }: { signal?: AbortSignal; oneRequest?: boolean } = {},
): Promise<ReadAround | undefined> {
  const read = (perPage: number, number: number) => readObjects(context, perPage, number, signal);
  const windowed = oneRequest
    ? ((context.category ? windowPage(context.page, BREADCRUMB_MARGIN) : null) ?? windowPage(context.page))
    : null;
  let page: Page<AnyRecord>;
  try {
    page = windowed ? await read(windowed.perPage, windowed.page) : await read(OBJECT_CONTEXT_PAGE_SIZE, context.page);
  } catch (error) {
    if (isStaleList(error)) return undefined;
    throw error;
  }
  if (windowed) return around(objectId, context, page.results, (windowed.page - 1) * windowed.perPage);
  const found = around(objectId, context, page.results, (context.page - 1) * OBJECT_CONTEXT_PAGE_SIZE);
  if (!found) return undefined;
  // At an edge of the list the context walks (a filtered list's own edge in the page, not the page's).
  const inList = page.results.filter((record) => inContextList(context, record));
  const index = inList.indexOf(found.record);
  const neighbour = (number: number) =>
    read(OBJECT_CONTEXT_PAGE_SIZE, number).then(
      (neighbouring) => neighbouring.results,
      () => [],
    );
  if (index === 0 && context.page > 1) {
    const before = await neighbour(context.page - 1);
    return { ...found, page: [...before, ...found.page], firstIndex: found.firstIndex - before.length };
  }
  if (index === inList.length - 1 && page.nextQuery) return { ...found, page: [...found.page, ...(await neighbour(context.page + 1))] };
  return found;
}

/** A list to scan; `fromAddress`: the list an address named, which may be stale. */
type ScanTarget = ObjectList & Pick<ObjectContext, 'subcategory'> & { where: string | null; fromAddress?: boolean };

/** One list, page by page at the largest size, until the object turns up; its context is where it was found. */
async function scanList(objectId: string, target: ScanTarget, { signal, onProgress }: ScanOptions): Promise<ReadAround | undefined> {
  let checked = 0;
  let pageParam: string | undefined | null = null;
  onProgress?.({ where: target.where, checked, total: null });
  do {
    const page: Page<AnyRecord> = await readObjects(target, SCAN_PAGE_SIZE, pageParam, signal);
    const index = page.results.findIndex((candidate) => recordKey(candidate) === objectId);
    if (index >= 0) {
      const context = objectContextAt(target.list, target.id, checked + index, target);
      // The context page inside this larger scan page: the records sharing its page number.
      const first = (context.page - 1) * OBJECT_CONTEXT_PAGE_SIZE - checked;
      const contextPage = page.results.slice(Math.max(0, first), first + OBJECT_CONTEXT_PAGE_SIZE);
      return { record: page.results[index]!, context, page: contextPage, firstIndex: checked + Math.max(0, first) };
    }
    checked += page.results.length;
    onProgress?.({ where: target.where, checked, total: page.total });
    pageParam = page.nextQuery;
  } while (pageParam && !signal?.aborted);
  return undefined;
}

/**
 * Where to look when the address's page did not hold the object: its own list
 * first (the object most likely moved within it; a cursor-paginated list may
 * not take a page number at all), then every collection of the directory.
 */
function scanTargets(context: ObjectContext | undefined): ScanTarget[] {
  const collections = services().config.directory.collections;
  const own = context && {
    ...context,
    fromAddress: true,
    where: context.list === 'collection' ? (collections.find((collection) => collection.id === context.id)?.name ?? null) : null,
  };
  const everyCollection = collections
    .filter((collection) => !(context?.list === 'collection' && collection.id === context.id))
    .map((collection): ScanTarget => ({ list: 'collection', id: collection.id, where: collection.name }));
  return own ? [own, ...everyCollection] : everyCollection;
}

/**
 * Where the catalogue (Hangar's server, when it has one: `config.search`) says the object is: its
 * context; null when the catalogue does not hold it (the not-found page, a 404 from the server);
 * undefined when it cannot say (not ready, unreachable, no list for it), and the scan goes on as
 * on a static host.
 */
async function catalogueContext(objectId: string, signal?: AbortSignal): Promise<ObjectContext | null | undefined> {
  if (!services().config.search) return undefined;
  try {
    const found = await hangarApi().get(HANGAR_METHODS.object, `objects/${objectId}`, {}, catalogueObjectReader(objectId), signal);
    // The record names its breadcrumb's category: the one page read holds enough of it to walk.
    return found.context ? breadcrumbContext(found.context, found.record) : undefined;
  } catch (error) {
    if (error instanceof ApiError && error.httpStatus === 404) return null;
    return undefined;
  }
}

/**
 * The object, through its address's context when it has one, else through the context the
 * catalogue knows, else by a scan; null when no list holds it (or the catalogue says it holds no
 * such object).
 */
export async function lookupObject(
  objectId: string,
  context: ObjectContext | undefined,
  options: ScanOptions = {},
): Promise<FoundObject | null> {
  const known = context ?? (await catalogueContext(objectId, options.signal));
  if (known === null) return null;
  // The list the visitor came from (the address's), else the breadcrumb's (worked out here).
  const shown = (found: ReadAround) => shownAround(context ? found : { ...found, context: breadcrumbContext(found.context, found.record) });
  if (known) {
    const found = await findThroughContext(objectId, known, { signal: options.signal, oneRequest: !context });
    if (found) return shown(found);
  }
  for (const target of scanTargets(context)) {
    const found = await scanList(objectId, target, options).catch((error: unknown) => {
      // The address's list being gone is a stale hint, not the end of the search.
      if (target.fromAddress && isStaleList(error)) return undefined;
      throw error;
    });
    if (found) return shown(found);
    if (options.signal?.aborted) break;
  }
  return null;
}

/** A category or subcategory record, from its collection's list (each is a page or two at the largest size). */
export async function lookupGroupRecord(
  kind: 'category' | 'subcategory',
  recordId: string,
  signal?: AbortSignal,
): Promise<AnyRecord | null> {
  const name = kind === 'category' ? 'collectionCategories' : 'collectionSubcategories';
  for (const collection of services().config.directory.collections) {
    let pageParam: string | undefined | null = null;
    do {
      const page: Page<AnyRecord> = await readList(
        api(),
        name,
        { collectionId: collection.id, perPage: SCAN_PAGE_SIZE },
        { signal, pageParam },
      );
      const record = page.results.find((candidate) => recordKey(candidate) === recordId);
      if (record) return record;
      pageParam = page.nextQuery;
    } while (pageParam);
  }
  return null;
}

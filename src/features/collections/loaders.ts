/**
 * Route loaders, kept out of the lazy route modules so a navigation starts the
 * list request at once, in parallel with downloading the page's code. Each
 * validates its route's values once and hands them to the page
 * (`useLoaderData`); a malformed id is the not-found page.
 */
import { data, redirect, type LoaderFunctionArgs } from 'react-router';
import { findCachedRecord } from '../../lib/records/cached-records.ts';
import { objectContextFrom } from '../../lib/addresses/object-context.ts';
import { withImagesFrom } from '../../lib/addresses/images-filter.ts';
import { paths } from '../../lib/addresses/paths.ts';
import { notFound, requireId } from '../../lib/addresses/route-id.ts';
import { services } from '../../lib/config/services.ts';
import { warmList, whenOpened } from '../../lib/lists/warm-list.ts';
import {
  categoryObjectsQuery,
  categorySubcategoriesQuery,
  collectionCategoriesQuery,
  collectionObjectsQuery,
  collectionSubcategoriesQuery,
  RECORD_RQKEY_ROOTS,
} from './queries.ts';
import {
  categoryRecordIn,
  groupRecordQuery,
  objectLookupQuery,
  subcategoryCategoryId,
  subcategoryExpected,
  subcategoryObjectsQuery,
} from './record-queries.ts';
import { preloadMainImage } from './object-main-image.ts';
import { similarObjectsQuery } from './similar.ts';
import { preloadFirstTiles } from './tile-images.ts';

export function collectionObjectsLoader({ params, request }: LoaderFunctionArgs) {
  const collectionId = requireId(params.collectionId);
  return warmList(
    collectionObjectsQuery(collectionId),
    { collectionId },
    { staticPages: { request, layout: 'grid' }, onData: whenOpened(request, preloadFirstTiles) },
  );
}

export function collectionCategoriesLoader({ params, request }: LoaderFunctionArgs) {
  const collectionId = requireId(params.collectionId);
  return warmList(collectionCategoriesQuery(collectionId), { collectionId }, { staticPages: { request, layout: 'measured' } });
}

export function collectionSubcategoriesLoader({ params, request }: LoaderFunctionArgs) {
  const collectionId = requireId(params.collectionId);
  return warmList(collectionSubcategoriesQuery(collectionId), { collectionId }, { staticPages: { request, layout: 'measured' } });
}

/** A category's name, for its heading and trail, when the list just read does not give it (a secondary read). */
async function warmCategoryName(categoryId: string): Promise<void> {
  const { queryClient } = services();
  if (categoryRecordIn(queryClient, categoryId).needsLookup) await queryClient.prefetchQuery(groupRecordQuery('category', categoryId));
}

export async function categoryObjectsLoader({ params, request }: LoaderFunctionArgs) {
  const categoryId = requireId(params.categoryId);
  const withImages = withImagesFrom(new URL(request.url).searchParams);
  const values = await warmList(
    categoryObjectsQuery(categoryId, withImages),
    { categoryId, withImages },
    { staticPages: { request, layout: 'grid' }, onData: whenOpened(request, preloadFirstTiles) },
  );
  await warmCategoryName(categoryId);
  return values;
}

export async function categorySubcategoriesLoader({ params, request }: LoaderFunctionArgs) {
  const categoryId = requireId(params.categoryId);
  const values = await warmList(categorySubcategoriesQuery(categoryId), { categoryId }, { staticPages: { request, layout: 'measured' } });
  await warmCategoryName(categoryId);
  return values;
}

/**
 * The object's id, and where it was found if its address says (a malformed
 * context is ignored: the page scans). The page being opened (a deep link, a
 * reload) starts the lookup of an object no cached list holds here, without
 * waiting for it: the request leaves with the page's code instead of after its
 * first render, and the page shows the same lookup with its progress
 * (docs/decisions/0045, 0044). A link prefetch starts none (a scan is many
 * requests for a page that may never open); an in-app navigation's page starts
 * it when it renders.
 */
export async function objectLoader({ params, request }: LoaderFunctionArgs) {
  const objectId = requireId(params.objectId);
  const context = objectContextFrom(new URL(request.url).searchParams);
  const { queryClient, onServer } = services();
  const startImage = whenOpened(request, preloadMainImage);
  // "More like this" is read beside the object, not after it: the server waits for it and renders
  // it; the browser starts it with the page's code and shows it when it comes. A failure only
  // leaves the section out (a secondary read).
  const similar = services().config.search ? queryClient.prefetchQuery(similarObjectsQuery(objectId)) : undefined;
  const withSimilar = async <T>(values: T): Promise<T> => {
    if (onServer) await similar;
    return values;
  };
  if (findCachedRecord(queryClient, objectId, 'wof:id', RECORD_RQKEY_ROOTS)) return withSimilar({ objectId, context });
  // The server reads it whatever it takes (its request budget bounds a scan), and so does an
  // address with its context or a server with a catalogue (one or two requests); the browser shows
  // a scan's progress instead of waiting.
  if (onServer || context || services().config.search) {
    await queryClient.prefetchQuery(objectLookupQuery(objectId, context));
    const found = queryClient.getQueryData(objectLookupQuery(objectId, context).queryKey);
    if (found) startImage?.(found.record);
    // The page says the collection has no such object (a 404 of its own, with a search), not the site's generic one.
    else if (found === null) return data(await withSimilar({ objectId, context }), { status: 404 });
  } else if (startImage) {
    void queryClient.fetchQuery(objectLookupQuery(objectId, context)).then(
      (found) => found && startImage(found.record),
      () => undefined,
    );
  }
  return withSimilar({ objectId, context });
}

/**
 * A subcategory: its own record (from a cached list, else its collection's subcategories), its
 * category's name and the first of its objects, read from its category's pages.
 */
export async function subcategoryLoader({ params }: LoaderFunctionArgs) {
  const subcategoryId = requireId(params.subcategoryId);
  const { queryClient } = services();
  let record = findCachedRecord(queryClient, subcategoryId, 'wof:id', RECORD_RQKEY_ROOTS);
  if (!record) {
    await queryClient.prefetchQuery(groupRecordQuery('subcategory', subcategoryId));
    const found = queryClient.getQueryData(groupRecordQuery('subcategory', subcategoryId).queryKey);
    if (found === null) throw notFound();
    record = found;
  }
  const categoryId = record && subcategoryCategoryId(record);
  if (record && categoryId) {
    await queryClient.prefetchInfiniteQuery(subcategoryObjectsQuery(subcategoryId, categoryId, subcategoryExpected(record)));
    await warmCategoryName(categoryId);
  }
  return { subcategoryId };
}

/** Rare addresses, so their code waits with the rest. `/collections/:id` opens the collection's objects. */
export const collectionRedirect = ({ params }: LoaderFunctionArgs) =>
  redirect(paths.collectionObjects.href(requireId(params.collectionId)));

/** `/categories/:id` opens the category's objects, keeping its filters. */
export const categoryRedirect = ({ params, request }: LoaderFunctionArgs) =>
  redirect(`${paths.categoryObjects.href(requireId(params.categoryId))}${new URL(request.url).search}`);

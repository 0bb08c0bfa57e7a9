/**
 * Route loaders, kept out of the lazy route modules so a navigation starts the
 * list request at once, in parallel with downloading the page's code. Each
 * validates its route's values once and hands them to the page
 * (`useLoaderData`); a malformed id is the not-found page.
 */
import { redirect, type LoaderFunctionArgs } from 'react-router';
import { findCachedRecord } from '../../lib/cached-records.ts';
import { objectContextFrom } from '../../lib/object-context.ts';
import { withImagesFrom } from '../../lib/images-filter.ts';
import { paths } from '../../lib/paths.ts';
import { requireId } from '../../lib/route-id.ts';
import { services } from '../../lib/services.ts';
import { warmList, whenOpened } from '../../lib/warm-list.ts';
import {
  categoryObjectsQuery,
  categorySubcategoriesQuery,
  collectionCategoriesQuery,
  collectionObjectsQuery,
  collectionSubcategoriesQuery,
  RECORD_RQKEY_ROOTS,
} from './queries.ts';
import { objectLookupQuery } from './record-queries.ts';
import { preloadMainImage } from './object-main-image.ts';
import { preloadFirstTiles } from './tile-images.ts';

export function collectionObjectsLoader({ params, request }: LoaderFunctionArgs) {
  const collectionId = requireId(params.collectionId);
  return warmList(collectionObjectsQuery(collectionId), { collectionId }, whenOpened(request, preloadFirstTiles));
}

export function collectionCategoriesLoader({ params }: LoaderFunctionArgs) {
  const collectionId = requireId(params.collectionId);
  return warmList(collectionCategoriesQuery(collectionId), { collectionId });
}

export function collectionSubcategoriesLoader({ params }: LoaderFunctionArgs) {
  const collectionId = requireId(params.collectionId);
  return warmList(collectionSubcategoriesQuery(collectionId), { collectionId });
}

export function categoryObjectsLoader({ params, request }: LoaderFunctionArgs) {
  const categoryId = requireId(params.categoryId);
  const withImages = withImagesFrom(new URL(request.url).searchParams);
  return warmList(categoryObjectsQuery(categoryId, withImages), { categoryId, withImages }, whenOpened(request, preloadFirstTiles));
}

export function categorySubcategoriesLoader({ params }: LoaderFunctionArgs) {
  const categoryId = requireId(params.categoryId);
  return warmList(categorySubcategoriesQuery(categoryId), { categoryId });
}

/**
 * The object's id, and where it was found if its address says (a malformed
 * context is ignored: the page scans). The page being opened (a deep link, a
 * reload) starts the lookup of an object no cached list holds here, without
 * waiting for it: the request leaves with the page's code instead of after its
 * first render, and the page shows the same lookup with its progress
 * (docs/decisions/0008, 0014). A link prefetch starts none (a scan is many
 * requests for a page that may never open); an in-app navigation's page starts
 * it when it renders.
 */
export function objectLoader({ params, request }: LoaderFunctionArgs) {
  const objectId = requireId(params.objectId);
  const context = objectContextFrom(new URL(request.url).searchParams);
  const { queryClient } = services();
  const startImage = whenOpened(request, preloadMainImage);
  if (startImage && !findCachedRecord(queryClient, objectId, 'wof:id', RECORD_RQKEY_ROOTS)) {
    void queryClient.fetchQuery(objectLookupQuery(objectId, context)).then(
      (found) => found && startImage(found.record),
      () => undefined,
    );
  }
  return { objectId, context };
}

export const subcategoryLoader = ({ params }: LoaderFunctionArgs) => ({ subcategoryId: requireId(params.subcategoryId) });

/** Rare addresses, so their code waits with the rest. `/collections/:id` opens the collection's objects. */
export const collectionRedirect = ({ params }: LoaderFunctionArgs) =>
  redirect(paths.collectionObjects.href(requireId(params.collectionId)));

/** `/categories/:id` opens the category's objects, keeping its filters. */
export const categoryRedirect = ({ params, request }: LoaderFunctionArgs) =>
  redirect(`${paths.categoryObjects.href(requireId(params.categoryId))}${new URL(request.url).search}`);

/**
 * Loaders that only validate the address (their pages find their records
 * themselves, with visible progress), so they stay out of the lazily loaded
 * data code.
 */
import { redirect, type LoaderFunctionArgs } from 'react-router';
import { objectContextFrom, paths } from '../../lib/paths.ts';
import { requireId } from '../../lib/route-id.ts';

/** The object's id, and where it was found if its address says (a malformed context is ignored: the page scans). */
export const objectLoader = ({ params, request }: LoaderFunctionArgs) => ({
  objectId: requireId(params.objectId),
  context: objectContextFrom(new URL(request.url).searchParams),
});

export const subcategoryLoader = ({ params }: LoaderFunctionArgs) => ({ subcategoryId: requireId(params.subcategoryId) });

/** `/collections/:id` opens the collection's objects. */
export const collectionRedirect = ({ params }: LoaderFunctionArgs) =>
  redirect(paths.collectionObjects.href(requireId(params.collectionId)));

/** `/categories/:id` opens the category's objects, keeping its filters. */
export const categoryRedirect = ({ params, request }: LoaderFunctionArgs) =>
  redirect(`${paths.categoryObjects.href(requireId(params.categoryId))}${new URL(request.url).search}`);

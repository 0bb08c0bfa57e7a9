/**
 * Loaders of the pages that fetch nothing on their own (yet): they only
 * validate the id, so they stay out of the lazily loaded data code.
 */
import { redirect, type LoaderFunctionArgs } from 'react-router';
import { paths } from '../../lib/paths.ts';
import { requireId } from '../../lib/route-id.ts';

export const objectLoader = ({ params }: LoaderFunctionArgs) => ({ objectId: requireId(params.objectId) });

export const subcategoryLoader = ({ params }: LoaderFunctionArgs) => ({ subcategoryId: requireId(params.subcategoryId) });

/** `/collections/:id` opens the collection's objects. */
export const collectionRedirect = ({ params }: LoaderFunctionArgs) =>
  redirect(paths.collectionObjects.href(requireId(params.collectionId)));

/** `/categories/:id` opens the category's objects, keeping its filters. */
export const categoryRedirect = ({ params, request }: LoaderFunctionArgs) =>
  redirect(`${paths.categoryObjects.href(requireId(params.categoryId))}${new URL(request.url).search}`);

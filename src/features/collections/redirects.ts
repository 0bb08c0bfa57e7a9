/** Redirects of the parent addresses to their first tab, checked like every route id. */
import { redirect, type LoaderFunctionArgs } from 'react-router';
import { paths } from '../../lib/paths.shell.ts';
import { requireId } from '../../lib/route-id.shell.ts';

/** `/collections/:id` opens the collection's objects. */
export const collectionRedirect = ({ params }: LoaderFunctionArgs) =>
  redirect(paths.collectionObjects.href(requireId(params.collectionId)));

/** `/categories/:id` opens the category's objects, keeping its filters. */
export const categoryRedirect = ({ params, request }: LoaderFunctionArgs) =>
  redirect(`${paths.categoryObjects.href(requireId(params.categoryId))}${new URL(request.url).search}`);

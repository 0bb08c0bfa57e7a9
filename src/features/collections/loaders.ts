/**
 * Route loaders, kept out of the lazy route modules so a navigation starts the
 * list request at once, in parallel with downloading the page's code.
 */
import type { LoaderFunctionArgs } from 'react-router';
import { requireId } from '../../lib/route-id.ts';
import { warmList } from '../../lib/warm-list.ts';
import {
  categoryObjectsQuery,
  categorySubcategoriesQuery,
  collectionCategoriesQuery,
  collectionObjectsQuery,
  collectionSubcategoriesQuery,
} from './queries.ts';

export const withImagesFrom = (search: URLSearchParams) => search.get('images') === '1';

export const collectionObjectsLoader = ({ params }: LoaderFunctionArgs) => warmList(collectionObjectsQuery(requireId(params.collectionId)));
export const collectionCategoriesLoader = ({ params }: LoaderFunctionArgs) => warmList(collectionCategoriesQuery(requireId(params.collectionId)));
export const collectionSubcategoriesLoader = ({ params }: LoaderFunctionArgs) =>
  warmList(collectionSubcategoriesQuery(requireId(params.collectionId)));
export const categoryObjectsLoader = ({ params, request }: LoaderFunctionArgs) =>
  warmList(categoryObjectsQuery(requireId(params.categoryId), withImagesFrom(new URL(request.url).searchParams)));
export const categorySubcategoriesLoader = ({ params }: LoaderFunctionArgs) => warmList(categorySubcategoriesQuery(requireId(params.categoryId)));

/**
 * The search page's loader: the search is read from the address once and its first page warmed,
 * so the server renders the first screen of results and the browser opens on them.
 */
import type { LoaderFunctionArgs } from 'react-router';
import { warmList } from '../../lib/warm-list.ts';
import { readFilters } from './filters.ts';
import { searchQuery } from './queries.ts';

export function searchLoader({ request }: LoaderFunctionArgs) {
  const filters = readFilters(new URL(request.url).search);
  return warmList(searchQuery(filters), { filters });
}

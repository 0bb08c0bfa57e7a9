/**
 * The search page's loader: the search is read from the address once and its first page warmed,
 * so the server renders the first screen of results and the browser opens on them.
 */
import { redirect, type LoaderFunctionArgs } from 'react-router';
import { paths } from '../../lib/addresses/paths.ts';
import { warmList } from '../../lib/lists/warm-list.ts';
import { filtersSearch, keptSearch, readFilters } from './filters.ts';
import { searchQuery } from './queries.ts';

export function searchLoader({ request }: LoaderFunctionArgs) {
  const { search } = new URL(request.url);
  // The search form sent without JavaScript, "Keep filters" ticked: on to the search's own address
  // (the server answers with this redirect), the one the page goes to with JavaScript.
  const kept = keptSearch(search);
  if (kept) throw redirect(paths.search.href(filtersSearch(kept)));
  const filters = readFilters(search);
  return warmList(searchQuery(filters), { filters });
}

import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { HANGAR_METHODS } from '../../api/hangar.ts';
import { nextSearchPage, readSearchAnswer, readSuggestions } from '../../api/search-response.ts';
import { hangarApi } from '../../lib/clients/hangar-client.ts';
import { filterParams, NO_FILTERS, type SearchFilters } from './filters.ts';

export const SEARCH_RQKEY_ROOT = 'search';
export const SEARCH_PAGE_SIZE = 20;
/** The catalogue changes when it is harvested again (hours); a minute matches the API's own cache. */
const SEARCH_STALE_MS = 60_000;

/** A search's pages (`page` 1, 2, ... while `page < pages`), shared by the route loader and the page. */
export const searchQuery = (filters: SearchFilters) => {
  const params = filterParams(filters);
  const query = {
    ...Object.fromEntries([...params.keys()].map((name) => [name, params.getAll(name)])),
    per_page: String(SEARCH_PAGE_SIZE),
  };
  return infiniteQueryOptions({
    queryKey: [SEARCH_RQKEY_ROOT, 'results', params.toString()] as const,
    queryFn: ({ pageParam, signal }) =>
      hangarApi().get(HANGAR_METHODS.search, 'search', { ...query, page: pageParam }, readSearchAnswer, signal),
    initialPageParam: 1,
    getNextPageParam: nextSearchPage,
    staleTime: SEARCH_STALE_MS,
    // The loader has just asked (see lib/lists/list-query.ts).
    retryOnMount: false,
  });
};

/** The whole catalogue's facets (its popular categories): the kiosk's chips and the "no results" way on. */
export const catalogueQuery = () => searchQuery(NO_FILTERS);

export const SUGGEST_LIMIT = 8;

export const loadSuggestions = (text: string, signal: AbortSignal | undefined) =>
  hangarApi().get(HANGAR_METHODS.suggest, 'suggest', { q: text, limit: SUGGEST_LIMIT }, readSuggestions, signal);

export const suggestQuery = (text: string) =>
  queryOptions({
    queryKey: [SEARCH_RQKEY_ROOT, 'suggest', text] as const,
    queryFn: ({ signal }) => loadSuggestions(text, signal),
    staleTime: SEARCH_STALE_MS,
    // A suggestion that comes late is no help: one try.
    retry: false,
  });

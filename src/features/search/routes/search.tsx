import { useInfiniteQuery } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { Link, useLoaderData, useLocation, useNavigate } from 'react-router';
import { isCatalogueUnavailable } from '../../../api/hangar.ts';
import type { SearchResult } from '../../../api/search-response.ts';
import { SearchCombobox } from '../../../app/SearchCombobox.tsx';
import { paths } from '../../../lib/paths.ts';
import { searchContextAt, searchContextState } from '../../../lib/search-context.ts';
import { useMediaQuery } from '../../../lib/use-media-query.ts';
import { PageHeader } from '../../../ui/PageHeader.tsx';
import { VirtualList, type ListLayout } from '../../../ui/VirtualList.tsx';
import { isKioskMode } from '../../kiosk/kiosk-mode.ts';
import { Facets } from '../Facets.tsx';
import { filterParams, filtersSearch, NO_FILTERS, type SearchFilters } from '../filters.ts';
import { KioskSearch } from '../KioskSearch.tsx';
import type { searchLoader } from '../loaders.ts';
import { searchText } from '../messages.ts';
import { NoResults } from '../NoResults.tsx';
import { catalogueQuery, searchQuery } from '../queries.ts';
import { ResultRow } from '../ResultRow.tsx';
import { SortForm } from '../SortForm.tsx';
import { fetchSuggestions } from '../suggest.ts';
import '../search.css';

/** A result is a picture and up to four short lines, whose names may wrap: measured. */
const RESULT_LAYOUT: ListLayout = { kind: 'measured', estimatedHeight: { rem: 6, px: 16 } };

export function Component() {
  const { filters } = useLoaderData<typeof searchLoader>();
  const [kiosk] = useState(isKioskMode);
  const navigate = useNavigate();
  const query = useInfiniteQuery(searchQuery(filters));
  const first = query.data?.pages[0];
  const nothing = first !== undefined && first.total === 0;
  // The whole catalogue's popular categories: the way on from "no results", and the kiosk's chips.
  const catalogue = useInfiniteQuery({ ...catalogueQuery(), enabled: nothing || kiosk });
  const categories = catalogue.data?.pages[0]?.facets.category ?? [];
  // An object opened from here carries the results with it (Back to results, Previous/Next).
  const location = useLocation();
  const resultsHref = location.pathname + location.search;
  const objectIds = useMemo(
    () => (query.data?.pages ?? []).flatMap((page) => page.results.filter((result) => result.kind === 'object').map((result) => result.id)),
    [query.data],
  );
  const contextOf = (result: SearchResult) => {
    const at = result.kind === 'object' ? objectIds.indexOf(result.id) : -1;
    return at < 0 ? undefined : searchContextState(searchContextAt(resultsHref, objectIds, at));
  };
  const onPick = useCallback((href: string) => navigate(href), [navigate]);
  const onSearch = useCallback(
    (text: string) => navigate(paths.search.href(filtersSearch({ ...NO_FILTERS, q: text, sort: filters.sort }))),
    [navigate, filters.sort],
  );
  // Beside the results on a wide screen; on a phone folded under one "Filters" line, so the results
  // are on the first screen. Folded until hydrated, so a phone's page never shifts when it is.
  const wide = useMediaQuery(WIDE_SCREEN);
  const active = activeFilters(filters);
  const title = filters.q ? searchText.resultsFor(filters.q) : searchText.title;

  return (
    <>
      {/* With words, the title is mostly the visitor's own text: isolated like data, in its own direction. */}
      <PageHeader title={title} titleIsName={filters.q !== ''} crumbs={[]}>
        {kiosk ? (
          <KioskSearch initial={filters.q} categories={categories} />
        ) : (
          <SearchCombobox
            variant="page"
            words={{ label: searchText.fieldLabel, help: searchText.fieldHelp, submit: searchText.go }}
            initial={filters.q}
            action={paths.search.href()}
            fetchSuggestions={fetchSuggestions}
            onPick={onPick}
            onSearch={onSearch}
          />
        )}
      </PageHeader>
      {isCatalogueUnavailable(query.error) ? (
        <Unavailable onRetry={() => void query.refetch()} />
      ) : (
        <div className="search-layout">
          {first && (first.total > 0 || active > 0) && (
            <details className="search-filters" open={wide || undefined}>
              <summary className="search-filters__summary">
                {searchText.filters}
                {active > 0 && <span className="chip__count"> ({active})</span>}
              </summary>
              <Facets filters={filters} facets={first.facets} />
            </details>
          )}
          <div className="search-layout__main">
            {first && (
              <div className="search-toolbar">
                <p className="search-toolbar__count">{searchText.resultCount(first.total)}</p>
                {first.total > 0 && <SortForm filters={filters} />}
              </div>
            )}
            <VirtualList<SearchResult>
              key={filterParams(filters).toString()}
              query={query}
              label={searchText.resultsLabel}
              layout={RESULT_LAYOUT}
              getKey={(result) => `${result.kind}:${result.id}`}
              emptyMessage={emptyMessage(filters)}
              renderItem={(result, _index, { firstScreen }) => (
                <ResultRow result={result} priority={firstScreen} state={contextOf(result)} />
              )}
            />
            {nothing && <NoResults words={first.suggestions} categories={categories} />}
          </div>
        </div>
      )}
    </>
  );
}

const WIDE_SCREEN = '(min-width: 64rem)';

function emptyMessage(filters: SearchFilters): string {
  return filters.q ? searchText.noResults(filters.q) : searchText.noResultsFiltered;
}

/** How many filters are on (each kind counts). */
function activeFilters(filters: SearchFilters): number {
  return filters.kinds.length + [filters.collection, filters.category, filters.decade].filter(Boolean).length + (filters.images ? 1 : 0);
}

/** No catalogue on the server yet (503): said plainly, with a way to browse meanwhile. */
function Unavailable({ onRetry }: { onRetry: () => void }) {
  return (
    <div className="error-panel search-unavailable" role="status">
      <p className="error-panel__title">{searchText.unavailableTitle}</p>
      <p>{searchText.unavailableBody}</p>
      <div className="button-row">
        <button type="button" className="button" onClick={onRetry}>
          {searchText.tryAgain}
        </button>
        <Link className="button button--quiet" to={paths.collections.href()}>
          {searchText.browseCollections}
        </Link>
      </div>
    </div>
  );
}

import { useInfiniteQuery } from '@tanstack/react-query';
import { useCallback, useMemo, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { Link, useLoaderData, useLocation, useNavigate } from 'react-router';
import { isCatalogueUnavailable } from '../../../api/hangar.ts';
import type { Facets as FacetCounts, SearchResult } from '../../../api/search-response.ts';
import { SearchCombobox } from '../SearchCombobox.tsx';
import { shellText } from '../../../lib/messages/shell-text.ts';
import { paths, RANDOM_OBJECT_HREF } from '../../../lib/addresses/paths.ts';
import { searchContextAt, searchContextState } from '../../../lib/addresses/search-context.ts';
import { useMediaQuery } from '../../../lib/browser/use-media-query.ts';
import { PageHeader } from '../../../ui/PageHeader.tsx';
import { heading, type HeadArgs } from '../../../lib/head/route-head.ts';
import { VirtualList, type ListLayout } from '../../../ui/VirtualList.tsx';
import { isKioskMode } from '../../../lib/session/kiosk-mode.ts';
import { Facets } from '../Facets.tsx';
import { Correction } from '../Correction.tsx';
import { filterParams, filtersOnly, filtersSearch, KEEP_PARAM, keepValue, NO_FILTERS, type SearchFilters } from '../filters.ts';
import { yearRangeLabel } from '../Timeline.tsx';
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

const searchTitle = (filters: SearchFilters) => (filters.q ? searchText.resultsFor(filters.q) : searchText.title);

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
  const active = activeFilters(filters);
  // New words keep the filters on screen unless the visitor says otherwise (the box beside the field).
  const [keep, setKeep] = useState(true);
  const keeping = keep && active > 0;
  const onSearch = useCallback(
    (text: string) =>
      navigate(paths.search.href(filtersSearch({ ...(keeping ? filtersOnly(filters) : NO_FILTERS), q: text, sort: filters.sort }))),
    [navigate, filters, keeping],
  );
  // Beside the results on a wide screen; on a phone folded under one "Filters" line, so the results
  // are on the first screen. Folded until hydrated, so a phone's page never shifts when it is.
  const wide = useMediaQuery(WIDE_SCREEN);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const resultsStart = useRef<HTMLParagraphElement>(null);
  // On a phone, the filters chosen, the visitor goes to the results: the panel folds and the list's
  // first line (its count) is at the top of the screen, and focused, so the next Tab is a result.
  const showResults = () => {
    flushSync(() => setFiltersOpen(false));
    resultsStart.current?.scrollIntoView({ block: 'start' });
    resultsStart.current?.focus({ preventScroll: true });
  };
  const title = searchTitle(filters);

  return (
    <div className="search-page">
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
          >
            {/* Without JavaScript the form is sent as it is: the box carries the filters as its value
                (sent only when ticked, keptSearch in the loader) and the order rides along, as onSearch keeps it. */}
            {filters.sort && <input type="hidden" name="sort" value={filters.sort} />}
            {active > 0 && (
              <label className="search-keep">
                <input
                  type="checkbox"
                  name={KEEP_PARAM}
                  value={keepValue(filters)}
                  checked={keep}
                  onChange={(event) => setKeep(event.target.checked)}
                />
                {searchText.keepFilters(filterNames(filters, first?.facets))}
              </label>
            )}
          </SearchCombobox>
        )}
      </PageHeader>
      {isCatalogueUnavailable(query.error) ? (
        <Unavailable onRetry={() => void query.refetch()} />
      ) : (
        <div className="search-layout">
          {first && (first.total > 0 || active > 0) && (
            <details
              className="search-filters"
              open={wide || filtersOpen || undefined}
              onToggle={(event) => setFiltersOpen(event.currentTarget.open)}
            >
              <summary className="search-filters__summary">
                {searchText.filters}
                {active > 0 && <span className="chip__count"> ({active})</span>}
              </summary>
              <button type="button" className="button search-filters__show" onClick={showResults}>
                {searchText.showResults(first.total)}
              </button>
              <Facets filters={filters} facets={first.facets} />
            </details>
          )}
          <div className="search-layout__main">
            {first && <Correction filters={filters} corrected={first.corrected} />}
            {first && (
              <div className="search-toolbar">
                <p className="search-toolbar__count" ref={resultsStart} tabIndex={-1}>
                  {searchText.resultCount(first.total)}
                </p>
                <div className="search-toolbar__end">
                  {first.total > 0 && <SortForm filters={filters} />}
                  {/* "Surprise me" as home and the kiosk's attract screen have it: a plain link to the
                      server's /random (a redirect to an object with a picture), so it works without
                      JavaScript; with results beside the order, and with none as a way on. */}
                  <a href={RANDOM_OBJECT_HREF} className="button button--quiet search-surprise">
                    {shellText.home.surpriseMe}
                  </a>
                </div>
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
    </div>
  );
}

const WIDE_SCREEN = '(min-width: 64rem)';

function emptyMessage(filters: SearchFilters): string {
  return filters.q ? searchText.noResults(filters.q) : searchText.noResultsFiltered;
}

/** The filters on, by name, as their chips say them ("Object, 1960s"). */
function filterNames(filters: SearchFilters, facets: FacetCounts | undefined): string {
  const label = (name: 'collection' | 'category', value: string | null) =>
    value === null ? [] : [facets?.[name].find((facet) => facet.value === value)?.label ?? searchText.facets[name]];
  return [
    ...filters.kinds.map((kind) => shellText.search.kinds[kind]),
    ...label('collection', filters.collection),
    ...label('category', filters.category),
    ...(filters.decade ? [searchText.decade(filters.decade)] : []),
    ...(yearRangeLabel(filters) ? [yearRangeLabel(filters)!] : []),
    ...(filters.images ? [searchText.withImages] : []),
  ].join(searchText.filterJoin);
}

/** How many filters are on (each kind counts). */
function activeFilters(filters: SearchFilters): number {
  const range = filters.from !== null || filters.to !== null ? 1 : 0;
  return (
    filters.kinds.length + [filters.collection, filters.category, filters.decade].filter(Boolean).length + range + (filters.images ? 1 : 0)
  );
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

export const head = ({ data: { filters } }: HeadArgs<{ filters: SearchFilters }>) => heading(searchTitle(filters), []);

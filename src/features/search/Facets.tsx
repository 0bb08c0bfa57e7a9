import { Link } from 'react-router';
import type { FacetName, Facets as FacetCounts, FacetValue } from '../../api/search-response.ts';
import { formatCount } from '../../lib/formats/counts-and-dates.ts';
import { shellText } from '../../lib/messages/shell-text.ts';
import { paths } from '../../lib/addresses/paths.ts';
import { filtersSearch, hasFilters, toggleKind, type SearchFilters } from './filters.ts';
import { searchText } from './messages.ts';
import { Timeline } from './Timeline.tsx';

/** What a chip of each facet says. */
function chipLabel(name: FacetName, facet: FacetValue): string {
  switch (name) {
    case 'kind':
      return shellText.search.kinds[facet.value as keyof typeof shellText.search.kinds] ?? facet.value;
    case 'decade':
      return searchText.decade(facet.value);
    case 'images':
      return searchText.withImages;
    default:
      return facet.label ?? facet.value;
  }
}

function isOn(filters: SearchFilters, name: FacetName, value: string): boolean {
  switch (name) {
    case 'kind':
      return (filters.kinds as string[]).includes(value);
    case 'images':
      return filters.images;
    default:
      return filters[name] === value;
  }
}

/** The search with one chip switched: on, or off when it was on. A new filter starts at the list's top. */
function toggled(filters: SearchFilters, name: FacetName, value: string): SearchFilters {
  const on = isOn(filters, name, value);
  switch (name) {
    case 'kind':
      return toggleKind(filters, value as SearchFilters['kinds'][number]);
    case 'images':
      return { ...filters, images: !on };
    default:
      return { ...filters, [name]: on ? null : value };
  }
}

/** Chip groups; the decades are the timeline after them (Timeline.tsx). */
const ORDER: readonly FacetName[] = ['kind', 'images', 'collection', 'category'];

/**
 * Facet chips with their counts: each a link to the search with that filter switched, so it works
 * without JavaScript and every filter is in the address. A chip that is on says so (and stays, to
 * switch it off), even when the counts no longer list it.
 */
export function Facets({ filters, facets }: { filters: SearchFilters; facets: FacetCounts }) {
  const groups = ORDER.map((name) => {
    const listed = facets[name].filter((facet) => facet.count > 0 || isOn(filters, name, facet.value));
    return { name, listed };
  }).filter((group) => group.listed.length > 0);
  const decades = facets.decade.filter((facet) => facet.count > 0);
  if (groups.length === 0 && decades.length === 0 && !hasFilters(filters)) return null;
  return (
    <section className="search-facets" aria-labelledby="search-facets-title">
      <h2 id="search-facets-title" className="visually-hidden">
        {searchText.filters}
      </h2>
      {groups.map(({ name, listed }) => (
        <div key={name} className="search-facets__group" role="group" aria-labelledby={`facet-${name}`}>
          <h3 id={`facet-${name}`} className="search-facets__name">
            {searchText.facets[name]}
          </h3>
          <ul className="chips">
            {listed.map((facet) => {
              const on = isOn(filters, name, facet.value);
              const label = chipLabel(name, facet);
              return (
                <li key={facet.value}>
                  <Link
                    className={on ? 'chip chip--on' : 'chip'}
                    to={paths.search.href(filtersSearch(toggled(filters, name, facet.value)))}
                    aria-current={on ? 'true' : undefined}
                    replace={false}
                  >
                    {name === 'collection' || name === 'category' ? <bdi>{label}</bdi> : label}
                    <span className="chip__count">{formatCount(facet.count)}</span>
                    {on && <span className="visually-hidden"> {searchText.selected}</span>}
                  </Link>
                </li>
              );
            })}
          </ul>
        </div>
      ))}
      {(decades.length > 0 || filters.from !== null || filters.to !== null) && (
        <div className="search-facets__group" role="group" aria-labelledby="facet-decade">
          <h3 id="facet-decade" className="search-facets__name">
            {searchText.facets.decade}
          </h3>
          <Timeline filters={filters} decades={decades} />
        </div>
      )}
      {hasFilters(filters) && (
        <Link
          className="search-facets__clear"
          to={paths.search.href(
            filtersSearch({ ...filters, kinds: [], collection: null, category: null, decade: null, from: null, to: null, images: false }),
          )}
        >
          {searchText.clearFilters}
        </Link>
      )}
    </section>
  );
}

import { useId } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../lib/paths.ts';
import { filterParams, filtersSearch, SORTS, type SearchFilters, type Sort } from './filters.ts';
import { searchText } from './messages.ts';
import { NoScriptSubmit } from '../../ui/NoScriptSubmit.tsx';

const SORT_WORDS: Record<Sort, 'relevance' | 'date' | 'newest'> = { relevance: 'relevance', date: 'date', '-date': 'newest' };

/**
 * The order of the results: a GET form (the rest of the search rides along hidden), whose Apply
 * button sends it without JavaScript; with it, choosing is enough.
 */
export function SortForm({ filters }: { filters: SearchFilters }) {
  const navigate = useNavigate();
  const id = useId();
  // Without words the API lists newest first; with them, best match first.
  const current: Sort = filters.sort ?? (filters.q ? 'relevance' : '-date');
  const kept = [...filterParams({ ...filters, sort: null }).entries()];
  return (
    <form className="search-sort" action={paths.search.href()} method="get">
      {kept.map(([name, value], index) => (
        <input key={`${name}-${index}`} type="hidden" name={name} value={value} />
      ))}
      <label htmlFor={id}>{searchText.sort}</label>
      <select
        id={id}
        name="sort"
        value={current}
        onChange={(event) => navigate(paths.search.href(filtersSearch({ ...filters, sort: event.target.value as Sort })))}
      >
        {SORTS.map((sort) => (
          <option key={sort} value={sort}>
            {searchText.sorts[SORT_WORDS[sort]]}
          </option>
        ))}
      </select>
      <NoScriptSubmit quiet>{searchText.apply}</NoScriptSubmit>
    </form>
  );
}

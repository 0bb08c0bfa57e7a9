import { useId, useRef } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../lib/addresses/paths.ts';
import { earlyValue, useEarlyInput } from '../../lib/hydration/use-early-input.ts';
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
  // The API's own default: best match first for words; without them there is nothing to match, so
  // the list is by date, oldest first, and "best match" is not offered (the API would ignore it).
  const sorts: readonly Sort[] = filters.q ? SORTS : SORTS.filter((sort) => sort !== 'relevance');
  const current: Sort = filters.sort && sorts.includes(filters.sort) ? filters.sort : filters.q ? 'relevance' : 'date';
  const kept = [...filterParams({ ...filters, sort: null }).entries()];
  // The same results in another order: the history entry is replaced, not added, so arrowing
  // through the choices (which changes the value at each key) leaves one entry, and Back leaves the search.
  const sortBy = (sort: Sort) => navigate(paths.search.href(filtersSearch({ ...filters, sort })), { replace: true });
  // An order chosen on the server's page before the app ran is applied, not put back.
  const field = useRef<HTMLSelectElement>(null);
  useEarlyInput(() => {
    const chosen = earlyValue(field.current, current);
    if (chosen !== undefined) void sortBy(chosen as Sort);
  });
  return (
    <form className="search-sort" action={paths.search.href()} method="get">
      {kept.map(([name, value], index) => (
        <input key={`${name}-${index}`} type="hidden" name={name} value={value} />
      ))}
      <label htmlFor={id}>{searchText.sort}</label>
      <select ref={field} id={id} name="sort" value={current} onChange={(event) => void sortBy(event.target.value as Sort)}>
        {sorts.map((sort) => (
          <option key={sort} value={sort}>
            {searchText.sorts[SORT_WORDS[sort]]}
          </option>
        ))}
      </select>
      <NoScriptSubmit quiet>{searchText.apply}</NoScriptSubmit>
    </form>
  );
}

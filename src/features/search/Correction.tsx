import { Link } from 'react-router';
import { withData } from '../../i18n/with-data.tsx';
import { paths } from '../../lib/addresses/paths.ts';
import { filtersSearch, type SearchFilters } from './filters.ts';
import { searchText } from './messages.ts';

/**
 * The results are for corrected words: said, with the way back to the words as typed (the same
 * search, `exact=1`). Nothing is said of a search already asked to be exact.
 */
export function Correction({ filters, corrected }: { filters: SearchFilters; corrected: string | null }) {
  if (corrected === null || filters.exact || corrected === filters.q) return null;
  return (
    <p className="search-corrected">
      <span className="search-corrected__to">{withData(searchText.showingFor, corrected)}</span>
      <span aria-hidden="true"> · </span>
      <Link to={paths.search.href(filtersSearch({ ...filters, exact: true }))}>{withData(searchText.searchInstead, filters.q)}</Link>
    </p>
  );
}

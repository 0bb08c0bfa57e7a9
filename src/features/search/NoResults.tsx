import { Link } from 'react-router';
import type { FacetValue } from '../../api/search-response.ts';
import { paths } from '../../lib/addresses/paths.ts';
import { filtersSearch, NO_FILTERS } from './filters.ts';
import { searchText } from './messages.ts';

/**
 * Nothing matched: the nearest words of the catalogue, each a search of its own, and the popular
 * categories to browse instead.
 */
export function NoResults({ words, categories }: { words: string[]; categories: FacetValue[] }) {
  if (words.length === 0 && categories.length === 0) return null;
  return (
    <div className="search-none">
      {words.length > 0 && (
        <>
          <h2 className="search-none__title">{searchText.didYouMean}</h2>
          <ul className="chips">
            {words.map((word) => (
              <li key={word}>
                <Link className="chip" to={paths.search.href(filtersSearch({ ...NO_FILTERS, q: word }))}>
                  <bdi>{word}</bdi>
                </Link>
              </li>
            ))}
          </ul>
        </>
      )}
      {categories.length > 0 && (
        <>
          <h2 className="search-none__title">{searchText.browseCategories}</h2>
          <CategoryChips categories={categories} />
        </>
      )}
    </div>
  );
}

/** Categories as chips, each the search of that category alone (its objects, newest first). */
export function CategoryChips({ categories }: { categories: FacetValue[] }) {
  return (
    <ul className="chips">
      {categories.map((category) => (
        <li key={category.value}>
          <Link className="chip" to={paths.search.href(filtersSearch({ ...NO_FILTERS, category: category.value }))}>
            <bdi>{category.label ?? category.value}</bdi>
          </Link>
        </li>
      ))}
    </ul>
  );
}

import { useQuery } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import type { FacetValue } from '../../api/search-response.ts';
import { paths } from '../../lib/addresses/paths.ts';
import { useDebounced } from './use-debounced.ts';
import { filtersSearch, MAX_QUERY_LENGTH, NO_FILTERS } from './filters.ts';
import { searchText } from './messages.ts';
import { CategoryChips } from './NoResults.tsx';
import { OnScreenKeyboard } from './OnScreenKeyboard.tsx';
import { suggestQuery } from './queries.ts';
import { SUGGEST_DEBOUNCE_MS, suggestionNote } from './SearchCombobox.tsx';
import { useLanguage } from '../../i18n/use-language.ts';

/**
 * Search on a kiosk, with no physical keyboard: what the visitor types on the on-screen keys shows
 * in a read-only field (no system keyboard opens), with suggestion chips so few keys are needed
 * (the popular categories before a key is pressed, then suggestions for the letters so far). The
 * text lives in this component only: the idle reset goes home, and nothing typed is kept.
 *
 * The keys (about 700 px on a portrait kiosk) are out while typing; once a search is made they
 * fold away, so its results start right under the field, and "Change the search" (or the field)
 * brings them back.
 */
export function KioskSearch({ initial, categories }: { initial: string; categories: FacetValue[] }) {
  const navigate = useNavigate();
  const language = useLanguage();
  const [draft, setDraft] = useState(initial);
  const [keysOut, setKeysOut] = useState(initial === '');
  const [shownInitial, setShownInitial] = useState(initial);
  if (shownInitial !== initial) {
    setShownInitial(initial);
    setDraft(initial);
    setKeysOut(initial === '');
  }
  const fieldId = useId();
  const wanted = useDebounced(draft.trim(), SUGGEST_DEBOUNCE_MS);
  const suggestions = useQuery({ ...suggestQuery(wanted), enabled: wanted !== '' });
  const type = (next: string) => setDraft(next.slice(0, MAX_QUERY_LENGTH));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setKeysOut(false);
    navigate(paths.search.href(filtersSearch({ ...NO_FILTERS, q: draft.trim() })));
  };
  const shown = draft.trim() === '' ? null : (suggestions.data ?? []);
  const keysId = useId();
  return (
    <form className="kiosk-search" action={paths.search.href()} method="get" role="search" onSubmit={submit}>
      <label htmlFor={fieldId} className="kiosk-search__label">
        {searchText.typed}
      </label>
      <input
        id={fieldId}
        className="kiosk-search__field"
        name="q"
        value={draft}
        readOnly
        inputMode="none"
        placeholder={searchText.typedEmpty}
        onClick={() => setKeysOut(true)}
      />
      {!keysOut && (
        <button
          type="button"
          className="button kiosk-search__edit"
          aria-controls={keysId}
          aria-expanded={false}
          onClick={() => setKeysOut(true)}
        >
          {searchText.editSearch}
        </button>
      )}
      <div id={keysId} className="kiosk-search__keys" hidden={!keysOut}>
        <div className="kiosk-search__chips">
          {shown === null ? (
            categories.length > 0 && (
              <>
                <h2 className="kiosk-search__chips-title">{searchText.popular}</h2>
                <CategoryChips categories={categories.slice(0, 8)} />
              </>
            )
          ) : (
            <ul className="chips" aria-label={searchText.suggestions}>
              {shown.map((suggestion, index) => (
                <li key={`${suggestion.href}-${index}`}>
                  <Link className="chip" to={suggestion.href}>
                    <bdi>{suggestion.text}</bdi>
                    {suggestion.count !== undefined && suggestion.count > 1 && (
                      <span className="chip__count">{suggestionNote(suggestion)}</span>
                    )}
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </div>
        <OnScreenKeyboard
          language={language}
          onKey={(character) => type(draft + character)}
          onDelete={() => type([...draft].slice(0, -1).join(''))}
          onClear={() => type('')}
          submitLabel={searchText.go}
        />
      </div>
    </form>
  );
}

import { lazy, Suspense, useCallback, useSyncExternalStore } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import type { Suggestion } from '../api/search-response.ts';
import { shellText } from '../lib/messages/shell-text.ts';
import { paths } from '../lib/addresses/paths.ts';
import { services } from '../lib/config/services.ts';
import type * as ComboboxCode from '../features/search/SearchCombobox.tsx';

type ComboboxModule = typeof ComboboxCode;

/** The combobox's module once imported: what a lazy render met first on the server (see below). */
let combobox: ComboboxModule | undefined;

const importCombobox = () =>
  import('../features/search/SearchCombobox.tsx').then((module) => {
    combobox = module;
    return module;
  });

/**
 * The combobox's code comes after the shell (the home route's initial JS budget, decision 0044): a
 * page the server sent shows its form meanwhile (React hydrates it when the code is in, keeping
 * what was typed), and a page the browser renders itself shows the field a moment later.
 *
 * On the server renderToString cannot wait for lazy code: the server imports it at start
 * (`loadSearchCombobox`), and the lazy component's loader then answers with a thenable that
 * settles at once, which React reads in the same render (no warm-up render).
 */
export const SearchCombobox = lazy(() => {
  const loaded = combobox;
  const result = loaded
    ? { then: (resolve: (value: { default: ComboboxModule['SearchCombobox'] }) => void) => resolve({ default: loaded.SearchCombobox }) }
    : importCombobox().then((module) => ({ default: module.SearchCombobox }));
  // React reads a thenable's `then`, nothing more: the settled one stands in for a Promise.
  return result as Promise<{ default: ComboboxModule['SearchCombobox'] }>;
});

/** Imports the combobox's code before the server's first page (see SearchCombobox). */
export async function loadSearchCombobox(): Promise<void> {
  await importCombobox();
}

/** The suggestions' code (the fetch layer) comes with the first word typed, not with the shell. */
const fetchSuggestions = (text: string, signal: AbortSignal): Promise<Suggestion[]> =>
  import('../features/search/suggest.ts').then((module) => module.fetchSuggestions(text, signal));

const noSubscription = () => () => undefined;

/**
 * Whether the server has a catalogue to search (config.json's `"search": true`). While a page the
 * server sent hydrates, the answer is whether that page holds the header's form, so the first
 * render matches the markup even where the server rendered with a config that said otherwise;
 * the config decides from the next render on.
 */
export function useSearchable(): boolean {
  const configured = () => services().config.search === true;
  return useSyncExternalStore(noSubscription, configured, () =>
    typeof document === 'undefined' ? configured() : document.querySelector('[data-site-search]') !== null,
  );
}

/**
 * The header's search, on every page but the search page (which has its own field). A kiosk has
 * no physical keyboard: its header links to the search page, whose on-screen keyboard types.
 */
export function HeaderSearch({ kiosk }: { kiosk: boolean }) {
  const location = useLocation();
  const navigate = useNavigate();
  const onPick = useCallback((href: string) => navigate(href), [navigate]);
  const onSearch = useCallback(
    (text: string) => navigate(paths.search.href(text ? `?${new URLSearchParams({ q: text }).toString()}` : '')),
    [navigate],
  );
  if (location.pathname === paths.search.pattern) return null;
  if (kiosk) {
    return (
      <Link to={paths.search.href()} className="button button--quiet site-search__link">
        {shellText.search.link}
      </Link>
    );
  }
  // Empty on every page: the key makes the field start afresh after each navigation.
  return (
    <Suspense fallback={null}>
      <SearchCombobox
        key={location.key}
        initial=""
        action={paths.search.href()}
        fetchSuggestions={fetchSuggestions}
        onPick={onPick}
        onSearch={onSearch}
      />
    </Suspense>
  );
}

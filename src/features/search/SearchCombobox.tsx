import { useEffect, useId, useLayoutEffect, useRef, useState, type FormEvent, type KeyboardEvent, type ReactNode } from 'react';
import type { Suggestion } from '../../api/search-response.ts';
import { shellText } from '../../lib/messages/shell-text.ts';

/** Typing pauses this long before suggestions are asked for: one request per word, not per key. */
export const SUGGEST_DEBOUNCE_MS = 150;
/** The API's limit on a search's text. */
const MAX_LENGTH = 200;

export interface SearchComboboxProps {
  /** The field's text when the page opens (the search on screen). */
  initial: string;
  /** Where the form goes without JavaScript (`/search`). */
  action: string;
  fetchSuggestions: (text: string, signal: AbortSignal) => Promise<Suggestion[]>;
  /** A suggestion chosen: its address. */
  onPick: (href: string) => void;
  /** The form sent with JavaScript: the text to search for. */
  onSearch: (text: string) => void;
  /** The header's compact field (label for assistive tech only), or the search page's own (label shown, with help). */
  variant?: 'header' | 'page';
  /** The page's words: its label, help and button. */
  words?: { label: string; help: string; submit: string };
  /** More of the form, after the field (the search page's "Keep filters"). */
  children?: ReactNode;
}

/**
 * What a suggestion is, beside its name: its kind, or, for a name many entries share (`count` > 1,
 * whose address is the search for that name), how many there are.
 */
export function suggestionNote({ kind, count }: Pick<Suggestion, 'kind' | 'count'>): string {
  if (count === undefined || count <= 1) return shellText.search.kinds[kind];
  return kind === 'object' ? shellText.search.sameNameObjects(count) : shellText.search.sameNameResults(count);
}

/** The option after (or before) `current`, round from the last to the first; -1 is none yet. */
export function nextOption(current: number, step: 1 | -1, count: number): number {
  if (current < 0) return step === 1 ? 0 : count - 1;
  return (current + step + count) % count;
}

/**
 * The header's search: a plain GET form (`/search?q=…`) that works before and without any
 * script, and, with one, suggestions as you type in an APG combobox (list autocomplete, no
 * automatic selection): ArrowDown and ArrowUp move through the suggestions, Enter opens the one
 * highlighted (or searches for the text when none is), Escape closes the list, then clears the
 * field. Every suggestion is a target of its own; nothing needs a hover.
 */
export function SearchCombobox({
  initial,
  action,
  fetchSuggestions,
  onPick,
  onSearch,
  variant = 'header',
  words,
  children,
}: SearchComboboxProps) {
  const [text, setText] = useState(initial);
  const [shownInitial, setShownInitial] = useState(initial);
  if (shownInitial !== initial) {
    // The search on screen changed (Back, a new search, a kiosk reset): the field follows it.
    setShownInitial(initial);
    setText(initial);
  }
  const [suggestions, setSuggestions] = useState<Suggestion[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const typed = useRef(false);
  // Each search sent: the suggestions' effect starts over, dropping a request it had pending.
  const [asked, setAsked] = useState(0);
  const field = useRef<HTMLInputElement>(null);
  // On a page the server sent, a visitor may type before the app is running: the text in the field
  // when it hydrates is theirs, not the server's.
  useLayoutEffect(() => {
    const early = field.current?.value;
    if (early !== undefined && early !== initial) {
      typed.current = true;
      setText(early);
    }
    // Only at hydration: later the field is the state's.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const listId = useId();
  const inputId = useId();
  const helpId = useId();
  const page = variant === 'page' && words;
  const optionId = (index: number) => `${listId}-option-${index}`;

  useEffect(() => {
    const wanted = text.trim();
    if (!typed.current || wanted === '') {
      setSuggestions([]);
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(() => {
      fetchSuggestions(wanted, controller.signal).then(
        (found) => {
          if (controller.signal.aborted) return;
          setSuggestions(found);
          setActive(-1);
          setOpen(found.length > 0);
        },
        // No suggestions is no failure: the search itself still works.
        () => undefined,
      );
    }, SUGGEST_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [text, fetchSuggestions, asked]);

  const expanded = open && suggestions.length > 0;
  const close = () => {
    setOpen(false);
    setActive(-1);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        if (suggestions.length === 0) return;
        event.preventDefault();
        const step: 1 | -1 = event.key === 'ArrowDown' ? 1 : -1;
        if (!expanded) {
          setOpen(true);
          // Alt+ArrowDown only opens; ArrowDown opens on the first, ArrowUp on the last.
          setActive(event.altKey ? -1 : step === 1 ? 0 : suggestions.length - 1);
          return;
        }
        setActive((current) => nextOption(current, step, suggestions.length));
        return;
      }
      case 'Enter': {
        const picked = expanded && active >= 0 ? suggestions[active] : undefined;
        if (!picked) return;
        event.preventDefault();
        close();
        onPick(picked.href);
        return;
      }
      case 'Escape':
        if (expanded) {
          event.preventDefault();
          close();
        } else if (text !== '') {
          event.preventDefault();
          setText('');
        }
        return;
    }
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    const wanted = text.trim();
    event.preventDefault();
    // Suggestions still on their way are for a search already made: they must not open over the
    // page it leads to (they covered its controls).
    typed.current = false;
    setAsked((count) => count + 1);
    close();
    onSearch(wanted);
  };

  return (
    <form
      className={page ? 'site-search site-search--page' : 'site-search'}
      action={action}
      method="get"
      role="search"
      // Named, so the header's search and a page's own (the feed's tag form) are told apart.
      aria-label={page ? words.label : shellText.search.label}
      onSubmit={submit}
      data-site-search={page ? undefined : ''}
    >
      <label htmlFor={inputId} className={page ? 'site-search__label' : 'visually-hidden'}>
        {page ? words.label : shellText.search.label}
      </label>
      <input
        ref={field}
        id={inputId}
        className="site-search__input"
        type="search"
        name="q"
        value={text}
        maxLength={MAX_LENGTH}
        placeholder={page ? undefined : shellText.search.submit}
        autoComplete="off"
        enterKeyHint="search"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
        aria-describedby={page ? helpId : undefined}
        onChange={(event) => {
          typed.current = true;
          setText(event.target.value);
        }}
        onKeyDown={onKeyDown}
        onBlur={close}
      />
      <button type="submit" className="site-search__submit" aria-label={page ? words.submit : shellText.search.submit}>
        <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20">
          <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="2.5" />
          <path d="M15.5 15.5 L21 21" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
        </svg>
      </button>
      <ul id={listId} role="listbox" aria-label={shellText.search.suggestions} className="site-search__list" hidden={!expanded}>
        {suggestions.map((suggestion, index) => (
          <li
            key={`${suggestion.href}-${index}`}
            id={optionId(index)}
            role="option"
            aria-selected={index === active}
            className="site-search__option"
            // Pressing an option must not blur the field first (which closes the list).
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => {
              close();
              onPick(suggestion.href);
            }}
          >
            <bdi className="site-search__text">{suggestion.text}</bdi>
            <span className="site-search__kind">{suggestionNote(suggestion)}</span>
          </li>
        ))}
      </ul>
      {page && (
        <p id={helpId} className="site-search__help">
          {words.help}
        </p>
      )}
      {children}
    </form>
  );
}

import { useEffect, useId, useRef, useState } from 'react';
import { LANGUAGES, languageTag } from '../i18n/language.ts';
import { chooseLanguage } from '../i18n/negotiate.ts';
import { useLanguage } from '../i18n/use-language.ts';
import { shellText } from '../lib/messages/shell-text.ts';

/** "EN", "ES"; a name of one or two characters (中文) as it is. */
function shortName(code: string): string {
  const name = LANGUAGES.find((language) => language.code === code)?.name ?? code;
  return name.length <= 2 ? name : code.toUpperCase();
}

/** Set when a choice made here switches the page: the menu made anew in the new language takes the focus back. */
let refocusAfterSwitch = false;

/**
 * The header's language choice: a native select (keyboard, touch and screen readers know it), each
 * language named in itself and marked with its own `lang` so it is read in its own voice. The new
 * language's strings download first; the page then switches in one step. A kiosk keeps the choice
 * for its current visitor only.
 *
 * The keyboard moves through the languages without switching (a closed select changes its value on
 * each arrow key: switching then would leave a keyboard user unable to pass English to reach 中文,
 * WCAG 3.2.2); Enter confirms, and leaving the menu unconfirmed puts the current language back. A
 * pointer's or a touch's pick confirms itself. Focus stays on the menu after the switch.
 */
export function LanguageMenu({ kiosk }: { kiosk: boolean }) {
  const id = useId();
  const language = useLanguage();
  const [failed, setFailed] = useState(false);
  /** The language the keyboard has moved to, not yet confirmed. */
  const [pending, setPending] = useState<string | null>(null);
  const fromKeyboard = useRef(false);
  const select = useRef<HTMLSelectElement>(null);

  useEffect(() => {
    if (!refocusAfterSwitch) return;
    refocusAfterSwitch = false;
    select.current?.focus();
  }, []);

  const choose = (choice: string) => {
    setPending(null);
    if (choice === language) return;
    setFailed(false);
    refocusAfterSwitch = true;
    chooseLanguage(choice, kiosk).catch(() => {
      refocusAfterSwitch = false;
      setFailed(true);
    });
  };
  return (
    // The closed menu shows a globe and a short name ("EN", "中文"), so the header keeps its rows on a
    // phone in any language; the native select lies over it, transparent, and does the rest.
    <div className="language-menu">
      <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20" fill="none" stroke="currentColor" strokeWidth="2">
        <circle cx="12" cy="12" r="10" />
        <path d="M2 12h20M12 2a15 15 0 0 1 0 20a15 15 0 0 1 0-20" />
      </svg>
      <span aria-hidden="true" lang={languageTag(language)}>
        {shortName(language)}
      </span>
      <label htmlFor={id} className="visually-hidden">
        {shellText.app.language}
      </label>
      <select
        ref={select}
        id={id}
        className="language-menu__select"
        value={pending ?? language}
        aria-invalid={failed || undefined}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            // The change an open list fires on Enter is a confirmed one.
            fromKeyboard.current = false;
            if (pending !== null) {
              event.preventDefault();
              choose(pending);
            }
          } else if (event.key !== 'Tab') fromKeyboard.current = true;
        }}
        onPointerDown={() => {
          fromKeyboard.current = false;
        }}
        onBlur={() => setPending(null)}
        onChange={(event) => {
          const choice = event.target.value;
          if (fromKeyboard.current) setPending(choice === language ? null : choice);
          else choose(choice);
        }}
      >
        {LANGUAGES.map(({ code, name }) => (
          <option key={code} value={code} lang={languageTag(code)}>
            {name}
          </option>
        ))}
      </select>
    </div>
  );
}

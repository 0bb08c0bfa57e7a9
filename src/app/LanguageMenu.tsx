import { useId, useState } from 'react';
import { LANGUAGES, languageTag } from '../i18n/language.shell.ts';
import { chooseLanguage } from '../i18n/negotiate.shell.ts';
import { useLanguage } from '../i18n/use-language.shell.ts';
import { shellText } from '../lib/messages/shell-text.shell.ts';

/** "EN", "ES"; a name of one or two characters (中文) as it is. */
function shortName(code: string): string {
  const name = LANGUAGES.find((language) => language.code === code)?.name ?? code;
  return name.length <= 2 ? name : code.toUpperCase();
}

/**
 * The header's language choice: a native select (keyboard, touch and screen readers know it), each
 * language named in itself and marked with its own `lang` so it is read in its own voice. The new
 * language's strings download first; the page then switches in one step. A kiosk keeps the choice
 * for its current visitor only.
 */
export function LanguageMenu({ kiosk }: { kiosk: boolean }) {
  const id = useId();
  const language = useLanguage();
  const [failed, setFailed] = useState(false);
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
        id={id}
        className="language-menu__select"
        value={language}
        aria-invalid={failed || undefined}
        onChange={(event) => {
          const choice = event.target.value;
          setFailed(false);
          chooseLanguage(choice, kiosk).catch(() => setFailed(true));
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

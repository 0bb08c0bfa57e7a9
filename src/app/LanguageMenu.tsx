import { useId, useState } from 'react';
import { LANGUAGES, languageTag, switchLanguage } from '../i18n/language.shell.ts';
import { rememberChoice } from '../i18n/negotiate.shell.ts';
import { useLanguage } from '../i18n/use-language.shell.ts';
import { shellText } from '../lib/messages/shell-text.shell.ts';

function storage(kind: 'sessionStorage' | 'localStorage'): Storage | null {
  try {
    return globalThis[kind];
  } catch {
    return null;
  }
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
    <div className="language-menu">
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
          rememberChoice({ session: storage('sessionStorage'), saved: storage('localStorage') }, choice, kiosk);
          switchLanguage(choice).catch(() => setFailed(true));
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

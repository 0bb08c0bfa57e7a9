import { messages } from '../i18n/language.ts';

/** The boot error's own namespace: only a page that failed to start downloads it (main.tsx). */
const bootText = messages('boot', () => ({}));

/**
 * Full-page error when the app cannot start (config.json missing or invalid). Shown once its
 * strings are in; without them main.tsx says it in plain English instead.
 */
export function BootError({ error }: { error: unknown }) {
  const reason = error instanceof Error ? error.message : String(error);
  return (
    <main id="main" className="boot-error">
      <h1>{bootText.configErrorTitle}</h1>
      <p>{bootText.configErrorBody}</p>
      <p className="boot-error__reason" role="alert">
        {reason}
      </p>
      <p>{bootText.configErrorHelp}</p>
      <button type="button" className="button" onClick={() => window.location.reload()}>
        {bootText.reload}
      </button>
    </main>
  );
}

import { shellText } from '../lib/messages/shell-text.shell.ts';

/**
 * Full-page error when the app cannot start (config.json missing or invalid). Shown once the shell's
 * strings are in; without them main.tsx says it in plain English instead.
 */
export function BootError({ error }: { error: unknown }) {
  const reason = error instanceof Error ? error.message : String(error);
  return (
    <main id="main" className="boot-error">
      <h1>{shellText.boot.configErrorTitle}</h1>
      <p>{shellText.boot.configErrorBody}</p>
      <p className="boot-error__reason" role="alert">
        {reason}
      </p>
      <p>{shellText.boot.configErrorHelp}</p>
      <button type="button" className="button" onClick={() => window.location.reload()}>
        {shellText.boot.reload}
      </button>
    </main>
  );
}

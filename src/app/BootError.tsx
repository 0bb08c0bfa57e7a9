import { en } from '../lib/messages/en.shell.ts';

/** Full-page error when the app cannot start (config.json missing or invalid). */
export function BootError({ error }: { error: unknown }) {
  const reason = error instanceof Error ? error.message : String(error);
  return (
    <main id="main" className="boot-error">
      <h1>{en.boot.configErrorTitle}</h1>
      <p>{en.boot.configErrorBody}</p>
      <p className="boot-error__reason" role="alert">
        {reason}
      </p>
      <p>{en.boot.configErrorHelp}</p>
      <button type="button" className="button" onClick={() => window.location.reload()}>
        {en.boot.reload}
      </button>
    </main>
  );
}

import { onlineManager } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link, isRouteErrorResponse, useRouteError } from 'react-router';
import { shellText } from '../lib/messages/shell-text.ts';
import { PageHeader } from '../ui/PageHeader.tsx';
import { NotFound } from '../ui/NotFound.tsx';
import { paths } from '../lib/addresses/paths.ts';

/**
 * A page's code or a route loader's code is fetched on navigation; when that
 * fails (offline, or a deploy replaced the files) the browser throws a
 * TypeError naming the module (Chromium, Firefox and Safari word it
 * differently, but all mention the import or the module), or Vite's preload
 * helper reports the page's stylesheet first, whichever fails first.
 */
export function isCodeLoadFailure(error: unknown): boolean {
  if (error instanceof TypeError) return /import|module/i.test(error.message);
  return error instanceof Error && error.message.startsWith('Unable to preload CSS');
}

const reload = () => window.location.reload();

/**
 * The route error boundary: a readable sentence and a way back, never a stack
 * trace. Route errors are not API errors: loaders only warm the cache, so a
 * failed request is shown by the page's own list (ErrorPanel) with its
 * catalogue sentence. What reaches this boundary is an address that cannot
 * exist, page code that could not be downloaded, or a page that crashed.
 */
export function RouteError() {
  const error = useRouteError();
  const codeUnavailable = isCodeLoadFailure(error);
  // The offline banner promises that new pages load when the connection returns. The router keeps
  // a page whose code failed to download as failed (and the browser may keep the failed import),
  // so the page is loaded afresh: the same address, as "Try again" does, with no click.
  useEffect(() => {
    if (codeUnavailable)
      return onlineManager.subscribe((online) => {
        if (online) reload();
      });
  }, [codeUnavailable]);
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
  return (
    <>
      <PageHeader title={shellText.errors.routeErrorTitle} />
      <div className="error-panel" role="alert">
        <p>{codeUnavailable ? shellText.errors.pageCodeUnavailable : shellText.errors.routeErrorBody}</p>
      </div>
      <p className="button-row">
        <button type="button" className="button" onClick={reload}>
          {shellText.errors.tryAgain}
        </button>
        <Link to={paths.home.href()} className="button button--quiet">
          {shellText.errors.backHome}
        </Link>
      </p>
    </>
  );
}

import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation, useMatches, useRouteError } from 'react-router';
import type * as DocumentHeadBuilder from '../lib/head/document-head.ts';

/**
 * The head's reader and writer load after the first page's code: the server wrote the first head,
 * and they are only needed once the page runs (off the home route's initial JS).
 */
let builder: Promise<typeof DocumentHeadBuilder> | null = null;

/**
 * The browser's side of the page's head (docs/decisions/0054): the matched routes' `head`, over
 * their loaders' data and the query cache (`headOf`, src/lib/head/document-head.ts, as the server reads
 * them), written into `<head>` after each navigation and again whenever it changes
 * (`followHead`). Rendered once, beside the page or its error; it renders nothing.
 */
export function DocumentHead() {
  const matches = useMatches();
  // Outside an error boundary react-router answers null: no error.
  const error = useRouteError() ?? undefined;
  const { pathname, search } = useLocation();
  const queryClient = useQueryClient();
  const path = pathname + search;
  useEffect(() => {
    let stop: (() => void) | null = null;
    let stopped = false;
    builder ??= import('../lib/head/document-head.ts');
    builder.then(
      ({ followHead }) => {
        // The router's address: a kiosk's memory history has its own (the window's stays where it started).
        if (!stopped) stop = followHead(matches, { url: new URL(path, window.location.origin), queryClient, error });
      },
      () => {
        // Offline before the builder was ever fetched: the head stays as it was; the next page tries again.
        builder = null;
      },
    );
    return () => {
      stopped = true;
      stop?.();
    };
  }, [matches, error, path, queryClient]);
  return null;
}

import { useEffect } from 'react';
import { useQueryClient, type QueryCacheNotifyEvent } from '@tanstack/react-query';
import { useLocation, useMatches, useRouteError } from 'react-router';
import { currentLanguage, subscribeToLanguage } from '../i18n/language.ts';
import type * as DocumentHeadBuilder from '../lib/document-head.ts';
import { subscribeToSession } from '../lib/session.ts';

/**
 * The head's reader and writer load after the first page's code: the server wrote the first head,
 * and they are only needed once the page runs (off the home route's initial JS).
 */
let builder: Promise<typeof DocumentHeadBuilder> | null = null;

/** A cache change that can change a head: data arriving, set by hand, or dropped. */
const changesData = (event: QueryCacheNotifyEvent) =>
  event.type === 'removed' || (event.type === 'updated' && (event.action.type === 'success' || event.action.type === 'setState'));

/**
 * The browser's side of the page's head (docs/decisions/0054): the matched routes' `head`, over
 * their loaders' data and the query cache (`headOf`, src/lib/document-head.ts, as the server reads
 * them), written into `<head>` after each navigation and again whenever it changes (an object
 * found by a scan, a name that arrives, a language switch, a sign-in). Rendered once, beside the
 * page or its error; it renders nothing.
 */
export function DocumentHead() {
  const matches = useMatches();
  // Outside an error boundary react-router answers null: no error.
  const error = useRouteError() ?? undefined;
  const { pathname, search } = useLocation();
  const queryClient = useQueryClient();
  const path = pathname + search;
  useEffect(() => {
    let stopped = false;
    let written = '';
    const unsubscribe: (() => void)[] = [];
    builder ??= import('../lib/document-head.ts');
    builder.then(
      ({ headOf, writeHead }) => {
        if (stopped) return;
        // The router's address: a kiosk's memory history has its own (the window's stays where it started).
        const url = new URL(path, window.location.origin);
        const apply = () => {
          const meta = headOf(matches, { url, queryClient, error });
          const key = meta ? JSON.stringify(meta) : '';
          if (!meta || key === written) return;
          written = key;
          const { notFound = false, ...rest } = meta;
          writeHead({ meta: rest, url, language: currentLanguage(), notFound });
        };
        apply();
        unsubscribe.push(
          queryClient.getQueryCache().subscribe((event) => {
            if (changesData(event)) apply();
          }),
          subscribeToLanguage(() => {
            // A language switch changes every word of the head, the same route data.
            written = '';
            apply();
          }),
          subscribeToSession(apply),
        );
      },
      () => {
        // Offline before the builder was ever fetched: the head stays as it was; the next page tries again.
        builder = null;
      },
    );
    return () => {
      stopped = true;
      unsubscribe.forEach((stop) => stop());
    };
  }, [matches, error, path, queryClient]);
  return null;
}

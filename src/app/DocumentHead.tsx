import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { useQueryClient, type QueryCacheNotifyEvent } from '@tanstack/react-query';
import { useLocation, useMatches, useRouteError } from 'react-router';
import { currentLanguage, subscribeToLanguage } from '../i18n/language.ts';
import type * as DocumentHeadBuilder from '../lib/document-head.ts';
import { headOf, type PageMeta } from '../lib/route-head.ts';
import { subscribeToSession } from '../lib/session.ts';

/**
 * The head's builder loads after the first page's code: the server wrote the first head, and the
 * builder is only needed once the visitor moves on (off the home route's initial JS).
 */
let builder: Promise<typeof DocumentHeadBuilder> | null = null;

function write(key: string, url: URL): void {
  builder ??= import('../lib/document-head.ts');
  builder.then(
    ({ writeHead }) => {
      const { notFound = false, ...meta } = JSON.parse(key) as PageMeta;
      writeHead({ meta, url, language: currentLanguage(), notFound });
    },
    () => {
      // Offline before the builder was ever fetched: the head stays as it was; the next page tries again.
      builder = null;
    },
  );
}

/** A cache change that can change a head: data arriving, set by hand, or dropped. */
const changesData = (event: QueryCacheNotifyEvent) =>
  event.type === 'removed' || (event.type === 'updated' && (event.action.type === 'success' || event.action.type === 'setState'));

/**
 * The browser's side of the page's head (src/lib/route-head.ts): the matched routes' `head`, over
 * their loaders' data and the query cache, written into `<head>` whenever it changes (a navigation,
 * an object found by a scan, a language switch, a sign-in). Rendered once, beside the page or its
 * error; it renders nothing.
 */
export function DocumentHead() {
  const matches = useMatches();
  // Outside an error boundary react-router answers null: no error.
  const error = useRouteError() ?? undefined;
  const { pathname, search } = useLocation();
  const queryClient = useQueryClient();
  // The router's address: a kiosk's memory history has its own (the window's stays where it started).
  const path = pathname + search;
  const read = () => {
    const meta = headOf(matches, { url: new URL(path, window.location.origin), queryClient, error });
    return meta ? JSON.stringify(meta) : '';
  };
  const subscribe = useCallback(
    (changed: () => void) => {
      const unsubscribe = [
        queryClient.getQueryCache().subscribe((event) => {
          if (changesData(event)) changed();
        }),
        subscribeToLanguage(changed),
        subscribeToSession(changed),
      ];
      return () => unsubscribe.forEach((stop) => stop());
    },
    [queryClient],
  );
  // On the server it reads nothing: the renderer writes the head from the same routes (server/render.tsx).
  const key = useSyncExternalStore(subscribe, read, () => '');
  useEffect(() => {
    if (key) write(key, new URL(path, window.location.origin));
  }, [key, path]);
  return null;
}

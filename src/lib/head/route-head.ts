/**
 * A page's head as route data (docs/decisions/0054): each page module exports `head`, which the
 * route-modules plugin puts in its route's `handle` (scripts/route-modules-plugin.ts). `headOf`
 * (src/lib/head/document-head.ts, off the shell) reads it from the matched routes with what their
 * loaders returned and what they put in the query cache, on both sides: the server from its static
 * handler's matches (server/render.tsx), the browser from `useMatches()` (src/app/DocumentHead.tsx).
 * No component reports a head. This module holds what the page modules use.
 */
import type { Params } from 'react-router';
import type { QueryClient } from '@tanstack/react-query';
import { shellText } from '../messages/shell-text.ts';
import { paths } from '../addresses/paths.ts';

/** A page's head, as its route knows it: what the server writes into `<head>` and the browser writes after each navigation. */
export interface PageMeta {
  /** The tab's title, without the app's name. */
  title: string;
  /** Home first, then the trail; each with its address (the page itself last, without). */
  crumbs?: { name: string; href?: string }[];
  description?: string;
  /** The picture a shared link previews with (an object's own image): absolute URL. */
  image?: { url: string; width?: number; height?: number; alt: string };
  /** schema.org data of the thing the page shows (an object), beside the breadcrumbs'. */
  thing?: Record<string, unknown>;
  /** The page has an oEmbed answer (an object page while a catalogue is open): its head links `/oembed` for it. */
  oembed?: boolean;
  /** A page that names nothing (an unknown address, an object the collection lacks): not to be indexed. */
  notFound?: boolean;
}

/** A crumb is Hangar's own words (`label`) or a name from the data (`name`: isolated, never translated). */
export type Crumb = ({ label: string; name?: never } | { name: string; label?: never }) & { to?: string };

/** What a route's `head` reads: its loader's data, its address, and the query cache its loader filled. */
export interface HeadArgs<Data = unknown> {
  data: Data;
  params: Params;
  url: URL;
  queryClient: QueryClient;
}

export type RouteHead<Data = unknown> = (args: HeadArgs<Data>) => PageMeta;

/** A matched route as `useMatches()` gives it; the server builds the same from its static handler's context. */
export interface HeadMatch {
  params: Params;
  data: unknown;
  handle: unknown;
}

/**
 * A page's heading as its head gives it: the tab's title (the heading's, unless the page names
 * itself more fully there) and the trail Home › crumbs › the page, as PageHeader shows it.
 */
export function heading(title: string, crumbs?: Crumb[], documentTitle: string = title): PageMeta {
  return {
    title: documentTitle,
    ...(crumbs && {
      crumbs: [
        { name: shellText.app.home, href: paths.home.href() },
        ...crumbs.map((crumb) => ({ name: crumb.name ?? crumb.label, ...(crumb.to && { href: crumb.to }) })),
        { name: title },
      ],
    }),
  };
}

/** The one not-found page's head: unknown paths, ids that cannot exist, lookups that found nothing. */
export const notFoundHead = (): PageMeta => ({ ...heading(shellText.errors.notFoundTitle), notFound: true });

import { createContext, useContext } from 'react';
import type { DehydratedState } from '@tanstack/react-query';
import type { HydrationState } from 'react-router';

/** The id of a server-rendered page's data block (server/page-html.ts writes it, src/main.tsx reads it). */
export const SERVER_STATE_ID = 'hangar-state';

/** What a server-rendered page's data block holds: what the browser hydrates from. */
export interface ServerPageState {
  language: string;
  /** The catalogs the page read: loaded before hydration, so no string suspends it. */
  namespaces: string[];
  /** The moment of rendering: "now" while the page hydrates (the flights' now line, today's date). */
  renderedAt: number;
  queries: DehydratedState;
  router: HydrationState;
}

/** A page's head, as its components know it: what the server writes into `<head>` (title, previews, structured data). */
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
  /** The not-found page: not to be indexed (the server answers it with 404). */
  notFound?: boolean;
}

/**
 * What a page tells the server while it renders there, once: its head and its status (the
 * not-found page says 404). Its data is already in (the route's loader read it). Null in the
 * browser, where none of it applies.
 */
export interface ServerRenderReports {
  /** Parts of the head; several components add theirs (the header its title and trail, an object its picture). */
  head(meta: Partial<PageMeta>): void;
  status(code: number): void;
}

export const ServerRender = createContext<ServerRenderReports | null>(null);

export function useServerRender(): ServerRenderReports | null {
  return useContext(ServerRender);
}

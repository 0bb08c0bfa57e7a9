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

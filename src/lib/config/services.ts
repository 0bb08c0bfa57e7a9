/**
 * The app's long-lived services, created once at boot (src/main.tsx). Route
 * loaders run outside React, so they reach the config and the QueryClient
 * here rather than through context; components use the same instances. The
 * API client is built from these services on first use (src/lib/clients/service-client.ts).
 */
import type { QueryClient } from '@tanstack/react-query';
import type { RuntimeConfig } from './runtime-config.ts';

export interface AppServices {
  config: RuntimeConfig;
  queryClient: QueryClient;
  /** The transport under the API client; tests install a stub or the in-process mock. Default: the browser's fetch. */
  fetch?: typeof globalThis.fetch;
  /**
   * The moment a server-rendered page was rendered (ms): what "now" reads while the page hydrates,
   * so the server's markup and the browser's first render agree (then the browser's clock takes over).
   */
  renderedAt?: number;
  /**
   * Set for one page rendered on the server: its loaders read everything its first screen shows
   * before the one render (an object found by a scan included, within the page's request budget),
   * where the browser would start a long read and show its progress.
   */
  onServer?: boolean;
  /**
   * How Hangar's own endpoints (`/api/...`: search, suggestions, objects by id) are reached. In a
   * browser, absent: the page's origin through `fetch` above. The server renderer sets it (the
   * request's origin, and a fetch that answers from the catalogue in process); where it does not,
   * those requests fail on the server and the browser renders the page.
   */
  hangar?: { origin: string; fetch: typeof globalThis.fetch };
}

let installed: AppServices | null = null;
let scoped: (() => AppServices | undefined) | null = null;

export function installServices(services: AppServices): void {
  installed = services;
}

/**
 * The server renders many visitors' pages at once, each with its own services (its own
 * QueryClient above all): it installs the way to find the current request's (an AsyncLocalStorage),
 * which wins over the installed ones.
 */
export function scopeServices(current: () => AppServices | undefined): void {
  scoped = current;
}

export function services(): AppServices {
  const found = scoped?.() ?? installed;
  if (!found) throw new Error('Hangar services are used before boot installed them.');
  return found;
}

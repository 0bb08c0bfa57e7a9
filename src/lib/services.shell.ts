/**
 * The app's long-lived services, created once at boot (src/main.tsx). Route
 * loaders run outside React, so they reach the config and the QueryClient
 * here rather than through context; components use the same instances. The
 * API client is built from these services on first use (src/lib/api.data.ts).
 */
import type { QueryClient } from '@tanstack/react-query';
import type { RuntimeConfig } from './runtime-config.ts';

export interface AppServices {
  config: RuntimeConfig;
  queryClient: QueryClient;
  /** The transport under the API client; tests install a stub or the in-process mock. Default: the browser's fetch. */
  fetch?: typeof globalThis.fetch;
}

let installed: AppServices | null = null;

export function installServices(services: AppServices): void {
  installed = services;
}

export function services(): AppServices {
  if (!installed) throw new Error('Hangar services are used before boot installed them.');
  return installed;
}

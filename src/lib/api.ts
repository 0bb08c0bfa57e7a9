import { createApiClient, type ApiClient } from '../api/client.ts';
import { getSignedInUser } from './session.ts';
import { services } from './services.ts';

let client: ApiClient | null = null;

/**
 * The app's API client, created on first use from the runtime config and the
 * session. It lives here (not in src/api, which knows nothing of the app) and
 * not in the boot code, so the fetch layer is downloaded with the first page
 * that needs data, not with the shell.
 */
export function api(): ApiClient {
  client ??= createApiClient({
    baseUrl: services().config.apiBaseUrl,
    // The signed-in user's token wins; anonymous visitors use the read token.
    getAccessToken: () => getSignedInUser()?.token ?? services().config.accessToken,
  });
  return client;
}

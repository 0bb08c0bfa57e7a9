import { createApiClient, type ApiClient } from '../api/client.ts';
import { getSignedInUser } from './session.shell.ts';
import { services, type AppServices } from './services.shell.ts';

/** One client per installed services object: installing new services (a test does) yields a new client. */
const clients = new WeakMap<AppServices, ApiClient>();

/**
 * The app's API client, built on first use from the current services (runtime
 * config, session, transport). It lives here (not in src/api, which knows
 * nothing of the app) and not in the boot code, so the fetch layer is
 * downloaded with the first page that needs data, not with the shell.
 */
export function api(): ApiClient {
  const current = services();
  let client = clients.get(current);
  if (!client) {
    // The signed-in user's token wins; anonymous visitors use the read token.
    client = clientFor(current, () => getSignedInUser()?.token ?? current.config.accessToken);
    clients.set(current, client);
  }
  return client;
}

/**
 * A one-off client for a token that is not the session's yet (the sign-in
 * page checks a candidate with it), over the same server and transport.
 */
export function apiWithToken(token: string): ApiClient {
  return clientFor(services(), () => token);
}

function clientFor(current: AppServices, getAccessToken: () => string | undefined): ApiClient {
  return createApiClient({ baseUrl: current.config.apiBaseUrl, getAccessToken, fetch: current.fetch });
}

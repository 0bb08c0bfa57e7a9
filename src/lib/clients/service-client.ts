import { createApiClient, type ApiClient } from '../../api/client.ts';
import { ApiError } from '../../api/errors.ts';
import { LISTS, WRITES } from '../../api/operations.ts';
import { endSession, getSignedInUser, type SessionEndReason } from '../session/signed-in-user.ts';
import { services, type AppServices } from '../config/services.ts';

/** One client per installed services object: installing new services (a test does) yields a new client. */
const clients = new WeakMap<AppServices, ApiClient>();

/**
 * The operations on the token owner's own data (their shoebox). They never go
 * with the visitors' read token: that would act on the shoebox of whoever
 * owns the read token.
 */
const USER_DATA_METHODS: ReadonlySet<string> = new Set([LISTS.listItems.method, ...Object.values(WRITES)]);

/** 491 (expired) and 493 (not recognised): the server will not take this token again. */
function refusal(error: unknown): SessionEndReason | null {
  if (!(error instanceof ApiError)) return null;
  return error.code === 491 ? 'expired' : error.code === 493 ? 'invalid' : null;
}

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
    client = sessionClient(current);
    clients.set(current, client);
  }
  return client;
}

/**
 * The signed-in user's token wins; anonymous visitors use the read token.
 * When the server refuses the user's token (expired, or unknown), that is
 * learnt here, in one place: the session ends with the reason (the layout
 * says so and offers to sign in again; the user's cached data is dropped), and
 * a public read is sent once more with the read token, so an old sign-in
 * never stands between a visitor and the collections. The user's own data
 * keeps the error: the shoebox page then asks to sign in.
 */
function sessionClient(current: AppServices): ApiClient {
  const visitor = clientFor(current, () => current.config.accessToken);
  // Nobody's shoebox is asked for with the read token: without a user it goes with none (494, "sign in").
  const nobody = clientFor(current, () => undefined);
  async function send<R>(method: string, call: (client: ApiClient) => Promise<R>): Promise<R> {
    const user = getSignedInUser();
    const userData = USER_DATA_METHODS.has(method);
    if (!user) return call(userData ? nobody : visitor);
    try {
      return await call(clientFor(current, () => user.token));
    } catch (error) {
      const reason = refusal(error);
      if (!reason) throw error;
      // Several requests may learn it at once, or someone may have signed in meanwhile: end only this session, once.
      if (getSignedInUser() === user) endSession(reason);
      if (userData) throw error;
      return call(visitor);
    }
  }
  return {
    read: (method, params, options) => send(method, (client) => client.read(method, params, options)),
    write: (method, params, options) => send(method, (client) => client.write(method, params, options)),
  };
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

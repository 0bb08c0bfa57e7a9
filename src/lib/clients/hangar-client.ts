import { createHangarClient, type HangarClient } from '../../api/hangar.ts';
import { services, type AppServices } from '../config/services.ts';

const clients = new WeakMap<AppServices, HangarClient>();

/** On a server that has not said how to reach its own endpoints there is no origin to ask. */
const unreachable: typeof fetch = () => Promise.reject(new TypeError('Hangar endpoints are not reachable here'));

/**
 * The client for Hangar's own endpoints, built from the current services on first use (one per
 * services object, as lib/clients/service-client.ts does for the service's client).
 */
export function hangarApi(): HangarClient {
  const current = services();
  let client = clients.get(current);
  if (!client) {
    const origin = current.hangar?.origin ?? globalThis.location?.origin;
    client = createHangarClient(
      origin === undefined ? { origin: 'http://localhost', fetch: unreachable } : { origin, fetch: current.hangar?.fetch ?? current.fetch },
    );
    clients.set(current, client);
  }
  return client;
}

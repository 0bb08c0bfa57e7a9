/**
 * What the service worker does with each request (docs/decisions/0043). Pure: the worker
 * (sw.ts) asks, these rules answer, and unit tests hold them to it.
 */

/** The parts of a Request the rules read (a Request has them all). */
export interface RequestFacts {
  url: string;
  method: string;
  mode: string;
  destination: string;
  /** A request made with `cache: 'no-store'` (the page's connectivity probe) asks for the network alone. */
  cache: string;
}

/** What the worker knows of the deployment: the app's origin and the config's public read token. */
export interface Deployment {
  origin: string;
  /** config.json's `accessToken`, the token of anonymous visitors; undefined when it has none. */
  publicToken: string | undefined;
}

export type Handling =
  /** A document: network first; offline, the copy from the last visit, else the app shell. */
  | 'page'
  /** config.json: network first, the last copy offline. */
  | 'config'
  /** A public API read: network first with a short timeout, the last answer offline. */
  | 'api-read'
  /** A picture: from the cache when it has one, else the network, then kept (bounded). */
  | 'image'
  /** Everything else, and everything private: straight to the network, never stored. */
  | 'network-only';

/** Operations on a visitor's own things (the shoebox): never cached, whatever the token. */
const PRIVATE_OPERATIONS = /^museum\.you\./;

export function handlingOf(request: RequestFacts, deployment: Deployment): Handling {
  // Writes (removals, empty-all) are never replayed or stored.
  if (request.method !== 'GET' || request.cache === 'no-store') return 'network-only';
  const url = new URL(request.url);
  if (request.mode === 'navigate') return url.origin === deployment.origin ? 'page' : 'network-only';
  if (url.origin === deployment.origin && url.pathname === '/config.json') return 'config';
  if (isApiCall(url)) return isPublicRead(url, deployment) ? 'api-read' : 'network-only';
  if (request.destination === 'image') return 'image';
  return 'network-only';
}

/** A call of the service's one endpoint (`{apiBaseUrl}/rest/?method=…`), wherever the config points. */
function isApiCall(url: URL): boolean {
  return /\/rest\/?$/.test(url.pathname) && url.searchParams.has('method');
}

/**
 * A read anyone may make: with the deployment's public token (or none, where it has none), of an
 * operation that is not a visitor's own. A request that carries a visitor's token is never
 * written to a cache: what it returns is theirs.
 */
export function isPublicRead(url: URL, deployment: Deployment): boolean {
  if (PRIVATE_OPERATIONS.test(url.searchParams.get('method') ?? '')) return false;
  const token = url.searchParams.get('access_token') ?? undefined;
  return token === deployment.publicToken;
}

/** Whether a network answer may be kept: a whole success the server did not mark `no-store`. */
export function mayKeep(response: Response): boolean {
  if (response.type === 'opaque') return true;
  return response.status === 200 && !/\bno-store\b/i.test(response.headers.get('Cache-Control') ?? '');
}

/**
 * How the worker marks an answer it gave from its caches because the network failed, so the page
 * can say it is offline even where the browser believes it is online (a kiosk on a local network
 * whose uplink is down, or a restarted browser): a header on data, an attribute on <html> of a
 * document.
 */
export const OFFLINE_COPY_HEADER = 'X-Hangar-Offline-Copy';
export const OFFLINE_COPY_ATTRIBUTE = 'data-offline-copy';

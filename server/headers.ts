/**
 * What every answer of the server says about itself: the security headers
 * (through helmet) with the strict Content-Security-Policy the app was built
 * for, and the caching rules a CDN reads.
 */
import helmet from 'helmet';

/**
 * The app loads its own scripts only (no inline script: server-rendered state travels in a JSON
 * data block, which is not executed); images come from the API's hosts, which the config names at
 * run time, so any http(s) image source is allowed; API calls go wherever `apiBaseUrl` points.
 */
export const CONTENT_SECURITY_POLICY_DIRECTIVES = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'https:', 'http:'],
  connectSrc: ["'self'", 'http:', 'https:'],
  fontSrc: ["'self'"],
  // No manifest-src: WebKit does not know it and logs a console error on every page; the web app
  // manifest then falls back to default-src, the same 'self', in the engines that know it.
  workerSrc: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
  // helmet adds upgrade-insecure-requests by default; a museum's kiosk on plain http inside the
  // airport's network would then ask for https images that do not exist.
  upgradeInsecureRequests: null,
};

/**
 * What `npm run dev` adds to the policy, and nothing else: its template's inline scripts (the React
 * refresh preamble) by their hashes, and the socket Vite's client reloads the page through.
 */
export interface DevAllowances {
  inlineScriptHashes: string[];
}

export function securityHeaders(dev?: DevAllowances) {
  const directives = dev
    ? {
        ...CONTENT_SECURITY_POLICY_DIRECTIVES,
        scriptSrc: [...CONTENT_SECURITY_POLICY_DIRECTIVES.scriptSrc, ...dev.inlineScriptHashes.map((hash) => `'${hash}'`)],
        connectSrc: [...CONTENT_SECURITY_POLICY_DIRECTIVES.connectSrc, 'ws:', 'wss:'],
      }
    : CONTENT_SECURITY_POLICY_DIRECTIVES;
  return helmet({
    contentSecurityPolicy: { useDefaults: false, directives },
    // The API's images are on other hosts and carry no CORP header of their own.
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'no-referrer' },
    frameguard: { action: 'deny' },
    // HSTS is the TLS terminator's to send (a CDN or load balancer): this server speaks plain HTTP.
    strictTransportSecurity: false,
  });
}

/** Hashed file names change with their content, so a cache may keep them for a year. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Unhashed files (config.json, the manifest, icons): always revalidated. */
export const REVALIDATE = 'no-cache';
/**
 * A page's HTML: browsers revalidate every time; a CDN may serve it for 30 s and, while it fetches
 * a fresh copy, a stale one for 5 minutes more. Short because the lists change (flights by the
 * minute) and the same page is cheap to render again.
 */
export const PAGE_CACHE = 'public, max-age=0, s-maxage=30, stale-while-revalidate=300';
/** A page that sets the visitor's language cookie (a `?lang=`): for their browser only, never a shared cache. */
export const PRIVATE_PAGE = 'private, no-cache';
/** Errors, and the bare shell sent in place of a page that could not be rendered: never kept. */
export const NO_STORE = 'no-store';
/** A page's language comes from `?lang=` (in the URL), the language cookie and Accept-Language. */
export const PAGE_VARY = 'Accept-Encoding, Accept-Language, Cookie';

/**
 * The production server as an Express application: the client's files, the
 * pages (rendered on the server where a renderer is given, else the app
 * shell), `/config.json`, `/healthz`, and in the demo the mock API mounted
 * beside them. What an instance keeps between requests (a few seconds of
 * rendered pages, recent search answers) is a cache any other instance can
 * rebuild, so any number of instances can share the traffic.
 */
import compression from 'compression';
import express, { type ErrorRequestHandler, type RequestHandler } from 'express';
import { LRUCache } from 'lru-cache';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import type { RuntimeConfig } from '../src/lib/config/runtime-config.ts';
import { accessLog } from './access-log.ts';
import { Overloaded, type AdmissionStats } from './admission.ts';
import type { PoolStats } from './catalogue/search-pool.ts';
import { healthMonitor } from './health.ts';
import { pageBody } from './compressed-pages.ts';
import type { CatalogueHandle } from './catalogue/handle.ts';
import { catalogueFetch, catalogueRoutes, createApiAnswers } from './catalogue/http.ts';
import { discoveryRoutes } from './catalogue/discovery.ts';
import { StartupError } from './config.ts';
import { IMMUTABLE, NO_STORE, PAGE_CACHE, PAGE_VARY, PRIVATE_PAGE, REVALIDATE, securityHeaders } from './headers.ts';
import { addressLanguageCookie } from './language.ts';

/** What a renderer is given: one page request, with everything it may use and nothing of the visitor's. */
export interface PageRequest {
  /** The page's absolute address as the browser asked for it. */
  url: URL;
  acceptLanguage: string | undefined;
  cookie: string | undefined;
  config: RuntimeConfig;
  /** How the server reaches the API: the network in production, the mock in-process in the demo. */
  fetch: typeof fetch;
  /** Aborted when the page's time budget runs out or the visitor goes away. */
  signal: AbortSignal;
  /** The client's index.html: the template a rendered page is written into. */
  template: string;
  /** Hangar's own `/api/...` answered in process (the catalogue's search, objects by id), when the server has a catalogue. */
  hangarFetch?: typeof fetch;
}

export interface RenderedPage {
  status: number;
  html: string;
  /** A redirect's Location. */
  headers?: Record<string, string>;
}

/** A rendered page, or null for a page the client renders alone (the shell is sent for it). */
export type RenderPage = (request: PageRequest) => Promise<RenderedPage | null>;

export interface AppOptions {
  /** The client's build: index.html and the hashed assets (dist/client). */
  clientDir: string;
  /** The config for a request from `origin`: fixed in production, generated per address by the demo's mock. */
  configFor(origin: string): { json: string; config: RuntimeConfig };
  render?: RenderPage;
  /** Longest a page may take to render before the shell is sent in its place. */
  renderBudgetMs?: number;
  fetch?: typeof fetch;
  /** Mounted first, for the paths it claims (the demo's mock API); it compresses its own answers. */
  api?: RequestHandler;
  log?: (line: string) => void;
  /** Express's `trust proxy` setting: true, a hop count or addresses of the proxies in front. */
  trustProxy?: boolean | number | string;
  /**
   * The catalogue (search, objects by id, sitemaps): /api/search and the rest answer from it, and
   * /config.json says `"search": true` while one is open. Absent: /api/* answers 503.
   */
  catalogue?: CatalogueHandle;
  /**
   * `npm run dev` (scripts/dev.ts): Vite's middleware serves the sources in place of the build's
   * files, and its transformed index.html is the template; pages render as in production.
   */
  devServer?: DevServer;
  /** The render queue (page-cache.ts's pageRenderer takes the same one), for /healthz. */
  renders?: { stats(): AdmissionStats };
  /** The catalogue's search threads (catalogue/search-pool.ts), for /healthz. */
  searchPool?: { snapshot(): PoolStats };
}

export interface DevServer {
  files: RequestHandler;
  template: string;
}

/** The CSP hashes of a template's inline scripts (only the dev server's template has any). */
export function inlineScriptHashes(template: string): string[] {
  return Array.from(template.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g), (match) => match[1]!)
    .filter((source) => source.trim() !== '')
    .map((source) => `sha256-${createHash('sha256').update(source).digest('base64')}`);
}

export interface HangarApp {
  app: express.Express;
  /** Marks the server as stopping: /healthz answers 503 and pages ask clients to close their connections. */
  drain(): void;
  /** Stops the health monitor's timers (tests that start many apps). */
  close(): void;
}

/**
 * From the request's arrival, its wait for a turn (admission.ts, at most 1 s) included: past it the
 * app is sent instead, so no page waits 2 s for its first byte.
 */
export const DEFAULT_RENDER_BUDGET_MS = 1_500;
/** Longest address served (path and query), in characters. */
export const MAX_ADDRESS = 4_096;

function readTemplate(clientDir: string): string {
  try {
    return readFileSync(join(clientDir, 'index.html'), 'utf8');
  } catch {
    throw new StartupError(`The client build is missing (${join(clientDir, 'index.html')} not found): run \`npm run build\` first.`);
  }
}

/** A page address is any path whose last segment has no extension; a missing file with one is a plain 404. */
function isPageAddress(pathname: string): boolean {
  return extname(pathname) === '';
}

export function createHangarApp(options: AppOptions): HangarApp {
  const template = options.devServer?.template ?? readTemplate(options.clientDir);
  const budgetMs = options.renderBudgetMs ?? DEFAULT_RENDER_BUDGET_MS;
  const fetchApi = options.fetch ?? fetch;
  let draining = false;

  const app = express();
  app.disable('x-powered-by');
  // Behind a CDN or load balancer the visitor's scheme and host arrive as X-Forwarded-*; they are
  // believed only when the operator says a proxy sets them (a forged host would otherwise end up in
  // canonical links that a CDN caches for everyone).
  app.set('trust proxy', options.trustProxy ?? false);
  app.set('etag', false);

  if (options.log) app.use(accessLog(options.log));
  // No page or API address of Hangar's is this long (a search's words are at most 200 characters):
  // refused before anything parses it. 20 connections of 15 KB searches otherwise spent the loop
  // decoding 15,000 '+' per request, and /healthz waited behind them.
  app.use((request, response, next) => {
    if (request.originalUrl.length <= MAX_ADDRESS) return next();
    response.status(414).setHeader('Cache-Control', NO_STORE);
    if (request.originalUrl.startsWith('/api/')) {
      const message = `The address is longer than ${MAX_ADDRESS} characters.`;
      response.setHeader('X-api-error-code', '454').setHeader('X-api-error-message', message);
      return void response.type('application/json').send(JSON.stringify({ stat: 'error', error: { code: 454, message } }));
    }
    response.type('text').send('URI too long');
  });
  app.use((_request, response, next) => {
    if (draining) response.setHeader('Connection', 'close');
    next();
  });

  const health = healthMonitor({
    ...(options.renders ? { renders: options.renders } : {}),
    ...(options.searchPool ? { search: options.searchPool } : {}),
    ...(options.log ? { log: options.log } : {}),
  });
  app.get('/healthz', (_request, response) => {
    response.setHeader('Cache-Control', NO_STORE);
    if (draining) return void response.status(503).json({ status: 'stopping' });
    const report = health.snapshot();
    response.status(report.status === 'ok' ? 200 : 503).json(report);
  });

  if (options.api) app.use(options.api);

  app.use(compression());
  app.use(securityHeaders(options.devServer ? { inlineScriptHashes: inlineScriptHashes(template) } : undefined));

  // One set of answers for the /api routes and for the pages the server renders (in process).
  const apiAnswers = createApiAnswers(options.catalogue);
  const hangarFetch = options.catalogue ? catalogueFetch(apiAnswers) : undefined;
  app.use(
    catalogueRoutes({
      catalogue: options.catalogue,
      clientDir: options.clientDir,
      originOf,
      answer: apiAnswers,
      ...(options.log ? { log: options.log } : {}),
    }),
  );
  app.use(discoveryRoutes({ catalogue: options.catalogue, originOf }));
  /** The config a page is rendered with: as the browser will read it, `search` included while a catalogue is open. */
  const renderConfig = (origin: string) => {
    const { config } = options.configFor(origin);
    return options.catalogue?.isOpen() ? { ...config, search: true } : config;
  };

  /**
   * The config's text with `"search": true` (the client shows the search form only then), made
   * once per config. The demo's config names the Host the visitor used, which anyone can set: a
   * few are kept, the least recently sent out first.
   */
  const searchable = new LRUCache<string, string>({
    max: 64,
    memoMethod: (json) => JSON.stringify({ ...(JSON.parse(json) as Record<string, unknown>), search: true }, null, 2),
  });

  app.get('/config.json', (request, response) => {
    response.setHeader('Cache-Control', REVALIDATE);
    const { json } = options.configFor(originOf(request));
    response.type('application/json').send(options.catalogue?.isOpen() ? searchable.memo(json) : json);
  });

  const serveFiles =
    options.devServer?.files ??
    express.static(options.clientDir, {
      index: false,
      redirect: false,
      etag: true,
      lastModified: true,
      setHeaders(response, path) {
        response.setHeader('Cache-Control', path.startsWith(join(options.clientDir, 'assets')) ? IMMUTABLE : REVALIDATE);
      },
    });
  // Files have an extension, pages do not: a page's address is never looked for on disk (a failed
  // stat per page was 9 % of the server's time under load).
  // Vite's own modules (`/@vite/client`, `/@react-refresh`, `/@fs/…`) have no extension either.
  const isFile = (path: string) => !isPageAddress(path) || (options.devServer !== undefined && path.startsWith('/@'));
  app.use((request, response, next) => (isFile(request.path) ? serveFiles(request, response, next) : next()));

  // The shell compressed once per encoding, like a kept page: under overload it is the answer to
  // hundreds of refused pages a second, and compressing it for each was most of their cost.
  const shell = { html: template };
  const sendShell = (response: express.Response, status: number, cacheControl: string) => {
    response.status(status).setHeader('Cache-Control', privately(response, cacheControl));
    response.setHeader('Vary', PAGE_VARY);
    void pageBody(shell, response.req.get('accept-encoding')).then(({ body, encoding }) => {
      if (response.headersSent) return;
      if (encoding) response.setHeader('Content-Encoding', encoding);
      response.type('html').send(body);
    });
  };

  app.use(async (request, response, next) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return next();
    if (!isPageAddress(request.path)) return next();
    // An address that cannot be decoded names no page: the app says "not found" without a render
    // (the router would log a warning quoting the whole address, 15 KB at a time).
    if (!decodable(request.path)) return sendShell(response, 404, NO_STORE);
    const chosen = addressLanguageCookie(
      new URL(request.originalUrl, 'http://page'),
      request.get('cookie'),
      options.configFor(originOf(request)).config.kiosk.enabled,
    );
    if (chosen) response.setHeader('Set-Cookie', chosen);
    if (!options.render) return sendShell(response, 200, PAGE_CACHE);
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(new Error('render budget')), budgetMs);
    response.once('close', () => controller.abort(new Error('client went away')));
    try {
      const origin = originOf(request);
      const url = new URL(request.originalUrl, origin);
      const rendered = await Promise.race([
        options.render({
          url,
          acceptLanguage: request.get('accept-language'),
          cookie: request.get('cookie'),
          config: renderConfig(origin),
          fetch: fetchApi,
          ...(hangarFetch ? { hangarFetch } : {}),
          signal: controller.signal,
          template,
        }),
        new Promise<never>((_resolve, reject) =>
          controller.signal.addEventListener('abort', () => reject(controller.signal.reason as Error), { once: true }),
        ),
      ]);
      if (!rendered) return sendShell(response, 200, PAGE_CACHE);
      // A redirect may depend on the day (`/flights` goes to today), an error is never kept.
      response.status(rendered.status).setHeader('Cache-Control', privately(response, rendered.status === 200 ? PAGE_CACHE : NO_STORE));
      for (const [name, value] of Object.entries(rendered.headers ?? {})) response.setHeader(name, value);
      response.setHeader('Vary', PAGE_VARY);
      // The page cache hands everyone the same page object: it is compressed once, not per answer.
      const { body, encoding } = await pageBody(rendered, request.get('accept-encoding'));
      if (encoding) response.setHeader('Content-Encoding', encoding);
      response.type('html').send(body);
    } catch (error) {
      if (error instanceof Overloaded) {
        // More pages to render than this instance can start soon (admission.ts): 503 and when to come
        // back, for crawlers and balancers; the body is the app, so a visitor's browser still shows
        // the page, rendered on the client. Counted in /healthz and the "shed" log lines.
        if (response.headersSent) return;
        response.setHeader('Retry-After', String(error.retryAfterS));
        return sendShell(response, 503, NO_STORE);
      }
      // The API is slow, down or answering garbage: the client renders the page as a static host's
      // would, with its own errors and retries. The stand-in is never cached.
      options.log?.(JSON.stringify({ time: new Date().toISOString(), event: 'render-fallback', reason: (error as Error).message }));
      if (!response.headersSent) sendShell(response, 200, NO_STORE);
    } finally {
      clearTimeout(timer);
    }
  });

  app.use((_request, response) => {
    response.status(404).setHeader('Cache-Control', NO_STORE);
    response.type('text').send('Not found');
  });

  const onError: ErrorRequestHandler = (error: { status?: number; statusCode?: number }, request, response, _next) => {
    const status = error.status ?? error.statusCode ?? 500;
    if (response.headersSent) return void response.end();
    response.setHeader('Cache-Control', NO_STORE);
    // A malformed page address (bad percent-encoding) gets the app, which says "not found" in the
    // visitor's language; anything else a short plain answer. Never a stack trace.
    if (status < 500 && isPageAddress(request.path)) {
      response.status(status).setHeader('Vary', PAGE_VARY);
      return void response.type('html').send(template);
    }
    response
      .status(status)
      .type('text')
      .send(status < 500 ? 'Bad request' : 'Internal server error');
  };
  app.use(onError);

  return {
    app,
    drain() {
      draining = true;
    },
    close() {
      health.stop();
    },
  };
}

function decodable(path: string): boolean {
  try {
    decodeURIComponent(path);
    return true;
  } catch {
    return false;
  }
}

/** An answer that sets a cookie is the visitor's own: a shared cache would give the cookie to everyone. */
function privately(response: express.Response, cacheControl: string): string {
  return cacheControl === PAGE_CACHE && response.hasHeader('Set-Cookie') ? PRIVATE_PAGE : cacheControl;
}

/** A Host header as a URL may hold it: a name or an address, and a port from 0 to 65535. */
const VALID_HOST = /^(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*\.?|\[[0-9a-f:.]+\])(?::(\d{1,5}))?$/i;

/**
 * The address the visitor used (behind a proxy, from X-Forwarded-Proto and -Host). A Host that is
 * no host (`a b`, `x:99999`, `a"b`) is taken as localhost: it would otherwise end in a URL that
 * cannot be parsed (a 500) or in text written into pages and JSON.
 */
export function originOf(request: express.Request): string {
  const host = request.host;
  const match = host ? VALID_HOST.exec(host) : null;
  const valid = match !== null && (match[1] === undefined || Number(match[1]) <= 65_535);
  const protocol = request.protocol === 'https' ? 'https' : 'http';
  return `${protocol}://${valid ? host.toLowerCase() : 'localhost'}`;
}

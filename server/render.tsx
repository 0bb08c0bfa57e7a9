/**
 * Server rendering (docs/decisions/0046): a page's first screen rendered into the client's
 * index.html, with the queries it read as react-query's dehydrated state and the router's data in a
 * JSON data block the browser hydrates from, so it asks the API for nothing the page already holds.
 *
 * The route loaders read everything the first screen shows (the browser runs the same loaders);
 * the page is then rendered once. A failed primary read (the list, the object) sends the shell,
 * for the browser to show with its retries; a failed secondary read (a breadcrumb's name: see
 * SECONDARY_READ) renders the page with its fallback and is left out of the data, so the browser
 * asks again.
 *
 * The page's head and status are its routes' data (docs/decisions/0054): the matched routes'
 * `head` over the loaders' data and cache (src/lib/head/route-head.ts, as the browser reads them), and
 * the static handler's status (a loader's `data(…, { status: 404 })` or thrown 404).
 *
 * Each request has its own QueryClient and services and its own language, found by the app's
 * modules through an AsyncLocalStorage (services.ts, language.ts; docs/decisions/0054 says why it
 * stays): two visitors' pages rendered at once never share state. The work is bounded: at most
 * MAX_API_REQUESTS calls to the API; past it the page is not rendered and the server sends the
 * shell (the browser then does what it does on a static host).
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { QueryClientProvider, dehydrate, type QueryClient } from '@tanstack/react-query';
import { createStaticHandler, createStaticRouter, StaticRouterProvider, type StaticHandlerContext } from 'react-router';
import { loadSearchCombobox } from '../src/app/HeaderSearch.tsx';
import { createQueryClient } from '../src/app/query-client.ts';
import { routes } from '../src/app/router.tsx';
import { isSecondaryRead } from '../src/lib/clients/query-keys.ts';
import { loadAllCatalogs, scopeLanguage, type LanguageScope } from '../src/i18n/language.ts';
import { scopeServices, type AppServices } from '../src/lib/config/services.ts';
import { headOf } from '../src/lib/head/document-head.ts';
import type { ServerPageState } from '../src/lib/hydration/server-state.ts';
import { paths } from '../src/lib/addresses/paths.ts';
import { shellText } from '../src/lib/messages/shell-text.ts';
import type { PageRequest, RenderedPage, RenderPage } from './app.ts';
import { StartupError } from './config.ts';
import { documentHead } from './head.ts';
import { isKiosk } from './kiosk.ts';
import { pageLanguage } from './language.ts';
import { type PageParts, writeClientOnlyPage, writePage } from './page-html.ts';

/** API calls one page may make: a list's page, a name lookup over the directory's collections, an object's context page. */
export const MAX_API_REQUESTS = 6;

interface RequestScope {
  /** None for a page that only reads strings (the shell of sign-in and the shoebox). */
  services?: AppServices;
  language: LanguageScope;
}

const scope = new AsyncLocalStorage<RequestScope>();
scopeServices(() => scope.getStore()?.services);
scopeLanguage(() => scope.getStore()?.language);

/** The visitor's own pages: their token never reaches the server, so the browser renders them. */
function isVisitorsOwn(url: URL): boolean {
  return url.pathname === paths.shoebox.pattern || url.pathname === paths.signIn.pattern;
}

/** The page's budget of API calls, and its abort signal on every one of them. */
function budgetedFetch(base: typeof fetch, signal: AbortSignal): typeof fetch {
  let calls = 0;
  return (input, init) => {
    calls += 1;
    if (calls > MAX_API_REQUESTS) return Promise.reject(new Error(`more than ${MAX_API_REQUESTS} API requests for one page`));
    return base(input, { ...init, signal: init?.signal ? AbortSignal.any([init.signal, signal]) : signal });
  };
}

/** A read the page's loaders made that failed and that the page cannot do without (not a SECONDARY_READ). */
function failedPrimaryRead(queryClient: QueryClient): boolean {
  return queryClient
    .getQueryCache()
    .getAll()
    .some((query) => query.state.status === 'error' && !isSecondaryRead(query.meta));
}

/** What a loader returned, as JSON keeps it (`undefined` would tell the browser's router to run the loader again). */
function serializableLoaderData(context: StaticHandlerContext): Record<string, unknown> {
  return Object.fromEntries(Object.entries(context.loaderData).map(([id, value]) => [id, value ?? null]));
}

/** Client manifest entries, for the stylesheets and scripts of the pages rendered. */
export type ClientManifest = Record<string, { file: string; css?: string[]; imports?: string[] }>;

export function readClientManifest(clientDir: string): ClientManifest {
  const path = join(clientDir, '.vite', 'manifest.json');
  try {
    return JSON.parse(readFileSync(path, 'utf8')) as ClientManifest;
  } catch {
    throw new StartupError(`The client build is missing or incomplete (${path} not found): run \`npm run build\` first.`);
  }
}

export async function createRenderer(manifest: ClientManifest): Promise<RenderPage> {
  await loadAllCatalogs();
  await loadSearchCombobox();
  const handler = createStaticHandler(routes);

  // The loader of a rendered page's code (src/after-paint.ts): hashed in a build; by its source
  // path where there is none (tests, which never load it).
  const loader = manifest['src/after-paint.ts']?.file ?? 'src/after-paint.ts';

  /** The route modules' own stylesheets and scripts (the shell's are in index.html already). */
  function assetsOf(modules: string[], template: string): PageParts['assets'] {
    const css = new Set<string>();
    const js = new Set<string>();
    const visit = (key: string) => {
      const chunk = manifest[key];
      if (!chunk || js.has(chunk.file)) return;
      js.add(chunk.file);
      chunk.css?.forEach((file) => css.add(file));
      chunk.imports?.forEach(visit);
    };
    modules.forEach(visit);
    const inTemplate = (file: string) => template.includes(`/${file}`);
    return { css: [...css].filter((file) => !inTemplate(file)), js: [...js].filter((file) => !inTemplate(file)), loader };
  }

  return async function render(request: PageRequest): Promise<RenderedPage | null> {
    const { url } = request;
    if (isKiosk(url, request)) return null;
    const language = pageLanguage(url, request.cookie, request.acceptLanguage);
    if (isVisitorsOwn(url)) {
      const needsJavaScript = scope.run({ language: { language, read: new Set() } }, () => shellText.app.needsJavaScript);
      return { status: 200, html: writeClientOnlyPage(request.template, language, needsJavaScript) };
    }
    const queryClient = createQueryClient({ onServer: true });
    const renderedAt = Date.now();
    const requestScope: RequestScope = {
      services: {
        config: request.config,
        queryClient,
        fetch: budgetedFetch(request.fetch, request.signal),
        renderedAt,
        onServer: true,
        ...(request.hangarFetch ? { hangar: { origin: url.origin, fetch: request.hangarFetch } } : {}),
      },
      language: { language, read: new Set() },
    };

    return scope.run(requestScope, async () => {
      const context = await handler.query(new Request(url, { signal: request.signal }));
      if (context instanceof Response) {
        // A loader's redirect (`/flights` to today's date, `/collections/:id` to its objects).
        const location = context.headers.get('Location');
        if (context.status >= 300 && context.status < 400 && location)
          return { status: context.status, html: '', headers: { Location: location } };
        throw new Error(`a loader answered ${context.status}`);
      }
      const routeErrors = Object.values(context.errors ?? {});
      if (routeErrors.some((error) => (error as { status?: number } | null)?.status !== 404))
        throw new Error('a route failed on the server');

      // Only the loaders' reads are in the cache: a failed one the page needs sends the shell
      // (never a page rendered as a failure, nor cached as one). An unknown list is a 404 page.
      if (context.statusCode !== 404 && failedPrimaryRead(queryClient)) throw new Error('an API request failed');
      if (request.signal.aborted) throw new Error('aborted');

      const markup = renderToString(
        <StrictMode>
          <QueryClientProvider client={queryClient}>
            <StaticRouterProvider router={createStaticRouter(handler.dataRoutes, context)} context={context} hydrate={false} />
          </QueryClientProvider>
        </StrictMode>,
      );
      // The head and the status are the routes' (src/lib/head/route-head.ts): the matched routes' heads
      // over their loaders' data and the cache they filled, as the browser's DocumentHead reads them,
      // and the status a loader gave (`data(…, { status: 404 })`) or threw.
      const matches = context.matches.map((match) => ({
        params: match.params,
        data: context.loaderData[match.route.id],
        handle: match.route.handle,
      }));
      const meta = headOf(matches, { url, queryClient, error: routeErrors[0] });
      const status = context.statusCode;
      const modules = context.matches.flatMap((match) => {
        const module = (match.route.handle as { module?: string } | undefined)?.module;
        return module ? [module] : [];
      });
      const state: ServerPageState = {
        language,
        namespaces: [...requestScope.language.read],
        renderedAt,
        queries: dehydrate(queryClient),
        router: { loaderData: serializableLoaderData(context), actionData: null, errors: context.errors },
      };
      const head = documentHead({ meta, url, language, status, search: request.config.search === true });
      return { status, html: writePage(request.template, { markup, head, language, state, assets: assetsOf(modules, request.template) }) };
    });
  };
}

import type { LoaderFunctionArgs } from 'react-router';

type Loader = (args: LoaderFunctionArgs) => unknown;

export interface LazyLoader extends Loader {
  /** Starts downloading the loader's code without running it. */
  preload: () => Promise<unknown>;
}

/**
 * A route loader whose code (its queries and the whole fetch layer) is
 * downloaded the first time it runs, not with the app shell: the home page and
 * the other pages without data never pay for it. Boot preloads the code of the
 * page being opened before anything else (src/main.tsx), and link prefetch
 * does the same for in-app navigation.
 *
 * Once the code is in, the loader runs at once rather than after an awaited
 * import: an `await import()` resumes in a later task, and at boot React's
 * first render took that turn, so the page's API request left only after it
 * (docs/decisions/0044). Now the router's first navigation sends it in the
 * task that created the router. react-router's own `lazy: { loader }` awaits
 * the import again inside the router and lost that order (decision 0044).
 */
export function lazyLoader<Name extends string>(load: () => Promise<Record<Name, Loader>>, name: Name): LazyLoader {
  let loaded: Record<Name, Loader> | undefined;
  const preload = () =>
    load().then((module) => {
      loaded = module;
      return module;
    });
  const loader = (args: LoaderFunctionArgs) => (loaded ? loaded[name](args) : preload().then((module) => module[name](args)));
  return Object.assign(loader, { preload });
}

/**
 * Starts downloading the code of every route `matches` names: the loader code
 * (see lazyLoader) and the lazy route module, so the page's own chunks come
 * in alongside config.json rather than after the router starts. Settles when
 * the loader code is in (the route modules keep downloading), never rejects: a
 * failed download is the router's to report when it runs the route.
 */
export async function preloadRouteCode(matches: ReadonlyArray<{ route: { loader?: unknown; lazy?: unknown } }>): Promise<void> {
  for (const { route } of matches) {
    if (typeof route.lazy === 'function') (route.lazy as () => Promise<unknown>)().catch(() => undefined);
  }
  const preloads = matches.map(({ route }) => (route.loader as Partial<LazyLoader> | undefined)?.preload?.());
  await Promise.all(preloads.map((preload) => preload?.catch(() => undefined)));
}

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
 */
export function lazyLoader<Name extends string>(load: () => Promise<Record<Name, Loader>>, name: Name): LazyLoader {
  const loader = async (args: LoaderFunctionArgs) => (await load())[name](args);
  return Object.assign(loader, { preload: load });
}

/**
 * Starts downloading the loader code of every route `matches` names (see
 * lazyLoader); settles when it is in, never rejects (a failed download is the
 * loader's to report when the router runs it).
 */
export async function preloadLoaders(matches: ReadonlyArray<{ route: { loader?: unknown } }>): Promise<void> {
  const preloads = matches.map(({ route }) => (route.loader as Partial<LazyLoader> | undefined)?.preload?.());
  await Promise.all(preloads.map((preload) => preload?.catch(() => undefined)));
}

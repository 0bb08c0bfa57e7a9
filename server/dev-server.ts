/**
 * `npm run dev` (entry: scripts/dev.ts): Hangar's server as `npm start` runs it (the mock API, the
 * demo's catalogue, pages rendered on the server), with Vite in middleware mode in place of the
 * build: the sources are served and hot-reloaded as they change, and each page is rendered by the
 * renderer as the sources are now. What a developer sees is what production sends, as in the Epic
 * Stack's development server. Takes `npm start`'s flags (`--port`, `--host`, the mock's).
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { createServer, type ViteDevServer } from 'vite';
import type { RenderPage } from './app.ts';
import type * as DemoSource from './demo-server.ts';
import type * as RenderSource from './render.tsx';

const ROOT = resolve(import.meta.dirname, '..');

/** The entry's own stylesheets (the shell's, which a build links from index.html): the server never imports the entry. */
async function entryStylesheets(vite: ViteDevServer): Promise<string[]> {
  await vite.environments.client.transformRequest('/src/main.tsx');
  const entry = vite.environments.client.moduleGraph.getModuleById(join(ROOT, 'src', 'main.tsx'));
  return Array.from(entry?.importedModules ?? [], (module) => (module.id?.endsWith('.css') ? module.url : null)).filter(
    (url): url is string => url !== null,
  );
}

/**
 * A build links each page's stylesheets; here the styles would otherwise arrive only with the
 * scripts, after a first paint without them. Every stylesheet the server's renders have imported so
 * far is linked (a superset of the page's: harmless, the styles are scoped by class).
 */
function stylesheetLinks(vite: ViteDevServer, entry: string[]): string {
  const urls = new Set(entry);
  for (const module of vite.environments.ssr.moduleGraph.idToModuleMap.values()) {
    if (module.id?.endsWith('.css')) urls.add(module.url);
  }
  return Array.from(urls, (url) => `<link rel="stylesheet" href="${url}" />`).join('');
}

/** Vite gives the same module until a source it imports changes: a new renderer only then. */
function currentRenderer(vite: ViteDevServer, stylesheets: string[]): RenderPage {
  let current: { module: typeof RenderSource; render: RenderPage } | undefined;
  return async (request) => {
    const module = (await vite.ssrLoadModule('/server/render.tsx')) as typeof RenderSource;
    if (current?.module !== module) current = { module, render: await module.createRenderer({}) };
    try {
      const page = await current.render(request);
      return page && { ...page, html: page.html.replace('</head>', `${stylesheetLinks(vite, stylesheets)}</head>`) };
    } catch (error) {
      if (error instanceof Error) vite.ssrFixStacktrace(error);
      throw error;
    }
  };
}

export async function startDevServer(argv: string[]) {
  const vite = await createServer({ root: ROOT, server: { middlewareMode: true }, appType: 'custom' });
  try {
    // The template as Vite serves it: its client and React's refresh preamble added.
    const template = await vite.transformIndexHtml('/', readFileSync(join(ROOT, 'index.html'), 'utf8'));
    const render = currentRenderer(vite, await entryStylesheets(vite));
    const demo = (await vite.ssrLoadModule('/server/demo-server.ts')) as typeof DemoSource;
    const started = await demo.startDemo(argv, join(ROOT, 'public'), { devServer: { files: vite.middlewares, template }, render });
    const close = async () => {
      await started.listening.close();
      await vite.close();
    };
    return { ...started, close };
  } catch (error) {
    await vite.close();
    throw error;
  }
}

/**
 * The bare-libraries app: it imports react, react-dom, react-router,
 * react-query and react-virtual and renders an empty router (the baseline of
 * issue #8, 101.4 kB gzip; docs/decisions/0044). The bundle bench weighs it;
 * the Lighthouse and profile benches serve it and measure it in the same run,
 * so a slower machine shows as a slower baseline rather than as a regression.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { build } from 'vite';

const ROOT = resolve(import.meta.dirname, '..');

export interface BaselineApp {
  /** The built app (index.html, assets/, .vite/manifest.json). */
  outDir: string;
  remove: () => Promise<void>;
}

/** `sourcemap`: hidden source maps beside the code, for the profile bench to name functions. */
export async function buildBaselineApp({ sourcemap = false } = {}): Promise<BaselineApp> {
  const dir = await mkdtemp(join(tmpdir(), 'hangar-baseline-'));
  await mkdir(join(dir, 'src'));
  // The same document head as a real page would have (language, mobile viewport), so the browser
  // lays it out as a phone page; nothing in it changes the JS the bundle bench weighs.
  await writeFile(
    join(dir, 'index.html'),
    '<!doctype html><html lang="en"><head><meta charset="UTF-8" /><meta name="viewport" content="width=device-width, initial-scale=1" /><title>Bare libraries</title></head><body><div id="root"></div><script type="module" src="/src/main.tsx"></script></body></html>',
  );
  await writeFile(
    join(dir, 'src', 'main.tsx'),
    `import { createRoot } from 'react-dom/client';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createBrowserRouter, RouterProvider } from 'react-router';
import '@tanstack/react-virtual';
const router = createBrowserRouter([{ path: '/', element: <p>Hangar</p> }]);
createRoot(document.getElementById('root')!).render(
  <QueryClientProvider client={new QueryClient()}><RouterProvider router={router} /></QueryClientProvider>,
);
`,
  );
  const react = (await import('@vitejs/plugin-react')).default;
  const outDir = join(dir, 'dist');
  await build({
    root: dir,
    configFile: false,
    logLevel: 'silent',
    plugins: [react()],
    resolve: {
      alias: Object.fromEntries(
        ['react', 'react-dom', 'react-router', '@tanstack/react-query', '@tanstack/react-virtual'].map((name) => [
          name,
          join(ROOT, 'node_modules', name),
        ]),
      ),
    },
    build: { outDir, manifest: true, target: 'es2022', sourcemap: sourcemap ? 'hidden' : false },
  });
  return { outDir, remove: () => rm(dir, { recursive: true, force: true }) };
}

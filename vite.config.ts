/// <reference types="vitest/config" />
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { mockApiPlugin } from './mock/vite-plugin.ts';
import { catalogsPlugin } from './scripts/catalogs-plugin.ts';

/** The chunk groups, by naming convention; exported for the bundle bench, which checks each matches something. */
export const CHUNK_GROUPS = [
  {
    name: 'shell',
    priority: 2,
    test: /node_modules\/(react|react-dom|scheduler|react-router)\/|\.shell\.tsx?$|query-core\/build\/modern\/(utils|timeoutManager)\.js|src\/main\.tsx$/,
  },
  {
    name: 'data',
    priority: 1,
    test: /src\/api\/|\.data\.tsx?$|react-query\/build\/modern\/infiniteQueryOptions/,
  },
];

// `npm run dev` serves the app with the mock API in the same process, so the
// dev server and `npm start` behave alike (one origin, /rest/ and /config.json).
export default defineConfig({
  plugins: [react(), catalogsPlugin(), mockApiPlugin()],
  resolve: {
    // react-router's package exports name only its development build (with dev warnings), for
    // production bundles too; its production build is the same code with them compiled out: 0.6 kB
    // gzip less on every page (docs/decisions/0010). The bare-libraries baselines keep the default.
    alias: [
      {
        find: /^react-router$/,
        replacement: fileURLToPath(new URL('./node_modules/react-router/dist/production/index.mjs', import.meta.url)),
      },
    ],
  },
  build: {
    target: 'es2022',
    sourcemap: false,
    // The bench reads the manifest to measure each route's initial JS.
    manifest: true,
    // One chunk is above 300 kB minified: 'shell' (322 kB), and it is the libraries (React,
    // react-dom, the router: 99 % of its code before minification), kept in one file on purpose
    // (see below). Its size is watched where it matters, gzipped, by `npm run bench -- bundle`
    // against the initial-JS budget (docs/decisions/0006); a warning on every `npm start` would
    // only teach people to ignore warnings. At 400 kB the limit still catches a chunk that grows.
    chunkSizeWarningLimit: 400,
    // Every browser the es2022 target admits preloads modules natively but Safari 16, which
    // simply skips the hint; the polyfill would cost every visitor ~0.4 kB of entry code.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        // Two groups decide what a cold load fetches, by file name (docs/decisions/0009), so a new
        // module joins its chunk by being named for it. 'shell' (`*.shell.ts`, plus React and the
        // router) is what the first render of any page needs, as one file beside the entry: left
        // alone, Rolldown spreads it over several files of 0.3-100 kB, and on a phone every file is
        // another request. 'data' (`src/api/`, `*.data.ts`) is the fetch layer, its error sentences,
        // the loaders and query factories: only pages with API data need it, so it loads with their
        // route loaders (src/lib/lazy-loader.ts) and the home page never downloads it. A group takes
        // the modules it matches and what they import, so the shell goes first: nothing the entry
        // needs is dragged into 'data'. The bench fails when a group matches no module.
        // The entry itself (src/main.tsx) is in 'shell' too, so the first render's code is one file:
        // as two (entry and shell) each had to list the hundred names the other used, 1.0 KiB gzip
        // on every page (decision 0013). index.html then loads the shell (and Rolldown's runtime) as
        // its scripts. The cost: any change to the app renames that one file, not just the entry.
        codeSplitting: { groups: CHUNK_GROUPS },
        // Six characters of hash, not eight: the shell names every chunk (its lazy imports and
        // their preload lists, ~60 files) and a hash does not compress, 0.16 KiB gzip on every page
        // (decision 0013). 36 bits still tell one version of a file from the next.
        entryFileNames: 'assets/[name]-[hash:6].js',
        chunkFileNames: 'assets/[name]-[hash:6].js',
        assetFileNames: 'assets/[name]-[hash:6][extname]',
      },
    },
  },
  test: {
    globals: true,
    restoreMocks: true,
    projects: [
      {
        extends: true,
        test: {
          name: 'app',
          environment: 'jsdom',
          include: ['src/**/*.test.{ts,tsx}'],
          setupFiles: ['src/test-setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'mock',
          environment: 'node',
          include: ['mock/**/*.test.ts'],
        },
      },
    ],
  },
});

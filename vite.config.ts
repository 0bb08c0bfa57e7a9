/// <reference types="vitest/config" />
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { mockApiPlugin } from './mock/vite-plugin.ts';
import { catalogsPlugin } from './scripts/catalogs-plugin.ts';
import { routeModulesPlugin } from './scripts/route-modules-plugin.ts';
import { manifestPlugin } from './scripts/manifest-plugin.ts';

const PARTS_FEATURES = ['collections', 'flights', 'social'];
/** Those of them with an index page, which shows their text and nothing else of the feature. */
const INDEX_PAGE_FEATURES = ['collections', 'social'];

/**
 * The bundle's shape, declared here rather than in file names, and checked against each build by
 * `npm run test:budget` (bench/bundle.ts: every module below exists and lands in its chunk; nothing
 * of the fetch layer reaches the shell; every route's loaders are in the data chunk).
 *
 * The shell: what the entry (src/main.tsx) runs for every page beside React and the router, one
 * file for the first render (decision 0044). A module joins it only when the entry needs it.
 */
export const SHELL_MODULES = [
  'src/main.tsx',
  'src/api/retry.ts',
  'src/i18n/interpret.ts',
  'src/i18n/language-tag.ts',
  'src/i18n/language.ts',
  'src/i18n/negotiate.ts',
  'src/i18n/use-language.ts',
  'src/lib/addresses/paths.ts',
  'src/lib/clients/query-keys.ts',
  'src/lib/config/services.ts',
  'src/lib/formats/counts-and-dates.ts',
  'src/lib/formats/wall-clock.ts',
  'src/lib/head/route-head.ts',
  'src/lib/head/web-manifest.ts',
  'src/lib/hydration/server-state.ts',
  'src/lib/hydration/use-hydrated.ts',
  'src/lib/lists/page-number.ts',
  'src/lib/lists/stored-list-keys.ts',
  'src/lib/messages/shell-text.ts',
  'src/lib/session/signed-in-user.ts',
  'src/ui/LinkTiles.tsx',
  'src/ui/NotFound.tsx',
  'src/ui/PageHeader.tsx',
  'src/ui/reveal-in-strip.ts',
];
/** The data chunk: the fetch layer and what loads a page's data, fetched only by pages with API data. */
export const DATA_MODULES = [
  'src/lib/clients/service-client.ts',
  'src/lib/lists/list-query.ts',
  'src/lib/lists/warm-list.ts',
  'src/lib/messages/errors.ts',
];
/** Each feature's loaders and query factories (and the collections' lookups), a page folder's inside a feature too (collections/visit/), join the data chunk. */
const FEATURE_DATA = /src\/features\/\w+\/(?:\w+\/)?(loaders|queries|lookup|record-queries)\.ts$/;

const anyOf = (modules: string[]) => modules.map((module) => `/${module.replaceAll('.', '\\.')}$`).join('|');

/** The chunk groups; exported for the bundle bench, which checks each matches something. */
export const CHUNK_GROUPS = [
  {
    name: 'shell',
    priority: 3,
    // The entry with all it imports, so the first render's code is one file (decision 0044). That
    // also keeps what the entry runs (react-query's client and caches, the layout) out of the
    // 'lists' group below, which takes what its modules import.
    test: new RegExp(
      `node_modules/(react|react-dom|scheduler|react-router)/|query-core/build/modern/(utils|timeoutManager)\\.js|${anyOf(SHELL_MODULES)}`,
    ),
  },
  {
    name: 'data',
    priority: 2,
    test: new RegExp(`/src/api/|${FEATURE_DATA.source}|react-query/build/modern/infiniteQueryOptions|${anyOf(DATA_MODULES)}`),
  },
  {
    // What every page with a list or a query shares: the virtual list, the shared UI, react-query's
    // hooks and react-virtual, as one file rather than seven (docs/decisions/0044).
    name: 'lists',
    priority: 1,
    // Not the packages' index files nor hydration: the list-restore code (src/lib/lists/list-persistence.ts),
    // which every page loads after boot, imports dehydrate through them and would bring this chunk
    // (and the data chunk it imports) to pages without lists.
    test: /@tanstack\/(react-query|query-core)\/build\/modern\/(?!index\.js|hydration\.js)|@tanstack\/(react-virtual|virtual-core)\/|src\/ui\//,
  },
  // The shared modules of the features with list pages on the issue #20 bench (components, names,
  // layouts), one file per feature rather than one per component (docs/decisions/0044). Not their
  // routes (each a chunk of its own), nor routes.ts (the entry's route table), nor what a page
  // without a list imports (the social index's tag form): a parts file brings the list machinery.
  // The text object of a feature with an index page is a file of its own, before the parts take
  // it: the index page uses it and nothing else of the feature (and one file for every feature's text objects would download
  // every feature's strings, since a text object starts its strings when it loads).
  ...PARTS_FEATURES.flatMap((feature) => [
    ...(INDEX_PAGE_FEATURES.includes(feature)
      ? [{ name: `${feature}-messages`, priority: 1, test: new RegExp(`src/features/${feature}/messages\\.ts$`) }]
      : []),
    {
      name: `${feature}-parts`,
      priority: 0,
      test: new RegExp(`src/features/${feature}/(?!routes\\.ts$|TagForm\\.tsx$|tags\\.ts$)[^/]+\\.tsx?$`),
    },
  ]),
];

/** The chunks nearly all of whose code runs when a data page loads (the entry is in 'shell'). */
const EAGERLY_COMPILED = new Set(['shell', 'data', 'lists']);

/**
 * Chrome's explicit compile hint (the comment must open the file, so it is added after Vite's own
 * preamble): V8 then compiles every function of the file on a background thread while it
 * downloads, instead of each on the main thread at its first call. A cold list page's trace put
 * that lazy compilation at ~500 ms of main thread (4x CPU) without the hint, ~100 ms with it
 * (docs/decisions/0044). Other browsers read a comment.
 */
function compileHints(): Plugin {
  return {
    name: 'hangar-compile-hints',
    apply: 'build',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const output of Object.values(bundle)) {
          if (output.type !== 'chunk' || !EAGERLY_COMPILED.has(output.name)) continue;
          output.code = `//# allFunctionsCalledOnLoad\n${output.code}`;
          // A source map (the profile bench builds one) starts one line later too.
          const map = bundle[`${output.fileName}.map`];
          if (map?.type === 'asset' && typeof map.source === 'string') {
            const parsed = JSON.parse(map.source) as { mappings: string };
            map.source = JSON.stringify({ ...parsed, mappings: `;${parsed.mappings}` });
          }
        }
      },
    },
  };
}

function serviceWorker() {
  return VitePWA({
    strategies: 'injectManifest',
    srcDir: 'src/service-worker',
    filename: 'sw.ts',
    injectRegister: false,
    manifest: false,
    injectManifest: {
      globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
      // The pseudo-locale is a test tool no visitor reads; the server's build is not the client's.
      globIgnores: ['**/strings-en-XA-*', 'server/**'],
      // The shell (React, the router and the app's frame in one file) is 0.36 MB before compression.
      maximumFileSizeToCacheInBytes: 1024 * 1024,
    },
    devOptions: { enabled: false },
  });
}

/**
 * `vite build --ssr` (the second half of `npm run build`): the production server and the demo
 * server, with the app's server renderer, as two Node entry points in dist/server. The packages
 * they use (express, react...) stay in node_modules; the app's code and its compiled catalogs are
 * bundled, since they need this config's plugins.
 */
const SERVER_BUILD = {
  outDir: 'dist/server',
  target: 'node20',
  copyPublicDir: false,
  emptyOutDir: true,
  rolldownOptions: {
    // The threads' entries are files of their own: server/worker-entry.ts starts them by name.
    input: {
      serve: 'server/serve.ts',
      demo: 'server/demo.ts',
      'search-worker': 'server/catalogue/search-worker.ts',
      'harvest-worker': 'server/catalogue/harvest-worker.ts',
      'harvest-reader-worker': 'server/catalogue/harvest-reader-worker.ts',
      'render-worker': 'server/render-worker.ts',
    },
    output: { entryFileNames: '[name].js', chunkFileNames: 'chunks/[name]-[hash:8].js' },
  },
};

// `npm run dev` serves the app with the mock API in the same process, so the
// dev server and `npm start` behave alike (one origin, /rest/ and /config.json).
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    react(),
    catalogsPlugin(),
    routeModulesPlugin(),
    mockApiPlugin(),
    compileHints(),
    manifestPlugin(),
    // The service worker (src/service-worker/sw.ts, decision 0043), built with Workbox's precache
    // list of the client build: every route's code and styles, the icons and index.html (the shell
    // offline). The page registers it itself (src/lib/browser/service-worker.ts); the manifests are ours.
    ...(isSsrBuild ? [] : [serviceWorker()]),
  ],
  resolve: {
    // react-router's package exports name only its development build (with dev warnings), for
    // production bundles too; its production build is the same code with them compiled out: 0.6 kB
    // gzip less on every page (docs/decisions/0044). The bare-libraries baselines keep the default.
    alias: [
      {
        find: /^react-router$/,
        replacement: fileURLToPath(new URL('./node_modules/react-router/dist/production/index.mjs', import.meta.url)),
      },
    ],
  },
  build: isSsrBuild
    ? SERVER_BUILD
    : {
        // The static app, complete on its own (any file server with a config.json beside index.html).
        outDir: 'dist/client',
        target: 'es2022',
        sourcemap: false,
        // The bench reads the manifest to measure each route's initial JS.
        manifest: true,
        // One chunk is above 300 kB minified: 'shell' (322 kB), and it is the libraries (React,
        // react-dom, the router: 99 % of its code before minification), kept in one file on purpose
        // (see below). Its size is watched where it matters, gzipped, by `npm run bench -- bundle`
        // against the initial-JS budget (docs/decisions/0044); a warning on every `npm start` would
        // only teach people to ignore warnings. At 400 kB the limit still catches a chunk that grows.
        chunkSizeWarningLimit: 400,
        // Every browser the es2022 target admits preloads modules natively but Safari 16, which
        // simply skips the hint; the polyfill would cost every visitor ~0.4 kB of entry code.
        modulePreload: { polyfill: false },
        rolldownOptions: {
          // The page, and the loader the server writes into a rendered page in place of its module
          // scripts (src/after-paint.ts, decision 0044): hashed, so it is cached for a year too.
          input: { index: 'index.html', 'after-paint': 'src/after-paint.ts' },
          output: {
            // The groups decide what a cold load fetches (CHUNK_GROUPS above; docs/decisions/0044).
            // 'shell' (SHELL_MODULES, plus React and the router) is what the first render of
            // any page needs, as one file beside the entry: left alone, Rolldown spreads it over
            // several files of 0.3-100 kB, and on a phone every file is another request. 'data'
            // (`src/api/`, DATA_MODULES, the features' loaders and queries) is the fetch layer, its error sentences, the loaders and query factories: only pages with
            // API data need it, so it loads with their route loaders (src/lib/lists/lazy-loader.ts) and the
            // home page never downloads it. 'lists' and '<feature>-parts' gather what list pages share.
            // A group takes the modules it matches and what they import, so the shell goes first:
            // nothing the entry needs is dragged into another group. The bench fails when a group
            // matches no module. The entry itself (src/main.tsx) is in 'shell' too, so the first
            // render's code is one file: as two (entry and shell) each had to list the hundred names the
            // other used, 1.0 KiB gzip on every page (decision 0044). index.html then loads the shell
            // (and Rolldown's runtime) as its scripts. The cost: any change to the app renames that one
            // file, not just the entry.
            codeSplitting: { groups: CHUNK_GROUPS },
            // Seven characters of hash, not eight: the shell names every chunk (its lazy imports and
            // their preload lists, ~60 files) and a hash does not compress, 0.16 KiB gzip on every page
            // (decision 0044). Rolldown asks for seven from 65 chunks on (six failed the build when
            // /visit added its route, #47); 42 bits still tell one version of a file from the next.
            entryFileNames: 'assets/[name]-[hash:7].js',
            chunkFileNames: 'assets/[name]-[hash:7].js',
            assetFileNames: 'assets/[name]-[hash:7][extname]',
          },
        },
      },
  test: {
    globals: true,
    restoreMocks: true,
    // A worker per core: Vitest's default is one fewer, which on a 2-core machine runs every file
    // in one worker while the other core waits on the first's imports, threads and sockets
    // (npm run test:unit: 240 s with one worker, 163 s with two, issue #48).
    maxWorkers: availableParallelism(),
    projects: [
      // Components are tested in a DOM (jsdom); the rest of the app's code in Node, faster and with
      // nothing a browser-less module could lean on by accident. A .test.ts that needs a DOM says
      // so in its first line (`// @vitest-environment jsdom`).
      {
        extends: true,
        test: {
          name: 'app-dom',
          environment: 'jsdom',
          include: ['src/**/*.test.tsx'],
          setupFiles: ['src/test-setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'app',
          environment: 'node',
          include: ['src/**/*.test.ts'],
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
      {
        extends: true,
        test: {
          name: 'server',
          environment: 'node',
          include: ['server/**/*.test.{ts,tsx}'],
          // Finds the PostgreSQL of the catalogue's PostgreSQL tests, or says in one line that they are skipped.
          globalSetup: ['server/catalogue/postgres-setup.ts'],
        },
      },
    ],
  },
}));

/// <reference types="vitest/config" />
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { mockApiPlugin } from './mock/vite-plugin.ts';

// `npm run dev` serves the app with the mock API in the same process, so the
// dev server and `npm start` behave alike (one origin, /rest/ and /config.json).
export default defineConfig({
  plugins: [react(), mockApiPlugin()],
  build: {
    target: 'es2022',
    sourcemap: false,
    // The bench reads the manifest to measure each route's initial JS.
    manifest: true,
    chunkSizeWarningLimit: 300,
    // Every browser the es2022 target admits preloads modules natively but Safari 16, which
    // simply skips the hint; the polyfill would cost every visitor ~0.4 kB of entry code.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        // Two groups decide what a cold load fetches. 'shell' is everything the first render of any
        // page needs (React, the router, boot code) as one file beside the
        // entry: left alone, Rolldown spreads it over six files of 0.3-100 kB, and on a phone every
        // file is another request and a little more gzip overhead. 'data' is the fetch layer and its
        // error sentences, which only pages with API data need: it loads with their route loaders (src/lib/lazy-loader.ts),
        // so the home page never downloads it. The shell takes priority, so nothing the entry needs
        // is dragged into 'data' as a dependency.
        codeSplitting: {
          groups: [
            {
              name: 'shell',
              priority: 2,
              test: /node_modules\/(react|react-dom|scheduler|react-router)\/|src\/lib\/(services|session|format|route-id)\.ts|src\/features\/social\/tags\.ts|src\/api\/retry\.ts|src\/lib\/messages\/en\.ts/,
            },
            {
              name: 'data',
              priority: 1,
              test: /src\/api\/(operations|pagination|client|json|methods|errors)\.ts|src\/lib\/(api|messages\/errors|warm-list)\.ts|src\/features\/\w+\/(loaders|queries)\.ts|react-query\/build\/modern\/infiniteQueryOptions/,
            },
          ],
        },
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

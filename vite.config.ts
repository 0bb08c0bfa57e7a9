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
    rolldownOptions: {
      output: {
        // Rolldown puts each module the entry shares with route chunks in a chunk of its own (five
        // files of 0.1-2 kB here); on a cold phone load every extra file is another connection to
        // open. These are all needed at boot, so they travel as one file.
        codeSplitting: {
          groups: [
            {
              name: 'shell',
              test: /src\/lib\/services\.ts|src\/api\/(operations|pagination|errors|client|json|retry)\.ts|src\/lib\/messages\/errors\.ts|react-query\/build\/modern\/infiniteQueryOptions/,
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
          include: ['mock/**/*.test.ts', 'scripts/**/*.test.ts'],
        },
      },
    ],
  },
});

/// <reference types="vitest/config" />
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// `npm run dev` serves the app with the mock API in the same process, so the
// dev server and `npm start` behave alike (one origin, /rest/ and /config.json).
// The plugin is loaded only for the dev server: builds and tests never need it.
export default defineConfig(async ({ command }) => ({
  plugins: [
    react(),
    ...(command === 'serve' && !process.env.VITEST
      ? [(await import('./mock/vite-plugin.ts')).mockApiPlugin()]
      : []),
  ],
  build: {
    target: 'es2022',
    sourcemap: false,
    // The bench reads the manifest to measure each route's initial JS.
    manifest: true,
    chunkSizeWarningLimit: 300,
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
}));

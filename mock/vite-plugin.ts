import type { Plugin } from 'vite';
import { createMock } from './handle.ts';
import { mockMiddleware } from './middleware.ts';

/** `npm run dev`: the mock API inside Vite's dev server, on the same origin. */
export function mockApiPlugin(): Plugin {
  return {
    name: 'hangar-mock-api',
    apply: 'serve',
    configureServer(server) {
      if (process.env.VITEST) return;
      server.middlewares.use(mockMiddleware(createMock({ control: true })));
    },
  };
}

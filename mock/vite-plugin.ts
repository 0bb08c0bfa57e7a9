import type { Plugin } from 'vite';
import { createMock } from './handle.ts';
import { mockMiddleware } from './middleware.ts';

/** `npx vite` alone: the mock API inside Vite's dev server, on the same origin. */
export function mockApiPlugin(): Plugin {
  return {
    name: 'hangar-mock-api',
    apply: 'serve',
    configureServer(server) {
      // Under `npm run dev` Vite runs inside Hangar's server (scripts/dev.ts), which mounts the mock itself.
      if (process.env.VITEST || server.config.server.middlewareMode) return;
      server.middlewares.use(mockMiddleware(createMock({ control: true })));
    },
  };
}

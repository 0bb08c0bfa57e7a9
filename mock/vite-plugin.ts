import type { Plugin } from 'vite';
import { createMock } from './handle.ts';
import { closeSignal, sendResponse, toRequest } from './node-adapter.ts';

const MOCK_PATHS = /^\/(rest\/?|config\.json|media\/)/;

/** `npm run dev`: the mock API inside Vite's dev server, on the same origin. */
export function mockApiPlugin(): Plugin {
  return {
    name: 'hangar-mock-api',
    apply: 'serve',
    configureServer(server) {
      if (process.env.VITEST) return;
      const mock = createMock({ control: true });
      server.middlewares.use((incoming, outgoing, next) => {
        if (!MOCK_PATHS.test(incoming.url ?? '') && !(incoming.url ?? '').startsWith('/__mock/')) return next();
        void (async () => {
          const request = await toRequest(incoming, closeSignal(incoming, outgoing));
          await sendResponse(await mock.handle(request), outgoing);
        })().catch(next);
      });
    },
  };
}

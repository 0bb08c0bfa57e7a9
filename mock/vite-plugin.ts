import type { Plugin } from 'vite';
import { createMock } from './handle.ts';
import { closeSignal, sendAnswer, toMockRequest } from './node-adapter.ts';
import { isMockPath, splitTarget } from './paths.ts';

/** `npm run dev`: the mock API inside Vite's dev server, on the same origin. */
export function mockApiPlugin(): Plugin {
  return {
    name: 'hangar-mock-api',
    apply: 'serve',
    configureServer(server) {
      if (process.env.VITEST) return;
      const mock = createMock({ control: true });
      server.middlewares.use((incoming, outgoing, next) => {
        if (!isMockPath(splitTarget(incoming.url ?? '/').pathname)) return next();
        void (async () => {
          sendAnswer(await mock.answer(toMockRequest(incoming, closeSignal(incoming, outgoing))), incoming, outgoing);
        })().catch(next);
      });
    },
  };
}

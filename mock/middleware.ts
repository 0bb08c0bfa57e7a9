import type { IncomingMessage, ServerResponse } from 'node:http';
import { internalErrorAnswer } from './answers.ts';
import type { Mock } from './handle.ts';
import { closeSignal, requestTarget, sendAnswer, toMockRequest } from './node-adapter.ts';
import { CONFIG_PATH, isMockPath, splitTarget } from './paths.ts';

export interface MockMiddlewareOptions {
  /** Leave /config.json to the host (Hangar's server answers it with the config its pages render with). */
  withoutConfig?: boolean;
}

/**
 * The mock as connect-style middleware, for the hosts that mount it beside the app: Vite's dev
 * server and Hangar's server in the demo (`npm start`). It answers the paths it owns and passes
 * every other request on.
 */
export function mockMiddleware(mock: Mock, options: MockMiddlewareOptions = {}) {
  return (incoming: IncomingMessage, outgoing: ServerResponse, next: (error?: unknown) => void): void => {
    // As a URL parser reads it (absolute-form, dot segments), so `/media/../rest/` is the API's.
    const { pathname } = splitTarget(requestTarget(incoming).target);
    if (!isMockPath(pathname) || (options.withoutConfig && pathname === CONFIG_PATH)) return next();
    mock.answer(toMockRequest(incoming, closeSignal(incoming, outgoing))).then(
      (answer) => sendAnswer(answer, incoming, outgoing),
      () => {
        const failed = internalErrorAnswer();
        if (!outgoing.headersSent) outgoing.writeHead(failed.status, failed.headers);
        outgoing.end(failed.body);
      },
    );
  };
}

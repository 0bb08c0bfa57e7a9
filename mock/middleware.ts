import type { IncomingMessage, ServerResponse } from 'node:http';
import { errorAnswer, internalErrorAnswer } from './answers.ts';
import { MockApiError } from './errors.ts';
import type { Mock } from './handle.ts';
import { closeSignal, isValidHost, requestTarget, sendAnswer, toMockRequest } from './node-adapter.ts';
import { CONFIG_PATH, isMockPath, splitTarget } from './paths.ts';

// The header is not repeated: whatever it held is the client's own.
const BAD_HOST = errorAnswer(new MockApiError(450, 'Bad Request: the Host header is not a host[:port]', 400));

export interface MockMiddlewareOptions {
  /** Leave /config.json to the host (Hangar's server answers it with the config its pages render with). */
  withoutConfig?: boolean;
}

/**
 * The mock as connect-style middleware, for the hosts that mount it beside the app: Vite's dev
 * server and Hangar's server in the demo (`npm start`). It answers the paths it owns and passes
 * every other request on, except one whose Host header is not a host[:port]: that is refused
 * whatever its path (HTTP 400, code 450), since the hosts build addresses from the same header
 * (the demo's /config.json and the media URLs of its /api answers).
 */
export function mockMiddleware(mock: Mock, options: MockMiddlewareOptions = {}) {
  return (incoming: IncomingMessage, outgoing: ServerResponse, next: (error?: unknown) => void): void => {
    if (!isValidHost(incoming.headers.host)) return sendAnswer(BAD_HOST, incoming, outgoing);
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

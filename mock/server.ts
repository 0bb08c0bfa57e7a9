/**
 * The mock API alone over node:http: the command line of docs/design.md section 4. Hangar's own
 * server mounts the same mock beside the app for `npm start` (server/demo.ts).
 */
import { createServer } from 'node:http';
import { createMock, type MockOptions } from './handle.ts';
import { mockMiddleware } from './middleware.ts';
import { notFoundAnswer } from './answers.ts';

export interface ServerOptions extends MockOptions {
  port?: number;
  host?: string;
}

export async function startServer(options: ServerOptions = {}): Promise<{ url: string; close(): Promise<void> }> {
  const answer = mockMiddleware(createMock(options));
  const server = createServer((incoming, outgoing) =>
    answer(incoming, outgoing, () => {
      const missing = notFoundAnswer();
      outgoing.writeHead(missing.status, missing.headers);
      outgoing.end(missing.body);
    }),
  );
  server.keepAliveTimeout = 5_000;
  const host = options.host ?? '127.0.0.1';
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, () => resolve());
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : options.port;
  const shownHost = host.includes(':') ? `[${host}]` : host;
  return {
    url: `http://${shownHost}:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

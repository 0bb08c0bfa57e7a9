/**
 * The mock API over node:http, optionally serving the built app on the same
 * port (`npm start`). Run directly for the command line of docs/design.md section 4.
 */
import { createServer } from 'node:http';
import { parseArgs } from 'node:util';
import { internalErrorAnswer } from './answers.ts';
import { createMock, type MockOptions } from './handle.ts';
import { closeSignal, sendAnswer, sendResponse, toMockRequest, toRequest } from './node-adapter.ts';
import { isMockPath, splitTarget } from './paths.ts';
import { createStaticHandler } from './static.ts';

export interface ServerOptions extends MockOptions {
  port?: number;
  host?: string;
  /** A built app (dist/) to serve beside the API. */
  staticDir?: string;
}

export async function startServer(options: ServerOptions = {}): Promise<{ url: string; close(): Promise<void> }> {
  const mock = createMock(options);
  const serveStatic = options.staticDir ? createStaticHandler(options.staticDir) : null;
  const server = createServer((incoming, outgoing) => {
    void (async () => {
      const signal = closeSignal(incoming, outgoing);
      const request = toMockRequest(incoming, signal);
      if (serveStatic && !isMockPath(splitTarget(request.target).pathname)) {
        const response = await serveStatic(await toRequest(incoming, signal));
        if (response) return sendResponse(response, outgoing);
      }
      sendAnswer(await mock.answer(request), incoming, outgoing);
    })().catch(() => {
      const failed = internalErrorAnswer();
      if (!outgoing.headersSent) outgoing.writeHead(failed.status, failed.headers);
      outgoing.end(failed.body);
    });
  });
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

const HELP = `Hangar mock API

Usage: npm run mock -- [options]

  --port N             port to listen on (default 4010; 0 picks a free one)
  --host HOST          address to bind (default 127.0.0.1)
  --seed N             data seed; the same seed gives the same data (default 1)
  --scale demo|large   large adds a 100,000-object collection and 2,000+ flights on 2024-06-01
  --latency MS         delay every API answer by MS milliseconds
  --fail-rate R        0..1: share of reads that fail (half HTTP 500 / code 512, half dropped connections)
  --cursor-ttl S       seconds a pagination cursor stays valid (default 300)
  --cursor-threshold N results above N use cursor pagination (default 10000)
  --control            enable POST /__mock/faults and POST /__mock/reset
  --static DIR         also serve the built app from DIR (what npm start does)
  --help               this text
`;

function number(name: string, raw: string | undefined, min: number, max: number): number | undefined {
  if (raw === undefined) return undefined;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < min || value > max) {
    console.error(`--${name} must be a number from ${min} to ${max} (got "${raw}")`);
    process.exit(2);
  }
  return value;
}

function parseCommandLine(argv: string[]): ServerOptions {
  const { values } = parseArgs({
    args: argv,
    options: {
      port: { type: 'string' },
      host: { type: 'string' },
      seed: { type: 'string' },
      scale: { type: 'string' },
      latency: { type: 'string' },
      'fail-rate': { type: 'string' },
      'cursor-ttl': { type: 'string' },
      'cursor-threshold': { type: 'string' },
      control: { type: 'boolean' },
      static: { type: 'string' },
      help: { type: 'boolean' },
    },
    strict: true,
  });
  if (values.help) {
    console.log(HELP);
    process.exit(0);
  }
  if (values.scale !== undefined && values.scale !== 'demo' && values.scale !== 'large') {
    console.error('--scale must be demo or large');
    process.exit(2);
  }
  return {
    port: number('port', values.port, 0, 65535) ?? 4010,
    host: values.host ?? '127.0.0.1',
    seed: number('seed', values.seed, 0, 2 ** 32 - 1),
    scale: values.scale as 'demo' | 'large' | undefined,
    latencyMs: number('latency', values.latency, 0, 60_000),
    failRate: number('fail-rate', values['fail-rate'], 0, 1),
    cursorTtlSeconds: number('cursor-ttl', values['cursor-ttl'], 0, 86_400),
    cursorThreshold: number('cursor-threshold', values['cursor-threshold'], 0, 10_000_000),
    control: values.control ?? false,
    staticDir: values.static,
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  let options: ServerOptions;
  try {
    options = parseCommandLine(process.argv.slice(2));
  } catch (error) {
    console.error(`${(error as Error).message}\n\n${HELP}`);
    process.exit(2);
  }
  const started = Date.now();
  const { url, close } = await startServer(options);
  const what = options.staticDir ? 'Hangar (app + mock API)' : 'Hangar mock API';
  console.log(`${what} listening on ${url}  (${options.scale ?? 'demo'} data, ready in ${Date.now() - started} ms)`);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => void close().then(() => process.exit(0)));
  }
}

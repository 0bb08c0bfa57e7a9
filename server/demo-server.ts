/**
 * `npm start` (entry: demo.ts): Hangar's server with the mock API and its demo data mounted on
 * the same port (docs/design.md section 11): one command, nothing else to run.
 * Takes the mock's flags (`npm run mock -- --help`) besides --port and --host.
 */
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { buildConfig } from '../mock/config.ts';
import { createMock } from '../mock/handle.ts';
import { mockMiddleware } from '../mock/middleware.ts';
import { MOCK_FLAGS, mockOptionsFrom, number } from '../mock/flags.ts';
import { createHangarApp } from './app.ts';
import { StartupError, parseServerConfig } from './config.ts';
import { listen, stopOnSignals } from './listen.ts';
import { createRenderer, readClientManifest } from './render.tsx';
import { pageRenderer } from './page-cache.ts';

/** `clientDir`: the client build beside the server's (dist/client), unless --static names another. */
export async function startDemo(argv: string[], clientDir: string) {
  const { values } = parseArgs({
    args: argv,
    options: {
      ...MOCK_FLAGS,
      port: { type: 'string' },
      host: { type: 'string' },
      quiet: { type: 'boolean' },
      // Every page rendered afresh: what the server's own rendering holds under load (the bench).
      'no-page-cache': { type: 'boolean' },
      // Another client build served as plain files, pages unrendered: the benches' bare-libraries page.
      static: { type: 'string' },
    },
    strict: true,
  });
  const mock = createMock(mockOptionsFrom(values));
  const log = values.quiet ? undefined : (line: string) => process.stdout.write(`${line}\n`);
  const hangar = createHangarApp({
    clientDir: values.static ? resolve(values.static) : clientDir,
    ...(values.static ? {} : { render: pageRenderer(await createRenderer(readClientManifest(clientDir)), !values['no-page-cache']) }),
    // The mock's config names the address the visitor used, as its image URLs do.
    configFor: (origin) => parseServerConfig(JSON.stringify(buildConfig(mock.dataset, origin), null, 2), 'the demo config'),
    // The server's own API calls go to the mock in-process, without a round trip through the network.
    fetch: (input, init) => mock.handle(new Request(input, init)),
    api: mockMiddleware(mock, { withoutConfig: true }),
    ...(log ? { log } : {}),
  });
  const port = number('port', values.port ?? process.env.PORT, 0, 65535) ?? 4173;
  return { listening: await listen(hangar, port, values.host ?? '127.0.0.1'), log: log ?? (() => undefined), scale: values.scale };
}

/** The command line: start, say where, stop on SIGTERM/SIGINT; a startup problem is one clear line. */
export async function main(argv: string[], clientDir: string): Promise<void> {
  try {
    const started = Date.now();
    const { listening, log, scale } = await startDemo(argv, clientDir);
    stopOnSignals(listening, log);
    console.log(`Hangar (app + mock API, ${scale ?? 'demo'} data) listening on ${listening.url}  (ready in ${Date.now() - started} ms)`);
  } catch (error) {
    console.error(`hangar: ${error instanceof StartupError ? error.message : (error as Error).message}`);
    process.exit(error instanceof StartupError ? 1 : 2);
  }
}

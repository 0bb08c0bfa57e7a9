/**
 * `npm run mock`: the mock API alone, the command line of docs/design.md section 4.
 */
import { parseArgs } from 'node:util';
import { MOCK_FLAGS, mockOptionsFrom, number } from './flags.ts';
import { startServer, type ServerOptions } from './server.ts';

const HELP = `Hangar mock API

Usage: npm run mock -- [options]

  --port N             port to listen on (default 4010; 0 picks a free one)
  --host HOST          address to bind (default 127.0.0.1)
  --seed N             data seed; the same seed gives the same data (default 1)
  --scale demo|large|huge
                       large adds a 100,000-object collection and 2,000+ flights on 2024-06-01;
                       huge a 1,000,000-object one instead (30 airlines, 40 kinds of object,
                       16 aircraft, 40,000 rare words; objects built on request, none held)
  --latency MS         delay every API answer by MS milliseconds
  --fail-rate R        0..1: share of reads that fail (half HTTP 500 / code 512, half dropped connections)
  --cursor-ttl S       seconds a pagination cursor stays valid (default 300)
  --cursor-threshold N results above N use cursor pagination (default 10000)
  --control            enable POST /__mock/faults and POST /__mock/reset
  --help               this text
`;

function parseCommandLine(argv: string[]): ServerOptions {
  const { values } = parseArgs({
    args: argv,
    options: {
      ...MOCK_FLAGS,
      port: { type: 'string' },
      host: { type: 'string' },
      help: { type: 'boolean' },
    },
    strict: true,
  });
  if (values.help) {
    console.log(HELP);
    process.exit(0);
  }
  return {
    ...mockOptionsFrom(values),
    port: number('port', values.port, 0, 65535) ?? 4010,
    host: values.host ?? '127.0.0.1',
  };
}

{
  let options: ServerOptions;
  try {
    options = parseCommandLine(process.argv.slice(2));
  } catch (error) {
    console.error(`${(error as Error).message}\n\n${HELP}`);
    process.exit(2);
  }
  const started = Date.now();
  const { url, close } = await startServer(options);
  console.log(`Hangar mock API listening on ${url}  (${options.scale ?? 'demo'} data, ready in ${Date.now() - started} ms)`);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => void close().then(() => process.exit(0)));
  }
}

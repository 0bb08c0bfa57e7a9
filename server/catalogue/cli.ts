/**
 * `npm run catalogue -- --config FILE [--out TARGET]`: harvests the service the config names into
 * a new catalogue (docs/design.md, "Search and the catalogue"). Exit 0 only when it is complete;
 * otherwise exit 1 with one line naming the list that failed, the catalogue in place untouched.
 * A progress bar on a terminal, JSON lines otherwise, the last one the outcome (`ok`), failed or not.
 * An --out file that is not a Hangar catalogue is refused before anything is harvested.
 */
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { readHarvestConfig } from './config.ts';
import { redactTarget, type CatalogueEngine } from './engine.ts';
import { engineFor } from './engines.ts';
import { HarvestError, harvest, type HarvestOptions, type HarvestProgress, type HarvestResult } from './harvest.ts';

export const DEFAULT_CATALOGUE = 'data/catalogue.sqlite';

const HELP = `Hangar catalogue harvester

Usage: npm run catalogue -- --config FILE [--out TARGET] [--concurrency N]

  --config FILE     the runtime config whose directory is harvested (apiBaseUrl, accessToken, directory)
  --out TARGET      where the catalogue goes: a file (SQLite; default ${DEFAULT_CATALOGUE}) or a
                    postgres://USER:PASSWORD@HOST/DATABASE URL (PostgreSQL; ?schema=NAME, default hangar)
  --concurrency N   requests in flight at most (default 4)
  --help            this text
`;

/** One line of the output when it is not a terminal. */
const jsonLine = (fields: object) => `${JSON.stringify({ time: new Date().toISOString(), ...fields })}\n`;

/** A progress bar that redraws one line on a terminal; JSON lines for anything else (logs, CI). */
export function progressReporter(stream: NodeJS.WriteStream): (progress: HarvestProgress) => void {
  let last = 0;
  return (progress) => {
    if (stream.isTTY) {
      const now = Date.now();
      if (progress.event === 'page' && now - last < 100) return;
      last = now;
      const share = progress.listsKnown === 0 ? 0 : progress.listsDone / progress.listsKnown;
      const bar = '#'.repeat(Math.round(share * 30)).padEnd(30, '.');
      stream.write(
        `\r[${bar}] ${progress.listsDone}/${progress.listsKnown} lists, ${progress.records} records${progress.event === 'writing' ? ', writing' : ''}   `,
      );
      return;
    }
    if (progress.event === 'page') return;
    stream.write(jsonLine(progress));
  };
}

export function summary(result: HarvestResult, target: string): string {
  const what = Object.entries(result.counts)
    .map(([kind, count]) => `${count} ${kind}`)
    .join(', ');
  return result.commit.written
    ? `Catalogue written to ${target}: ${what} from ${result.lists} lists in ${(result.ms / 1000).toFixed(1)} s.`
    : `Catalogue unchanged (${what}): ${target} left as it was.`;
}

/** `overrides`: harvest options the command line does not offer (tests shorten the backoff). */
export async function main(argv: string[], overrides: Partial<HarvestOptions> = {}): Promise<number> {
  let values;
  try {
    ({ values } = parseArgs({
      args: argv,
      options: {
        config: { type: 'string' },
        out: { type: 'string' },
        concurrency: { type: 'string' },
        help: { type: 'boolean' },
      },
      strict: true,
    }));
  } catch (error) {
    console.error(`catalogue: ${(error as Error).message}\n\n${HELP}`);
    return 2;
  }
  if (values.help) {
    console.log(HELP);
    return 0;
  }
  if (!values.config) {
    console.error(`catalogue: --config FILE is required.\n\n${HELP}`);
    return 2;
  }
  const concurrency = values.concurrency === undefined ? 4 : Number(values.concurrency);
  if (!Number.isInteger(concurrency) || concurrency < 1 || concurrency > 32) {
    console.error('catalogue: --concurrency must be a whole number from 1 to 32.');
    return 2;
  }
  const out = values.out ?? DEFAULT_CATALOGUE;
  const isUrl = /^[a-z][a-z0-9+.-]*:\/\//i.test(out);
  let engine: CatalogueEngine | undefined;
  try {
    const config = readHarvestConfig(resolve(values.config));
    const target = isUrl ? out : resolve(out);
    // Before the harvest, not after it: a mistyped --out (the config file, /dev/null) is said at once.
    if (!isUrl) (await import('./sqlite.ts')).assertReplaceable(target);
    engine = await engineFor(target);
    // A database that cannot be reached fails the command before the service is asked for anything.
    await engine.version();
    const result = await harvest({ config, engine, concurrency, onProgress: progressReporter(process.stdout), ...overrides });
    const said = summary(result, redactTarget(out));
    // On a terminal a sentence after the bar; otherwise the last of the JSON lines, so a log reader parses every line.
    if (process.stdout.isTTY) process.stdout.write(`\n${said}\n`);
    else
      process.stdout.write(
        jsonLine({
          event: 'done',
          ok: true,
          written: result.commit.written,
          counts: result.counts,
          lists: result.lists,
          ms: Math.round(result.ms),
          summary: said,
        }),
      );
    return 0;
  } catch (error) {
    if (process.stdout.isTTY) process.stdout.write('\n');
    const message = (error instanceof Error ? error.message : String(error)).replace(/\s+/g, ' ');
    const reason = error instanceof HarvestError ? `harvest failed, ${message}` : message;
    console.error(`catalogue: ${reason}`);
    // A failure is an outcome too: a log's last line always says how the run ended.
    if (!process.stdout.isTTY) process.stdout.write(jsonLine({ event: 'done', ok: false, written: false, reason }));
    return 1;
  } finally {
    await engine?.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) process.exit(await main(process.argv.slice(2)));

/**
 * Cold object links: a fresh browser opens an object's address (a shared
 * link, a kiosk QR code) and this prints the API requests it took and the
 * time until the object's heading showed. Three kinds of address, on the
 * large data set: plain list with context, cursor list with context, bare.
 * Figures only (docs/decisions/0045 states the request budgets).
 */
import { launchChromium, startBenchServer } from './browser.ts';
import { BENCH_PORTS } from './ports.ts';

const PORT = BENCH_PORTS.coldLinks;
const OBJECTS = 'museum.collection.collections.getObjects';

interface Directory {
  accessToken: string;
  directory: { collections: Array<{ id: string; name: string }> };
}

export interface ColdLinkFigure {
  kind: string;
  path: string;
  requests: number;
  headingMs: number;
}

export async function benchColdLinks(): Promise<ColdLinkFigure[]> {
  const server = await startBenchServer(PORT, ['--scale', 'large']);
  const browser = await launchChromium();
  try {
    const config = (await (await fetch(`${server.base}/config.json`)).json()) as Directory;
    const objectAt = async (collectionId: string, page: number, offset: number) => {
      const url = `${server.base}/rest/?method=${OBJECTS}&collection_id=${collectionId}&per_page=100&page=${page}&access_token=${config.accessToken}`;
      const body = (await (await fetch(url)).json()) as { results: Array<Record<string, unknown>> };
      return String(body.results[offset]!['wof:id']);
    };
    const [museum, , , big] = config.directory.collections;
    const plain = await objectAt(museum!.id, 16, 0);
    const cursor = await objectAt(big!.id, 851, 37);
    const cases = [
      { kind: 'plain list, with context', path: `/objects/${plain}?collection=${museum!.id}&page=16` },
      { kind: 'cursor list, with context', path: `/objects/${cursor}?collection=${big!.id}&page=851` },
      { kind: 'bare, #1,501 of the first collection', path: `/objects/${plain}` },
    ];
    const figures: ColdLinkFigure[] = [];
    for (const { kind, path } of cases) {
      const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
      const page = await context.newPage();
      let requests = 0;
      page.on('request', (request) => {
        if (new URL(request.url()).pathname.startsWith('/rest/')) requests += 1;
      });
      const started = Date.now();
      await page.goto(`${server.base}${path}`);
      await page.getByRole('button', { name: 'Share' }).waitFor({ timeout: 60_000 });
      figures.push({ kind, path, requests, headingMs: Date.now() - started });
      await context.close();
    }
    console.log('\nCold object links (fresh browser, large data set, 412x823)');
    for (const figure of figures) {
      console.log(`  ${figure.kind.padEnd(38)} ${String(figure.requests).padStart(3)} requests  heading after ${figure.headingMs} ms`);
    }
    return figures;
  } finally {
    await browser.close();
    server.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await benchColdLinks();
}

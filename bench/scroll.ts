/**
 * Scroll benchmark: Chromium scrolls the large collection through 10,000
 * objects and prints rendered DOM nodes (max), JS heap before/after, long
 * tasks over 50 ms, and requests made. Figures only; nothing is asserted.
 */
import { launchChromium, startBenchServer } from './browser.ts';
import { BENCH_PORTS } from './ports.ts';

const PORT = BENCH_PORTS.scroll;
const TARGET_ITEMS = 10_000;

export interface ScrollFigures {
  items: number;
  maxDomNodes: number;
  maxRenderedItems: number;
  heapBeforeMb: number;
  heapAfterMb: number;
  longTasks: number;
  requests: number;
}

export async function benchScroll(): Promise<ScrollFigures> {
  const server = await startBenchServer(PORT, ['--scale', 'large']);
  const BASE = server.base;
  try {
    const browser = await launchChromium(['--enable-precise-memory-info']);
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    let requests = 0;
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/rest/')) requests += 1;
    });
    const config = (await (await fetch(`${BASE}/config.json`)).json()) as {
      accessToken: string;
      directory: { collections: { id: string }[] };
    };
    let biggest = { id: '', total: -1 };
    for (const { id } of config.directory.collections) {
      const body = (await (
        await fetch(
          `${BASE}/rest/?method=museum.collection.collections.getObjects&collection_id=${id}&per_page=1&access_token=${config.accessToken}`,
        )
      ).json()) as { total: number };
      if (body.total > biggest.total) biggest = { id, total: body.total };
    }
    await page.addInitScript(() => {
      const tasks: number[] = [];
      (window as unknown as { __longTasks: number[] }).__longTasks = tasks;
      new PerformanceObserver((list) => list.getEntries().forEach((entry) => tasks.push(entry.duration))).observe({
        type: 'longtask',
        buffered: true,
      });
    });
    await page.goto(`${BASE}/collections/${biggest.id}/objects`);
    await page.locator('[role="feed"] article').first().waitFor();
    const heap = () => page.evaluate(() => (performance as unknown as { memory?: { usedJSHeapSize: number } }).memory?.usedJSHeapSize ?? 0);
    const heapBefore = await heap();
    let maxDomNodes = 0;
    let maxRenderedItems = 0;
    let furthest = 0;
    while (furthest < TARGET_ITEMS) {
      await page.mouse.wheel(0, 2400);
      await page.waitForTimeout(16);
      const sample = await page.evaluate(() => {
        const items = Array.from(document.querySelectorAll('[role="feed"] article'));
        return {
          nodes: document.getElementsByTagName('*').length,
          items: items.length,
          furthest: Math.max(0, ...items.map((item) => Number(item.getAttribute('aria-posinset')))),
        };
      });
      maxDomNodes = Math.max(maxDomNodes, sample.nodes);
      maxRenderedItems = Math.max(maxRenderedItems, sample.items);
      furthest = Math.max(furthest, sample.furthest);
    }
    const heapAfter = await heap();
    const longTasks = await page.evaluate(
      () => (window as unknown as { __longTasks: number[] }).__longTasks.filter((duration) => duration > 50).length,
    );
    await browser.close();
    const figures: ScrollFigures = {
      items: furthest,
      maxDomNodes,
      maxRenderedItems,
      heapBeforeMb: Math.round((heapBefore / 1048576) * 10) / 10,
      heapAfterMb: Math.round((heapAfter / 1048576) * 10) / 10,
      longTasks,
      requests,
    };
    console.log(
      `\nScroll through ${figures.items.toLocaleString('en-US')} objects (collection of ${biggest.total.toLocaleString('en-US')}), 1280x900`,
    );
    console.log(`  max DOM nodes        ${figures.maxDomNodes}`);
    console.log(`  max rendered items   ${figures.maxRenderedItems}`);
    console.log(`  JS heap before/after ${figures.heapBeforeMb} MB / ${figures.heapAfterMb} MB`);
    console.log(`  long tasks > 50 ms   ${figures.longTasks}`);
    console.log(`  /rest/ requests      ${figures.requests}`);
    return figures;
  } finally {
    server.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await benchScroll();
}

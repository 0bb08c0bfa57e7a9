/**
 * Boot order where the browser renders alone (a static host; kiosks boot the same way): a cold list
 * page at 412x823 with the CPU throttled 4x, five loads. For each, when the page's API request is
 * asked for (fetch called), when React's scheduler runs its first task (the first render's first
 * slice) and when React first commits (its DevTools hook, which production builds call too), all
 * on the page's clock. Goal (decision 0044): the request leaves before the first render in
 * every load. `BOOT_ORDER_CLIENT` measures another client build than dist/client.
 */
import { chromium } from '@playwright/test';
import { rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { join, resolve } from 'node:path';
import { CHROMIUM_ARGS, chromiumExecutable } from '../e2e/chromium.ts';
import { startStaticHost } from '../e2e/own-servers.ts';
import { buildConfig } from '../mock/config.ts';
import { createMock } from '../mock/handle.ts';
import { mockMiddleware } from '../mock/middleware.ts';

const ROOT = resolve(import.meta.dirname, '..');
const LIST_PAGE = '/collections/1729795001/objects';
const LOADS = 5;

/** Runs in the page before its scripts. */
const INSTRUMENT = `(() => {
  const seen = { fetches: [], firstTask: null, commit: null };
  window.__bootOrder = seen;
  const fetch = window.fetch;
  window.fetch = function (input, init) {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    seen.fetches.push([url, performance.now()]);
    return fetch.call(this, input, init);
  };
  const setter = Object.getOwnPropertyDescriptor(MessagePort.prototype, 'onmessage').set;
  Object.defineProperty(MessagePort.prototype, 'onmessage', {
    configurable: true,
    set(handler) {
      setter.call(this, handler && function (event) {
        if (seen.firstTask === null) seen.firstTask = performance.now();
        return handler.call(this, event);
      });
    },
  });
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    isDisabled: false, supportsFiber: true, renderers: new Map(), inject: () => 1, checkDCE() {},
    onScheduleFiberRoot() {}, onCommitFiberUnmount() {}, onPostCommitFiberRoot() {},
    onCommitFiberRoot() { if (seen.commit === null) seen.commit = performance.now(); },
  };
})();`;

interface Load {
  request: number;
  firstTask: number;
  commit: number;
}

async function listen(server: Server): Promise<string> {
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const address = server.address();
  return `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

export async function benchBootOrder(): Promise<{ missed: string[] }> {
  const clientDir = process.env.BOOT_ORDER_CLIENT ?? join(ROOT, 'dist', 'client');
  const mock = createMock({ seed: 1 });
  const answer = mockMiddleware(mock);
  const api = createServer((incoming, outgoing) =>
    answer(incoming, outgoing, () => {
      outgoing.writeHead(404);
      outgoing.end();
    }),
  );
  const apiUrl = await listen(api);
  // The client build alone with a config.json beside it, as any static host serves it.
  const host = await startStaticHost(0, buildConfig(mock.dataset, apiUrl), { clientDir });
  const origin = host.url;
  const browser = await chromium.launch({ executablePath: chromiumExecutable(), args: CHROMIUM_ARGS });
  const loads: Load[] = [];
  try {
    for (let run = 0; run < LOADS; run += 1) {
      const context = await browser.newContext({ viewport: { width: 412, height: 823 }, serviceWorkers: 'block' });
      const page = await context.newPage();
      await (await context.newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: 4 });
      await page.addInitScript(INSTRUMENT);
      await page.goto(origin + LIST_PAGE);
      await page.locator('[role="feed"] article').first().waitFor({ timeout: 60_000 });
      const seen = await page.evaluate(
        () => (window as unknown as { __bootOrder: { fetches: [string, number][]; firstTask: number; commit: number } }).__bootOrder,
      );
      const request = seen.fetches.find(([url]) => url.includes('method='))?.[1] ?? Number.NaN;
      loads.push({ request, firstTask: seen.firstTask, commit: seen.commit });
      await context.close();
    }
  } finally {
    await browser.close();
    await host.stop();
    api.close();
    rmSync(host.dir, { recursive: true, force: true });
  }
  const early = loads.filter((load) => load.request < load.firstTask).length;
  const ms = (values: number[]) => `${median(values).toFixed(1)} ms`;
  console.log(`\nBoot order of ${LIST_PAGE} on a static host (4x CPU, ${LOADS} cold loads, medians on the page's clock)`);
  console.log(`  API request asked for          ${ms(loads.map((load) => load.request))}`);
  console.log(`  React's first render task       ${ms(loads.map((load) => load.firstTask))}`);
  console.log(`  React's first commit            ${ms(loads.map((load) => load.commit))}`);
  console.log(`  request minus first render task ${ms(loads.map((load) => load.request - load.firstTask))}`);
  console.log(`  request before the first render in ${early} of ${LOADS} loads`);
  return { missed: early < LOADS ? [`the list's API request left after React's first render in ${LOADS - early} of ${LOADS} loads`] : [] };
}

/**
 * The journeys every engine runs (issue #37): each names the defect it was written against.
 */
import { isoDateOf, wallClock } from '../../src/lib/wall-clock.ts';
import { ROUTES } from '../routes.ts';
import { waitFor, type Driver } from './driver.ts';
import type { Proxy } from './proxy.ts';

export interface Journey {
  name: string;
  run(driver: Driver, proxy: Proxy): Promise<void>;
}

const HYDRATED = `document.documentElement.dataset.app === 'running'`;
const PROBE = `(window.__probe || []).slice()`;

async function cleanConsole(driver: Driver, where: string): Promise<void> {
  const problems = await driver.evaluate<string[]>(PROBE);
  if (problems.length > 0) throw new Error(`${driver.engine} ${where}:\n  ${problems.join('\n  ')}`);
}

async function open(driver: Driver, url: string): Promise<void> {
  await driver.goto(url);
  await waitFor(driver, HYDRATED, `${url} to hydrate`);
}

export const JOURNEYS: Journey[] = [
  {
    // WebKit's ICU printed 'en-CA' as 11/26/2026: the link went to /flights/11%2F26%2F2026.
    name: "today's flights: the home page's link and the header's go to today's date at the airport",
    async run(driver, proxy) {
      await open(driver, `${proxy.url}/`);
      // The airport's zone (src/lib/format.ts), which the page's own code also reads.
      const today = `/flights/${isoDateOf(wallClock(new Date(), 'America/Los_Angeles'))}`;
      const hrefs = await driver.evaluate<string[]>(
        `[...document.querySelectorAll('a[href^="/flights"]')].map((a) => a.getAttribute('href'))`,
      );
      const dated = hrefs.filter((href) => href !== '/flights');
      if (dated.length === 0 || dated.some((href) => !href.startsWith(today)))
        throw new Error(`${driver.engine}: flights links ${JSON.stringify(hrefs)}, expected ${today}`);
      await driver.click(`a[href^="${today}"]`);
      await waitFor(driver, `location.pathname === ${JSON.stringify(today)}`, 'the flights page');
      await waitFor(driver, `/^Flights on /.test(document.querySelector('h1')?.textContent ?? '')`, 'the flights heading');
      await cleanConsole(driver, today);
    },
  },
  {
    // Firefox printed Chinese times "08:40" where the server's Node printed "8:40": React #418.
    name: 'hydration: every public page type in en, es and zh, without an error in the console',
    async run(driver, proxy) {
      // Every page is visited, and every one with an error named: one engine's difference is seldom alone.
      const failed: string[] = [];
      for (const language of ['en', 'es', 'zh']) {
        for (const route of ROUTES) {
          const url = `${proxy.url}${route.path}${route.path.includes('?') ? '&' : '?'}lang=${language}`;
          try {
            await open(driver, url);
            await cleanConsole(driver, url);
          } catch (error) {
            failed.push(error instanceof Error ? error.message : String(error));
          }
        }
      }
      if (failed.length > 0) throw new Error(`${failed.length} pages:\n    ${failed.join('\n    ')}`);
    },
  },
  {
    // Firefox showed "Unable to connect" where the others showed the kept copy.
    name: 'offline reload: a page seen before, reloaded with the server unreachable, shows the kept copy and the banner',
    async run(driver, proxy) {
      const page = `${proxy.url}/flights/2024-06-01`;
      await open(driver, page);
      await waitFor(driver, `navigator.serviceWorker.ready.then(() => navigator.serviceWorker.controller !== null)`, 'the worker');
      // Seen once under the worker's control, so the worker keeps the document.
      await driver.reload();
      await waitFor(driver, HYDRATED, 'the reload');
      await waitFor(
        driver,
        // By key: the kept answer varies on request headers a page's own match would not send.
        `caches.open('hangar-pages').then((cache) => cache.keys()).then((keys) => keys.some((key) => key.url === location.href))`,
        'the kept copy',
      );
      proxy.setReachable(false);
      try {
        await driver.reload();
        await waitFor(driver, `/You are offline/.test(document.body?.innerText ?? '')`, 'the offline banner');
        await waitFor(driver, `/^Flights on /.test(document.querySelector('h1')?.textContent ?? '')`, 'the kept page');
      } finally {
        proxy.setReachable(true);
      }
    },
  },
];

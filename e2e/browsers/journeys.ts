/**
 * The journeys every engine runs (issue #37): each names the defect it was written against.
 */
import { isoDateOf, wallClock } from '../../src/lib/formats/wall-clock.ts';
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

const ROWS = `[...document.querySelectorAll('[role="feed"] article')]`;
/** A list on screen and run by the app: the server's static rows taken over by the virtualizer. */
const LIST_READY = `${ROWS}.length > 0 && !document.querySelector('.vlist__feed--static')`;
const TEXT = `(document.body?.innerText ?? '')`;
const MUSEUM = '1729795001';

let marks = 0;
/**
 * Waits for the first element matching `css` whose accessible text (aria-label, else its text) matches,
 * and gives a selector for it: a visitor finds a control by what it says, not by its markup.
 */
async function byText(driver: Driver, css: string, text: RegExp, what: string): Promise<string> {
  marks += 1;
  const mark = `j${marks}`;
  await waitFor(
    driver,
    `(() => {
      const text = new RegExp(${JSON.stringify(text.source)});
      const found = [...document.querySelectorAll(${JSON.stringify(css)})].find((element) =>
        text.test((element.getAttribute('aria-label') || element.textContent || '').trim()));
      found?.setAttribute('data-journey', ${JSON.stringify(mark)});
      return Boolean(found);
    })()`,
    what,
  );
  return `[data-journey="${mark}"]`;
}

/** The field a visitor finds by its label's words. */
async function field(driver: Driver, label: RegExp): Promise<string> {
  const labelSelector = await byText(driver, 'label', label, `the field ${label}`);
  const id = await driver.evaluate<string>(`document.querySelector('${labelSelector}').htmlFor`);
  return `[id="${id}"]`;
}

/** The text of the list's count line ("Showing 200 of 2,000"), or '' while there is none. */
const COUNT_LINE = `([...document.querySelectorAll('[role="status"]')].map((s) => s.textContent.trim()).find((t) => /^(Showing|Se muestran|显示) /.test(t)) ?? '')`;

/** Signs the tab in the way the app keeps a visitor (src/lib/session/signed-in-user.ts), on a page of the app's origin. */
async function signIn(driver: Driver, token: string, name: string): Promise<void> {
  await driver.evaluate(`sessionStorage.setItem('hangar.user', ${JSON.stringify(JSON.stringify({ token, name }))})`);
}

function uniqueToken(): string {
  return `demo-browsers${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
}

export const JOURNEYS: Journey[] = [
  {
    // WebKit's ICU printed 'en-CA' as 11/26/2026: the link went to /flights/11%2F26%2F2026.
    name: "today's flights: the home page's link and the header's go to today's date at the airport",
    async run(driver, proxy) {
      await open(driver, `${proxy.url}/`);
      // The airport's zone (src/lib/formats/counts-and-dates.ts), which the page's own code also reads.
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
      await waitFor(driver, LIST_READY, "today's flights listed");
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
  {
    name: 'a long list scrolled to its second page: rows 101 onwards follow on, and the count says so',
    async run(driver, proxy) {
      await open(driver, `${proxy.url}/collections/${MUSEUM}/objects`);
      await waitFor(driver, LIST_READY, 'the objects');
      // Scrolled to the end again and again, as a visitor's thumb does, until the next page arrives.
      await waitFor(
        driver,
        `(() => {
          window.scrollTo(0, document.documentElement.scrollHeight);
          return ${ROWS}.some((row) => Number(row.getAttribute('aria-posinset')) > 100 && row.textContent.trim() !== '');
        })()`,
        'row 101',
        30_000,
      );
      const positions = await driver.evaluate<number[]>(`${ROWS}.map((row) => Number(row.getAttribute('aria-posinset')))`);
      const gaps = positions.filter((position, index) => index > 0 && position !== positions[index - 1]! + 1);
      if (gaps.length > 0) throw new Error(`${driver.engine}: rows out of order or missing: ${positions.join(',')}`);
      const count = await waitFor<string>(driver, `/of 2,000/.test(${COUNT_LINE}) && ${COUNT_LINE}`, 'the count line');
      const shown = Number((/([\d,]+) of 2,000/.exec(count)?.[1] ?? '0').replace(/,/g, ''));
      if (shown <= 100) throw new Error(`${driver.engine}: the count line says "${count}" with row 101 on screen`);
      await cleanConsole(driver, 'the second page');
    },
  },
  {
    name: 'an object and Back: the list comes back at the same place',
    async run(driver, proxy) {
      await open(driver, `${proxy.url}/collections/${MUSEUM}/objects`);
      await waitFor(driver, LIST_READY, 'the objects');
      await waitFor(driver, `(window.scrollBy(0, 300), window.scrollY > 800)`, 'the list to scroll');
      // A tile wholly on screen, so the click does not scroll.
      const tile = await waitFor<{ key: string; top: number }>(
        driver,
        `(() => {
          const row = ${ROWS}.find((row) => { const box = row.getBoundingClientRect(); return box.top > 120 && box.bottom < innerHeight; });
          return row ? { key: row.getAttribute('data-key'), top: Math.round(row.getBoundingClientRect().top) } : null;
        })()`,
        'a tile on screen',
      );
      await driver.click(`[role="feed"] article[data-key="${tile.key}"] a`);
      await waitFor(driver, `location.pathname === '/objects/${tile.key}' && Boolean(document.querySelector('h1'))`, 'the object page');
      await cleanConsole(driver, 'the object');
      await driver.back();
      await waitFor(
        driver,
        `Math.abs((document.querySelector('[role="feed"] article[data-key="${tile.key}"]')?.getBoundingClientRect().top ?? -1e6) - ${tile.top}) <= 2`,
        `the tile back at ${tile.top} px`,
        15_000,
        `'tile top ' + document.querySelector('[role="feed"] article[data-key="${tile.key}"]')?.getBoundingClientRect().top`,
      );
      await waitFor(driver, `location.pathname === '/collections/${MUSEUM}/objects'`, 'the list address');
      await cleanConsole(driver, 'Back to the list');
    },
  },
  {
    name: 'the feed: a suggested tag from home, then a tag inside a post',
    async run(driver, proxy) {
      await open(driver, `${proxy.url}/`);
      await driver.click('main a[href="/social/sfomuseum"]');
      await waitFor(driver, `location.pathname === '/social/sfomuseum' && (${LIST_READY})`, 'the #sfomuseum posts');
      const tag = await waitFor<string>(
        driver,
        `${ROWS}.flatMap((row) => [...row.querySelectorAll('a[href^="/social/"]')]).map((a) => a.getAttribute('href')).find((href) => href !== '/social/sfomuseum')`,
        'a tag in a post',
      );
      await driver.click(`[role="feed"] article a[href="${tag}"]`);
      const heading = `#${decodeURIComponent(tag.split('/').pop() ?? '')}`;
      await waitFor(
        driver,
        `document.querySelector('h1')?.textContent === ${JSON.stringify(heading)} && (${LIST_READY})`,
        `the ${heading} posts`,
      );
      await cleanConsole(driver, heading);
    },
  },
  {
    name: "sign-in: a typed token and name, from the header's link, back to the page with the name in the header",
    async run(driver, proxy) {
      await open(driver, `${proxy.url}/flights/2024-06-01`);
      await driver.click(await byText(driver, 'header a', /^Sign in$/, "the header's Sign in"));
      await waitFor(driver, `location.pathname === '/sign-in' && Boolean(document.querySelector('input'))`, 'the sign-in form');
      const token = uniqueToken();
      const tokenField = await field(driver, /^Access token$/);
      await driver.type(tokenField, token);
      const nameField = await field(driver, /^Your name/);
      await driver.type(nameField, 'Amelia');
      // What was typed is still there when the visitor presses the button.
      await waitFor(
        driver,
        `document.querySelector('${tokenField}').value === '${token}' && document.querySelector('${nameField}').value === 'Amelia'`,
        'the typed token and name in their fields',
        5_000,
        `'fields: ' + JSON.stringify([document.querySelector('${tokenField}')?.value, document.querySelector('${nameField}')?.value])`,
      );
      await driver.click(await byText(driver, 'main button[type="submit"], main form button', /^Sign in$/, 'the Sign in button'));
      await waitFor(driver, `location.pathname === '/flights/2024-06-01'`, 'the way back');
      await waitFor(driver, `/Signed in as Amelia/.test(document.querySelector('header')?.innerText ?? '')`, 'the name in the header');
      await waitFor(driver, LIST_READY, 'the flights again');
      await cleanConsole(driver, 'after sign-in');
    },
  },
  {
    name: 'shoebox: remove one item, then empty it all; both stick after a reload',
    async run(driver, proxy) {
      await open(driver, `${proxy.url}/`);
      await signIn(driver, uniqueToken(), 'Tester');
      await open(driver, `${proxy.url}/shoebox`);
      await waitFor(driver, LIST_READY, 'the saved items');
      const total = Number(
        (/of ([\d,]+)|all ([\d,]+)/.exec(await waitFor<string>(driver, COUNT_LINE, 'the count line')) ?? [])
          .slice(1)
          .find(Boolean)
          ?.replace(/,/g, ''),
      );
      const remove = await byText(driver, '[role="feed"] article button', /^Remove /, 'a Remove button');
      const title = (await driver.evaluate<string>(`document.querySelector('${remove}').getAttribute('aria-label')`)).replace(
        /^Remove /,
        '',
      );
      await driver.click(remove);
      await waitFor(driver, `${TEXT}.includes(${JSON.stringify(`Removed ${title}.`)})`, 'the removal said');
      await waitFor(driver, `${COUNT_LINE}.includes(${JSON.stringify((total - 1).toLocaleString('en'))})`, `${total - 1} counted`);
      await driver.click(await byText(driver, 'main button', /^Empty shoebox$/, 'Empty shoebox'));
      await driver.click(
        await byText(driver, 'dialog button, [role="dialog"] button', new RegExp(`^Remove all ${total - 1} items$`), 'the confirmation'),
      );
      await waitFor(driver, `${TEXT}.includes('Your shoebox is empty.') && ${ROWS}.length === 0`, 'the empty shoebox');
      await driver.reload();
      await waitFor(driver, `${TEXT}.includes('Your shoebox is empty.')`, 'the empty shoebox after a reload');
      await cleanConsole(driver, 'the shoebox');
    },
  },
  {
    name: 'the language menu: Spanish, then Chinese, in place; the choice outlives a reload',
    async run(driver, proxy) {
      await open(driver, `${proxy.url}/collections/${MUSEUM}/objects`);
      await waitFor(driver, LIST_READY, 'the objects');
      await driver.evaluate(`(window.hangarSameDocument = true)`);
      await driver.select('.language-menu__select', 'es');
      await waitFor(
        driver,
        `document.documentElement.lang === 'es' && /^Se muestran /.test(${COUNT_LINE}) && /Colecciones/.test(document.querySelector('header')?.innerText ?? '')`,
        'the page in Spanish',
      );
      await driver.select('.language-menu__select', 'zh');
      await waitFor(driver, `/^zh/.test(document.documentElement.lang) && /^显示 /.test(${COUNT_LINE})`, 'the page in Chinese');
      if (!(await driver.evaluate<boolean>(`window.hangarSameDocument === true`)))
        throw new Error(`${driver.engine}: the language menu reloaded the page`);
      await driver.reload();
      await waitFor(
        driver,
        `${HYDRATED} && /^zh/.test(document.documentElement.lang) && /^显示 /.test(${COUNT_LINE})`,
        'Chinese after a reload',
      );
      await cleanConsole(driver, 'in Chinese');
    },
  },
  {
    name: 'the image viewer: opens full size, next image, zoom, closes back to its button',
    async run(driver, proxy) {
      await open(driver, `${proxy.url}/objects/1880000001500?collection=${MUSEUM}&page=16`);
      const opener = await byText(driver, 'main button', /^View full size:/, 'the gallery');
      await driver.click(opener);
      const viewer = `document.querySelector('dialog[open], [role="dialog"]')`;
      await waitFor(driver, `/Image 1 of \\d/.test(${viewer}?.innerText ?? '')`, 'the viewer at image 1');
      await driver.click(await byText(driver, 'dialog button', /^Next/, 'Next'));
      await waitFor(driver, `/Image 2 of \\d/.test(${viewer}?.innerText ?? '')`, 'image 2');
      await waitFor(
        driver,
        `(() => { const image = ${viewer}?.querySelector('img'); return image?.complete && image.naturalWidth > 0; })()`,
        'image 2 drawn',
      );
      await driver.click(await byText(driver, 'dialog button', /^Zoom in$/, 'Zoom in'));
      await waitFor(driver, `${viewer}?.querySelector('img[data-scale]')?.getAttribute('data-scale') !== '1'`, 'the image zoomed');
      await driver.click(await byText(driver, 'dialog button', /^Close$/, 'Close'));
      await waitFor(
        driver,
        `!document.querySelector('dialog[open]') && document.activeElement === document.querySelector('${opener}')`,
        'the viewer closed, focus on its button',
      );
      await cleanConsole(driver, 'the image viewer');
    },
  },
  {
    name: 'a kiosk start: the welcome screen, a touch, then browsing with the on-screen controls',
    async run(driver, proxy) {
      await open(driver, `${proxy.url}/?kiosk=1`);
      const welcome = `document.querySelector('[role="dialog"].attract')`;
      await waitFor(
        driver,
        `${welcome} !== null && document.activeElement === ${welcome}.querySelector('button.attract__cta')`,
        'the welcome screen, its button focused',
      );
      await driver.click('.attract__cta');
      await waitFor(driver, `${welcome} === null`, 'the welcome screen gone');
      const home = await driver.evaluate<string>(`document.querySelector('h1')?.textContent ?? ''`);
      // A kiosk keeps its pages in memory (the address stays): what changes is the page on screen.
      await driver.click(await byText(driver, 'nav a', /^Airport$/, 'the Airport link'));
      await waitFor(driver, `document.querySelector('h1')?.textContent === 'Airport'`, 'the airport page');
      await driver.click(await byText(driver, 'nav[aria-label="Kiosk controls"] button', /Back$/, 'the kiosk Back'));
      await waitFor(driver, `document.querySelector('h1')?.textContent === ${JSON.stringify(home)}`, `home again ("${home}")`);
      await cleanConsole(driver, 'the kiosk');
    },
  },
  {
    // WebKit fetched config.json twice on a first visit: its preload (Cache-Control: no-cache) was
    // revalidated, not used, when the app asked for it.
    name: 'a first visit asks for config.json once, in every page type',
    async run(driver, proxy) {
      // The worker fetches its own copy when it installs: kept away, so what is counted is the page's.
      proxy.refused.add('/sw.js');
      const counted: string[] = [];
      for (const path of ['/', `/collections/${MUSEUM}/objects`, '/sign-in']) {
        const before = proxy.requests.length;
        await open(driver, `${proxy.url}${path}`);
        // The app has its config once it runs; a second request would follow within moments.
        await new Promise((resolve) => setTimeout(resolve, 500));
        const times = proxy.requests.slice(before).filter((request) => request === '/config.json').length;
        if (times !== 1) counted.push(`${path}: ${times}`);
      }
      if (counted.length > 0) throw new Error(`${driver.engine}: config.json requests per page: ${counted.join(', ')}`);
    },
  },
];

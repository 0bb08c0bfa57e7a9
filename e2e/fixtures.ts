import { test as base, expect, type Locator, type Page, type Request, type Route } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';

/**
 * Shared fixtures for every journey:
 * - any uncaught page error or console error fails the test (the allow-list
 *   holds only what is understood: the browser's own log line for an HTTP
 *   error status, which tests provoke on purpose);
 * - the access token never leaks: on every navigation (full loads and
 *   client-side ones) the page URL, title, links, visible text and
 *   localStorage are scanned, and every request outside /rest/ is checked;
 * - `restRequests` records every call to the API, for request-count checks;
 * - `checkA11y` runs axe with the WCAG tags the project promises;
 * - `signedInAs` signs the tab in as a user, the way the app remembers one;
 * - `listCount` reads what a list page says it shows ("Showing 100 of 2,000").
 */
/** The tokens config.json hands out and the tests sign in with, and the parameter that carries them. */
const TOKEN_PATTERN = /access_token=|read-visitor|demo-(ada|grace|e2e|kiosk)|read-e2e|expired-someone|invalid-someone/;

const ALLOWED_CONSOLE_ERRORS = [/Failed to load resource: the server responded with a status of \d+/, /net::ERR_/];

/** The session key the app keeps its signed-in user under (src/lib/session.ts). */
const USER_KEY = 'hangar.user';
/** Set once the test's sign-in has been seeded, so a reload or a sign-out is not undone by it. */
const SEEDED_KEY = 'hangar.e2e.seeded';

export interface ListCount {
  /** Items loaded so far. */
  shown: number;
  /** What the server says there are, or null when the list does not know. */
  total: number | null;
}

interface Fixtures {
  restRequests: Request[];
  checkA11y: (label?: string) => Promise<void>;
  /** Signs this tab in as `token` from the next page load on (once: a sign-out or reset sticks). */
  signedInAs: (token: string, name?: string) => Promise<void>;
  /** The numbers in the list's "Showing X of Y" status; fails if the list shows no count. */
  listCount: () => Promise<ListCount>;
}

/** Everything on the current document where a token must never appear; runs in the page. */
function exposedInPage(pattern: string): string[] {
  const secret = new RegExp(pattern);
  const places: string[] = [];
  if (secret.test(location.href)) places.push(`location.href ${location.href}`);
  if (secret.test(document.title)) places.push(`document.title ${document.title}`);
  for (const link of Array.from(document.querySelectorAll('a[href], link[href]'))) {
    if (secret.test(link.getAttribute('href') ?? '')) places.push(`link ${link.getAttribute('href')}`);
  }
  const text = document.body?.innerText ?? '';
  const match = secret.exec(text);
  if (match) places.push(`visible text …${text.slice(Math.max(0, match.index - 40), match.index + 40)}…`);
  for (let index = 0; index < localStorage.length; index += 1) {
    const key = localStorage.key(index) ?? '';
    if (secret.test(key) || secret.test(localStorage.getItem(key) ?? '')) places.push(`localStorage ${key}`);
  }
  return places;
}

export const test = base.extend<Fixtures>({
  page: async ({ page, javaScriptEnabled }, use) => {
    // A page the server rendered is on screen before the app runs, and its buttons and client-side
    // navigation do nothing until then: a journey goes on once the app has taken the page over
    // (html[data-app="running"], set by the app's root). A page that never starts (a broken config)
    // is given up on after a while, and the journey checks what it shows.
    const waitForApp = async () => {
      if (javaScriptEnabled === false || page.isClosed()) return;
      await page
        .waitForFunction(() => !document.getElementById('hangar-state') || document.documentElement.dataset.app === 'running', null, {
          timeout: 15_000,
        })
        .catch(() => undefined);
    };
    const goto = page.goto.bind(page);
    page.goto = async (...args: Parameters<Page['goto']>) => {
      const response = await goto(...args);
      await waitForApp();
      return response;
    };
    const reload = page.reload.bind(page);
    page.reload = async (...args: Parameters<Page['reload']>) => {
      const response = await reload(...args);
      await waitForApp();
      return response;
    };
    const problems: string[] = [];
    const consoleText: string[] = [];
    page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
    page.on('console', (message) => {
      const text = message.text();
      consoleText.push(text);
      if (message.type() !== 'error') return;
      if (ALLOWED_CONSOLE_ERRORS.some((pattern) => pattern.test(text))) return;
      problems.push(`console.error: ${text}`);
    });

    // Secrets: the access token may travel only in /rest/ requests. Checked as the test goes,
    // so a token shown on one page and gone by the last one is still caught.
    const leaks: string[] = [];
    const scans: Promise<void>[] = [];
    const scan = (when: string) => {
      scans.push(
        page
          .evaluate(exposedInPage, TOKEN_PATTERN.source)
          .then((places) => {
            leaks.push(...places.map((place) => `${when}: ${place}`));
          })
          // The document went away mid-scan (another navigation): that one gets its own scan.
          .catch(() => undefined),
      );
    };
    page.on('framenavigated', (frame) => {
      if (frame !== page.mainFrame()) return;
      const url = frame.url();
      if (TOKEN_PATTERN.test(url)) leaks.push(`navigated to ${url}`);
      if (url.startsWith('http')) scan(`on ${url}`);
    });
    page.on('load', () => {
      if (page.url().startsWith('http')) scan(`loaded ${page.url()}`);
    });
    // Between navigations too: the page itself reports any change to the DOM that shows a
    // token (a message, a link, the title), however briefly it stays on screen.
    await page.exposeBinding('__hangarTokenLeak', (_source, place: string) => {
      if (!leaks.includes(place)) leaks.push(place);
    });
    await page.addInitScript(
      ([pattern, scanSource]) => {
        const scanNow = new Function('pattern', `return (${scanSource})(pattern);`) as (pattern: string) => string[];
        const report = (window as unknown as { __hangarTokenLeak?: (place: string) => void }).__hangarTokenLeak;
        let pending = false;
        const check = () => {
          pending = false;
          for (const place of scanNow(pattern)) void report?.(`while on ${location.pathname}: ${place}`);
        };
        const schedule = () => {
          if (pending) return;
          pending = true;
          setTimeout(check, 50);
        };
        new MutationObserver(schedule).observe(document, {
          subtree: true,
          childList: true,
          characterData: true,
          attributes: true,
          attributeFilter: ['href'],
        });
      },
      [TOKEN_PATTERN.source, exposedInPage.toString()] as const,
    );
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith('/rest/')) return;
      if (TOKEN_PATTERN.test(request.url())) leaks.push(`${request.resourceType()} request ${request.url()}`);
    });

    await use(page);

    expect(problems, 'no uncaught errors or console errors').toEqual([]);
    if (!page.isClosed() && page.url().startsWith('http')) scan(`at the end on ${page.url()}`);
    await Promise.all(scans);
    expect(leaks, 'the access token is not exposed').toEqual([]);
    expect(
      consoleText.filter((text) => TOKEN_PATTERN.test(text)),
      'no token in console messages',
    ).toEqual([]);
  },
  restRequests: async ({ page }, use) => {
    const requests: Request[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/rest/')) requests.push(request);
    });
    await use(requests);
  },
  checkA11y: async ({ page }, use) => {
    await use(async (label = 'page') => {
      const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa']).analyze();
      const summary = results.violations.map(
        (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
      );
      expect(summary, `axe violations on ${label}`).toEqual([]);
    });
  },
  signedInAs: async ({ page }, use) => {
    await use(async (token, name = 'Tester') => {
      await page.addInitScript(
        ([userKey, seededKey, user]) => {
          if (sessionStorage.getItem(seededKey)) return;
          sessionStorage.setItem(userKey, user);
          sessionStorage.setItem(seededKey, '1');
        },
        [USER_KEY, SEEDED_KEY, JSON.stringify({ token, name })] as const,
      );
    });
  },
  listCount: async ({ page }, use) => {
    await use(async () => {
      const status = listStatus(page);
      await expect(status).toBeVisible();
      const text = (await status.textContent()) ?? '';
      const [, shown = '', total] = /Showing ([\d,]+)(?: of ([\d,]+))?/.exec(text) ?? [];
      const number = (value: string) => Number(value.replace(/,/g, ''));
      return { shown: number(shown), total: total === undefined ? null : number(total) };
    });
  },
});

export { expect };

/** A fresh demo user (own seeded shoebox) per call, so tests never share state. */
export function uniqueToken(prefix: 'demo' | 'read' = 'demo'): string {
  return `${prefix}-e2e${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
}

/** The list's live count ("Showing 100 of 2,000"), a status region. */
export function listStatus(page: Page): Locator {
  return page.getByRole('status').filter({ hasText: /^Showing [\d,]+/ });
}

/** The rendered rows of the page's list (the virtual window, not the whole list). */
export function listRows(page: Page): Locator {
  return page.getByRole('feed').getByRole('article');
}

/** The `method` of a /rest/ request, from its query string or form body. */
export function restMethod(request: Request): string | null {
  const url = new URL(request.url());
  return url.searchParams.get('method') ?? new URLSearchParams(request.postData() ?? '').get('method');
}

/** Two rendered frames: what a scroll or a key press has made the page draw is on screen. */
export function nextFrames(page: Page): Promise<unknown> {
  return page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

/**
 * Moves the page's clock on a second at a time until `check` passes: the app's own timers (a
 * retry's backoff, the "taking longer than usual" notice) fire without the run waiting them out.
 * The page's clock must have been installed (`page.clock.install()`) before the page loaded; between
 * jumps it flows as usual. `check` should fail fast (a short timeout): it is tried after each jump.
 */
export async function fastForwardUntil(page: Page, check: () => Promise<unknown>, { timeout = 20_000 } = {}): Promise<void> {
  await expect(async () => {
    await page.clock.fastForward(1_000);
    await check();
    // Tried again at once: the jump, not a pause between tries, is what moves the page on.
  }).toPass({ timeout, intervals: [50] });
}

export async function waitForList(page: Page): Promise<void> {
  await expect(page.getByRole('feed')).toBeVisible();
  await expect(listRows(page).first()).toBeVisible();
  // A server-rendered list is on screen before the app runs: ready once the virtualizer has taken it over.
  await expect(page.locator('.vlist__feed--static')).toHaveCount(0);
}

export interface HeldRequests {
  /** Requests caught and not yet let through. */
  readonly held: number;
  /** Lets every held request (and every later one) through. */
  release: () => Promise<void>;
}

/**
 * Holds /rest/ calls of one method at the network until `release()`, so a
 * test can look at the screen before the answer could have changed it.
 */
export async function holdRequests(page: Page, method: string, when: (request: Request) => boolean = () => true): Promise<HeldRequests> {
  const waiting: Route[] = [];
  let released = false;
  const handler = async (route: Route) => {
    const request = route.request();
    if (released || restMethod(request) !== method || !when(request)) {
      await route.fallback();
      return;
    }
    waiting.push(route);
  };
  await page.route('**/rest/**', handler);
  return {
    get held() {
      return waiting.length;
    },
    release: async () => {
      released = true;
      await Promise.all(waiting.splice(0).map((route) => route.fallback().catch(() => undefined)));
      await page.unroute('**/rest/**', handler);
    },
  };
}

/** Serves config.json with kiosk mode on and these kiosk fields: test-only, the demo config stays a plain site. */
export async function useKioskConfig(page: Page, kiosk: Record<string, unknown> = {}): Promise<void> {
  await page.route('**/config.json', async (route) => {
    const response = await route.fetch();
    const config = await response.json();
    config.kiosk = { enabled: true, idleSeconds: 120, warningSeconds: 15, ...kiosk };
    await route.fulfill({ response, json: config });
  });
}

/**
 * The visitor walks away: the page's clock (installed before the page loaded) jumps past the idle
 * time and stops, so the warning stays on screen for the test to read; then the countdown's
 * seconds pass one jump at a time until the attract screen is back, and time flows again. The
 * idle timer and the countdown are the app's own; only the waiting is skipped.
 */
export async function walkAway(
  page: Page,
  idleSeconds: number,
  checkWarning: (warning: Locator) => Promise<void> = async () => undefined,
): Promise<void> {
  const now = await page.evaluate(() => Date.now());
  await page.clock.pauseAt(now + idleSeconds * 1000);
  const warning = page.getByRole('dialog', { name: 'Still there?' });
  await expect(warning).toBeVisible();
  await checkWarning(warning);
  await fastForwardUntil(page, () => expect(page.getByRole('dialog', { name: 'Welcome screen' })).toBeVisible({ timeout: 250 }));
  await page.clock.resume();
}

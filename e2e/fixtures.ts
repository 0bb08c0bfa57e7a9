import { test as base, expect, type Page, type Request } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';

/**
 * Shared fixtures for every journey:
 * - any uncaught page error or console error fails the test (the allow-list
 *   holds only what is understood: the browser's own log line for an HTTP
 *   error status, which tests provoke on purpose);
 * - `restRequests` records every call to the API, for request-count checks;
 * - `checkA11y` runs axe with the WCAG tags the project promises.
 */
/** The tokens config.json hands out and the tests sign in with, and the parameter that carries them. */
const TOKEN_PATTERN = /access_token=|read-visitor|demo-(ada|grace|e2e|kiosk)|read-e2e|expired-someone/;

const ALLOWED_CONSOLE_ERRORS = [/Failed to load resource: the server responded with a status of \d+/, /net::ERR_/];

interface Fixtures {
  restRequests: Request[];
  checkA11y: (label?: string) => Promise<void>;
}

export const test = base.extend<Fixtures>({
  page: async ({ page }, use) => {
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
    await use(page);
    expect(problems, 'no uncaught errors or console errors').toEqual([]);
    // Secrets: the access token may travel only in /rest/ requests.
    if (!page.isClosed() && page.url().startsWith('http')) {
      const exposed = await page.evaluate((pattern) => {
        const secret = new RegExp(pattern);
        const places: string[] = [];
        if (secret.test(location.href)) places.push('location.href');
        if (secret.test(document.title)) places.push('document.title');
        for (const link of Array.from(document.querySelectorAll('a[href]'))) {
          if (secret.test(link.getAttribute('href') ?? '')) places.push(`link ${link.getAttribute('href')}`);
        }
        for (let index = 0; index < localStorage.length; index += 1) {
          const key = localStorage.key(index) ?? '';
          if (secret.test(key) || secret.test(localStorage.getItem(key) ?? '')) places.push(`localStorage ${key}`);
        }
        const shownErrors = Array.from(document.querySelectorAll('[role="alert"]')).map((element) => element.textContent ?? '');
        if (shownErrors.some((text) => secret.test(text))) places.push('an error message on screen');
        return places;
      }, TOKEN_PATTERN.source);
      expect(exposed, 'the access token is not exposed').toEqual([]);
    }
    expect(consoleText.filter((text) => TOKEN_PATTERN.test(text)), 'no token in console messages').toEqual([]);
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
      const summary = results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
      expect(summary, `axe violations on ${label}`).toEqual([]);
    });
  },
});

export { expect };

/** The `method` of a /rest/ request, from its query string or form body. */
export function restMethod(request: Request): string | null {
  const url = new URL(request.url());
  return url.searchParams.get('method') ?? new URLSearchParams(request.postData() ?? '').get('method');
}

export async function waitForList(page: Page): Promise<void> {
  await expect(page.locator('[role="feed"]').first()).toBeVisible();
  await expect(page.locator('[role="feed"] article').first()).toBeVisible();
}

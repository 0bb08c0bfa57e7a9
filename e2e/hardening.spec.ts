import type { Page } from '@playwright/test';
import { expect, restMethod, test, waitForList } from './fixtures.ts';
import { E2E_SERVERS } from './servers.ts';

const MUSEUM = '1729795001';
const ARCHIVE = '9007199254740993';

async function shownCount(page: Page): Promise<number> {
  const text = (await page.locator('.vlist__count').textContent()) ?? '';
  return Number(/Showing ([\d,]+)/.exec(text)?.[1]?.replace(/,/g, '') ?? 0);
}

const nextFrames = (page: Page) => page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));

/**
 * Scrolls the whole list from the top. Each rendered window must be in
 * order with no repeats; returns every position seen, sorted.
 */
async function scanPositions(page: Page): Promise<number[]> {
  await page.evaluate(() => window.scrollTo(0, 0));
  await nextFrames(page);
  const known = new Set<number>();
  for (let step = 0; step < 1000; step += 1) {
    const positions = await page.locator('[role="feed"] article').evaluateAll((elements) => elements.map((element) => Number(element.getAttribute('aria-posinset'))));
    expect(positions.every((position, index) => index === 0 || position === positions[index - 1]! + 1), 'a rendered window is consecutive').toBe(true);
    for (const position of positions) known.add(position);
    const atEnd = await page.evaluate(() => window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2);
    if (atEnd) break;
    await page.evaluate(() => window.scrollBy(0, window.innerHeight * 2));
    await nextFrames(page);
  }
  return [...known].sort((a, b) => a - b);
}

/** Scrolling to the end is how a visitor asks for the next page (the list fetches it itself). */
async function scrollToEnd(page: Page) {
  await page.keyboard.press('End');
  await nextFrames(page);
}

test.describe('injected failures while browsing', () => {
  test.use({ baseURL: E2E_SERVERS.flaky.url });

  test('with one read in five failing, a 2,000-object list still loads every object exactly once, in order', async ({ page }) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width: 1600, height: 1000 });
    await page.goto(`/collections/${MUSEUM}/objects`);
    // The first page may itself need a retry.
    await expect(page.locator('[role="feed"] article').first()).toBeVisible({ timeout: 30_000 });
    for (let round = 0; round < 400 && (await shownCount(page)) < 2000; round += 1) {
      const retry = page.locator('.vlist__footer').getByRole('button', { name: 'Retry' });
      if (await retry.isVisible()) await retry.click();
      await page.keyboard.press('End');
      await page.waitForTimeout(100);
    }
    await expect(page.locator('.vlist__count')).toHaveText('Showing 2,000 of 2,000');
    await expect(page.getByRole('alert')).toHaveCount(0);
    expect(await scanPositions(page)).toEqual(Array.from({ length: 2000 }, (_, index) => index + 1));
  });
});

test.describe('a permanent failure', () => {
  test('shows the error footer with Retry, keeps loaded items, and recovers once the fault stops', async ({ page }) => {
    const token = `demo-e2e-fault-${Date.now().toString(36)}`;
    await page.addInitScript((value) => sessionStorage.setItem('hangar.user', value), JSON.stringify({ token, name: 'Fault tester' }));
    await page.goto(`/collections/${MUSEUM}/objects`);
    await waitForList(page);
    // The next call and its three retries fail, then the fault is spent.
    await page.request.post('/__mock/faults', { data: { method: 'museum.collection.collections.getObjects', count: 4, mode: 'error', code: 512, token } });
    await scrollToEnd(page);
    const footer = page.locator('.vlist__footer');
    await expect(footer.getByRole('alert')).toContainText('The server had a problem', { timeout: 20_000 });
    await expect(page.locator('.vlist__count')).toHaveText('Showing 100 of 2,000');
    await expect(page.locator('[role="feed"] article').first()).toBeVisible();
    await footer.getByRole('button', { name: 'Retry' }).click();
    await expect(page.locator('.vlist__count')).toHaveText('Showing 200 of 2,000');
    await expect(footer.getByRole('alert')).toHaveCount(0);
  });
});

test.describe('expired cursors', () => {
  test.use({ baseURL: E2E_SERVERS.shortCursors.url });

  test('the list recovers from an expired cursor with a notice, without duplicates', async ({ page, restRequests }) => {
    await page.goto(`/collections/${MUSEUM}/objects`);
    await waitForList(page);
    await scrollToEnd(page);
    await expect(page.locator('.vlist__count')).toHaveText('Showing 200 of 2,000');
    await page.waitForTimeout(1_600);
    await scrollToEnd(page);
    await expect(page.getByText('The list had expired on the server, so it was reloaded from the start.')).toBeVisible();
    await expect(page.locator('.vlist__count')).toHaveText(/Showing (200|300) of 2,000/);
    await scrollToEnd(page);
    await expect(page.locator('.vlist__count')).toHaveText(/Showing (300|400) of 2,000/);
    // No duplicates: across the whole list, every object sits at exactly one position.
    await page.keyboard.press('Home');
    const keyAt = new Map<number, string>();
    const positionOf = new Map<string, number>();
    // Forty screens: past the pages loaded before and after the cursor expired.
    for (let step = 0; step < 40; step += 1) {
      const rendered = await page.locator('[role="feed"] article').evaluateAll((elements) =>
        elements.map((element) => [Number(element.getAttribute('aria-posinset')), element.getAttribute('data-key') ?? ''] as const),
      );
      for (const [position, key] of rendered) {
        expect(keyAt.get(position) ?? key, `position ${position} shows one object`).toBe(key);
        expect(positionOf.get(key) ?? position, `object ${key} appears once`).toBe(position);
        keyAt.set(position, key);
        positionOf.set(key, position);
      }
      const atEnd = await page.evaluate(() => window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2);
      if (atEnd) break;
      await page.evaluate(() => window.scrollBy(0, window.innerHeight));
      await nextFrames(page);
    }
    expect(keyAt.size).toBeGreaterThanOrEqual(300);
    const objectCalls = restRequests.filter((request) => restMethod(request) === 'museum.collection.collections.getObjects');
    expect(objectCalls.some((request) => new URL(request.url()).searchParams.has('cursor'))).toBe(true);
  });
});

test.describe('offline', () => {
  test('going offline shows a banner, keeps loaded pages and pauses; going online resumes without a reload', async ({ page, context }) => {
    await page.goto(`/collections/${MUSEUM}/objects`);
    await waitForList(page);
    await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
    await context.setOffline(true);
    await expect(page.getByText(/You are offline/)).toBeVisible();
    await scrollToEnd(page);
    await page.waitForTimeout(500);
    await expect(page.locator('.vlist__count')).toHaveText('Showing 100 of 2,000');
    await expect(page.locator('[role="feed"] article').first()).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
    await context.setOffline(false);
    await expect(page.getByText(/You are offline/)).toBeHidden();
    await expect(page.locator('.vlist__count')).toHaveText('Showing 200 of 2,000');
    expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
  });

  test('opening a page whose code has not downloaded yet, while offline, says so and recovers once back online', async ({ page, context }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await context.setOffline(true);
    // Keyboard, not the mouse: no hover prefetch can fetch the page before the connection drops.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Flights' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('alert')).toHaveText('This page could not be downloaded. Check the Wi-Fi or network connection, then try again.');
    await expect(page.getByRole('alert')).not.toContainText(/assets|\.js|import/);
    await context.setOffline(false);
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('heading', { level: 1, name: /Flights/ })).toBeVisible();
  });
});

test.describe('malformed responses', () => {
  const bodies: Array<[string, { status: number; contentType: string; body: string }]> = [
    ['an HTML error page', { status: 502, contentType: 'text/html', body: '<html><body><h1>502 Bad Gateway</h1></body></html>' }],
    ['truncated JSON', { status: 200, contentType: 'application/json', body: '{"stat":"ok","results":[{"wof:id":1' }],
    ['a body without results', { status: 200, contentType: 'application/json', body: '{"stat":"ok","total":3}' }],
    ['a body without stat', { status: 200, contentType: 'application/json', body: '{"results":[]}' }],
    ['a 200 with an error envelope', { status: 200, contentType: 'application/json', body: '{"stat":"error","error":{"code":900,"message":"Failed to retrieve objects for collection"}}' }],
  ];
  for (const [name, response] of bodies) {
    test(`${name} gives a readable error with a working retry`, async ({ page }) => {
      let broken = true;
      await page.route('**/rest/**', async (route) => {
        const url = new URL(route.request().url());
        if (broken && url.searchParams.get('method') === 'museum.collection.collections.getObjects' && url.searchParams.has('page')) {
          await route.fulfill(response);
        } else {
          await route.continue();
        }
      });
      await page.goto(`/collections/${MUSEUM}/objects`);
      await waitForList(page);
      await scrollToEnd(page);
      const alert = page.locator('.vlist__footer').getByRole('alert');
      await expect(alert).toBeVisible({ timeout: 20_000 });
      await expect(alert).not.toContainText('{');
      await expect(page.locator('[role="feed"] article').first()).toBeVisible();
      broken = false;
      await page.locator('.vlist__footer').getByRole('button', { name: 'Retry' }).click();
      await expect(page.locator('.vlist__count')).toHaveText('Showing 200 of 2,000');
    });
  }
});

test.describe('hostile data in the collection', () => {
  test('hostile object titles and descriptions stay text and do not widen the page', async ({ page }) => {
    let dialogs = 0;
    page.on('dialog', async (dialog) => {
      dialogs += 1;
      await dialog.dismiss();
    });
    await page.setViewportSize({ width: 390, height: 844 });
    const config = await (await page.request.get('/config.json')).json();
    const library = (config.directory.collections as { id: string; name: string }[]).find((entry) => entry.name === 'Aviation Library')!;
    await page.goto(`/collections/${library.id}/categories`);
    await waitForList(page);
    await page.getByRole('link', { name: /Curious labels/ }).click();
    await waitForList(page);
    for (let step = 0; step < 12; step += 1) {
      await expect(page.locator('main script, main iframe, main img[onerror], main svg[onload], main a[href^="javascript:"]')).toHaveCount(0);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      await page.mouse.wheel(0, 1200);
      await page.waitForTimeout(30);
    }
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.locator('[role="feed"] article a').first().click();
    await expect(page.getByRole('heading', { level: 1 })).toContainText('<script>');
    await expect(page.locator('main script, main img[onerror]')).toHaveCount(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    expect(dialogs).toBe(0);
    expect(await page.evaluate(() => (window as unknown as { __xss?: unknown }).__xss)).toBeUndefined();
  });
});

test.describe('int64 ids', () => {
  test('a collection whose id is above 2^53 opens, and requests carry its exact digits', async ({ page, restRequests }) => {
    await page.goto('/');
    await page.getByRole('link', { name: 'Aviation Archive', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/collections/${ARCHIVE}/objects$`));
    await waitForList(page);
    const call = restRequests.find((request) => restMethod(request) === 'museum.collection.collections.getObjects');
    expect(new URL(call!.url()).searchParams.get('collection_id')).toBe(ARCHIVE);
    const first = page.locator('[role="feed"] article a').first();
    await expect(first).toHaveAttribute('href', '/objects/9007199254800001');
    await first.click();
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Aviation Archive' })).toHaveAttribute('href', `/collections/${ARCHIVE}/objects`);
  });
});

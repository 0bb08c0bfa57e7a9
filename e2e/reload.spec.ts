import type { Page } from '@playwright/test';
import { expect, test, waitForList, nextFrames } from './fixtures.ts';

/** 2,000 objects, 100 per page, in the demo data. */
const BIG_LIST = '/collections/1729795001/objects';
const TARGET = 850;

/** Wheel scrolling may be animated: wait until the window has been still for a moment. */
async function scrollSettled(page: Page): Promise<void> {
  let last = -1;
  for (;;) {
    const now = await page.evaluate(() => new Promise<number>((resolve) => setTimeout(() => resolve(window.scrollY), 200)));
    if (now === last) return;
    last = now;
  }
}

/** The position (aria-posinset) and key of every tile wholly inside the viewport. */
function tilesInView(page: Page): Promise<{ position: number; key: string }[]> {
  return page.locator('[role="feed"] article').evaluateAll((elements) =>
    elements
      .filter((element) => {
        const rect = element.getBoundingClientRect();
        return rect.top >= 0 && rect.bottom <= window.innerHeight;
      })
      .map((element) => ({ position: Number(element.getAttribute('aria-posinset')), key: element.getAttribute('data-key') ?? '' })),
  );
}

function storedValues(page: Page): Promise<{ key: string; value: string }[]> {
  return page.evaluate(() => Object.keys(sessionStorage).map((key) => ({ key, value: sessionStorage.getItem(key) ?? '' })));
}

/** The lists the tab keeps in sessionStorage, read back as the app reads them (deflated JSON, in base64). */
function keptLists(page: Page): Promise<Array<{ queryKey: unknown[]; items: number }>> {
  return page.evaluate(async () => {
    const lists: Array<{ queryKey: unknown[]; items: number }> = [];
    for (const key of Object.keys(sessionStorage).filter((name) => name.startsWith('hangar.list:'))) {
      const bytes = Uint8Array.from(atob((sessionStorage.getItem(key) ?? '').slice(1)), (character) => character.charCodeAt(0));
      const json = await new Response(new Response(bytes).body!.pipeThrough(new DecompressionStream('deflate-raw'))).text();
      const list = JSON.parse(json) as { queryKey: unknown[]; data: { pages: Array<{ results: unknown[] }> } };
      lists.push({ queryKey: list.queryKey, items: list.data.pages.reduce((sum, listPage) => sum + listPage.results.length, 0) });
    }
    return lists;
  });
}
const keptItems = async (page: Page) => (await keptLists(page)).reduce((sum, list) => sum + list.items, 0);
const keptListKeys = async (page: Page) => (await keptLists(page)).map((list) => list.queryKey);

test.describe('reload', () => {
  test('a list scrolled to item 850 is at the same item after a reload, with no request', async ({ page, restRequests }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(BIG_LIST);
    await waitForList(page);

    let inView = await tilesInView(page);
    while (!inView.some((tile) => tile.position >= TARGET)) {
      await page.mouse.wheel(0, 900);
      await nextFrames(page);
      inView = await tilesInView(page);
    }
    await scrollSettled(page);
    inView = await tilesInView(page);
    const tile = inView.find((candidate) => candidate.position >= TARGET)!;
    const link = page.locator(`[role="feed"] article[data-key="${tile.key}"] a`);
    await expect(link).toHaveAttribute('href', new RegExp(`/objects/${tile.key}\\?collection=\\d+&page=\\d+$`));
    const top = await link.evaluate((element) => Math.round(element.getBoundingClientRect().top));

    const before = restRequests.length;
    await page.reload();
    const restored = page.locator(`[role="feed"] article[data-key="${tile.key}"]`);
    await expect(restored).toBeInViewport({ ratio: 1 });
    await expect.poll(() => restored.evaluate((element) => Math.round(element.getBoundingClientRect().top))).toBe(top);
    // Any late request (a refetch, a next page) would keep the network busy: wait until it rests.
    await page.waitForLoadState('networkidle');
    expect(
      restRequests.slice(before).map((request) => request.url()),
      'no API request after the reload',
    ).toEqual([]);
  });

  test('the whole 2,000-object list, scrolled to its end, keeps sessionStorage far below its quota, and a reload opens there', async ({
    page,
    restRequests,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(BIG_LIST);
    await waitForList(page);
    while ((await page.locator('.vlist__end').count()) === 0) {
      await page.keyboard.press('End');
      await nextFrames(page);
    }
    await scrollSettled(page);
    // Written when the list rests and the browser is idle: wait for the kept copy of the whole list.
    const storedSize = () =>
      page.evaluate(() =>
        Object.keys(sessionStorage)
          .filter((key) => key.startsWith('hangar.list:'))
          .reduce((sum, key) => sum + key.length + (sessionStorage.getItem(key) ?? '').length, 0),
      );
    await expect.poll(() => keptItems(page), { timeout: 15_000 }).toBe(2000);
    const size = await storedSize();
    test.info().annotations.push({ type: 'stored characters', description: String(size) });
    // Chromium refuses sessionStorage writes at about 5.4 M characters; the whole list used to take 2.7 M.
    expect(size).toBeLessThan(500_000);
    const last = (await tilesInView(page))[0]!.key;
    const before = restRequests.length;
    await page.reload();
    await expect(page.locator(`[role="feed"] article[data-key="${last}"]`)).toBeInViewport();
    expect(restRequests.length - before, 'no API request after the reload').toBe(0);
  });

  test('Back after the cache is gone still returns to the same item, loading the pages up to it', async ({ page, restRequests }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(BIG_LIST);
    await waitForList(page);
    let inView = await tilesInView(page);
    while (!inView.some((tile) => tile.position >= 450)) {
      await page.mouse.wheel(0, 900);
      await nextFrames(page);
      inView = await tilesInView(page);
    }
    await scrollSettled(page);
    inView = await tilesInView(page);
    const tile = inView.find((candidate) => candidate.position >= 450)!;
    const top = await page
      .locator(`[role="feed"] article[data-key="${tile.key}"]`)
      .evaluate((element) => Math.round(element.getBoundingClientRect().top));
    await page.locator(`[role="feed"] article[data-key="${tile.key}"] a`).click();
    await expect(page).toHaveURL(new RegExp(`/objects/${tile.key}\\?collection=\\d+&page=\\d+$`));
    // A long time away: the stored lists are gone and the page is loaded anew (as after a discard).
    // The page writes its lists as it unloads, so they are dropped as the next document starts.
    await page.addInitScript(() => {
      if (sessionStorage.getItem('e2e.drop-lists') !== '1') return;
      sessionStorage.removeItem('e2e.drop-lists');
      for (const key of Object.keys(sessionStorage)) if (key.startsWith('hangar.list:')) sessionStorage.removeItem(key);
    });
    await page.evaluate(() => sessionStorage.setItem('e2e.drop-lists', '1'));
    await page.reload();
    // The object is shown (not just the "Finding the object" heading): its own request is done.
    await expect(page.getByRole('button', { name: 'Share' })).toBeVisible();
    const before = restRequests.length;
    await page.goBack();
    const restored = page.locator(`[role="feed"] article[data-key="${tile.key}"]`);
    await expect(restored).toBeInViewport({ ratio: 1 });
    await expect.poll(() => restored.evaluate((element) => Math.round(element.getBoundingClientRect().top))).toBe(top);
    // Pages up to the item, each once: cursor pagination, 100 a page.
    await expect(page.locator('[role="feed"]')).toHaveAttribute('aria-busy', 'false');
    expect(restRequests.length - before, 'the pages were fetched again').toBeGreaterThan(1);
    const loaded = await page.evaluate(() => document.querySelector('.vlist__count')?.textContent ?? '');
    const loadedCount = Number(/Showing ([\d,]+)/.exec(loaded)?.[1]?.replace(/,/g, ''));
    expect(restRequests.length - before).toBe(Math.ceil(loadedCount / 100));
  });

  test('Back with the list still cached returns to the same item with no request', async ({ page, restRequests }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(BIG_LIST);
    await waitForList(page);
    let inView = await tilesInView(page);
    while (!inView.some((tile) => tile.position >= 250)) {
      await page.mouse.wheel(0, 900);
      await nextFrames(page);
      inView = await tilesInView(page);
    }
    await scrollSettled(page);
    inView = await tilesInView(page);
    const tile = inView.find((candidate) => candidate.position >= 250)!;
    const article = page.locator(`[role="feed"] article[data-key="${tile.key}"]`);
    const top = await article.evaluate((element) => Math.round(element.getBoundingClientRect().top));
    await article.locator('a').click();
    await expect(page).toHaveURL(new RegExp(`/objects/${tile.key}\\?collection=\\d+&page=\\d+$`));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const before = restRequests.length;
    await page.goBack();
    await expect(article).toBeInViewport({ ratio: 1 });
    await expect.poll(() => article.evaluate((element) => Math.round(element.getBoundingClientRect().top))).toBe(top);
    await page.waitForLoadState('networkidle');
    expect(restRequests.length - before, 'no request going back to fresh data').toBe(0);
  });

  test("a signed-in visitor's shoebox is not kept in sessionStorage, and the token only under hangar.user", async ({ page }) => {
    const token = `demo-e2e${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
    await page.addInitScript(
      ([value]) => {
        if (!sessionStorage.getItem('hangar.user')) sessionStorage.setItem('hangar.user', value!);
      },
      [JSON.stringify({ token, name: 'Tester' })],
    );
    await page.goto('/shoebox');
    await waitForList(page);
    const titles = (await page.locator('[role="feed"] .shoebox-row__title').allTextContents()).map((text) => text.trim()).filter(Boolean);
    expect(titles.length).toBeGreaterThan(0);
    await page.reload();
    await waitForList(page);
    for (const { key, value } of await storedValues(page)) {
      if (key !== 'hangar.user') expect(value, `the token is not in sessionStorage ${key}`).not.toContain(token);
      for (const title of titles) expect(value, `shoebox item "${title}" is not in sessionStorage ${key}`).not.toContain(title);
    }

    // A public list is kept beside the signed-in session, and still nothing of the user's.
    await page.goto(BIG_LIST);
    await waitForList(page);
    await page.reload();
    await waitForList(page);
    const stored = await storedValues(page);
    const keys = await keptListKeys(page);
    expect(
      keys.some((key) => JSON.stringify(key).includes('1729795001')),
      'the public list is kept',
    ).toBe(true);
    expect(
      keys.filter((key) => key[0] === 'user'),
      'no user query is kept',
    ).toEqual([]);
    for (const { key, value } of stored) {
      if (key !== 'hangar.user') expect(value, `the token is not in sessionStorage ${key}`).not.toContain(token);
    }
  });
});

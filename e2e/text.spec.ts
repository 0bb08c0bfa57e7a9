import type { Locator, Page } from '@playwright/test';
import { expect, listRows, test, waitForList, nextFrames } from './fixtures.ts';

/** The mock's category of hostile labels (mock/data/hostile.ts), in the Aviation Library. */
const CURIOUS_LABELS = '1729800016';
/** Its object titled "\u202Egnp.exe\u202C — right-to-left override". */
const OVERRIDE_OBJECT = '1881000000111';

/**
 * Where each of `word`'s letters is drawn, left to right on screen, as the
 * letters themselves: "gnp" when "gnp" reads as written, "png" when reversed.
 */
async function lettersOnScreen(element: Locator, word: string): Promise<string> {
  return element.evaluate((node, wanted) => {
    const walker = document.createTreeWalker(node, NodeFilter.SHOW_TEXT);
    for (let text = walker.nextNode(); text; text = walker.nextNode()) {
      const at = (text.textContent ?? '').indexOf(wanted);
      if (at < 0) continue;
      const letters = [...wanted].map((letter, index) => {
        const range = document.createRange();
        range.setStart(text, at + index);
        range.setEnd(text, at + index + 1);
        return { letter, x: range.getBoundingClientRect().x };
      });
      return letters
        .sort((a, b) => a.x - b.x)
        .map(({ letter }) => letter)
        .join('');
    }
    return '';
  }, word);
}

/** Scrolls the virtual list down until `target` is rendered (it draws only what is near the window). */
async function scrollTo(page: Page, target: Locator) {
  for (let step = 0; step < 60 && (await target.count()) === 0; step += 1) {
    await page.mouse.wheel(0, 600);
    await nextFrames(page);
  }
  await target.scrollIntoViewIfNeeded();
}

const isolation = (element: Locator) => element.evaluate((node) => getComputedStyle(node).unicodeBidi);
const ISOLATING = ['isolate', 'plaintext', 'isolate-override'];

async function lineHeight(element: Locator): Promise<number> {
  return element.evaluate((node) => {
    const style = getComputedStyle(node);
    return style.lineHeight === 'normal' ? parseFloat(style.fontSize) * 1.2 : parseFloat(style.lineHeight);
  });
}

/** Replaces the first object of the Curious labels list with one titled `title`. */
async function serveTitle(page: Page, title: string) {
  await page.route('**/rest/**', async (route) => {
    const url = new URL(route.request().url());
    if (url.searchParams.get('method') !== 'museum.collection.categories.getObjects') return route.fallback();
    const response = await route.fetch();
    // Every id in this list is below 2^53, so a plain parse keeps them exact.
    const body = (await response.json()) as { results: Array<Record<string, unknown>> };
    if (body.results[0]) body.results[0]['wof:name'] = title;
    await route.fulfill({ response, json: body });
  });
}

test.describe('API text is safe to read', () => {
  test('a post with a right-to-left override reads as written, in an isolated element', async ({ page }) => {
    await page.goto('/social/xss');
    await waitForList(page);
    const post = page.locator('.post__text').filter({ hasText: 'right-to-left override' }).first();
    await scrollTo(page, post);
    await expect(post).toBeVisible();
    expect(ISOLATING).toContain(await isolation(post));
    expect(await post.textContent()).not.toMatch(/[\u202A-\u202E\u2066-\u2069]/);
    expect(await lettersOnScreen(post, 'gnp.exe')).toBe('gnp.exe');
  });

  test('an object titled with a right-to-left override shows "gnp.exe" in its tile and heading', async ({ page }) => {
    await page.goto(`/categories/${CURIOUS_LABELS}/objects`);
    await waitForList(page);
    const tileTitle = page.locator('.object-tile__title').filter({ hasText: 'right-to-left override' }).first();
    await scrollTo(page, tileTitle);
    expect(ISOLATING).toContain(await isolation(tileTitle));
    expect(await lettersOnScreen(tileTitle, 'gnp.exe')).toBe('gnp.exe');

    await page.goto(`/objects/${OVERRIDE_OBJECT}?category=${CURIOUS_LABELS}&page=1`);
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toHaveText('gnp.exe — right-to-left override');
    expect(await lettersOnScreen(heading, 'gnp.exe')).toBe('gnp.exe');
    expect(await page.title()).toBe('gnp.exe — right-to-left override · Hangar');
  });

  test('a 2,000-character title is two lines in its tile, wraps on its page without filling the screen, and is there whole', async ({
    page,
    checkA11y,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const title = `${'A very long label '.repeat(110)}${'W'.repeat(20)}`;
    expect(title.length).toBeGreaterThanOrEqual(2000);
    await serveTitle(page, title);
    // The title is put into the browser's answer: the list is opened from its sibling tab, so the
    // browser asks for it (a page loaded afresh would come with the server's answer).
    await page.goto(`/categories/${CURIOUS_LABELS}/subcategories`);
    await waitForList(page);
    await page.getByRole('link', { name: 'Objects', exact: true }).click();
    await waitForList(page);
    const tile = listRows(page).first().getByRole('link');
    const tileTitle = tile.locator('.object-tile__title');
    const tileBox = await tileTitle.boundingBox();
    expect(tileBox!.height).toBeLessThanOrEqual(2 * (await lineHeight(tileTitle)) + 2);
    // Clamped on screen only: the link's name carries the whole title.
    await expect(tile).toHaveAccessibleName(new RegExp(`${title.slice(-40)}`));

    await tile.click();
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toHaveText(title);
    const headingBox = await heading.boundingBox();
    expect(headingBox!.width).toBeLessThanOrEqual(390);
    expect(headingBox!.height).toBeLessThanOrEqual(3 * (await lineHeight(heading)) + 2);
    // The page goes on below the heading, on the first screen.
    await expect(page.getByRole('navigation', { name: 'Objects in this list' })).toBeInViewport();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    const more = page.getByRole('button', { name: 'Show full title' });
    await expect(more).toHaveAttribute('aria-expanded', 'false');
    await checkA11y('object with a long title');
    await more.click();
    expect((await heading.boundingBox())!.height).toBeGreaterThan(10 * (await lineHeight(heading)));
    const less = page.getByRole('button', { name: 'Show less of the title' });
    await expect(less).toHaveAttribute('aria-expanded', 'true');
    await less.click();
    expect((await heading.boundingBox())!.height).toBeLessThanOrEqual(3 * (await lineHeight(heading)) + 2);
  });

  test('a short title has no "Show full title" button', async ({ page }) => {
    await page.goto(`/objects/${OVERRIDE_OBJECT}?category=${CURIOUS_LABELS}&page=1`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Share' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Show full title' })).toHaveCount(0);
  });
});

test.describe('the hashtag form', () => {
  for (const typed of ['sfo museum', 'sfo/museum']) {
    test(`rejects "${typed}" with a message and stays on the page`, async ({ page, restRequests, checkA11y }) => {
      await page.goto('/social');
      const field = page.getByLabel('Hashtag');
      await field.fill(typed);
      await page.getByRole('button', { name: 'Show posts' }).click();
      const message = page.getByRole('alert');
      await expect(message).toHaveText(/no spaces, slashes/);
      await expect(field).toHaveAttribute('aria-invalid', 'true');
      await expect(field).toHaveAccessibleDescription(/no spaces, slashes/);
      await expect(field).toBeFocused();
      await expect(page).toHaveURL(/\/social$/);
      expect(restRequests).toHaveLength(0);
      await checkA11y('hashtag form with a problem');

      await field.fill('#aviation');
      await field.press('Enter');
      await expect(page).toHaveURL(/\/social\/aviation$/);
      await expect(page.getByRole('alert')).toHaveCount(0);
    });
  }
});

import { expect, listRows, test, waitForList, nextFrames } from './fixtures.ts';
import { HOSTILE_PAYLOADS } from '../mock/data/hostile.ts';

test.describe('social feed', () => {
  test('open a suggested tag from home, then follow a tag link inside a post', async ({ page, checkA11y }) => {
    await page.goto('/');
    await page.getByRole('link', { name: '#sfomuseum' }).click();
    await expect(page).toHaveURL(/\/social\/sfomuseum$/);
    await waitForList(page);
    await checkA11y('feed');
    const tagLink = listRows(page)
      .getByRole('link', { name: /^#/ })
      .filter({ hasNotText: /^#sfomuseum$/ })
      .first();
    const target = (await tagLink.getAttribute('href')) ?? '';
    await tagLink.click();
    await expect(page).toHaveURL(new RegExp(`${target}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`#${decodeURIComponent(target.split('/').pop() ?? '')}`);
    // The feed's own tag form, beside the header's search of the catalogue.
    await expect(page.getByRole('search').filter({ has: page.getByLabel('Hashtag') })).toHaveCount(1);
  });

  test('the tag field takes a tag with or without #', async ({ page, checkA11y }) => {
    await page.goto('/social');
    await checkA11y('social index');
    await page.getByLabel('Hashtag').fill('#aviation');
    await page.getByRole('button', { name: 'Show posts' }).click();
    await expect(page).toHaveURL(/\/social\/aviation$/);
    await waitForList(page);
  });

  test('hostile markup in posts stays inert text', async ({ page }) => {
    let dialogs = 0;
    page.on('dialog', async (dialog) => {
      dialogs += 1;
      await dialog.dismiss();
    });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/social/xss');
    await waitForList(page);
    // Scroll through the whole feed so every post renders at least once.
    const seen = new Set<string>();
    for (let step = 0; step < 80 && seen.size < HOSTILE_PAYLOADS.length; step += 1) {
      const texts = await page.locator('[role="feed"] .post__text').allTextContents();
      texts.forEach((value) => seen.add(value));
      await expect(
        page.locator(
          '[role="feed"] script, [role="feed"] iframe, [role="feed"] img[onerror], [role="feed"] svg[onload], [role="feed"] [onload], [role="feed"] a[href^="javascript:"], [role="feed"] a[href^="data:"]',
        ),
      ).toHaveCount(0);
      await page.mouse.wheel(0, 700);
      await nextFrames(page);
    }
    expect(seen.size).toBe(HOSTILE_PAYLOADS.length);
    expect(dialogs).toBe(0);
    expect(await page.evaluate(() => (window as unknown as { __xss?: unknown }).__xss)).toBeUndefined();
    // The payloads are shown as the characters they are.
    expect([...seen].some((value) => value.includes('<script>window.__xss = 1;'))).toBe(true);
    // Long strings wrap instead of widening the page.
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  });
});

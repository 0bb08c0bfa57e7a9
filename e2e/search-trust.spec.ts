import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

/**
 * "Search a visitor trusts" (issue #49), what a visitor sees of it on the search page and the
 * kiosk, against `npm start`'s demo and its catalogue.
 */
const WORD = 'united';

const results = (page: Page) => page.getByRole('feed', { name: 'Search results' });
const pageField = (page: Page) => page.getByRole('combobox', { name: 'Search the collections and the airport' });

test.describe('search a visitor trusts', () => {
  test('a correction is said, with the search for the words as typed (#49 item 4)', async ({ page }) => {
    await page.goto('/search');
    await pageField(page).fill('unifrom');
    await pageField(page).press('Enter');
    await expect(page).toHaveURL(/\/search\?q=unifrom$/);
    const said = page.locator('.search-corrected');
    await expect(said).toHaveText('Showing results for uniform · Search instead for unifrom');
    await said.getByRole('link', { name: 'Search instead for unifrom' }).click();
    await expect(page).toHaveURL(/\/search\?q=unifrom&exact=1$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Results for “unifrom”' })).toBeVisible();
    await expect(page.locator('.search-toolbar__count')).toBeVisible();
    await expect(page.locator('.search-corrected')).toHaveCount(0);
  });

  test('a name many objects share is one suggestion with its count, opening the search for that name (#49 item 1)', async ({ page }) => {
    await page.goto('/');
    const box = page.getByRole('combobox', { name: 'Search the museum and the airport' });
    await box.fill('braniff poster');
    const option = page.getByRole('listbox', { name: 'Suggestions' }).getByRole('option').first();
    await expect(option).toContainText(/\d+ objects$/);
    const name = (await option.locator('bdi').textContent()) ?? '';
    await option.click();
    await expect(page).toHaveURL(`/search?q=${encodeURIComponent(name)}`);
    await expect(page.getByRole('heading', { level: 1, name: `Results for “${name}”` })).toBeVisible();
  });

  test('an object opened from the results carries them, its address clean (#49 item 8)', async ({ page }) => {
    await page.goto(`/search?q=${WORD}&kind=object`);
    const first = results(page).locator('article').first();
    await expect(first).toBeVisible();
    const key = (await first.getAttribute('data-key')) ?? '';
    await first.getByRole('link').click();
    // The object's own address (with its list's context, as any object's): nothing of the search.
    await expect(page).toHaveURL(/\/objects\/\d+/);
    expect(new URL(page.url()).searchParams.has('q')).toBe(false);
    expect(new URL(page.url()).searchParams.has('item')).toBe(false);
    const context = await page.evaluate(() => (history.state as { usr?: { searchContext?: unknown } } | null)?.usr?.searchContext);
    expect(context).toMatchObject({ resultsHref: `/search?q=${WORD}&kind=object&item=${encodeURIComponent(key)}` });
    expect((context as { ids: string[] }).ids[0]).toBe(key.replace('object:', ''));
  });

  test('new words keep the filters, and say so; unticked, they go (#49 item 9)', async ({ page }) => {
    await page.goto('/search?q=poster&kind=object&decade=1960');
    const keep = page.getByRole('checkbox', { name: 'Keep filters: Object, 1960s' });
    await expect(keep).toBeChecked();
    await pageField(page).fill('braniff poster');
    await pageField(page).press('Enter');
    await expect(page).toHaveURL(/\/search\?q=braniff\+poster&kind=object&decade=1960$/);
    await page.getByRole('checkbox', { name: 'Keep filters: Object, 1960s' }).uncheck();
    await pageField(page).fill('poster');
    await pageField(page).press('Enter');
    await expect(page).toHaveURL(/\/search\?q=poster$/);
  });

  test('after a search the focused heading gets the accent ring, not the error-looking orange, in both themes (#49 item 14)', async ({
    page,
  }) => {
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      // From another page's header: the new page's heading takes the focus.
      await page.goto('/collections');
      const box = page.getByRole('combobox', { name: 'Search the museum and the airport' });
      await box.fill(WORD);
      await box.press('Enter');
      const heading = page.getByRole('heading', { level: 1, name: `Results for “${WORD}”` });
      await expect(heading).toBeFocused();
      const ring = await heading.evaluate((element) => {
        const style = getComputedStyle(element);
        const accent = getComputedStyle(document.documentElement).getPropertyValue('--accent').trim();
        const probe = document.createElement('span');
        probe.style.color = accent;
        document.body.append(probe);
        const accentColour = getComputedStyle(probe).color;
        probe.remove();
        return { style: style.outlineStyle, width: style.outlineWidth, colour: style.outlineColor, accentColour };
      });
      expect(ring.style, scheme).toBe('solid');
      expect(ring.width, scheme).toBe('3px');
      expect(ring.colour, scheme).toBe(ring.accentColour);

      // A list opened at one result (?item=, "Back to results"): that row is focused, in the same ring.
      const key = (await results(page).locator('article').nth(2).getAttribute('data-key')) ?? '';
      await page.goto(`/search?q=${WORD}&item=${encodeURIComponent(key)}`);
      const row = results(page).locator(`article[data-key="${key}"]`);
      await expect(row).toBeFocused();
      const rowRing = await row.evaluate((element) => getComputedStyle(element).outlineColor);
      expect(rowRing, scheme).toBe(ring.accentColour);
    }
  });
});

test.describe('search layout', () => {
  test('nothing found: the message and the ways on use the results’ column at 1280 px (#49 item 10)', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/search?q=zzqxjv');
    const browse = page.getByRole('heading', { name: 'Or browse a popular category' });
    await expect(browse).toBeVisible();
    const layout = await page.locator('.search-layout').boundingBox();
    const heading = await browse.boundingBox();
    // The filter column is 16rem (256 px) and its gap 2rem: the results' column starts after both.
    expect(heading!.x - layout!.x).toBeGreaterThanOrEqual(288);
    const chips = await page.locator('.search-none .chips').last().boundingBox();
    expect(chips!.width).toBeGreaterThan(600);
  });

  test('a 200-character word never scrolls a phone’s page sideways (#49 item 10)', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`/search?q=${'a'.repeat(200)}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('.search-toolbar__count')).toBeVisible();
    const widths = await page.evaluate(() => ({
      scroll: document.documentElement.scrollWidth,
      client: document.documentElement.clientWidth,
    }));
    expect(widths.scroll).toBe(widths.client);
  });

  test('on a phone, a filter chosen, "Show N results" lands on the results (#49 item 11)', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`/search?q=${WORD}`);
    await expect(results(page).locator('article').first()).toBeVisible();
    await page.locator('summary', { hasText: 'Filters' }).click();
    const object = page.getByRole('group', { name: 'Kind' }).getByRole('link', { name: /^Object/ });
    const count = Number((await object.locator('.chip__count').textContent())?.replace(/\D/g, ''));
    await object.click();
    await expect(page).toHaveURL(new RegExp(`/search\\?q=${WORD}&kind=object$`));
    const show = page.getByRole('button', { name: `Show ${count.toLocaleString('en')} results` });
    // On the first screen, without scrolling past every chip.
    await expect(show).toBeInViewport();
    await show.click();
    await expect(page.locator('details.search-filters')).not.toHaveAttribute('open', /.*/);
    await expect(page.getByText(`${count.toLocaleString('en')} results`, { exact: true })).toBeFocused();
    await expect(results(page).locator('article').first()).toBeInViewport();
  });

  test('exhibitions and places show no empty picture box, and exhibitions’ dates read as on the exhibitions page (#49 items 12, 13)', async ({
    page,
  }) => {
    await page.goto('/search?q=pan&kind=exhibition');
    const row = results(page).locator('article').first();
    await expect(row).toBeVisible();
    await expect(row.locator('.search-result__image')).toHaveCount(0);
    await expect(row.locator('.search-result__icon svg')).toBeVisible();
    await expect(row.locator('.search-result__meta')).toHaveText(
      /^[A-Z][a-z]{2} \d{1,2}, \d{4}( – ([A-Z][a-z]{2} \d{1,2}, \d{4}|ongoing))?$/,
    );
  });
});

test.describe('search on a kiosk', () => {
  test('at 1080 x 1920 the first result is in view after Search: the keys fold away (#49 item 18)', async ({ page }) => {
    await page.setViewportSize({ width: 1080, height: 1920 });
    await page.goto('/?kiosk=1');
    await page.getByRole('button', { name: 'Touch to explore' }).click();
    await page.getByRole('link', { name: 'Search', exact: true }).click();
    const keyboard = page.getByRole('group', { name: 'On-screen keyboard' });
    for (const key of WORD) await keyboard.getByRole('button', { name: key, exact: true }).click();
    await keyboard.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: `Results for “${WORD}”` })).toBeVisible();
    await expect(results(page).locator('article').first()).toBeInViewport({ ratio: 1 });
    await expect(keyboard).toBeHidden();
    await page.getByRole('button', { name: 'Change the search' }).click();
    await expect(keyboard).toBeVisible();
  });

  test('a Chinese reader is told the keys type pinyin (#49 item 7)', async ({ page }) => {
    await page.goto('/?kiosk=1');
    await page.getByRole('button', { name: '中文' }).click();
    await page.getByRole('button', { name: '轻触开始浏览' }).click();
    await page.getByRole('link', { name: '搜索', exact: true }).click();
    const keyboard = page.getByRole('group', { name: '屏幕键盘' });
    await expect(keyboard.getByText('拼音', { exact: true })).toBeVisible();
    await expect(page.getByRole('textbox', { name: '您的搜索' })).toHaveAttribute('placeholder', /拼音/);
    for (const key of 'fei') await keyboard.getByRole('button', { name: key, exact: true }).click();
    await expect(page.getByRole('textbox', { name: '您的搜索' })).toHaveValue('fei');
    // The catalogue indexes Chinese names by their pinyin: the chips are the Chinese names.
    await expect(page.getByRole('list', { name: '建议' }).getByRole('link').first()).toHaveText(/[\u4e00-\u9fff]/);
  });
});

for (const [locale, language] of [
  ['en-US', 'en'],
  ['es-ES', 'es'],
  ['zh-CN', 'zh'],
] as const) {
  test.describe(`the search page's new parts pass axe in ${language}`, () => {
    test.use({ locale });
    test(`keep filters, a correction, the filters panel, icon rows and no results (${language}, light and dark)`, async ({
      page,
      checkA11y,
    }) => {
      for (const scheme of ['light', 'dark'] as const) {
        await page.emulateMedia({ colorScheme: scheme });
        await page.setViewportSize({ width: 390, height: 844 });
        await page.goto('/search?q=pan&kind=exhibition&kind=object');
        await expect(page.locator('.search-layout article').first()).toBeVisible();
        await page.locator('summary.search-filters__summary').click();
        await expect(page.locator('.search-filters__show')).toBeVisible();
        await checkA11y(`search, filters open, ${language} ${scheme}`);
        await page.setViewportSize({ width: 1280, height: 900 });
        await page.locator('.search-page input[type="search"]').fill('unifrom');
        await page.locator('.search-page input[type="search"]').press('Enter');
        await expect(page.locator('.search-corrected')).toBeVisible();
        await checkA11y(`search, corrected, ${language} ${scheme}`);
        await page.goto('/search?q=zzqxjv');
        await expect(page.locator('.search-none')).toBeVisible();
        await checkA11y(`search, no results, ${language} ${scheme}`);
      }
    });
  });
}

test.describe('keep filters without JavaScript (#49)', () => {
  test.use({ javaScriptEnabled: false });

  test('the plain form keeps the filters when ticked and drops them when not', async ({ page }) => {
    await page.goto('/search?q=poster&kind=object&decade=1960&sort=-date');
    const keep = page.getByRole('checkbox', { name: 'Keep filters: Object, 1960s' });
    await expect(keep).toBeChecked();
    await pageField(page).fill('braniff poster');
    await pageField(page).press('Enter');
    // The server's page: the same address the page gives with JavaScript, the filters and the order kept.
    await expect(page).toHaveURL(/\/search\?q=braniff\+poster&kind=object&decade=1960&sort=-date$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Results for “braniff poster”' })).toBeVisible();
    await expect(page.getByRole('checkbox', { name: 'Keep filters: Object, 1960s' })).toBeChecked();

    await page.getByRole('checkbox', { name: 'Keep filters: Object, 1960s' }).uncheck();
    await pageField(page).fill('poster');
    await pageField(page).press('Enter');
    await expect(page).toHaveURL(/\/search\?q=poster&sort=-date$/);
    await expect(page.getByRole('checkbox', { name: /^Keep filters/ })).toHaveCount(0);
  });
});

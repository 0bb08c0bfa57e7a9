import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

/**
 * An object page keeps the list it was opened from (issue #49 items 8, 15, 16): the search results
 * (Back to results, Previous/Next through them), else its breadcrumb's list; an unknown object's
 * own page; the trail, the header's sections and Back to top laid out on a phone.
 */
const heading = (page: Page) => page.getByRole('heading', { level: 1 });
const trail = (page: Page) => page.getByRole('navigation', { name: 'Breadcrumb' });
const results = (page: Page) => page.getByRole('feed', { name: 'Search results' });

test.describe('an object keeps the list it was opened from', () => {
  test('from search results: Previous/Next walk the results, and Back to results returns to the one open', async ({ page, checkA11y }) => {
    await page.goto('/search?q=poster&kind=object');
    const rows = results(page).locator('article');
    await expect(rows.nth(3)).toBeVisible();
    const names = (await rows.locator('.search-result__name').allTextContents()).map((name) => name.trim());
    await rows.nth(1).getByRole('link').click();
    await expect(heading(page)).toHaveText(names[1]!);
    // The results ride in history state, never in the object's address (which may gain its own list's context).
    await expect(page).toHaveURL(/\/objects\/\d+(\?collection=\d+&page=\d+&category=\d+)?$/);
    const opened = new URL(page.url()).pathname.split('/').at(-1)!;

    const pager = page.getByRole('navigation', { name: 'Objects in these search results' });
    await expect(pager.getByRole('link', { name: 'Back to results' })).toBeVisible();
    await checkA11y('object opened from search results');
    await pager.getByRole('link', { name: /^Next/ }).click();
    await expect(heading(page)).toHaveText(names[2]!);
    await page.keyboard.press('ArrowLeft');
    await expect(heading(page)).toHaveText(names[1]!);
    await pager.getByRole('link', { name: /^Previous/ }).click();
    await expect(heading(page)).toHaveText(names[0]!);
    await page.keyboard.press('ArrowRight');
    await expect(heading(page)).toHaveText(names[1]!);

    await pager.getByRole('link', { name: 'Back to results' }).click();
    // A client navigation: the address changes a moment after the click.
    await expect(page).toHaveURL(/\/search\?/);
    const back = new URL(page.url());
    expect(back.pathname).toBe('/search');
    expect(back.searchParams.get('q')).toBe('poster');
    expect(back.searchParams.getAll('kind')).toEqual(['object']);
    expect(back.searchParams.get('item')).toBe(`object:${opened}`);
    await expect(results(page).locator(`article[data-key="object:${opened}"]`)).toBeInViewport();
  });

  test('by its own address: Previous/Next walk the breadcrumb’s list (its category), not the whole collection', async ({ page }) => {
    await page.goto('/objects/1880000000346');
    await expect(heading(page)).toHaveText('Braniff International Airways travel poster: 飞机旅行');
    await expect(trail(page).getByRole('link', { name: 'Travel posters' })).toBeVisible();
    const pager = page.getByRole('navigation', { name: 'Objects in this list' });
    // The collection's next object is "Western Airlines travel agency model": not a travel poster.
    await expect(pager.getByRole('link', { name: 'Previous: Western Airlines travel poster' })).toBeVisible();
    await pager.getByRole('link', { name: 'Next: Northwest Orient Airlines travel poster' }).click();
    await expect(heading(page)).toHaveText('Northwest Orient Airlines travel poster');
    await expect(trail(page).getByRole('link', { name: 'Travel posters' })).toBeVisible();
    await expect(pager.getByRole('link', { name: /^Next: .*travel poster/ })).toBeVisible();
    await expect(pager.getByRole('link', { name: /^Previous: Braniff International Airways travel poster/ })).toBeVisible();
  });

  test('from its collection’s list: Previous/Next walk that list', async ({ page }) => {
    await page.goto('/objects/1880000000346?collection=1729795001&page=4');
    const pager = page.getByRole('navigation', { name: 'Objects in this list' });
    await expect(pager.getByRole('link', { name: /^Next: Western Airlines travel agency model/ })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to results' })).toHaveCount(0);
  });
});

test.describe('an unknown object', () => {
  for (const scheme of ['light', 'dark'] as const) {
    test(`says the collection has no such object, answers 404 and offers a search (${scheme})`, async ({ page, checkA11y }) => {
      await page.emulateMedia({ colorScheme: scheme });
      const response = await page.goto('/objects/1880000099999');
      expect(response?.status()).toBe(404);
      await expect(heading(page)).toHaveText('This object is not in the collection');
      await expect(page.getByText('The museum’s collection has no object 1880000099999.')).toBeVisible();
      await expect(page.getByRole('link', { name: 'Browse the collections' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Back to the home page' })).toBeVisible();
      // The page is the collection's answer (its trail is Home › Collections): Collections stays the current section.
      const sections = page.getByRole('navigation', { name: 'Main' });
      await expect(sections.getByRole('link', { name: 'Collections' })).toHaveAttribute('aria-current', 'true');
      await expect(sections.locator('[aria-current]')).toHaveCount(1);
      await checkA11y(`unknown object (${scheme})`);
      const field = page.getByRole('main').getByRole('searchbox', { name: 'Search the collection' });
      await field.fill('travel poster');
      await field.press('Enter');
      await expect(page).toHaveURL(/\/search\?q=travel\+poster$/);
      await expect(results(page).locator('article').first()).toBeVisible();
    });
  }

  test('in Spanish too', async ({ page }) => {
    const response = await page.goto('/objects/1880000099999?lang=es');
    expect(response?.status()).toBe(404);
    await expect(heading(page)).toHaveText('Este objeto no está en la colección');
    await expect(page.getByRole('main').getByRole('searchbox', { name: 'Buscar en la colección' })).toBeVisible();
  });
});

/** The boxes' tops, rounded: items on one line share a top. */
const tops = (items: Locator) =>
  items.evaluateAll((elements) => elements.map((element) => Math.round(element.getBoundingClientRect().top)));

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the trail stays on one line: no crumb alone on a line of its own', async ({ page }) => {
    await page.goto('/objects/1880000000346');
    await expect(trail(page).getByRole('link', { name: 'Travel posters' })).toBeVisible();
    const crumbs = trail(page).locator('li:visible');
    await expect(crumbs).toHaveCount(4);
    expect(new Set(await tops(crumbs)).size).toBe(1);
    // Nothing scrolls sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });

  test('in Spanish, no section of the header is left alone on a line of its own', async ({ page }) => {
    await page.goto('/collections?lang=es');
    const sections = page.getByRole('navigation', { name: 'Principal' }).getByRole('listitem');
    await expect(sections).toHaveCount(5);
    const rows = await tops(sections);
    const perRow = [...new Set(rows)].map((top) => rows.filter((one) => one === top).length);
    expect(perRow.every((count) => count > 1)).toBe(true);
  });

  test('Back to top never covers part of a title: each is wholly clear of it or wholly out of sight', async ({ page }) => {
    await page.goto('/search?q=poster');
    const button = page.getByRole('button', { name: 'Back to top' });
    for (let tries = 0; tries < 40 && !(await button.isVisible()); tries += 1) await page.mouse.wheel(0, 800);
    await expect(button).toBeVisible();
    for (let step = 0; step < 12; step += 1) {
      await page.mouse.wheel(0, 37);
      // Two frames: the scroll has been painted.
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      // Along each title's middle line, from its start to its end: seen all along, or hidden all along.
      const mixed = await results(page)
        .locator('.search-result__name')
        .evaluateAll((titles) =>
          titles.flatMap((title) => {
            const box = title.getBoundingClientRect();
            const y = box.top + box.height / 2;
            if (y < 0 || y > window.innerHeight - 1) return [];
            const seen = Array.from({ length: 9 }, (_, at) => {
              const hit = document.elementFromPoint(box.left + ((at + 0.5) * box.width) / 9, y);
              return hit !== null && (title.contains(hit) || hit.contains(title));
            });
            return seen.every(Boolean) || !seen.some(Boolean) ? [] : [title.textContent ?? ''];
          }),
        );
      expect(mixed, 'titles partly under Back to top').toEqual([]);
    }
  });
});

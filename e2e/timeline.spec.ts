import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

/**
 * The decade facet as a timeline (issue #47): a bar a decade chooses its years as `from`/`to`, and
 * a from-to form takes any range, both by the keyboard alone; the results keep to the range.
 */
const years = (dates: string[]) => dates.map((date) => Number(/\d{4}/.exec(date)?.[0]));

test('the timeline by keyboard: a decade bar, then a typed range, each narrowing the results', async ({ page, checkA11y }) => {
  await page.goto('/search?q=poster&kind=object&sort=date');
  const bars = page.getByRole('list', { name: 'Results by decade' }).getByRole('link');
  await expect(bars.first()).toBeVisible();
  const sixties = bars.filter({ hasText: '1960s' });
  await sixties.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/[?&]from=1960&to=1969/);
  await expect(sixties).toHaveAttribute('aria-current', 'true');
  const dates = page.getByRole('feed', { name: 'Search results' }).locator('article').locator('text=/\\b19\\d\\d\\b/');
  await expect(dates.first()).toBeVisible();
  for (const year of years(await dates.allTextContents())) expect(year).toBeGreaterThanOrEqual(1960);
  for (const year of years(await dates.allTextContents())) expect(year).toBeLessThanOrEqual(1969);

  await page.getByRole('spinbutton', { name: 'From year' }).fill('1950');
  await page.getByRole('spinbutton', { name: 'To year' }).fill('1954');
  await page.getByRole('spinbutton', { name: 'To year' }).press('Enter');
  await expect(page).toHaveURL(/[?&]from=1950&to=1954/);
  await expect(page).toHaveURL(/kind=object/);
  await expect(dates.first()).toBeVisible();
  for (const year of years(await dates.allTextContents())) expect(year).toBeLessThanOrEqual(1954);
  await checkA11y('timeline');
});

/** Every part of the timeline inside the filter column, and nothing scrolling sideways. */
async function expectTimelineFits(page: Page, label: string) {
  const timeline = page.locator('.search-timeline');
  await expect(timeline).toBeVisible();
  const fit = await page.evaluate(() => {
    const column = document.querySelector('.search-filters')!.getBoundingClientRect();
    const bars = document.querySelector('.search-timeline__bars')!;
    const outside = [...document.querySelectorAll('.search-timeline, .search-timeline *')]
      .map((element) => ({ element, box: element.getBoundingClientRect() }))
      .filter(({ box }) => box.width > 0 && (box.left < column.left - 0.5 || box.right > column.right + 0.5))
      .map(({ element, box }) => `${element.className || element.tagName} ${Math.round(box.left)}-${Math.round(box.right)}`);
    return {
      outside,
      column: `${Math.round(column.left)}-${Math.round(column.right)}`,
      barsScroll: bars.scrollWidth - bars.clientWidth,
      pageScroll: document.documentElement.scrollWidth - document.documentElement.clientWidth,
    };
  });
  expect(fit.outside, `${label}: outside the column ${fit.column}`).toEqual([]);
  expect(fit.barsScroll, label).toBe(0);
  expect(fit.pageScroll, label).toBe(0);
}

test('the timeline fits its filter column at 1280 and at 390 px, light and dark, in Chinese too', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/search?q=poster');
  await expectTimelineFits(page, '1280');
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/search?q=poster&lang=zh');
  await expectTimelineFits(page, '1280 zh dark');
  await page.emulateMedia({ colorScheme: 'light' });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/search?q=poster&lang=es');
  await page.locator('summary.search-filters__summary').click();
  await expectTimelineFits(page, '390 es');
  // The whole catalogue's timeline (more decades) on a kiosk's portrait screen.
  await page.setViewportSize({ width: 1080, height: 1920 });
  await page.goto('/search?q=&kiosk=1&lang=en');
  await page.getByRole('button', { name: 'Touch to explore' }).click();
  await expectTimelineFits(page, 'kiosk 1080');
});

test('dragging across the bars chooses their years as one range, the other filters kept', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/search?q=poster&kind=object');
  const bars = page.getByRole('list', { name: 'Results by decade' }).getByRole('link');
  await expect(page.getByText(/Drag across the bars/)).toBeVisible();
  const from = (await bars.filter({ hasText: '1940s' }).boundingBox())!;
  const to = (await bars.filter({ hasText: '1960s' }).boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 8 });
  await page.mouse.up();
  await expect(page).toHaveURL(/\/search\?q=poster&kind=object&from=1940&to=1969$/);
  for (const decade of ['1940s', '1950s', '1960s']) await expect(bars.filter({ hasText: decade })).toHaveAttribute('aria-current', 'true');
  await expect(bars.filter({ hasText: '1970s' })).not.toHaveAttribute('aria-current');
  await expect(page.getByRole('spinbutton', { name: 'From year' })).toHaveValue('1940');
  await expect(page.getByRole('spinbutton', { name: 'To year' })).toHaveValue('1969');
});

test('Shift+Arrow from a focused bar extends a range, Enter shows it', async ({ page }) => {
  await page.goto('/search?q=poster');
  const bars = page.getByRole('list', { name: 'Results by decade' }).getByRole('link');
  await bars.filter({ hasText: '1950s' }).focus();
  await page.keyboard.press('Shift+ArrowRight');
  await page.keyboard.press('Shift+ArrowRight');
  await expect(bars.filter({ hasText: '1970s' })).toBeFocused();
  await expect(page.getByRole('status').filter({ hasText: '1950–1979' })).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/search\?q=poster&from=1950&to=1979$/);
});

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

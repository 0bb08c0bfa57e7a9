import { expect, test } from './fixtures.ts';

/**
 * What a rendered page asks for before its first paint (issue #46, decision 0055): Lighthouse's
 * simulated LCP holds every request that finished before the page's largest paint, so a request
 * made before the paint lengthens the paint's chain by its round trips. config.json is for the
 * page's code, which is fetched after the paint: it is asked for with that code, not before.
 */
test('a rendered search page asks for config.json after its first paint, once, and its code still boots with it', async ({ page }) => {
  await page.goto('/search?q=united');
  await expect(page.getByRole('feed', { name: 'Search results' }).locator('article').first()).toBeVisible();
  // The code took the page over, configured: the page's own field suggests as the visitor types.
  const box = page.getByRole('combobox', { name: 'Search the collections and the airport' });
  await box.fill('unit');
  await expect(page.getByRole('listbox', { name: 'Suggestions' }).getByRole('option').first()).toBeVisible();
  const timing = await page.evaluate(() => ({
    firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
    config: performance
      .getEntriesByType('resource')
      .filter((entry) => new URL(entry.name).pathname === '/config.json')
      .map((entry) => entry.startTime),
  }));
  expect(timing.config, 'config.json asked for once').toHaveLength(1);
  // Before, the loader asked for it as it ran (a deferred script, before the paint) in 6 of 6 loads.
  expect(timing.config[0], 'asked for after the first contentful paint').toBeGreaterThanOrEqual(timing.firstPaint);
});

import { expect, test } from './fixtures.ts';

test.describe('home', () => {
  test('shows the directory from config.json and its links lead to their pages', async ({ page, checkA11y }) => {
    const config = await (await page.request.get('/config.json')).json();
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    for (const collection of config.directory.collections) {
      await expect(page.getByRole('link', { name: collection.name, exact: true })).toBeVisible();
    }
    for (const terminal of config.directory.terminals) {
      await expect(page.getByRole('link', { name: terminal.name, exact: true })).toBeVisible();
    }
    await checkA11y('home');

    const first = config.directory.collections[0];
    await page.getByRole('link', { name: first.name, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/collections/${first.id}/objects$`));
    await expect(page.getByRole('heading', { level: 1, name: first.name })).toBeVisible();
  });

  test('the home page downloads no fetch layer and asks the API nothing; a list page then brings the fetch layer with it', async ({
    page,
    restRequests,
  }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(
      scripts.some((path) => /\/assets\/data-/.test(path)),
      `home fetched ${scripts.join(', ')}`,
    ).toBe(false);
    expect(restRequests).toHaveLength(0);

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Collections' }).click();
    await page.getByRole('link', { name: 'Aviation Museum', exact: true }).click();
    await expect(page.getByRole('feed')).toBeVisible();
    expect(scripts.filter((path) => /\/assets\/data-/.test(path))).toHaveLength(1);
    expect(restRequests.length).toBeGreaterThan(0);
  });

  test('has a skip link, a main landmark and the header navigation', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toBeFocused();
    await expect(page.getByRole('main')).toBeVisible();
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const name of ['Collections', 'Airport', 'Flights', 'Social', 'Shoebox']) {
      await expect(nav.getByRole('link', { name })).toBeVisible();
    }
  });

  test('an unknown address shows the not-found page with a way back', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await page.getByRole('link', { name: 'Back to the home page' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('a broken config.json shows a full-page error naming the problem', async ({ page }) => {
    await page.route('**/config.json', (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: '{"apiBaseUrl": 12}' }),
    );
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Hangar could not start' })).toBeVisible();
    await expect(page.getByRole('alert')).toContainText('apiBaseUrl');
  });
});

import { expect, listRows, listStatus, restMethod, test, waitForList } from './fixtures.ts';
import { E2E_SERVERS } from './servers.ts';

interface DirectoryEntry {
  id: string;
  name: string;
}

const LIST_METHODS = /^museum\.(collection|millsfield)\./;

test.describe('collection explorer', () => {
  test('home -> collection -> category -> object -> back restores the place without refetching', async ({
    page,
    restRequests,
    checkA11y,
  }) => {
    const config = await (await page.request.get('/config.json')).json();
    const collection = config.directory.collections[0] as DirectoryEntry;
    await page.goto('/');
    await page.getByRole('link', { name: collection.name, exact: true }).click();
    await waitForList(page);
    await checkA11y('collection objects');

    await page.getByRole('link', { name: 'Categories', exact: true }).click();
    await waitForList(page);
    await checkA11y('collection categories');
    const categoryLink = listRows(page).getByRole('link').first();
    // The row's link reads "<name> <facts>"; its first line is the category's name.
    const categoryName = (await categoryLink.innerText()).split('\n')[0]!.trim();
    await categoryLink.click();
    await expect(page.getByRole('heading', { level: 1, name: categoryName })).toBeVisible();
    await waitForList(page);

    // Scroll down a little so "back" has a position to restore.
    await page.mouse.wheel(0, 900);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(400);
    // A tile wholly inside the viewport, so clicking it does not scroll.
    const tileKey = await listRows(page).evaluateAll((elements) => {
      const inView = elements.find((element) => {
        const rect = element.getBoundingClientRect();
        return rect.top > 120 && rect.bottom < window.innerHeight;
      });
      return inView?.getAttribute('data-key') ?? null;
    });
    expect(tileKey).toBeTruthy();
    const tile = listRows(page).and(page.locator(`[data-key="${tileKey}"]`));
    const tileTop = await tile.evaluate((element) => element.getBoundingClientRect().top);
    await tile.getByRole('link').click();
    await expect(page).toHaveURL(new RegExp(`/objects/${tileKey}\\?(category|collection)=\\d+&page=\\d+$`));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await checkA11y('object detail');

    const before = restRequests.filter((request) => LIST_METHODS.test(restMethod(request) ?? '')).length;
    await page.goBack();
    const restored = listRows(page).and(page.locator(`[data-key="${tileKey}"]`));
    await expect(restored).toBeVisible();
    await expect.poll(() => restored.evaluate((element) => Math.round(element.getBoundingClientRect().top))).toBe(Math.round(tileTop));
    const after = restRequests.filter((request) => LIST_METHODS.test(restMethod(request) ?? '')).length;
    expect(after - before, 'no list request when going back to fresh data').toBe(0);
  });

  test('"with images only" is kept in the URL and filters the objects', async ({ page, checkA11y }) => {
    const config = await (await page.request.get('/config.json')).json();
    const collection = config.directory.collections[0] as DirectoryEntry;
    await page.goto(`/collections/${collection.id}/categories`);
    await waitForList(page);
    await listRows(page).getByRole('link').first().click();
    await waitForList(page);
    const countAll = await listStatus(page).textContent();

    const withImages = page.getByRole('checkbox', { name: 'With images only' });
    await withImages.click();
    await expect(withImages).toBeChecked();
    await expect(page).toHaveURL(/\?images=1$/);
    await waitForList(page);
    await expect(listStatus(page)).not.toHaveText(countAll ?? '');
    await expect(page.locator('[role="feed"] article .object-tile__placeholder')).toHaveCount(0);
    await checkA11y('category objects with images');

    await withImages.click();
    await expect(withImages).not.toBeChecked();
    await expect(page).not.toHaveURL(/images=1/);
  });

  test('keyboard only: tab to the list, open an object, come back', async ({ page }) => {
    const config = await (await page.request.get('/config.json')).json();
    const collection = config.directory.collections[0] as DirectoryEntry;
    await page.goto(`/collections/${collection.id}/objects`);
    await waitForList(page);
    const firstTile = listRows(page).getByRole('link').first();
    for (let presses = 0; presses < 30; presses += 1) {
      await page.keyboard.press('Tab');
      if (await firstTile.evaluate((element) => element === document.activeElement)) break;
    }
    await expect(firstTile).toBeFocused();
    const href = await firstTile.getAttribute('href');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL((url) => url.pathname + url.search === href);
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
    // Back by keyboard: from the heading, Shift+Tab walks up the breadcrumbs to the collection.
    const crumb = page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: collection.name });
    for (let presses = 0; presses < 6; presses += 1) {
      await page.keyboard.press('Shift+Tab');
      if (await crumb.evaluate((element) => element === document.activeElement)) break;
    }
    await expect(crumb).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/collections/${collection.id}/objects$`));
    await expect(
      listRows(page)
        .getByRole('link')
        .and(page.locator(`[href="${href}"]`)),
    ).toBeVisible();
  });

  test('pointing at a category starts loading its objects, so the click needs no new request', async ({ page, restRequests }) => {
    const config = await (await page.request.get('/config.json')).json();
    const collection = config.directory.collections[0] as DirectoryEntry;
    await page.goto(`/collections/${collection.id}/categories`);
    await waitForList(page);
    const categoryObjects = () =>
      restRequests.filter((request) => restMethod(request) === 'museum.collection.categories.getObjects').length;
    const link = listRows(page).getByRole('link').first();
    await link.hover();
    await expect.poll(categoryObjects).toBe(1);
    await link.click();
    await waitForList(page);
    expect(categoryObjects()).toBe(1);
  });

  test('an object address that no collection holds ends on an honest not-found page', async ({ page, checkA11y }) => {
    await page.goto('/objects/1234567');
    await expect(page.getByRole('heading', { level: 1, name: 'This object is not in the collection' })).toBeVisible();
    await checkA11y('unknown object');
  });
});

test.describe('large collection', () => {
  test.use({ baseURL: E2E_SERVERS.large.url });

  test('scrolling to item 1,000 keeps the DOM small and fetches each page once, in order', async ({ page, restRequests, listCount }) => {
    test.setTimeout(120_000);
    const config = await (await page.request.get('/config.json')).json();
    // The large scale adds the biggest collection; find it by its object count on page 1.
    let biggest: { id: string; total: number } | undefined;
    for (const collection of config.directory.collections as DirectoryEntry[]) {
      const response = await page.request.get(
        `/rest/?method=museum.collection.collections.getObjects&collection_id=${collection.id}&per_page=1&access_token=${config.accessToken}`,
      );
      const body = await response.json();
      if (!biggest || body.total > biggest.total) biggest = { id: collection.id, total: body.total };
    }
    expect(biggest!.total).toBeGreaterThanOrEqual(100_000);

    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`/collections/${biggest!.id}/objects`);
    await waitForList(page);
    const perRow = await page.evaluate(() => {
      const row = document.querySelector('.vlist__row:not(.vlist__row--skeleton)');
      return row ? row.querySelectorAll('article').length : 1;
    });
    const rowHeight = await page
      .locator('.vlist__row')
      .first()
      .evaluate((element) => element.getBoundingClientRect().height);
    const fitsOnScreen = Math.ceil(900 / rowHeight) * perRow;

    const seen = new Set<number>();
    let maxRendered = 0;
    while (seen.size === 0 || Math.max(...seen) < 1000) {
      const positions = await listRows(page).evaluateAll((elements) =>
        elements.map((element) => Number(element.getAttribute('aria-posinset'))),
      );
      maxRendered = Math.max(maxRendered, positions.length);
      for (const position of positions) seen.add(position);
      await page.mouse.wheel(0, 900);
      // Let the virtualizer render the new window before sampling it.
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    }
    // Every position from 1 up to the furthest seen appeared: unique, consecutive, in order.
    const furthest = Math.max(...seen);
    const missing = Array.from({ length: furthest }, (_, index) => index + 1).filter((position) => !seen.has(position));
    expect(missing).toEqual([]);
    expect(maxRendered).toBeLessThan(3 * fitsOnScreen);

    const objectRequests = () => restRequests.filter((request) => restMethod(request) === 'museum.collection.collections.getObjects');
    // The first page came with the page from the server; the browser asked for each of the others once. Sampled
    // once the last page asked for has arrived: near the end of a page the next is already on its way (CI saw 11 requests, 10 pages shown).
    const extraRequests = async () => objectRequests().length - (Math.ceil((await listCount()).shown / 100) - 1);
    await expect.poll(extraRequests, { message: 'requests beyond one for each page shown after the first', timeout: 10_000 }).toBe(0);
    for (const request of objectRequests()) {
      expect(new URL(request.url()).searchParams.get('cursor')).toBeTruthy();
    }
  });
});

import type { Browser, Page } from '@playwright/test';
import { expect, listRows, restMethod, test, waitForList } from './fixtures.ts';
import { ownPort, startStaticHost } from './own-servers.ts';
import { E2E_SERVERS } from './servers.ts';

/**
 * Every object and subcategory has an address that opens cold: in a fresh
 * browser (a shared link, a kiosk QR code), after a reload, or with no
 * context at all. Request counts are the contract (docs/decisions/0045).
 */
const MUSEUM = '1729795001';
const GET_OBJECTS = 'museum.collection.collections.getObjects';

/** Opens `url` in a new browser context (nothing cached, no session) and counts its API requests. */
async function openCold(
  browser: Browser,
  baseURL: string,
  url: string,
): Promise<{ page: Page; requests: () => number; close: () => Promise<void> }> {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  let count = 0;
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/rest/')) count += 1;
  });
  await page.goto(url);
  return { page, requests: () => count, close: () => context.close() };
}

const shareButton = (page: Page) => page.getByRole('button', { name: 'Share' });

test.describe('addresses that cannot exist', () => {
  for (const path of ['/objects/abc', '/subcategories/12ab']) {
    test(`${path} is the not-found page`, async ({ page, restRequests }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
      expect(restRequests).toHaveLength(0);
    });
  }
});

test.describe('object permalinks', () => {
  test('an object opened from a category reopens cold in a new browser whole, with no request from the browser', async ({
    page,
    browser,
    baseURL,
  }) => {
    await page.goto(`/collections/${MUSEUM}/categories`);
    await waitForList(page);
    await listRows(page).getByRole('link').first().click();
    await waitForList(page);
    const tile = listRows(page).getByRole('link').nth(4);
    const title = (await tile.locator('.object-tile__title').textContent()) ?? '';
    await tile.click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    const address = new URL(page.url());
    expect(address.searchParams.get('category')).toMatch(/^\d+$/);
    expect(address.searchParams.get('page')).toBe('1');

    const cold = await openCold(browser, baseURL!, address.pathname + address.search);
    await expect(cold.page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(shareButton(cold.page)).toBeVisible();
    // The server found it with one request to the service (its list context) and sent it whole.
    expect(cold.requests()).toBe(0);
    await cold.close();
  });

  test('a bare address is found by the server’s scan, gains its context, and that address opens whole', async ({
    page,
    browser,
    baseURL,
    restRequests,
  }) => {
    // The 1,501st of 2,000 objects: a scan at 500 a page finds it on the fourth request, within the
    // server's budget for one page, so the page arrives whole and the browser asks for nothing.
    const response = await page.goto('/objects/1880000001500');
    expect(response?.status()).toBe(200);
    await expect(shareButton(page)).toBeVisible();
    // Opened without a list, it walks its breadcrumb's: the collection's objects of its category.
    await expect(page).toHaveURL(new RegExp(`/objects/1880000001500\\?collection=${MUSEUM}&page=16&category=\\d+$`));
    expect(restRequests.filter((request) => restMethod(request) === GET_OBJECTS)).toEqual([]);
    const title = await page.getByRole('heading', { level: 1 }).textContent();

    const cold = await openCold(browser, baseURL!, new URL(page.url()).pathname + new URL(page.url()).search);
    await expect(cold.page.getByRole('heading', { level: 1 })).toHaveText(title ?? '');
    expect(cold.requests()).toBe(0);
    await cold.close();
  });

  test('on a static host (no catalogue), the scan shows where it is looking and can be stopped', async ({ page, request, checkA11y }) => {
    // Hangar's own server asks its catalogue instead (e2e/search.spec.ts); a plain file server cannot.
    const { search: _search, ...config } = (await (await request.get(`${E2E_SERVERS.demo.url}/config.json`)).json()) as Record<
      string,
      unknown
    >;
    const host = await startStaticHost(ownPort(5), config);
    try {
      await page.route(/method=museum\.collection\.collections\.getObjects/, async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 400));
        await route.continue();
      });
      await page.goto(`${host.url}/objects/9007199254801200`);
      await expect(page.getByRole('status').filter({ hasText: /Looking in Aviation Museum: [\d,]+ of 2,000/ })).toBeVisible();
      await checkA11y('object lookup in progress');
      await page.getByRole('button', { name: 'Stop looking' }).click();
      await expect(page.getByRole('button', { name: 'Look again' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Objects in Aviation Museum' })).toBeVisible();
    } finally {
      await host.stop();
    }
  });

  test('a reload on an object page shows the same object without a scan', async ({ page, restRequests }) => {
    await page.goto(`/objects/1880000000042?collection=${MUSEUM}&page=1`);
    const heading = page.getByRole('heading', { level: 1 });
    await expect(shareButton(page)).toBeVisible();
    const title = await heading.textContent();
    const before = restRequests.length;
    await page.reload();
    await expect(heading).toHaveText(title ?? '');
    expect(restRequests.length - before).toBeLessThanOrEqual(1);
  });

  test('previous and next move through the list the object came from, by button and by arrow key', async ({ page, restRequests }) => {
    await page.goto(`/collections/${MUSEUM}/objects`);
    await waitForList(page);
    const titles = await listRows(page).locator('.object-tile__title').allTextContents();
    await listRows(page).getByRole('link').nth(1).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(titles[1]!);
    const before = restRequests.length;
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(titles[2]!);
    await page.getByRole('link', { name: `Previous: ${titles[1]}` }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(titles[1]!);
    await page.keyboard.press('ArrowLeft');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(titles[0]!);
    await expect(page.getByRole('link', { name: /^Previous:/ })).toHaveCount(0);
    expect(restRequests.length, 'the list is in memory: no request').toBe(before);
  });

  test('an object opened from a subcategory pages within the subcategory, after a reload too, and its "More from" links keep the list', async ({
    page,
  }) => {
    await page.goto('/subcategories/1729900001');
    await waitForList(page);
    const titles = await listRows(page).locator('.object-tile__title').allTextContents();
    expect(titles.length).toBeGreaterThan(2);
    await listRows(page).getByRole('link').nth(1).click();
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toHaveText(titles[1]!);
    const subcategoryLink = (page: Page) => page.locator('.parent-links').getByRole('link').last();
    const subcategoryName = await subcategoryLink(page).textContent();
    await page.getByRole('link', { name: `Next: ${titles[2]}` }).click();
    await expect(heading).toHaveText(titles[2]!);
    await expect(page).toHaveURL(/[?&]subcategory=1729900001(&|$)/);
    // Every step stays in the subcategory, and the address keeps it through a reload.
    await expect(subcategoryLink(page)).toHaveText(subcategoryName ?? '');
    await page.reload();
    await expect(heading).toHaveText(titles[2]!);
    await expect(page.getByRole('link', { name: `Previous: ${titles[1]}` })).toBeVisible();
    const more = page.getByRole('region', { name: /^More from / }).getByRole('link');
    const hrefs = await more.evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
    const objectLinks = hrefs.filter((href) => href.startsWith('/objects/'));
    expect(objectLinks.length).toBeGreaterThan(0);
    for (const href of objectLinks) expect(href).toMatch(/\?category=\d+&page=\d+&subcategory=1729900001$/);
    await more.first().click();
    await expect(page.getByRole('navigation', { name: 'Object' }).getByRole('link').first()).toBeVisible();
  });

  test('a stale context is mended by scanning its own list, not every collection', async ({ page, restRequests }) => {
    await page.goto(`/objects/1880000000042?collection=${MUSEUM}&page=1`);
    await expect(shareButton(page)).toBeVisible();
    const category = await page.locator('.parent-links').getByRole('link').nth(1).getAttribute('href');
    const categoryId = /\/categories\/(\d+)\//.exec(category ?? '')![1]!;
    // The address says page 9 of the category (the list changed since it was shared); the object is on page 1.
    const answer = await page.goto(`/objects/1880000000042?category=${categoryId}&page=9`);
    expect(answer?.status()).toBe(200);
    await expect(shareButton(page)).toBeVisible();
    // Found in the category it named (a scan of the collections would have said ?collection=…).
    await expect(page).toHaveURL(new RegExp(`\\?category=${categoryId}&page=1$`));
    expect(restRequests.filter((request) => restMethod(request) === GET_OBJECTS)).toEqual([]);
  });

  test('on a phone, Back closes the image viewer and stays on the object; a swipe shows the next image', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    // An object with several images.
    await page.goto(`/objects/1880000001500?collection=${MUSEUM}&page=16`);
    await expect(shareButton(page)).toBeVisible();
    await page.waitForLoadState('networkidle');
    const objectUrl = page.url();
    await page.getByRole('button', { name: /^View full size:/ }).click();
    const viewer = page.getByRole('dialog');
    await expect(viewer.getByText(/Image 1 of \d/)).toBeVisible();
    const box = (await viewer.locator('.image-viewer__stage').boundingBox())!;
    // A sideways drag (the same pointer events a finger sends).
    await page.mouse.move(box.x + 300, box.y + 200);
    await page.mouse.down();
    await page.mouse.move(box.x + 200, box.y + 205, { steps: 4 });
    await page.mouse.move(box.x + 120, box.y + 210, { steps: 4 });
    await page.mouse.up();
    await expect(viewer.getByText(/Image 2 of \d/)).toBeVisible();
    await page.goBack();
    await expect(viewer).toBeHidden();
    expect(page.url()).toBe(objectUrl);
    await expect(page.getByRole('button', { name: 'Share' })).toBeVisible();
  });

  test('the gallery opens full size and is driven by keyboard', async ({ page, checkA11y }) => {
    await page.goto(`/objects/1880000001500?collection=${MUSEUM}&page=16`);
    await expect(shareButton(page)).toBeVisible();
    // The page came from the server: its buttons work once the app runs (its downloads are done).
    await page.waitForLoadState('networkidle');
    const opener = page.getByRole('button', { name: /^View full size:/ });
    await opener.focus();
    await page.keyboard.press('Enter');
    const viewer = page.getByRole('dialog');
    await expect(viewer).toBeVisible();
    await expect(viewer.getByText(/Image 1 of \d/)).toBeVisible();
    await page.keyboard.press('ArrowRight');
    await expect(viewer.getByText(/Image 2 of \d/)).toBeVisible();
    await page.keyboard.press('+');
    await expect(viewer.locator('img[data-scale]')).not.toHaveAttribute('data-scale', '1');
    await checkA11y('image viewer');
    await page.keyboard.press('Escape');
    await expect(viewer).toBeHidden();
    await expect(opener).toBeFocused();
  });
});

test.describe('subcategory permalinks', () => {
  test('a subcategory opened cold names its parents and lists exactly its objects', async ({ page, checkA11y, listCount }) => {
    const config = await (await page.request.get('/config.json')).json();
    const answer = await page.request.get(
      `/rest/?method=museum.collection.collections.getSubcategories&collection_id=${MUSEUM}&per_page=5&access_token=${config.accessToken}`,
    );
    const subcategory = (await answer.json()).results[2] as Record<string, unknown>;
    await page.goto(`/subcategories/${subcategory['wof:id']}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(String(subcategory['wof:name']));
    const breadcrumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(breadcrumbs.getByRole('link', { name: 'Aviation Museum' })).toBeVisible();
    await expect(breadcrumbs.getByRole('link')).toHaveCount(4);
    await expect(page.getByText(/^This subcategory’s objects, found among the [\d,]+ objects of /)).toBeVisible();
    const expected = Number(subcategory['millsfield:count_objects']);
    await expect.poll(async () => (await listCount()).shown).toBe(expected);
    expect((await listCount()).total).toBe(expected);
    await checkA11y('subcategory');
  });
});

test.describe('large collection', () => {
  test.use({ baseURL: E2E_SERVERS.large.url });

  test('an object deep in the 100,000-object cursor collection reopens cold with at most two requests', async ({
    page,
    browser,
    baseURL,
  }) => {
    const config = await (await page.request.get('/config.json')).json();
    const big = (config.directory.collections as Array<{ id: string; name: string }>).find((entry) => entry.name.includes('Complete'))!;
    const answer = await page.request.get(
      `/rest/?method=${GET_OBJECTS}&collection_id=${big.id}&per_page=100&page=851&access_token=${config.accessToken}`,
    );
    const body = await answer.json();
    expect(body.cursor, 'the list is cursor-paginated').not.toBeNull();
    const record = body.results[37] as Record<string, unknown>;
    const cold = await openCold(browser, baseURL!, `/objects/${record['wof:id']}?collection=${big.id}&page=851`);
    await expect(cold.page.getByRole('heading', { level: 1 })).toHaveText(String(record['wof:name']));
    expect(cold.requests()).toBeLessThanOrEqual(2);
    await cold.close();
  });
});

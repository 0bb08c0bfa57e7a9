import { expect, listRows, restMethod, test, waitForList } from './fixtures.ts';
import { ownPort, startProductionServer, startStaticHost, startSwitchableApi, type ApiMode } from './own-servers.ts';
import { E2E_SERVERS } from './servers.ts';

/**
 * Pages that arrive whole and the production server around them (docs/decisions/0046): read without JavaScript, hydrated without a request, cached as a CDN
 * should, standing when the service falls, and the client build still complete on its own.
 */
const MUSEUM = '1729795001';
const MUSEUM_OBJECTS = `/collections/${MUSEUM}/objects`;
const GET_OBJECTS = 'museum.collection.collections.getObjects';

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a list is walked to its second page by links, and an object is read whole', async ({ page }) => {
    const response = await page.goto(MUSEUM_OBJECTS);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: 'Aviation Museum' })).toBeVisible();
    // STATIC_PAGE_SIZES.grid (src/lib/lists/static-pages.ts) items a page.
    await expect(listRows(page)).toHaveCount(24);
    await expect(listRows(page).first()).toHaveAttribute('aria-posinset', '1');

    await page.getByRole('link', { name: 'Next page' }).click();
    await expect(page).toHaveURL(new RegExp(`${MUSEUM_OBJECTS}\\?page=2$`));
    await expect(listRows(page)).toHaveCount(24);
    await expect(listRows(page).first()).toHaveAttribute('aria-posinset', '25');
    await expect(page.getByRole('link', { name: 'Previous page' })).toHaveAttribute('href', MUSEUM_OBJECTS);

    const tile = listRows(page).first().getByRole('link');
    const title = (await tile.locator('.object-tile__title').textContent()) ?? '';
    await tile.click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Aviation Museum' })).toBeVisible();
    // Its picture (or the word that it has none), its words and its fields, all in the page as sent.
    await expect(page.getByRole('figure')).toBeVisible();
    await expect(page.getByRole('term').filter({ hasText: 'Accession number' })).toBeVisible();
    await expect(page.getByRole('link', { name: /^Next:/ })).toBeVisible();
  });

  test('sign-in and the shoebox say plainly that they need JavaScript, and nothing claims to be loading', async ({ page }) => {
    for (const address of ['/sign-in', '/shoebox']) {
      await page.goto(address);
      await expect(page.getByText(/Signing in and your shoebox need JavaScript/)).toBeVisible();
      await expect(page.getByText('Loading Hangar…'), address).toBeHidden();
    }
  });

  test('list page N says which rows it shows and names itself in its title', async ({ page }) => {
    await page.goto(`${MUSEUM_OBJECTS}?page=2`);
    await expect(page).toHaveTitle('Aviation Museum, page 2 · Hangar');
    await expect(page.getByRole('status').filter({ hasText: /^Showing/ })).toHaveText('Showing 25–48 of 2,000');
    await page.goto(MUSEUM_OBJECTS);
    await expect(page).toHaveTitle('Aviation Museum · Hangar');
    await expect(page.getByRole('status').filter({ hasText: /^Showing/ })).toHaveText('Showing 1–24 of 2,000');
  });

  test('every form is a plain GET form: the hashtag, the date and the flight filters', async ({ page }) => {
    await page.goto('/social');
    await page.getByLabel('Hashtag').fill('aviation');
    await page.getByRole('button', { name: 'Show posts' }).click();
    await expect(page).toHaveURL(/\/social\/aviation$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('#aviation');

    await page.goto('/flights/2024-06-01');
    await page.getByLabel('Arrivals or departures').selectOption('departures');
    await page.getByLabel('Flight number or city').fill('Tokyo');
    await page.getByRole('button', { name: 'Apply filters' }).click();
    await expect(page).toHaveURL(/\/flights\/2024-06-01\?direction=departures&q=Tokyo$/);
    await expect(page.getByLabel('Arrivals or departures')).toHaveValue('departures');
    for (const row of await listRows(page).all()) await expect(row).toContainText('To Tokyo');

    // Another day keeps the filters.
    await page.getByLabel('Date').fill('2024-06-02');
    await page.getByRole('button', { name: 'Show flights' }).click();
    await expect(page).toHaveURL(/\/flights\/2024-06-02\?direction=departures&q=Tokyo$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Flights on Sunday, June 2, 2024');
  });
});

test('a client navigation gives the new page its own head: canonical, Open Graph and language alternates', async ({ page }) => {
  await page.goto(MUSEUM_OBJECTS);
  await waitForList(page);
  const canonical = page.locator('link[rel="canonical"]');
  await expect(canonical).toHaveAttribute('href', new RegExp(`${MUSEUM_OBJECTS}$`));
  const tile = listRows(page).first().getByRole('link');
  const title = (await tile.locator('.object-tile__title').textContent()) ?? '';
  const objectPath = new URL((await tile.getAttribute('href')) ?? '', page.url()).pathname;
  await tile.click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  // The object's one address (no list context), its title in the previews, its alternates: one of each.
  await expect(canonical).toHaveCount(1);
  await expect(canonical).toHaveAttribute('href', new RegExp(`${objectPath}$`));
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', title);
  await expect(page.locator('meta[property="og:url"]')).toHaveAttribute('content', new RegExp(`${objectPath}$`));
  await expect(page.locator('link[rel="alternate"][hreflang="zh-Hans"]')).toHaveAttribute('href', new RegExp(`${objectPath}\\?lang=zh$`));
  await expect(page.locator('meta[property="og:image"]')).toHaveCount(1);
});

test('a list loaded afresh asks the API for nothing, then goes on by itself once the app runs', async ({
  page,
  restRequests,
  listCount,
}) => {
  await page.goto(MUSEUM_OBJECTS);
  await waitForList(page);
  await page.waitForLoadState('networkidle');
  expect(restRequests, 'the first page came with the page').toHaveLength(0);
  expect(await listCount()).toEqual({ shown: 100, total: 2000 });
  // Scrolled towards the end of what the server sent, the browser asks for the next page, once.
  await expect
    .poll(async () => {
      await page.mouse.wheel(0, 3000);
      return (await listCount()).shown;
    })
    .toBe(200);
  expect(restRequests.filter((request) => restMethod(request) === GET_OBJECTS)).toHaveLength(1);
});

test('?kiosk=1 is still a kiosk: the server sends the bare shell and the browser the attract screen', async ({ page, request }) => {
  expect(await (await request.get('/collections?kiosk=1')).text()).not.toContain('hangar-state');
  await page.goto('/collections?kiosk=1');
  await expect(page.getByRole('dialog', { name: 'Welcome screen' })).toBeVisible();
});

test('a rendered page paints before its code is fetched, and the code still takes it over', async ({ page }) => {
  await page.goto(MUSEUM_OBJECTS);
  await waitForList(page);
  const timing = await page.evaluate(() => ({
    firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
    firstCode: Math.min(
      ...performance
        .getEntriesByType('resource')
        .filter((entry) => /\/assets\/(shell|rolldown-runtime)-[^/]*\.js$/.test(entry.name))
        .map((entry) => entry.startTime),
    ),
  }));
  expect(timing.firstCode, 'the shell was fetched').toBeLessThan(Number.POSITIVE_INFINITY);
  expect(timing.firstPaint, 'painted before the first script request').toBeLessThan(timing.firstCode);
});

test('pages are cacheable briefly by a CDN and hashed assets for a year, under the strict CSP; errors are never kept', async ({
  request,
}) => {
  const page = await request.get(MUSEUM_OBJECTS);
  const headers = page.headers();
  expect(headers['cache-control']).toBe('public, max-age=0, s-maxage=30, stale-while-revalidate=300');
  expect(headers['vary']).toMatch(/Accept-Language/);
  expect(headers['vary']).toMatch(/Cookie/);
  expect(headers['content-security-policy']).toMatch(/script-src 'self'(;|$)/);
  expect(headers['x-content-type-options']).toBe('nosniff');
  const html = await page.text();
  // The shell's entry, named on the loader that fetches it after the first paint.
  const shell = /data-modules="[^"]*(\/assets\/shell-[^"\s]+\.js)/.exec(html)?.[1];
  expect(shell).toBeTruthy();
  const asset = await request.get(shell!);
  expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(['br', 'gzip']).toContain(asset.headers()['content-encoding']);
  const missing = await request.get('/no/such/page');
  expect(missing.status()).toBe(404);
  expect(missing.headers()['cache-control']).toBe('no-store');
  expect(await missing.text()).toContain('Page not found');
  expect((await request.get('/healthz')).status()).toBe(200);
});

test('the production server answers with the shell, never cached, whatever the API does, and renders again once it is back', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const config = await (await request.get(`${E2E_SERVERS.demo.url}/config.json`)).json();
  const api = await startSwitchableApi(ownPort(0), E2E_SERVERS.demo.url);
  const server = await startProductionServer(ownPort(1), { ...config, apiBaseUrl: api.url, demoUsers: undefined });
  try {
    for (const mode of ['down', 'error', 'garbage', 'slow'] as ApiMode[]) {
      api.set(mode);
      const answer = await request.get(`${server.url}${MUSEUM_OBJECTS}`);
      expect(answer.status(), mode).toBe(200);
      expect(answer.headers()['cache-control'], mode).toBe('no-store');
      expect(await answer.text(), mode).not.toContain('hangar-state');
    }
    // In the browser, that shell shows the app's own error, and Retry works once the API is back.
    api.set('error');
    await page.goto(`${server.url}${MUSEUM_OBJECTS}`);
    await expect(page.getByRole('alert')).toContainText('The server had a problem', { timeout: 30_000 });
    api.set('ok');
    await page.getByRole('button', { name: 'Retry' }).click();
    await waitForList(page);
    const recovered = await request.get(`${server.url}${MUSEUM_OBJECTS}`);
    expect(recovered.headers()['cache-control']).toBe('public, max-age=0, s-maxage=30, stale-while-revalidate=300');
    expect(await recovered.text()).toContain('hangar-state');
  } finally {
    await server.stop();
    await api.stop();
  }
});

test('the client build alone, on a plain file server with config.json beside it, renders on the client as before', async ({
  page,
  request,
  restRequests,
}) => {
  const config = await (await request.get(`${E2E_SERVERS.demo.url}/config.json`)).json();
  const host = await startStaticHost(ownPort(2), config);
  try {
    await page.goto(`${host.url}${MUSEUM_OBJECTS}`);
    await waitForList(page);
    expect(restRequests.filter((request) => restMethod(request) === GET_OBJECTS)).toHaveLength(1);
    const tile = listRows(page).first().getByRole('link');
    const title = (await tile.locator('.object-tile__title').textContent()) ?? '';
    await tile.click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  } finally {
    await host.stop();
  }
});

test("where the browser renders alone, a list page's API request leaves before React's first render (decision 0044)", async ({
  page,
  request,
}) => {
  const config = await (await request.get(`${E2E_SERVERS.demo.url}/config.json`)).json();
  const host = await startStaticHost(ownPort(4), config);
  try {
    // What happens in order: each fetch, and each task of React's scheduler (its first is the first
    // render's first slice). Order, not time: the loader runs in the task that created the router.
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { bootOrder: string[] }).bootOrder = seen;
      const fetch = window.fetch;
      window.fetch = function (input: RequestInfo | URL, init?: RequestInit) {
        seen.push(`fetch ${typeof input === 'string' ? input : input instanceof URL ? input.href : input.url}`);
        return fetch.call(this, input, init);
      };
      const setter = Object.getOwnPropertyDescriptor(MessagePort.prototype, 'onmessage')!.set!;
      Object.defineProperty(MessagePort.prototype, 'onmessage', {
        configurable: true,
        set(handler: ((event: MessageEvent) => void) | null) {
          setter.call(
            this,
            handler &&
              function (this: MessagePort, event: MessageEvent) {
                seen.push('scheduler task');
                return handler.call(this, event);
              },
          );
        },
      });
    });
    await page.goto(`${host.url}${MUSEUM_OBJECTS}`);
    await waitForList(page);
    const order = await page.evaluate(() => (window as unknown as { bootOrder: string[] }).bootOrder);
    const firstRequest = order.findIndex((entry) => entry.startsWith('fetch ') && entry.includes(`method=${GET_OBJECTS}`));
    expect(firstRequest, 'the list was requested').toBeGreaterThanOrEqual(0);
    expect(order.indexOf('scheduler task'), "React's first task comes after the request").toBeGreaterThan(firstRequest);
  } finally {
    await host.stop();
  }
});

import type { APIRequestContext, Page } from '@playwright/test';
import { expect, listRows, restMethod, test, waitForList } from './fixtures.ts';
import { E2E_SERVERS } from './servers.ts';

type Flight = Record<string, unknown>;

/** All flights of a date straight from the API (the test's own oracle, page by page). */
async function dayFlights(request: APIRequestContext, baseURL: string, date: string): Promise<Flight[]> {
  const flights: Flight[] = [];
  for (let page = 1; ; page += 1) {
    const response = await request.get(
      `${baseURL}/rest/?method=museum.millsfield.flights.getFlightsForDate&date=${date}&access_token=read-visitor&per_page=500&page=${page}`,
    );
    const body = (await response.json()) as { results: Flight[]; pages: number };
    flights.push(...body.results);
    if (page >= body.pages) return flights;
  }
}

/** All flights for a date, bucketed by San Francisco hour. */
async function hourlyCounts(request: APIRequestContext, baseURL: string, date: string) {
  const counts = Array.from({ length: 24 }, () => ({ arrivals: 0, departures: 0 }));
  const hour = new Intl.DateTimeFormat('en-US', { timeZone: 'America/Los_Angeles', hour: 'numeric', hourCycle: 'h23' });
  const flights = await dayFlights(request, baseURL, date);
  for (const flight of flights) {
    const bucket = counts[Number(hour.format(new Date(Number(flight['flysfo:scheduled_timestamp']) * 1000))) % 24]!;
    if (flight['flysfo:event'] === 'A') bucket.arrivals += 1;
    else bucket.departures += 1;
  }
  return { counts, total: flights.length };
}

/** The chart's table, opened, hour by hour. */
async function chartTable(page: Page) {
  await page.getByText('Show the chart as a table').click();
  // One row per hour, each headed by its hour (the column headers' row has no row header).
  const rows = page
    .getByRole('table')
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader') });
  await expect(rows).toHaveCount(24);
  return rows.evaluateAll((elements) =>
    elements.map((row) => ({ arrivals: Number(row.children[1]!.textContent), departures: Number(row.children[2]!.textContent) })),
  );
}

const FLIGHTS_METHOD = 'museum.millsfield.flights.getFlightsForDate';

test.describe('flights', () => {
  test('/flights opens today; the date control and previous/next day change the URL', async ({ page, checkA11y }) => {
    await page.goto('/flights');
    await expect(page).toHaveURL(/\/flights\/\d{4}-\d{2}-\d{2}$/);
    // A page opened cold starts with nothing focused: no focus box on the heading after the redirect.
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('BODY');
    await page.getByLabel('Date').fill('2024-03-10');
    await page.getByRole('button', { name: 'Show flights' }).click();
    await expect(page).toHaveURL(/\/flights\/2024-03-10$/);
    await waitForList(page);
    await checkA11y('flights');
    await page.getByRole('link', { name: /Next day/ }).click();
    await expect(page).toHaveURL(/\/flights\/2024-03-11$/);
    await page.getByRole('link', { name: /Previous day/ }).click();
    await page.getByRole('link', { name: /Previous day/ }).click();
    await expect(page).toHaveURL(/\/flights\/2024-03-09$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Flights on Saturday, March 9, 2024');
  });

  test('an impossible date is a 404 that says so once, with the date control', async ({ page, checkA11y }) => {
    for (const address of ['/flights/2026-13-45', '/flights/abc']) {
      const response = await page.goto(address);
      expect(response?.status(), address).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('That date isn’t valid');
      // The heading says it; the page's text below it goes on from there (the trail names the page too).
      await expect(page.getByRole('main').locator('h1, p').filter({ hasText: 'That date isn’t valid' })).toHaveCount(1);
    }
    await page.goto('/flights/2023-02-30');
    await expect(page.getByRole('alert')).toHaveText('Pick a date like 2024-06-01.');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    await expect(page.getByLabel('Date')).toBeVisible();
    await checkA11y('invalid date');
    await page.getByLabel('Date').fill('2024-06-01');
    await page.getByRole('button', { name: 'Show flights' }).click();
    await expect(page).toHaveURL(/\/flights\/2024-06-01$/);
    await waitForList(page);
  });

  test('the chart’s table counts every flight of a day by local hour (a DST day)', async ({ page, request, baseURL }) => {
    const date = '2024-11-03';
    const expected = await hourlyCounts(request, baseURL!, date);
    await page.goto(`/flights/${date}`);
    await waitForList(page);
    await expect(page.getByText(`Covers all ${expected.total} flights of the day.`)).toBeVisible();
    expect(await chartTable(page)).toEqual(expected.counts);
  });

  test('a "now" line marks the time on today’s chart, and only today’s', async ({ page, checkA11y }) => {
    // 14:30 on 1 June 2024 in San Francisco, in the browser; the server keeps its own clock (so
    // /flights, which the server sends to its today, is not how this day is opened).
    await page.clock.setFixedTime(new Date('2024-06-01T21:30:00Z'));
    await page.goto('/flights/2024-06-01');
    // The drawing the window shows: the other, for narrow screens, is hidden by CSS (and so not a role).
    const chart = page.getByRole('img', { name: 'Flights per hour' });
    await expect(chart).toHaveAccessibleDescription(/The line marks now, 2:30 PM\.$/);
    await expect(chart.getByText('Now', { exact: true })).toBeVisible();
    await page.getByText('Show the chart as a table').click();
    await expect(page.getByRole('rowheader', { name: '14:00 (now)' })).toBeVisible();
    await checkA11y('today’s flights with the now line');

    await page.getByRole('link', { name: /Next day/ }).click();
    await expect(page).toHaveURL(/\/flights\/2024-06-02$/);
    await expect(chart).toHaveAccessibleDescription(/by hour of the day, airport local time\.$/);
    await expect(chart.getByText('Now', { exact: true })).toHaveCount(0);
    await expect(page.getByText('(now)')).toHaveCount(0);
  });

  test('a flight’s gate leads to its boarding area’s gates', async ({ page }) => {
    await page.goto('/flights/2024-06-01');
    await waitForList(page);
    const gate = listRows(page)
      .first()
      .getByRole('link', { name: /^Gate [A-G]\d+, Boarding Area [A-G]$/ });
    const [, code, area] = /^Gate ([A-G]\d+), (Boarding Area [A-G])$/.exec((await gate.getAttribute('aria-label')) ?? '')!;
    await gate.click();
    await expect(page).toHaveURL(/\/boarding-areas\/\d+\/gates$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Gates in ${area}`);
    // The gate's row (its title reads "Gate E3"; not E30).
    await expect(listRows(page).filter({ hasText: new RegExp(`Gate ${code}(?!\\d)`) })).toHaveCount(1);
  });
});

test.describe('flights on a busy day', () => {
  test.use({ baseURL: E2E_SERVERS.large.url });

  test('the chart and its table count every flight of the day, loaded 500 at a time with progress', async ({
    page,
    request,
    restRequests,
  }) => {
    const expected = await hourlyCounts(request, E2E_SERVERS.large.url, '2024-06-01');
    expect(expected.total).toBe(2150);
    // Slow the later pages a little, so the progress can be seen while they load.
    await page.route('**/rest/**', async (route) => {
      if (new URL(route.request().url()).searchParams.has('page')) await new Promise((resolve) => setTimeout(resolve, 400));
      await route.continue();
    });
    await page.goto('/flights/2024-06-01');
    await expect(page.getByRole('progressbar', { name: 'Flights loaded' })).toBeVisible();
    await expect(page.getByText(/^Loaded [\d,]+ of 2,150 flights…$/)).toBeVisible();
    await expect(page.getByText('Covers all 2,150 flights of the day.')).toBeVisible();
    await expect(page.getByRole('progressbar')).toHaveCount(0);

    const shown = await chartTable(page);
    expect(shown.reduce((sum, hour) => sum + hour.arrivals + hour.departures, 0)).toBe(2150);
    expect(shown).toEqual(expected.counts);
    const flightRequests = restRequests.filter((item) => restMethod(item) === FLIGHTS_METHOD);
    // The first 500 came with the page from the server; the browser asked for the rest.
    expect(flightRequests).toHaveLength(Math.ceil(2150 / 500) - 1);
    expect(flightRequests.every((item) => new URL(item.url()).searchParams.get('per_page') === '500')).toBe(true);
    // The list still shows the whole day, virtualized.
    await expect(page.getByRole('status').filter({ hasText: /^Showing 2,150 of 2,150$/ })).toBeVisible();
    expect(await listRows(page).count()).toBeLessThan(100);
  });

  test('the filters live in the address: they survive a reload and Back', async ({ page, request, checkA11y }) => {
    const flights = await dayFlights(request, E2E_SERVERS.large.url, '2024-06-01');
    const matches = flights.filter(
      (flight) =>
        flight['flysfo:event'] === 'A' &&
        flight['flysfo:airline'] === 'United Airlines' &&
        String(flight['flysfo:journey']).startsWith('NRT-'),
    );
    expect(matches.length).toBeGreaterThan(0);
    const summary = page.getByText(`${matches.length} of 2,150 flights match.`);
    const filtered = /\/flights\/2024-06-01\?direction=arrivals&airline=United\+Airlines&q=Tokyo$/;
    const expectFiltered = async () => {
      await expect(page).toHaveURL(filtered);
      await expect(page.getByLabel('Arrivals or departures')).toHaveValue('arrivals');
      await expect(page.getByLabel('Airline')).toHaveValue('United Airlines');
      await expect(page.getByLabel('Flight number or city')).toHaveValue('Tokyo');
      await expect(summary).toBeVisible();
      await expect(page.getByRole('status').filter({ hasText: `Showing ${matches.length} of ${matches.length}` })).toBeVisible();
      await expect(listRows(page).first()).toBeVisible();
      for (const row of await listRows(page).all()) {
        await expect(row).toContainText('Arrival');
        await expect(row).toContainText('United Airlines');
        await expect(row).toContainText('From Tokyo (NRT)');
      }
    };

    await page.goto('/flights/2024-06-01');
    await expect(page.getByText('Covers all 2,150 flights of the day.')).toBeVisible();
    await page.getByLabel('Arrivals or departures').selectOption('arrivals');
    await page.getByLabel('Airline').selectOption('United Airlines');
    await page.getByLabel('Flight number or city').fill('Tokyo');
    await expectFiltered();
    // From the top: scrolled down to the filters, the sticky header covers the date control, which axe counts against it.
    await page.evaluate(() => window.scrollTo(0, 0));
    await checkA11y('filtered flights');

    await page.reload();
    await expectFiltered();

    // To a gate and Back: the same filtered day.
    await listRows(page)
      .first()
      .getByRole('link', { name: /^Gate / })
      .click();
    await expect(page).toHaveURL(/\/boarding-areas\/\d+\/gates$/);
    await page.goBack();
    await expectFiltered();

    // Typing replaced the address in place; Back undoes the airline choice, and then the direction.
    await page.goBack();
    await expect(page).toHaveURL(/\/flights\/2024-06-01\?direction=arrivals$/);
    await expect(page.getByLabel('Airline')).toHaveValue('');
    await expect(page.getByLabel('Flight number or city')).toHaveValue('');
    await page.goBack();
    await expect(page).toHaveURL(/\/flights\/2024-06-01$/);
    await expect(page.getByLabel('Arrivals or departures')).toHaveValue('');
    await expect(page.getByRole('status').filter({ hasText: /^Showing 2,150 of 2,150$/ })).toBeVisible();
  });

  test('"Clear filters" by keyboard leaves focus on the first filter, not on the page', async ({ page }) => {
    await page.goto('/flights/2024-06-01?direction=arrivals&q=Tokyo');
    const clear = page.getByRole('link', { name: 'Clear filters' });
    await clear.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/flights\/2024-06-01$/);
    await expect(clear).toBeHidden();
    await expect(page.getByLabel('Arrivals or departures')).toBeFocused();
    await expect(page.getByLabel('Arrivals or departures')).toHaveValue('');
  });
});

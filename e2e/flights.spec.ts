import type { APIRequestContext } from '@playwright/test';
import { expect, test, waitForList } from './fixtures.ts';
import { E2E_SERVERS } from './servers.ts';

/** All flights for a date straight from the API, bucketed by San Francisco hour. */
async function hourlyCounts(request: APIRequestContext, baseURL: string, date: string) {
  const counts = Array.from({ length: 24 }, () => ({ arrivals: 0, departures: 0 }));
  const hour = new Intl.DateTimeFormat('en-US', { timeZone: 'America/Los_Angeles', hour: 'numeric', hourCycle: 'h23' });
  let total = 0;
  for (let page = 1; ; page += 1) {
    const response = await request.get(
      `${baseURL}/rest/?method=museum.millsfield.flights.getFlightsForDate&date=${date}&access_token=read-visitor&per_page=500&page=${page}`,
    );
    const body = (await response.json()) as { results: Record<string, unknown>[]; pages: number; total: number };
    total = body.total;
    for (const flight of body.results) {
      const bucket = counts[Number(hour.format(new Date(Number(flight['flysfo:scheduled_timestamp']) * 1000))) % 24]!;
      if (flight['flysfo:event'] === 'A') bucket.arrivals += 1;
      else bucket.departures += 1;
    }
    if (page >= body.pages) break;
  }
  return { counts, total };
}

test.describe('flights', () => {
  test('/flights opens today; the date control and previous/next day change the URL', async ({ page, checkA11y }) => {
    await page.goto('/flights');
    await expect(page).toHaveURL(/\/flights\/\d{4}-\d{2}-\d{2}$/);
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

  test('an impossible date shows the service’s message and the date control', async ({ page, checkA11y }) => {
    await page.goto('/flights/2023-02-30');
    await expect(page.getByRole('alert')).toContainText('That date isn’t valid. Pick a date like 2024-06-01.');
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
    await expect(page.getByText(`Covers ${expected.total} of ${expected.total} flights`)).toBeVisible();
    await page.getByText('Show the chart as a table').click();
    // One row per hour, each headed by its hour (the column headers' row has no row header).
    const rows = page
      .getByRole('table')
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader') });
    await expect(rows).toHaveCount(24);
    const shown = await rows.evaluateAll((elements) =>
      elements.map((row) => ({ arrivals: Number(row.children[1]!.textContent), departures: Number(row.children[2]!.textContent) })),
    );
    expect(shown).toEqual(expected.counts);
  });
});

test.describe('flights on a busy day', () => {
  test.use({ baseURL: E2E_SERVERS.large.url });

  test('"Load all" fetches the remaining pages with a progress bar', async ({ page, request, restRequests }) => {
    const expected = await hourlyCounts(request, E2E_SERVERS.large.url, '2024-06-01');
    expect(expected.total).toBeGreaterThan(2000);
    await page.goto('/flights/2024-06-01');
    await waitForList(page);
    await expect(page.getByText(`Covers 500 of ${expected.total.toLocaleString('en-US')} flights`)).toBeVisible();
    // Slow the remaining pages down a little, so the progress bar can be seen while they load.
    await page.route('**/rest/**', async (route) => {
      if (new URL(route.request().url()).searchParams.has('page')) await new Promise((resolve) => setTimeout(resolve, 400));
      await route.continue();
    });
    await page.getByRole('button', { name: 'Load all flights' }).click();
    await expect(page.getByRole('progressbar', { name: 'Flights loaded' })).toBeVisible();
    await expect(
      page.getByText(`Covers ${expected.total.toLocaleString('en-US')} of ${expected.total.toLocaleString('en-US')} flights`),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Load all flights' })).toHaveCount(0);
    const flightRequests = restRequests.filter(
      (item) => new URL(item.url()).searchParams.get('method') === 'museum.millsfield.flights.getFlightsForDate',
    );
    expect(flightRequests).toHaveLength(Math.ceil(expected.total / 500));
  });
});

import type { Page, Route } from '@playwright/test';
import { expect, fastForwardUntil, listRows, restMethod, test, uniqueToken, waitForList } from './fixtures.ts';

const MUSEUM = '1729795001';
/** Well formed, but no collection has it: the service answers 900 with HTTP 400. */
const UNKNOWN_COLLECTION = '1729795999';
const GET_OBJECTS = 'museum.collection.collections.getObjects';

/** The list's status line (role status, polite), whatever it says. */
const statusLine = (page: Page) => page.locator('.vlist__count');

test.describe('counts and errors agree', () => {
  test('a list whose first page failed shows the error and counts nothing', async ({ page, signedInAs }) => {
    const token = uniqueToken();
    await signedInAs(token, 'Fault tester');
    // More failures than the loader's try and three retries, and the page's own mount, would use.
    await page.request.post('/__mock/faults', { data: { method: GET_OBJECTS, count: 20, mode: 'error', code: 512, token } });
    // The page's clock: the retries' backoff (src/api/retry.ts) is jumped over, not waited out.
    await page.clock.install();
    // The server renders a list with the read token, which this fault spares: the list is opened
    // from another page, so the browser asks for it, with the visitor's own token.
    await page.goto('/collections');
    await page.getByRole('link', { name: 'Aviation Museum', exact: true }).click();
    await fastForwardUntil(page, () => expect(page.getByRole('alert')).toContainText('The server had a problem', { timeout: 250 }));
    await expect(page.getByText(/Showing/)).toHaveCount(0);
    await expect(statusLine(page)).toHaveText('');
    await expect(listRows(page)).toHaveCount(0);
  });

  test('an empty shoebox says so once, with no "Showing 0 of 0"', async ({ page, signedInAs }) => {
    const token = uniqueToken();
    await page.request.post('/rest/', {
      form: { method: 'museum.you.shoebox.emptyShoebox', access_token: token, format: 'json' },
    });
    await signedInAs(token);
    await page.goto('/shoebox');
    await expect(statusLine(page)).toHaveText('Your shoebox is empty.');
    await expect(page.getByText('Your shoebox is empty.')).toHaveCount(1);
    await expect(page.getByText(/Showing/)).toHaveCount(0);
  });

  test('an unknown collection is the not-found page, with a 404, and the browser asks nothing more', async ({
    page,
    restRequests,
    checkA11y,
  }) => {
    const response = await page.goto(`/collections/${UNKNOWN_COLLECTION}/objects`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expect(page.getByText(/Showing/)).toHaveCount(0);
    await page.waitForLoadState('networkidle');
    // The server asked the service and found nothing: the page needs nothing from the browser.
    const asked = restRequests.filter(
      (request) => restMethod(request) === GET_OBJECTS && new URL(request.url()).searchParams.get('collection_id') === UNKNOWN_COLLECTION,
    );
    expect(asked).toHaveLength(0);
    await checkA11y('unknown collection');
    await page.getByRole('link', { name: 'Back to the home page' }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});

test.describe('offline', () => {
  // react-query's own refetchOnReconnect (a failure marks the list stale): kept as a guard.
  test('a next page that failed for want of a connection loads by itself when it returns', async ({ page, context, listCount }) => {
    // The page's clock: the retries' backoff is jumped over, not waited out.
    await page.clock.install();
    await page.goto(`/collections/${MUSEUM}/objects`);
    await waitForList(page);
    // The connection drops under the page without the browser noticing: every request fails.
    const drop = (route: Route) => route.abort('internetdisconnected');
    await page.route('**/rest/**', drop);
    await page.keyboard.press('End');
    await fastForwardUntil(page, () => expect(page.getByRole('alert')).toContainText('No connection to the server', { timeout: 250 }));
    expect(await listCount()).toEqual({ shown: 100, total: 2000 });
    // Then the browser notices, and the connection returns.
    await context.setOffline(true);
    await page.unroute('**/rest/**', drop);
    await context.setOffline(false);
    await expect.poll(async () => (await listCount()).shown).toBeGreaterThanOrEqual(200);
    await expect(page.getByRole('alert')).toHaveCount(0);
  });
});

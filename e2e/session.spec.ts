import type { Page } from '@playwright/test';
import { expect, restMethod, test, waitForList } from './fixtures.ts';

/**
 * A sign-in stored in the tab that the server no longer takes: `expired-*`
 * (491) or an unknown token (493). Public pages load anyway, a notice says
 * what happened once, and only the shoebox asks to sign in. A page loaded
 * afresh comes from the server, which never sees the visitor's token: the
 * refusal is met at the browser's first request of its own.
 */
const REFUSED = [
  { token: 'expired-someone', notice: 'Your sign-in has expired.' },
  { token: 'invalid-someone', notice: 'Your sign-in is no longer recognised.' },
] as const;

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });
const notice = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });

for (const { token, notice: text } of REFUSED) {
  test.describe(`a stored sign-in the server refuses (${token})`, () => {
    test('collections, flights and the feed still load; a notice offers to sign in again; the shoebox asks to sign in', async ({
      page,
      signedInAs,
      restRequests,
      checkA11y,
    }) => {
      await signedInAs(token, 'Ada');
      const config = await (await page.request.get('/config.json')).json();
      await page.goto(`/collections/${config.directory.collections[0].id}/objects`);
      await waitForList(page);
      await expect(page.getByText('Signed in as Ada')).toBeVisible();
      // The browser's first request (another page's list) goes with the stored token, and is refused.
      await mainNav(page).getByRole('link', { name: 'Flights' }).click();
      await waitForList(page);
      await expect(notice(page, text)).toBeVisible();
      await expect(notice(page, text).getByRole('link', { name: 'Sign in again' })).toBeVisible();
      await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in', exact: true })).toBeVisible();
      await expect(page.getByText('Signed in as Ada')).toHaveCount(0);
      await checkA11y('the notice after a refused sign-in');

      await mainNav(page).getByRole('link', { name: 'Social' }).click();
      await page.getByRole('main').getByRole('link', { name: '#sfomuseum' }).click();
      await waitForList(page);
      await expect(page.getByRole('alert')).toHaveCount(0);
      // Said once: the same notice, still there, not one per page.
      await expect(notice(page, text)).toHaveCount(1);

      await mainNav(page).getByRole('link', { name: 'Shoebox' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Sign in to see your shoebox' })).toBeVisible();

      // The refused token went out once; everything after it used the read token, and the
      // shoebox was never asked for with it.
      const tokens = restRequests.map((request) => new URL(request.url()).searchParams.get('access_token'));
      expect(tokens.filter((sent) => sent === token)).toHaveLength(1);
      expect(tokens.slice(1).every((sent) => sent === config.accessToken)).toBe(true);
      expect(restRequests.filter((request) => restMethod(request) === 'museum.you.shoebox.listItems')).toHaveLength(0);
    });
  });
}

test('a shoebox opened with an expired sign-in asks to sign in, and signing in again returns to it', async ({ page, signedInAs }) => {
  await signedInAs('expired-someone', 'Ada');
  await page.goto('/shoebox');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in to see your shoebox' })).toBeVisible();
  await notice(page, 'Your sign-in has expired.').getByRole('link', { name: 'Sign in again' }).click();
  await expect(page).toHaveURL(/\/sign-in$/);
  // On the sign-in page itself the notice would only point at where the visitor already is.
  await expect(notice(page, 'Your sign-in has expired.')).toHaveCount(0);
  await page.getByRole('button', { name: 'Sign in as Grace' }).click();
  await expect(page).toHaveURL(/\/shoebox$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Your shoebox' })).toBeVisible();
  await expect(page.getByText('Signed in as Grace', { exact: true })).toBeVisible();
  await expect(notice(page, 'Your sign-in has expired.')).toHaveCount(0);
});

test('the flights page as the first page with an expired sign-in loads, and the notice can be dismissed', async ({ page, signedInAs }) => {
  await signedInAs('expired-someone', 'Ada');
  await page.goto('/flights/2024-06-01');
  await waitForList(page);
  // The server sent this day; the next one is the browser's first request, with the stored token.
  await page.getByRole('link', { name: /Next day/ }).click();
  await expect(page).toHaveURL(/\/flights\/2024-06-02$/);
  await waitForList(page);
  await notice(page, 'Your sign-in has expired.').getByRole('button', { name: 'Dismiss' }).click();
  await expect(notice(page, 'Your sign-in has expired.')).toHaveCount(0);
  // Focus moves on to the page, not to <body>.
  expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('H1');
  await page.reload();
  await waitForList(page);
  await expect(notice(page, 'Your sign-in has expired.')).toHaveCount(0);
});

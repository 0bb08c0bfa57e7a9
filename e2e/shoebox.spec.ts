import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

/** Each test gets its own demo user and therefore its own seeded shoebox. */
function uniqueToken(prefix = 'demo'): string {
  return `${prefix}-e2e${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
}

async function signInWithStorage(page: Page, token: string, name = 'Tester') {
  await page.addInitScript(([value]) => sessionStorage.setItem('hangar.user', value!), [JSON.stringify({ token, name })]);
}

async function apiItems(page: Page, token: string): Promise<{ id: string }[]> {
  const text = await (await page.request.get(`/rest/?method=museum.you.shoebox.listItems&per_page=500&access_token=${token}`)).text();
  return (JSON.parse(text.replace(/"id":(\d+)/g, '"id":"$1"')) as { items: { id: string }[] }).items;
}

const rows = (page: Page) => page.locator('[role="feed"] article');

test.describe('sign-in', () => {
  test('signs in with a demo user and shows who is signed in', async ({ page, checkA11y }) => {
    await page.goto('/sign-in');
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    await checkA11y('sign-in');
    await page.getByRole('button', { name: 'Sign in as Ada' }).click();
    await expect(page).toHaveURL(/\/shoebox$/);
    await expect(page.getByText('Signed in as Ada', { exact: true })).toBeVisible();
    expect(await page.evaluate(() => localStorage.length)).toBe(0);
  });

  test('a pasted token is checked first; invalid and expired tokens get their own messages', async ({ page }) => {
    await page.goto('/sign-in');
    const field = page.getByLabel('Access token');
    await field.fill('not-a-token');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page.getByRole('alert')).toHaveText('That token isn’t recognised. Check it and try again.');
    await field.fill('expired-someone');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page.getByRole('alert')).toHaveText('That token has expired. Ask for a new one.');
    await expect(page).toHaveURL(/\/sign-in$/);
    const token = uniqueToken();
    await field.fill(token);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page).toHaveURL(/\/shoebox$/);
    expect(page.url()).not.toContain(token);
  });

  test('without a user the shoebox explains and links to sign-in', async ({ page }) => {
    await page.goto('/shoebox');
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in to see your shoebox' })).toBeVisible();
    await page.getByRole('main').getByRole('link', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/sign-in$/);
  });
});

test.describe('shoebox', () => {
  test('lists items newest first with the total, and removing one sticks after a reload', async ({ page, checkA11y }) => {
    const token = uniqueToken();
    await signInWithStorage(page, token);
    await page.goto('/shoebox');
    await expect(rows(page).first()).toBeVisible();
    const before = await apiItems(page, token);
    await expect(page.locator('.vlist__count')).toHaveText(`Showing ${before.length} of ${before.length}`);
    await checkA11y('shoebox');

    const firstKey = await rows(page).first().getAttribute('data-key');
    await expect(rows(page).first().locator('.shoebox-row__title')).not.toHaveText(/^Item \d+$/);
    await rows(page).first().getByRole('button', { name: /^Remove / }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Removed' })).toBeVisible();
    await expect(page.locator('.vlist__count')).toHaveText(`Showing ${before.length - 1} of ${before.length - 1}`);
    await expect(page.locator(`[role="feed"] article[data-key="${firstKey}"]`)).toHaveCount(0);

    await page.reload();
    await expect(rows(page).first()).toBeVisible();
    await expect(page.locator('.vlist__count')).toHaveText(`Showing ${before.length - 1} of ${before.length - 1}`);
    const after = await apiItems(page, token);
    expect(after.map((item) => item.id)).toEqual(before.slice(1).map((item) => item.id));
  });

  test('several quick removes all succeed and the list stays consistent', async ({ page }) => {
    const token = uniqueToken();
    await signInWithStorage(page, token);
    await page.goto('/shoebox');
    await expect(rows(page).first()).toBeVisible();
    const before = await apiItems(page, token);
    for (let index = 0; index < 4; index += 1) {
      await rows(page).first().getByRole('button', { name: /^Remove / }).click();
    }
    await expect(page.locator('.vlist__count')).toHaveText(`Showing ${before.length - 4} of ${before.length - 4}`);
    await expect.poll(async () => (await apiItems(page, token)).length).toBe(before.length - 4);
    await page.waitForLoadState('networkidle');
    const shown = await rows(page).evaluateAll((elements) => elements.map((element) => element.getAttribute('data-key')));
    const remaining = (await apiItems(page, token)).map((item) => item.id);
    expect(shown).toEqual(remaining.slice(0, shown.length));
  });

  test('empty all asks first, names the count, and stays empty after a reload', async ({ page, checkA11y }) => {
    const token = uniqueToken();
    await signInWithStorage(page, token);
    await page.goto('/shoebox');
    await expect(rows(page).first()).toBeVisible();
    const count = (await apiItems(page, token)).length;
    await page.getByRole('button', { name: 'Empty shoebox' }).click();
    const dialog = page.getByRole('dialog', { name: 'Empty your shoebox?' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await checkA11y('empty dialog');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    expect((await apiItems(page, token)).length).toBe(count);

    await page.getByRole('button', { name: 'Empty shoebox' }).click();
    await dialog.getByRole('button', { name: `Remove all ${count} items` }).click();
    await expect(page.getByText('Your shoebox is empty.')).toBeVisible();
    await page.reload();
    await expect(page.getByText('Your shoebox is empty.')).toBeVisible();
    expect(await apiItems(page, token)).toEqual([]);
  });

  test('a read-only token can list but a removal explains the missing permission and keeps the item', async ({ page }) => {
    const token = uniqueToken('read');
    await signInWithStorage(page, token, 'Reader');
    await page.goto('/shoebox');
    await expect(rows(page).first()).toBeVisible();
    const before = await apiItems(page, token);
    await rows(page).first().getByRole('button', { name: /^Remove / }).click();
    await expect(page.getByRole('status').filter({ hasText: 'can’t change the shoebox' })).toBeVisible();
    await expect(page.locator('.vlist__count')).toHaveText(`Showing ${before.length} of ${before.length}`);
  });

  test('signing out removes the shoebox from view and from memory', async ({ page }) => {
    const token = uniqueToken();
    await page.goto('/sign-in');
    await page.getByLabel('Access token').fill(token);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(rows(page).first()).toBeVisible();
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in to see your shoebox' })).toBeVisible();
    expect(await page.evaluate(() => sessionStorage.getItem('hangar.user'))).toBeNull();
    // Back to the shoebox: nothing cached is shown and no user request is made.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Shoebox' }).click();
    await expect(rows(page)).toHaveCount(0);
  });
});

// Faults are scoped to each test's own token, so parallel tests never see them.
test.describe('shoebox under injected faults', () => {
  test('a removal that fails with 901 puts the item back in its place with a message', async ({ page }) => {
    const token = uniqueToken();
    await signInWithStorage(page, token);
    await page.goto('/shoebox');
    await expect(rows(page).first()).toBeVisible();
    const keys = await rows(page).evaluateAll((elements) => elements.slice(0, 4).map((element) => element.getAttribute('data-key')));
    await page.request.post('/__mock/faults', { data: { method: 'museum.you.shoebox.removeItem', count: 1, mode: 'error', code: 901, token } });
    await rows(page).nth(1).getByRole('button', { name: /^Remove / }).click();
    await expect(page.getByRole('status').filter({ hasText: 'could not be removed' })).toBeVisible();
    const after = await rows(page).evaluateAll((elements) => elements.slice(0, 4).map((element) => element.getAttribute('data-key')));
    expect(after).toEqual(keys);
  });

  test('an empty-all that fails restores every item and says nothing was removed', async ({ page }) => {
    const token = uniqueToken();
    await signInWithStorage(page, token);
    await page.goto('/shoebox');
    await expect(rows(page).first()).toBeVisible();
    const count = (await apiItems(page, token)).length;
    await page.request.post('/__mock/faults', { data: { method: 'museum.you.shoebox.emptyShoebox', count: 1, mode: 'error', code: 512, token } });
    await page.getByRole('button', { name: 'Empty shoebox' }).click();
    await page.getByRole('button', { name: `Remove all ${count} items` }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Nothing was removed' })).toBeVisible();
    await expect(page.locator('.vlist__count')).toHaveText(`Showing ${count} of ${count}`);
  });
});

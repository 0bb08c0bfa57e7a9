import type { Page } from '@playwright/test';
import { expect, holdRequests, listRows, listStatus, restMethod, test, uniqueToken } from './fixtures.ts';

async function apiItems(page: Page, token: string): Promise<{ id: string }[]> {
  const text = await (await page.request.get(`/rest/?method=museum.you.shoebox.listItems&per_page=500&access_token=${token}`)).text();
  return (JSON.parse(text.replace(/"id":(\d+)/g, '"id":"$1"')) as { items: { id: string }[] }).items;
}

const rows = listRows;
const removeButtons = (page: Page) => rows(page).getByRole('button', { name: /^Remove / });
/** What the rendered rows show: each row's title, read from its Remove button's name. */
const shownTitles = (page: Page) =>
  removeButtons(page).evaluateAll((buttons) => buttons.map((button) => (button.getAttribute('aria-label') ?? '').replace(/^Remove /, '')));
const shownKeys = (page: Page) => rows(page).evaluateAll((elements) => elements.map((element) => element.getAttribute('data-key')));
const counted = (count: number) => ({ shown: count, total: count });
/** What has focus: its tag, accessible label and text, read in the page. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const active = document.activeElement;
    return {
      tag: active?.tagName,
      label: active?.getAttribute('aria-label') ?? null,
      text: active?.textContent ?? '',
      inHeader: active?.closest('.site-header') !== null,
    };
  });

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
    // Focus goes where the problem can be fixed, not to <body>.
    await expect(field).toBeFocused();
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

  test('returns to the page the visitor came from, with the demo user’s name in the header', async ({ page }) => {
    await page.goto('/flights/2024-06-01');
    await expect(rows(page).first()).toBeVisible();
    await page.getByRole('banner').getByRole('link', { name: 'Sign in', exact: true }).click();
    await expect(page).toHaveURL(/\/sign-in$/);
    await expect(page.getByText('An access token is a private code, like a password')).toBeVisible();
    await page.getByRole('button', { name: 'Sign in as Grace' }).click();
    await expect(page).toHaveURL(/\/flights\/2024-06-01$/);
    await expect(rows(page).first()).toBeVisible();
    await expect(page.getByRole('banner').getByText('Signed in as Grace', { exact: true })).toBeVisible();
  });

  test('a pasted token shows the name the visitor typed, not a stand-in', async ({ page }) => {
    await page.goto('/sign-in');
    await page.getByLabel('Access token').fill(uniqueToken());
    await page.getByLabel('Your name (optional)').fill('Amelia');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page).toHaveURL(/\/shoebox$/);
    await expect(page.getByRole('banner').getByText('Signed in as Amelia', { exact: true })).toBeVisible();
    await expect(page.getByText('Visitor with token')).toHaveCount(0);
  });

  test('without a user the shoebox explains and links to sign-in', async ({ page }) => {
    await page.goto('/shoebox');
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in to see your shoebox' })).toBeVisible();
    await page.getByRole('main').getByRole('link', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/sign-in$/);
  });
});

test.describe('shoebox', () => {
  test('lists items newest first with the total, and removing one sticks after a reload', async ({
    page,
    checkA11y,
    signedInAs,
    listCount,
  }) => {
    const token = uniqueToken();
    await signedInAs(token);
    await page.goto('/shoebox');
    await expect(rows(page).first()).toBeVisible();
    const before = await apiItems(page, token);
    expect(await listCount()).toEqual(counted(before.length));
    expect(await shownKeys(page)).toEqual(before.slice(0, (await shownKeys(page)).length).map((item) => item.id));
    await checkA11y('shoebox');

    const firstKey = await rows(page).first().getAttribute('data-key');
    const [firstTitle] = await shownTitles(page);
    // The saved record's own title, not the plain fallback row.
    expect(firstTitle).not.toMatch(/^(Object|Social post|Flight|Item) \d+$/);
    await removeButtons(page).first().click();
    await expect(page.getByRole('status').filter({ hasText: `Removed ${firstTitle}.` })).toBeVisible();
    await expect.poll(listCount).toEqual(counted(before.length - 1));
    // By key, not by title: a random shoebox can hold two records with the same name.
    await expect(rows(page).first()).not.toHaveAttribute('data-key', firstKey ?? '');
    expect(await shownKeys(page)).not.toContain(firstKey);

    await page.reload();
    await expect(rows(page).first()).toBeVisible();
    await expect.poll(listCount).toEqual(counted(before.length - 1));
    const after = await apiItems(page, token);
    expect(after.map((item) => item.id)).toEqual(before.slice(1).map((item) => item.id));
  });

  for (const kind of [
    { name: 'post', href: /^\/social\/[^/?]+\?item=\d+$/ },
    { name: 'flight', href: /^\/flights\/\d{4}-\d{2}-\d{2}\?item=\d+$/ },
  ]) {
    test(`a saved ${kind.name} opens itself, highlighted and focused in its list`, async ({ page, signedInAs }) => {
      await signedInAs(uniqueToken());
      await page.goto('/shoebox');
      await expect(rows(page).first()).toBeVisible();
      // The shoebox is a virtual list: scroll until a row of this kind is rendered.
      let href: string | null = null;
      for (let step = 0; step < 20 && href === null; step += 1) {
        const hrefs = await rows(page)
          .locator('a[href]')
          .evaluateAll((links) => links.map((element) => element.getAttribute('href') ?? ''));
        href = hrefs.find((candidate) => kind.href.test(candidate)) ?? null;
        if (href === null) await page.mouse.wheel(0, 600);
      }
      expect(href, `a saved ${kind.name} in the demo shoebox`).not.toBeNull();
      const key = new URL(href!, 'http://x').searchParams.get('item')!;
      await rows(page).locator(`a[href="${href}"]`).first().click();
      await expect(page).toHaveURL(href!);
      const target = page.locator(`[role="feed"] article[data-key="${key}"]`);
      await expect(target).toHaveAttribute('aria-current', 'true');
      await expect(target).toBeFocused();
      await expect(target).toBeInViewport();
      // Only that one item is marked.
      await expect(page.locator('[role="feed"] article[aria-current]')).toHaveCount(1);
    });
  }

  test('several quick removes all succeed and the list stays consistent', async ({ page, signedInAs, listCount }) => {
    const token = uniqueToken();
    await signedInAs(token);
    await page.goto('/shoebox');
    await expect(rows(page).first()).toBeVisible();
    const before = await apiItems(page, token);
    for (let index = 0; index < 4; index += 1) {
      await removeButtons(page).first().click();
    }
    await expect.poll(listCount).toEqual(counted(before.length - 4));
    await expect.poll(async () => (await apiItems(page, token)).length).toBe(before.length - 4);
    await page.waitForLoadState('networkidle');
    const shown = await shownKeys(page);
    const remaining = (await apiItems(page, token)).map((item) => item.id);
    expect(shown).toEqual(remaining.slice(0, shown.length));
  });

  test('three quick removals are summed up as "Removed 3 items", not only the last one named', async ({ page, signedInAs, listCount }) => {
    const token = uniqueToken();
    await signedInAs(token);
    await page.goto('/shoebox');
    await expect(rows(page).first()).toBeVisible();
    const before = await apiItems(page, token);
    const titles = (await shownTitles(page)).slice(0, 3);
    for (let index = 0; index < 3; index += 1) await removeButtons(page).first().click();
    await expect(page.getByRole('status').filter({ hasText: 'Removed 3 items.' })).toBeVisible();
    await expect.poll(listCount).toEqual(counted(before.length - 3));
    for (const title of titles) await expect(page.getByRole('status').filter({ hasText: title })).toHaveCount(0);
  });

  test('after a removal, focus is on the next item’s Remove button, or the previous one’s after the last', async ({ page, signedInAs }) => {
    const token = uniqueToken();
    await signedInAs(token);
    await page.goto('/shoebox');
    await expect(rows(page).first()).toBeVisible();
    const [, second] = await shownTitles(page);
    await removeButtons(page).first().focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('status').filter({ hasText: 'Removed ' })).toBeVisible();
    await expect.poll(() => focused(page)).toMatchObject({ tag: 'BUTTON', label: `Remove ${second}` });

    // The last item: scrolled into view, removed, and focus goes to the one before it.
    const count = (await apiItems(page, token)).length;
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    const last = rows(page).and(page.locator(`[aria-posinset="${count}"]`));
    const beforeLast = rows(page).and(page.locator(`[aria-posinset="${count - 1}"]`));
    const previousTitle = ((await beforeLast.getByRole('button').getAttribute('aria-label')) ?? '').replace(/^Remove /, '');
    await last.getByRole('button', { name: /^Remove / }).click();
    await expect(last).toHaveCount(0);
    await expect.poll(() => focused(page)).toMatchObject({ tag: 'BUTTON', label: `Remove ${previousTitle}` });
  });

  test('empty all asks first, names the count, and stays empty after a reload', async ({ page, checkA11y, signedInAs }) => {
    const token = uniqueToken();
    await signedInAs(token);
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
    await expect(rows(page)).toHaveCount(0);
    // The Empty button is disabled now: focus is on the empty list's message, not on <body>.
    await expect.poll(() => focused(page)).toMatchObject({ tag: 'P', text: 'Your shoebox is empty.' });
    await page.reload();
    await expect(page.getByText('Your shoebox is empty.')).toBeVisible();
    expect(await apiItems(page, token)).toEqual([]);
  });

  test('a read-only token can list but a removal explains the missing permission and keeps the item', async ({
    page,
    signedInAs,
    listCount,
  }) => {
    const token = uniqueToken('read');
    await signedInAs(token, 'Reader');
    await page.goto('/shoebox');
    await expect(rows(page).first()).toBeVisible();
    const before = await apiItems(page, token);
    const keys = (await shownKeys(page)).slice(0, 4);
    await removeButtons(page).first().click();
    await expect(page.getByRole('status').filter({ hasText: 'can’t change the shoebox' })).toBeVisible();
    await expect.poll(listCount).toEqual(counted(before.length));
    expect((await shownKeys(page)).slice(0, 4)).toEqual(keys);
    // Learned: no more write buttons that can only fail, a sentence saying why instead, after a reload too.
    const why = page.getByText('This sign-in can show your shoebox but not change it');
    await expect(why).toBeVisible();
    await expect(removeButtons(page)).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Empty shoebox' })).toHaveCount(0);
    await page.reload();
    await expect(rows(page).first()).toBeVisible();
    await expect(why).toBeVisible();
    await expect(removeButtons(page)).toHaveCount(0);
  });

  test('signing out removes the shoebox from view and from memory', async ({ page, restRequests }) => {
    const first = uniqueToken();
    const second = uniqueToken();
    const listCalls = () => restRequests.filter((request) => restMethod(request) === 'museum.you.shoebox.listItems').length;
    await page.goto('/sign-in');
    await page.getByLabel('Access token').fill(first);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(rows(page).first()).toBeVisible();
    const firstTitles = await shownTitles(page);
    expect(firstTitles.length).toBeGreaterThan(2);

    // Open a saved object: its page is drawn from the shoebox data in memory.
    const objectLink = rows(page)
      .getByRole('link')
      .filter({ has: page.locator('xpath=self::a[starts-with(@href, "/objects/")]') })
      .first();
    const objectTitle = (await objectLink.textContent()) ?? '';
    await objectLink.click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(objectTitle);
    await page.goBack();
    await expect(rows(page).first()).toBeVisible();

    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in to see your shoebox' })).toBeVisible();
    // The Sign out button is gone: focus is on the Sign in link that took its place.
    expect(await focused(page)).toMatchObject({ tag: 'A', text: 'Sign in', inHeader: true });
    expect(await page.evaluate(() => sessionStorage.getItem('hangar.user'))).toBeNull();
    await expect(rows(page)).toHaveCount(0);
    const callsAfterSignOut = listCalls();

    // Forward to the object, in the same document: the saved record is no longer in memory, so the
    // page has to look the (public) object up in the collections before it can show it.
    const lookup = page.waitForRequest(
      (request) => new URL(request.url()).searchParams.get('method') === 'museum.collection.collections.getObjects',
    );
    await page.goForward();
    await lookup;
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(objectTitle);

    // Back to the shoebox: nothing from before is shown and nothing is asked for.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Shoebox' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in to see your shoebox' })).toBeVisible();
    await expect(rows(page)).toHaveCount(0);
    for (const title of firstTitles) await expect(page.getByText(title, { exact: true })).toHaveCount(0);
    expect(listCalls(), 'no shoebox request while signed out').toBe(callsAfterSignOut);

    // Someone else signs in on the same tab. Until their own list arrives, the screen holds
    // nothing of the first user's (the sign-in check itself asks for one item and passes).
    const secondList = await holdRequests(
      page,
      'museum.you.shoebox.listItems',
      (request) => new URL(request.url()).searchParams.get('per_page') !== '1',
    );
    await page.getByRole('main').getByRole('link', { name: 'Sign in' }).click();
    await page.getByLabel('Access token').fill(second);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Your shoebox' })).toBeVisible();
    await expect.poll(() => secondList.held, 'the second user’s list is requested').toBe(1);
    await expect(listStatus(page)).toHaveCount(0);
    await expect(rows(page)).toHaveCount(0);
    for (const title of firstTitles) await expect(page.getByText(title, { exact: true })).toHaveCount(0);
    await secondList.release();
    await expect(rows(page).first()).toBeVisible();
    const secondItems = (await apiItems(page, second)).map((item) => item.id);
    const shown = await shownKeys(page);
    expect(shown).toEqual(secondItems.slice(0, shown.length));
  });
});

// Faults are scoped to each test's own token, so parallel tests never see them.
test.describe('shoebox under injected faults', () => {
  test('a removal that fails with 901 puts the item back in its place with a message', async ({ page, signedInAs, listCount }) => {
    const token = uniqueToken();
    await signedInAs(token);
    await page.goto('/shoebox');
    await expect(rows(page).first()).toBeVisible();
    const keys = (await shownKeys(page)).slice(0, 4);
    const before = await listCount();
    await page.request.post('/__mock/faults', {
      data: { method: 'museum.you.shoebox.removeItem', count: 1, mode: 'error', code: 901, token },
    });
    // The list refetch that follows the failure is held, so the screen can only show the rollback.
    const refetch = await holdRequests(page, 'museum.you.shoebox.listItems');
    await removeButtons(page).nth(1).click();
    await expect(page.getByRole('status').filter({ hasText: 'could not be removed' })).toBeVisible();
    await expect.poll(() => refetch.held, 'the list is refetched after the failure').toBe(1);
    expect((await shownKeys(page)).slice(0, 4)).toEqual(keys);
    expect(await listCount()).toEqual(before);
    await refetch.release();
    await page.waitForLoadState('networkidle');
    expect((await shownKeys(page)).slice(0, 4)).toEqual(keys);
    expect(await listCount()).toEqual(before);
  });

  test('an empty-all that fails restores every item and says nothing was removed', async ({ page, signedInAs, listCount }) => {
    const token = uniqueToken();
    await signedInAs(token);
    await page.goto('/shoebox');
    await expect(rows(page).first()).toBeVisible();
    const count = (await apiItems(page, token)).length;
    await page.request.post('/__mock/faults', {
      data: { method: 'museum.you.shoebox.emptyShoebox', count: 1, mode: 'error', code: 512, token },
    });
    await page.getByRole('button', { name: 'Empty shoebox' }).click();
    await page.getByRole('button', { name: `Remove all ${count} items` }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Nothing was removed' })).toBeVisible();
    await expect.poll(listCount).toEqual(counted(count));
  });
});

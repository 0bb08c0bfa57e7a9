import { expect, listStatus, restMethod, test, waitForList } from './fixtures.ts';

test.describe('airport', () => {
  test('the airport page nests boarding areas under terminals; a terminal lists galleries and exhibitions', async ({ page, checkA11y }) => {
    await page.goto('/');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Airport' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Airport' })).toBeVisible();
    const terminal2 = page
      .getByRole('main')
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: 'Terminal 2', exact: true }) });
    await expect(terminal2.getByRole('link', { name: 'Boarding Area D' })).toBeVisible();
    await checkA11y('airport');

    await terminal2.getByRole('link', { name: 'Galleries' }).click();
    await waitForList(page);
    await expect(page.getByRole('feed', { name: 'Galleries in Terminal 2' })).toContainText('2A Boomerang Gallery');
    await checkA11y('terminal galleries');

    await page.getByRole('link', { name: 'Exhibitions', exact: true }).click();
    await waitForList(page);
    const exhibitions = page.getByRole('feed', { name: 'Exhibitions in Terminal 2' });
    await expect(exhibitions.getByText(/On display now|Past exhibition/).first()).toBeVisible();
    await checkA11y('terminal exhibitions');

    // An exhibition's hashtag leads to its feed.
    const tag = exhibitions.getByRole('link', { name: /^#/ }).first();
    const tagText = (await tag.textContent())?.replace('#', '') ?? '';
    await tag.click();
    await expect(page).toHaveURL(new RegExp(`/social/${tagText}$`));
  });

  test('touching or focusing any in-app link warms its page, so the navigation needs no new request', async ({ page, restRequests }) => {
    await page.goto('/airport');
    await expect(page.getByRole('heading', { level: 1, name: 'Airport' })).toBeVisible();
    const count = (method: string) => restRequests.filter((request) => restMethod(request) === method).length;
    const gatesLink = page.getByRole('link', { name: 'Boarding Area A' });
    await gatesLink.focus();
    await expect.poll(() => count('museum.millsfield.boardingareas.getGates')).toBe(1);
    await page.keyboard.press('Enter');
    await waitForList(page);
    await expect(page.getByRole('feed', { name: 'Gates in Boarding Area A' })).toBeVisible();
    expect(count('museum.millsfield.boardingareas.getGates')).toBe(1);

    // The same by pointer, in another area: a suggested hashtag on the social page.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Social' }).click();
    const tagLink = page.getByRole('main').getByRole('link', { name: /^#/ }).first();
    await tagLink.hover();
    await expect.poll(() => count('museum.millsfield.social.getPostsForHashTag')).toBe(1);
    await tagLink.click();
    await waitForList(page);
    expect(count('museum.millsfield.social.getPostsForHashTag')).toBe(1);
  });

  test('a boarding area lists its gates, current and historical', async ({ page, checkA11y }) => {
    await page.goto('/airport');
    await page.getByRole('link', { name: 'Boarding Area A' }).click();
    await waitForList(page);
    const gates = page.getByRole('feed', { name: 'Gates in Boarding Area A' });
    await expect(gates.getByText('Gate A1', { exact: true })).toBeVisible();
    await expect(listStatus(page)).toHaveText('Showing 16 of 16');
    await expect(gates.getByRole('article')).not.toHaveCount(0);
    // The last gate is a historical one; scroll the list to its end to render it.
    await page.keyboard.press('End');
    await expect(gates.getByText('Historical')).toHaveCount(1);
    await checkA11y('boarding area gates');
  });

  test('a building lists the gates inside it', async ({ page }) => {
    await page.goto('/airport');
    await page.getByRole('link', { name: 'Terminal 2 Building' }).click();
    await waitForList(page);
    await expect(page.getByRole('feed')).toContainText('Gate D1');
  });
});

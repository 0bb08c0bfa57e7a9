import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

/**
 * "Surprise me": a plain link to the server's /random, which redirects to an object with a
 * picture, so the visitor lands on that object's own address, one to share.
 */
const OBJECT_ADDRESS = /^\/objects\/\d+$/;

async function surprise(page: Page): Promise<string> {
  await page.goto('/');
  // The server's answer is a redirect to the object's own address (the page may then add its list's context).
  const redirect = page.waitForResponse((response) => new URL(response.url()).pathname === '/random');
  await page.getByRole('link', { name: 'Surprise me' }).click();
  expect((await redirect).headers()['location']).toMatch(OBJECT_ADDRESS);
  await expect(page).toHaveURL(/\/objects\/\d+/);
  await expect(page.getByRole('heading', { level: 1 })).not.toBeEmpty();
  await expect(page.getByRole('main').locator('img').first()).toBeVisible();
  return new URL(page.url()).pathname;
}

test('Surprise me on the home page, twice, gives two object addresses of their own', async ({ page }) => {
  const first = await surprise(page);
  let second = await surprise(page);
  expect(first).toMatch(OBJECT_ADDRESS);
  expect(second).toMatch(OBJECT_ADDRESS);
  // A different object most times: a repeat (one in the catalogue's size) gets one more try.
  if (second === first) second = await surprise(page);
  expect(second).not.toBe(first);
});

test('a kiosk follows Surprise me from its attract screen in place, and the visit goes on from that object', async ({ page }) => {
  await page.goto('/?kiosk=1');
  const attract = page.getByRole('dialog', { name: 'Welcome screen' });
  await attract.getByRole('link', { name: 'Surprise me' }).click();
  await expect(page).toHaveURL(/\/objects\/\d+/);
  // Same tab, still a kiosk, exploring (no attract screen again), and the object is part of the visit.
  await expect(attract).toBeHidden();
  const bar = page.getByRole('navigation', { name: 'Kiosk controls' });
  await bar.getByRole('button', { name: 'Take your visit with you' }).click();
  const id = /\/objects\/(\d+)/.exec(page.url())![1]!;
  await expect(page.getByRole('dialog', { name: 'Take your visit with you' }).locator('.hand-off__address')).toHaveText(
    new RegExp(`/visit\\?ids=${id}$`),
  );
});

test.describe('Surprise me on the search page (#47)', () => {
  for (const [what, address] of [
    ['with results', '/search?q=poster'],
    ['with no results', '/search?q=zzqxjv'],
  ] as const) {
    test(`${what}, it lands on an object's own address`, async ({ page }) => {
      await page.goto(address);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const surpriseMe = page.getByRole('main').getByRole('link', { name: 'Surprise me' });
      // A plain link to the server's redirect: it works before and without any script.
      await expect(surpriseMe).toHaveAttribute('href', '/random');
      await surpriseMe.click();
      await expect(page).toHaveURL(/\/objects\/\d+/);
      await expect(page.getByRole('heading', { level: 1 })).not.toBeEmpty();
    });
  }
});

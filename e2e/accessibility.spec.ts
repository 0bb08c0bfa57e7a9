import type { Page } from '@playwright/test';
import { expect, test, uniqueToken, waitForList } from './fixtures.ts';
import { ROUTES } from './routes.ts';

/** Where keyboard focus is: the body (nowhere) is never an acceptable answer for a focus check. */
function focusedElement(page: Page): Promise<string> {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body || element === document.documentElement) return 'the page body';
    const name = `${element.tagName.toLowerCase()} ${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40)}`;
    return element.closest('dialog[open]') ? `in dialog: ${name}` : `outside the dialog: ${name}`;
  });
}

for (const scheme of ['light', 'dark'] as const) {
  test.describe(`axe, ${scheme} colour scheme`, () => {
    test.use({ colorScheme: scheme });
    test(`every route has zero violations (${scheme})`, async ({ page, checkA11y }) => {
      test.setTimeout(120_000);
      for (const route of ROUTES) {
        await page.goto(route.path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        if (route.list) await waitForList(page);
        await checkA11y(`${route.path} (${scheme})`);
      }
    });
  });
}

test('kiosk mode: every area passes axe with the kiosk controls and large text', async ({ page, checkA11y }) => {
  test.setTimeout(120_000);
  await page.goto('/?kiosk=1');
  await page.getByRole('button', { name: 'Touch to explore' }).click();
  await page.getByRole('radio', { name: 'Large' }).check();
  for (const path of ['/collections/1729795001/objects', '/airport', '/flights/2024-06-01', '/social/sfomuseum', '/shoebox']) {
    // Client-side navigation keeps the kiosk session (a reload would show the attract screen).
    await page.evaluate((target) => {
      window.history.pushState({}, '', target);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await checkA11y(`kiosk ${path}`);
  }
});

test.describe('keyboard only', () => {
  test('every area is reachable from the header by keyboard, with focus landing on the heading', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    for (const [name, heading] of [
      ['Airport', 'Airport'],
      ['Flights', /^Flights on /],
      ['Social', 'Social'],
      ['Shoebox', 'Sign in to see your shoebox'],
      ['Collections', 'Collections'],
    ] as const) {
      const link = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name });
      await link.focus();
      await expect(link).toBeFocused();
      // A visible focus ring: the outline is drawn, not removed.
      expect(await link.evaluate((element) => getComputedStyle(element).outlineStyle)).not.toBe('none');
      await page.keyboard.press('Enter');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
    }
  });

  test('the flights date control works by keyboard', async ({ page }) => {
    await page.goto('/flights/2024-06-01');
    await waitForList(page);
    await page.getByRole('link', { name: /Next day/ }).focus();
    await expect(page.getByRole('link', { name: /Next day/ })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/flights\/2024-06-02$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Flights on Sunday, June 2, 2024');
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  });

  test('the shoebox can be emptied and cancelled by keyboard', async ({ page, signedInAs }) => {
    await signedInAs(uniqueToken(), 'Keys');
    await page.goto('/shoebox');
    await waitForList(page);
    await page.getByRole('button', { name: 'Empty shoebox' }).focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Empty your shoebox?' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(dialog.getByRole('button', { name: /^Remove all \d+ items$/ })).toBeFocused();
    // Past the last button, focus stays inside the modal dialog: on one of its own
    // controls, never on the page body or anything behind the dialog.
    await page.keyboard.press('Tab');
    expect(await focusedElement(page)).toMatch(/^in dialog: /);
    await page.keyboard.press('Shift+Tab');
    expect(await focusedElement(page)).toMatch(/^in dialog: /);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: 'Empty shoebox' })).toBeFocused();
  });
});

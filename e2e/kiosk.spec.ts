import type { Page } from '@playwright/test';
import { expect, holdRequests, restMethod, test } from './fixtures.ts';

/**
 * Kiosk journeys use a short idle setting by rewriting config.json's kiosk
 * block in the browser (the deployment knob staff would turn).
 */
async function useShortIdle(page: Page, idleSeconds = 2, warningSeconds = 3) {
  await page.route('**/config.json', async (route) => {
    const response = await route.fetch();
    const config = await response.json();
    config.kiosk = { enabled: true, idleSeconds, warningSeconds };
    await route.fulfill({ response, json: config });
  });
}

test.describe('kiosk mode', () => {
  test('attract -> touch -> browse -> idle -> warning -> reset to attract with an empty cache and no user', async ({
    page,
    checkA11y,
    restRequests,
    signedInAs,
  }) => {
    await useShortIdle(page, 3, 3);
    await signedInAs('demo-kiosk-visitor', 'Kiosk visitor');
    const gateCalls = () => restRequests.filter((request) => restMethod(request) === 'museum.millsfield.boardingareas.getGates').length;
    await page.goto('/');
    const attract = page.getByRole('dialog', { name: 'Welcome screen' });
    await expect(attract).toBeVisible();
    await expect(page.getByRole('button', { name: 'Touch to explore' })).toBeFocused();
    await checkA11y('attract screen');
    await page.getByRole('button', { name: 'Touch to explore' }).click();
    await expect(attract).toBeHidden();

    await expect(page.getByText('Signed in as Kiosk visitor')).toBeVisible();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Airport' }).click();
    await page.getByRole('link', { name: 'Boarding Area A' }).click();
    const gates = page.getByRole('feed', { name: 'Gates in Boarding Area A' });
    await expect(gates.getByText('Gate A1', { exact: true })).toBeVisible();
    expect(gateCalls(), 'the gates were fetched once before the reset').toBe(1);
    await checkA11y('kiosk gates page');

    const warning = page.getByRole('dialog', { name: 'Still there?' });
    await expect(warning).toBeVisible({ timeout: 6_000 });
    await expect(warning).toContainText(/Starting over in \d seconds?/);
    await expect(attract).toBeVisible({ timeout: 6_000 });
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByText('Signed in as Kiosk visitor')).toHaveCount(0);
    expect(await page.evaluate(() => sessionStorage.getItem('hangar.user'))).toBeNull();
    // Nothing the last visitor saw is left on screen.
    await expect(page.getByRole('feed')).toHaveCount(0);
    await expect(page.getByText('Gate A1', { exact: true })).toHaveCount(0);

    // The next visitor goes to the same page in the same document: with the cache
    // emptied the gates must be asked for again, and nothing is shown until they arrive.
    const held = await holdRequests(page, 'museum.millsfield.boardingareas.getGates');
    await page.getByRole('button', { name: 'Touch to explore' }).click();
    await expect(attract).toBeHidden();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Airport' }).click();
    await page.getByRole('link', { name: 'Boarding Area A' }).click();
    await expect.poll(gateCalls, 'the gates are requested again after the reset').toBe(2);
    expect(held.held).toBe(1);
    await expect(page.getByText('Gate A1', { exact: true })).toHaveCount(0);
    await held.release();
    await expect(gates.getByText('Gate A1', { exact: true })).toBeVisible();
    expect(gateCalls()).toBe(2);
  });

  test('a touch during the countdown cancels the reset', async ({ page }) => {
    await useShortIdle(page, 1, 5);
    await page.goto('/collections');
    await page.getByRole('button', { name: 'Touch to explore' }).click();
    const warning = page.getByRole('dialog', { name: 'Still there?' });
    await expect(warning).toBeVisible({ timeout: 4_000 });
    await page.getByRole('button', { name: 'I’m still here' }).click();
    await expect(warning).toBeHidden();
    await expect(page).toHaveURL(/\/collections$/);
    await expect(page.getByRole('dialog', { name: 'Welcome screen' })).toBeHidden();
  });

  test('?kiosk=1 turns kiosk mode on for the session, with on-screen controls and 44px targets', async ({ page }) => {
    await page.goto('/collections?kiosk=1');
    await page.getByRole('button', { name: 'Touch to explore' }).click();
    const controls = page.getByRole('navigation', { name: 'Kiosk controls' });
    await expect(controls.getByRole('button', { name: 'Home' })).toBeVisible();
    await controls.getByRole('button', { name: 'Home' }).click();
    await expect(page).toHaveURL(/\/$/);
    // Remembered without the flag.
    await page.goto('/airport');
    await expect(page.getByRole('navigation', { name: 'Kiosk controls' })).toBeVisible();
    // A fresh page load starts at the attract screen again.
    await page.getByRole('button', { name: 'Touch to explore' }).click();

    const small = await page.evaluate(() =>
      Array.from(document.querySelectorAll<HTMLElement>('a, button, input, summary, label.switch'))
        .filter((element) => element.offsetParent !== null && !element.closest('.skip-link'))
        // A checkbox or radio inside its label is hit through the (larger) label.
        .filter((element) => !(element instanceof HTMLInputElement && element.closest('label')))
        .map((element) => ({ text: element.textContent?.trim().slice(0, 30), rect: element.getBoundingClientRect() }))
        .filter(({ rect }) => rect.height < 44 || rect.width < 44)
        .map(({ text, rect }) => `${text} ${Math.round(rect.width)}x${Math.round(rect.height)}`),
    );
    expect(small).toEqual([]);

    await page.getByRole('radio', { name: 'Large' }).check();
    const scale = await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--text-scale').trim());
    expect(scale).toBe('1.25');
  });
});

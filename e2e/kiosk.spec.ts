import type { BrowserContext, Locator, Page } from '@playwright/test';
import decodeQR from 'qr/decode.js';
import { expect, holdRequests, restMethod, test, useKioskConfig, walkAway } from './fixtures.ts';

/**
 * Kiosk journeys use a short idle setting by rewriting config.json's kiosk
 * block in the browser (the deployment knob staff would turn).
 */
async function useShortIdle(page: Page, idleSeconds = 2, warningSeconds = 3) {
  await useKioskConfig(page, { idleSeconds, warningSeconds });
}

test.describe('kiosk mode', () => {
  test('attract -> touch -> browse -> idle -> warning -> reset to attract with an empty cache and no user', async ({
    page,
    checkA11y,
    restRequests,
    signedInAs,
  }) => {
    // Far longer than the accessibility checks below take: the clock is moved on past it (walkAway).
    await page.clock.install();
    await useShortIdle(page, 60, 3);
    await signedInAs('demo-kiosk-visitor', 'Kiosk visitor');
    const areaA = (await (await page.request.get('/config.json')).json()).directory.boardingAreas[0].id as string;
    // Boarding Area A's gates only: a hover may warm another area's list, which is no concern here.
    const gateCalls = () =>
      restRequests.filter(
        (request) =>
          restMethod(request) === 'museum.millsfield.boardingareas.getGates' &&
          new URL(request.url()).searchParams.get('boardingarea_id') === areaA,
      ).length;
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

    await walkAway(page, 60, async (warning) => {
      await expect(warning).toContainText(/Starting over in \d seconds?/);
    });
    await expect(attract).toBeVisible();
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
    // The kiosk's history is its own (decision 0044): the address bar keeps the opening address.
    await expect(page.getByRole('heading', { level: 1, name: 'Explore the museum and the airport' })).toBeVisible();
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

/** Counts every window or tab the context opens: a kiosk must never open one. */
function countNewPages(context: BrowserContext): () => number {
  let opened = 0;
  context.on('page', () => {
    opened += 1;
  });
  return () => opened;
}

const HOME = 'Explore the museum and the airport';

async function enterKiosk(page: Page, path = '/') {
  await page.goto(path);
  await page.getByRole('button', { name: 'Touch to explore' }).click();
  await expect(page.getByRole('dialog', { name: 'Welcome screen' })).toBeHidden();
}

function heading(page: Page): Locator {
  return page.getByRole('heading', { level: 1 });
}

function kioskButton(page: Page, name: string | RegExp): Locator {
  return page.getByRole('navigation', { name: 'Kiosk controls' }).getByRole('button', { name });
}

/** The QR code on screen, read back the way a phone would: drawn to pixels and decoded. */
async function readQr(page: Page): Promise<string> {
  const image = await page.locator('svg.hand-off__qr').evaluate(async (svg) => {
    const side = 400;
    const markup = new XMLSerializer().serializeToString(svg);
    const picture = new Image(side, side);
    picture.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(markup)}`;
    await picture.decode();
    const canvas = document.createElement('canvas');
    canvas.width = side;
    canvas.height = side;
    const context = canvas.getContext('2d')!;
    context.drawImage(picture, 0, 0, side, side);
    return { width: side, height: side, data: Array.from(context.getImageData(0, 0, side, side).data) };
  });
  return decodeQR({ width: image.width, height: image.height, data: Uint8Array.from(image.data) });
}

test.describe('kiosk mode: the app owns history', () => {
  test('three pages in, on-screen Back six times stays in the app and stops at the first page', async ({ page, context }) => {
    const opened = countNewPages(context);
    await useKioskConfig(page, {});
    await enterKiosk(page);
    await expect(heading(page)).toHaveText(HOME);
    const main = page.getByRole('navigation', { name: 'Main' });
    await main.getByRole('link', { name: 'Airport' }).click();
    await expect(heading(page)).toHaveText('Airport');
    await page.getByRole('link', { name: 'Boarding Area A' }).first().click();
    await expect(heading(page)).toHaveText('Gates in Boarding Area A');
    await main.getByRole('link', { name: 'Collections' }).click();
    await expect(heading(page)).toHaveText('Collections');

    const back = kioskButton(page, /Back/);
    for (const expected of ['Gates in Boarding Area A', 'Airport', HOME]) {
      await back.click();
      await expect(heading(page)).toHaveText(expected);
    }
    // The first page: Back says so and does nothing, however often it is pressed.
    await expect(back).toHaveAttribute('aria-disabled', 'true');
    for (let press = 0; press < 3; press += 1) {
      await back.click({ force: true });
      await expect(heading(page)).toHaveText(HOME);
    }
    await expect(kioskButton(page, 'Start over')).toBeVisible();
    expect(new URL(page.url()).origin).toBe(new URL(test.info().project.use.baseURL!).origin);
    expect(opened()).toBe(0);
  });

  test('in a tab with earlier pages, the browser’s own Back goes back inside the kiosk and never leaves it', async ({ page }) => {
    // The tab's earlier history: a plain Hangar page.
    await page.goto('/social');
    await expect(heading(page)).toHaveText('Social');
    await page.goto('/?kiosk=1');
    await page.getByRole('button', { name: 'Touch to explore' }).click();
    await expect(heading(page)).toHaveText(HOME);
    const main = page.getByRole('navigation', { name: 'Main' });
    await main.getByRole('link', { name: 'Airport' }).click();
    await expect(heading(page)).toHaveText('Airport');
    await main.getByRole('link', { name: 'Collections' }).click();
    await expect(heading(page)).toHaveText('Collections');

    // The mouse's back button, an edge swipe: the browser's Back, pressed more often than there are pages.
    for (const expected of ['Airport', HOME, HOME, HOME]) {
      await page.evaluate(() => history.back());
      await expect(heading(page)).toHaveText(expected);
      await expect(kioskButton(page, 'Start over')).toBeVisible();
    }
    expect(new URL(page.url()).search).toBe('?kiosk=1');
  });

  test('after an idle reset Back reaches nothing of the last visitor', async ({ page }) => {
    await page.clock.install();
    await useShortIdle(page, 60, 2);
    await enterKiosk(page);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Airport' }).click();
    await page.getByRole('link', { name: 'Boarding Area A' }).first().click();
    await expect(heading(page)).toHaveText('Gates in Boarding Area A');
    await walkAway(page, 60);
    const attract = page.getByRole('dialog', { name: 'Welcome screen' });
    await expect(attract).toBeVisible();

    await page.getByRole('button', { name: 'Touch to explore' }).click();
    await expect(heading(page)).toHaveText(HOME);
    const back = kioskButton(page, /Back/);
    await expect(back).toHaveAttribute('aria-disabled', 'true');
    await back.click({ force: true });
    await expect(heading(page)).toHaveText(HOME);
    await expect(page.getByText('Gates in Boarding Area A')).toHaveCount(0);
  });

  test('"Start over" asks, then signs out and empties the history without waiting for the idle timer', async ({ page, signedInAs }) => {
    await signedInAs('demo-kiosk-start-over', 'Visitor');
    await useKioskConfig(page, {});
    await enterKiosk(page);
    await expect(page.getByText('Signed in as Visitor')).toBeVisible();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Flights' }).click();
    await expect(heading(page)).toHaveText(/Flights on/);

    await kioskButton(page, 'Start over').click();
    const confirm = page.getByRole('dialog', { name: 'Start over?' });
    await confirm.getByRole('button', { name: 'Keep exploring' }).click();
    await expect(heading(page)).toHaveText(/Flights on/);

    await kioskButton(page, 'Start over').click();
    await confirm.getByRole('button', { name: 'Start over' }).click();
    await expect(heading(page)).toHaveText(HOME);
    await expect(page.getByText('Signed in as Visitor')).toHaveCount(0);
    expect(await page.evaluate(() => sessionStorage.getItem('hangar.user'))).toBeNull();
    await expect(kioskButton(page, /Back/)).toHaveAttribute('aria-disabled', 'true');
    await kioskButton(page, /Back/).click({ force: true });
    await expect(heading(page)).toHaveText(HOME);
  });
});

test.describe('kiosk mode: languages', () => {
  test('a kiosk set to Spanish starts in Spanish; the visitor picks 中文 on the attract screen; Start over returns to Spanish', async ({
    page,
    checkA11y,
  }) => {
    await useKioskConfig(page, { language: 'es' });
    await page.goto('/');
    const html = page.locator('html');
    const attract = page.getByRole('dialog', { name: 'Pantalla de bienvenida' });
    await expect(attract).toBeVisible();
    await expect(html).toHaveAttribute('lang', 'es');
    await expect(attract.getByRole('button', { name: 'Toque para explorar' })).toBeFocused();
    const languages = attract.getByRole('group', { name: 'Idioma' }).getByRole('button');
    // Each language named in itself, as a touch-sized button.
    await expect(languages).toHaveText(['English', 'Español', '中文']);
    for (const button of await languages.all()) {
      const box = (await button.boundingBox())!;
      expect(Math.min(box.width, box.height), await button.innerText()).toBeGreaterThanOrEqual(44);
    }
    await checkA11y('attract screen in Spanish');

    await attract.getByRole('button', { name: '中文' }).click();
    const inChinese = page.getByRole('dialog', { name: '欢迎屏幕' });
    await expect(inChinese).toBeVisible();
    await expect(html).toHaveAttribute('lang', 'zh-Hans');
    await inChinese.getByRole('button', { name: '轻触开始浏览' }).click();
    await expect(inChinese).toBeHidden();
    await page.getByRole('navigation', { name: '主导航' }).getByRole('link', { name: '航班' }).click();
    await expect(heading(page)).toHaveText(/^\d{4}年\d{1,2}月\d{1,2}日星期.的航班$/);
    // The choice is this visitor's: kept for the tab, never saved for the next one.
    expect(await page.evaluate(() => [sessionStorage.getItem('hangar.language'), localStorage.getItem('hangar.language')])).toEqual([
      'zh',
      null,
    ]);

    await page.getByRole('navigation', { name: '自助终端控制' }).getByRole('button', { name: '重新开始' }).click();
    await page.getByRole('dialog', { name: '重新开始？' }).getByRole('button', { name: '重新开始' }).click();
    await expect(html).toHaveAttribute('lang', 'es');
    const controls = page.getByRole('navigation', { name: 'Controles del quiosco' });
    await expect(controls.getByRole('button', { name: 'Empezar de nuevo' })).toBeVisible();
    // Start over goes on exploring: the language's switch does not bring the attract screen back.
    await expect(page.getByRole('dialog', { name: 'Pantalla de bienvenida' })).toBeHidden();
    expect(await page.evaluate(() => sessionStorage.getItem('hangar.language'))).toBeNull();

    // A reload is a fresh start too: Spanish, not the last visitor's Chinese.
    await page.reload();
    await expect(page.getByRole('dialog', { name: 'Pantalla de bienvenida' })).toBeVisible();
    await expect(html).toHaveAttribute('lang', 'es');
  });
});

test.describe('kiosk mode: links and shares become QR codes', () => {
  test('an external link, in a post or in its text, shows a QR dialog and opens no page', async ({ page, context, checkA11y }) => {
    const opened = countNewPages(context);
    await useKioskConfig(page, {});
    await enterKiosk(page, '/social/sfomuseum');
    const firstPost = page.locator('.post').first();
    const original = firstPost.getByRole('link', { name: 'Original post' });
    const address = (await original.getAttribute('href'))!;
    await original.click();
    const dialog = page.getByRole('dialog', { name: 'Scan to continue on your phone' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText(address, { exact: true })).toBeVisible();
    await expect(dialog.getByRole('img', { name: `QR code for ${address}` })).toBeVisible();
    expect(await readQr(page)).toBe(address);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    await expect(heading(page)).toHaveText('#sfomuseum');

    // A link inside a post's text (the hostile corpus has some).
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Social' }).click();
    await expect(heading(page)).toHaveText('Social');
    await page.getByLabel('Hashtag').fill('xss');
    await page.getByRole('button', { name: 'Show posts' }).click();
    const inText = page.locator('.post__text a[href^="https://example.org/"]').first();
    // The hostile posts with links sit a few screens down the feed: scroll until one is rendered.
    const found = await page.evaluate(async (selector) => {
      const frame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      for (let step = 0; step < 200 && !document.querySelector(selector); step += 1) {
        window.scrollBy(0, 250);
        await frame();
      }
      document.querySelector(selector)?.scrollIntoView({ block: 'center' });
      return document.querySelector(selector) !== null;
    }, '.post__text a[href^="https://example.org/"]');
    expect(found).toBe(true);
    const inTextAddress = (await inText.getAttribute('href'))!;
    await inText.click();
    await expect(dialog.getByText(inTextAddress, { exact: true })).toBeVisible();
    expect(opened()).toBe(0);
    expect(new URL(page.url()).origin).toBe(new URL(test.info().project.use.baseURL!).origin);
    // Last: axe opens a blank page of its own to finish its run.
    await checkA11y('kiosk QR dialog');
    await dialog.getByRole('button', { name: 'Close' }).click();
  });

  test('Share on an object shows its permalink as a QR code, and that address opens cold', async ({ page, context, browser }) => {
    const opened = countNewPages(context);
    await useKioskConfig(page, {});
    await enterKiosk(page, '/collections');
    await page.getByRole('link', { name: 'Aviation Museum' }).first().click();
    const tile = page.locator('.object-tile').nth(3);
    const title = (await tile.locator('.object-tile__title').textContent())!;
    await tile.click();
    await expect(heading(page)).toHaveText(title);
    await page.getByRole('button', { name: 'Share' }).click();
    const dialog = page.getByRole('dialog', { name: 'Scan to continue on your phone' });
    await expect(dialog).toBeVisible();
    const permalink = (await dialog.locator('.hand-off__address').textContent())!;
    expect(permalink).toMatch(/\/objects\/\d+\?collection=\d+&page=\d+$/);
    expect(await readQr(page)).toBe(permalink);
    expect(opened()).toBe(0);

    // Closed by Escape or by its button, the dialog gives focus back to Share, which opened it.
    const share = page.getByRole('button', { name: 'Share' });
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(share).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    await expect(share).toBeFocused();

    // The visitor's phone: a fresh browser with nothing cached opens the object from the code.
    const phone = await browser.newContext();
    const phonePage = await phone.newPage();
    await phonePage.goto(permalink);
    await expect(phonePage.getByRole('heading', { level: 1 })).toHaveText(title);
    await phone.close();
  });
});

test.describe('kiosk mode: nobody types a token on a shared screen', () => {
  test('the shoebox and sign-in hand over to the visitor’s phone with a QR code', async ({ page, browser }) => {
    await useKioskConfig(page, {});
    await enterKiosk(page, '/collections');
    await expect(page.locator('.site-header').getByRole('link', { name: 'Sign in' })).toHaveCount(0);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Shoebox' }).click();
    await expect(heading(page)).toHaveText('Your shoebox on your phone');
    await expect(page.getByRole('textbox')).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Sign in' })).toHaveCount(0);
    const address = (await page.locator('.hand-off__address').textContent())!;
    expect(new URL(address).pathname).toBe('/shoebox');
    expect(await readQr(page)).toBe(address);

    // The sign-in page itself, opened on the kiosk, offers the same hand-off and no token field.
    await enterKiosk(page, '/sign-in');
    await expect(heading(page)).toHaveText('Your shoebox on your phone');
    await expect(page.getByRole('textbox')).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^Sign in as / })).toHaveCount(0);

    // The visitor's phone: the address opens the shoebox there, which asks them to sign in.
    const phone = await browser.newContext();
    const phonePage = await phone.newPage();
    await phonePage.goto(address);
    await expect(phonePage.getByRole('heading', { level: 1 })).toHaveText('Sign in to see your shoebox');
    await phone.close();
  });
});

test.describe('kiosk mode: the operator exit', () => {
  // The page's clock, so a press held for three seconds takes no three seconds of the run.
  test.beforeEach(async ({ page }) => {
    await page.clock.install();
  });

  async function holdLogo(page: Page) {
    const box = (await page.locator('[data-kiosk-logo]').boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    // On purpose: the operator's exit is a press held for three seconds (on the page's clock).
    await page.clock.runFor(3_200);
    await page.mouse.up();
  }

  async function enterPin(page: Page, pin: string) {
    const dialog = page.getByRole('dialog', { name: 'Operator exit' });
    const keypad = dialog.getByRole('group', { name: 'PIN keypad' });
    for (const digit of pin) await keypad.getByRole('button', { name: digit, exact: true }).click();
    await dialog.getByRole('button', { name: 'Leave kiosk mode' }).click();
  }

  test('the right PIN leaves kiosk mode for the browser session, even with the config enabling it', async ({ page, checkA11y }) => {
    await useKioskConfig(page, { exitPin: '2468' });
    await enterKiosk(page, '/airport');
    // A short touch on the logo is just the way home.
    await page.locator('[data-kiosk-logo]').click();
    await expect(heading(page)).toHaveText(HOME);
    await expect(page.getByRole('dialog', { name: 'Operator exit' })).toHaveCount(0);

    await holdLogo(page);
    const dialog = page.getByRole('dialog', { name: 'Operator exit' });
    await expect(dialog).toBeVisible();
    await expect(heading(page)).toHaveText(HOME);
    await checkA11y('operator PIN prompt');
    await enterPin(page, '2468');
    await expect(page.getByRole('navigation', { name: 'Kiosk controls' })).toHaveCount(0);
    await expect(heading(page)).toHaveText(HOME);
    await page.goto('/airport');
    await expect(heading(page)).toHaveText('Airport');
    await expect(page.getByRole('navigation', { name: 'Kiosk controls' })).toHaveCount(0);
    await expect(page.getByRole('dialog', { name: 'Welcome screen' })).toHaveCount(0);
  });

  test('wrong PINs are rate-limited: after three, even the right one waits', async ({ page }) => {
    await useKioskConfig(page, { exitPin: '2468' });
    await enterKiosk(page);
    await holdLogo(page);
    const dialog = page.getByRole('dialog', { name: 'Operator exit' });
    await enterPin(page, '1111');
    await expect(dialog.getByRole('alert')).toHaveText('Wrong PIN. 2 tries left before a wait.');
    await enterPin(page, '1234');
    await expect(dialog.getByRole('alert')).toHaveText('Wrong PIN. 1 try left before a wait.');
    await enterPin(page, '0000');
    await expect(dialog.getByRole('alert')).toHaveText(/Too many wrong PINs\. Try again in 30 seconds\./);
    await enterPin(page, '2468');
    await expect(dialog.getByRole('alert')).toHaveText(/Too many wrong PINs\. Try again in \d+ seconds?\./);
    await expect(page.getByRole('navigation', { name: 'Kiosk controls' })).toBeVisible();
    // "Start over" does not hand a guesser fresh tries.
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await kioskButton(page, 'Start over').click();
    await page.getByRole('dialog', { name: 'Start over?' }).getByRole('button', { name: 'Start over' }).click();
    await holdLogo(page);
    await enterPin(page, '2468');
    await expect(dialog.getByRole('alert')).toHaveText(/Too many wrong PINs/);
  });

  test('without a configured PIN a long press opens nothing', async ({ page }) => {
    await useKioskConfig(page, {});
    await enterKiosk(page);
    await holdLogo(page);
    await expect(page.getByRole('dialog', { name: 'Operator exit' })).toHaveCount(0);
    await expect(page.getByRole('navigation', { name: 'Kiosk controls' })).toBeVisible();
  });
});

test('"you are here" at a boarding area: its gates, then today\'s departures from them in time order', async ({ page, checkA11y }) => {
  const config = await (await page.request.get('/config.json')).json();
  const area = config.directory.boardingAreas.find((entry: { name: string }) => entry.name === 'Boarding Area A');
  // 10:00 at the airport on a fixed day, so the departures "from an hour ago on" are known.
  await page.clock.setFixedTime(new Date('2026-06-01T17:00:00Z'));
  await useKioskConfig(page, { location: { type: 'boardingArea', id: area.id } });
  await enterKiosk(page);
  const here = page.getByRole('region', { name: 'You are here: Boarding Area A' });
  await expect(here).toBeVisible();
  await expect(here.getByRole('list', { name: 'Gate codes' }).getByRole('listitem').first()).toHaveText('A1');

  // What the departures should be, straight from the service.
  const flights = await (
    await page.request.get(
      `/rest/?method=museum.millsfield.flights.getFlightsForDate&date=2026-06-01&per_page=500&format=json&access_token=${config.accessToken}`,
    )
  ).json();
  const since = Date.parse('2026-06-01T16:00:00Z') / 1000;
  const expected = (flights.results as Record<string, unknown>[])
    .filter((flight) => flight['flysfo:event'] === 'D' && /^A\d+$/.test(String(flight['flysfo:gate'])))
    .filter((flight) => Number(flight['flysfo:scheduled_timestamp']) >= since)
    .sort((a, b) => Number(a['flysfo:scheduled_timestamp']) - Number(b['flysfo:scheduled_timestamp']))
    .map((flight) => String(flight['flysfo:flight_number']));
  expect(expected.length).toBeGreaterThan(0);
  const departures = here.getByRole('region', { name: 'Departures from these gates today' });
  await expect(departures.locator('.flight-row__number')).toHaveText(expected);
  await expect(departures.locator('.flight-row__gate').first()).toHaveText(/^Gate A\d+$/);
  // The rest of the home follows the place.
  await expect(page.getByRole('heading', { level: 2, name: 'Collections' })).toBeVisible();
  await checkA11y('kiosk home with "you are here"');
});

test.describe('kiosk mode: any text size', () => {
  for (const viewport of [
    { width: 1080, height: 1920 },
    { width: 1920, height: 1080 },
  ]) {
    test(`large text with a 24 px browser font at ${viewport.width}x${viewport.height}: tiles and rows never overlap`, async ({
      page,
      checkA11y,
    }) => {
      await page.setViewportSize(viewport);
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Page.setFontSizes', { fontSizes: { standard: 24, fixed: 20 } });
      await useKioskConfig(page, {});
      await enterKiosk(page, '/collections');
      await page.getByRole('radio', { name: 'Large' }).check();
      expect(await page.evaluate(() => getComputedStyle(document.documentElement).fontSize)).toBe('30px');
      await page.getByRole('link', { name: 'Aviation Museum' }).first().click();
      await expect(page.locator('.object-tile').first()).toBeVisible();
      await page.mouse.wheel(0, 1500);
      const overlaps = await page.evaluate(() => {
        const problems: string[] = [];
        const boxes = Array.from(document.querySelectorAll('.object-tile')).map((tile) => tile.getBoundingClientRect());
        for (const row of Array.from(document.querySelectorAll('.vlist__row:not(.vlist__row--skeleton)'))) {
          const bottom = row.getBoundingClientRect().bottom;
          for (const tile of Array.from(row.querySelectorAll('.object-tile'))) {
            const box = tile.getBoundingClientRect();
            if (box.bottom > bottom + 0.5)
              problems.push(`tile ${Math.round(box.height)} px in a row ending ${Math.round(bottom - box.top)} px below it`);
            const caption = tile.querySelector('.object-tile__caption')!;
            if (caption.scrollHeight > caption.clientHeight + 1)
              problems.push(`caption cut: ${caption.scrollHeight} > ${caption.clientHeight}`);
          }
        }
        boxes.forEach((a, i) =>
          boxes.slice(i + 1).forEach((b) => {
            const apart = a.right <= b.left + 0.5 || b.right <= a.left + 0.5 || a.bottom <= b.top + 0.5 || b.bottom <= a.top + 0.5;
            if (!apart) problems.push('two tiles overlap');
          }),
        );
        return { problems, tiles: boxes.length };
      });
      expect(overlaps.tiles).toBeGreaterThan(4);
      expect(overlaps.problems).toEqual([]);
      await checkA11y(`objects at large text, ${viewport.width}x${viewport.height}`);

      // Flights carry the most text per row: each row holds all of its content.
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Flights' }).click();
      await expect(page.locator('.flight-row').first()).toBeVisible();
      const cut = await page.evaluate(() =>
        Array.from(document.querySelectorAll('.flight-row'))
          .filter((row) => row.scrollHeight > row.clientHeight + 1 || row.scrollWidth > row.clientWidth + 1)
          .map((row) => row.textContent),
      );
      expect(cut).toEqual([]);
    });
  }
});

import type { Page } from '@playwright/test';
import decodeQR from 'qr/decode.js';
import { expect, test } from './fixtures.ts';

/**
 * A kiosk visit taken home: the objects opened on a kiosk, handed to a phone as one address under
 * a QR code (`/visit?ids=…`), which a phone-sized browser opens, without JavaScript, on the three
 * objects in the order the visitor will remember them, the most recent first.
 */
const TAKE = 'Take your visit with you';

/** The QR code on screen, read back the way a phone would: drawn to pixels and decoded. */
async function readQr(page: Page): Promise<string> {
  const image = await page.locator('svg.hand-off__qr').evaluate(async (svg) => {
    const side = 400;
    const picture = new Image(side, side);
    picture.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(new XMLSerializer().serializeToString(svg))}`;
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

test('a kiosk visit of three objects goes to a phone through the address under the QR code', async ({
  page,
  browser,
  checkA11y,
  baseURL,
}) => {
  await page.goto('/?kiosk=1');
  await page.getByRole('button', { name: 'Touch to explore' }).click();
  const bar = page.getByRole('navigation', { name: 'Kiosk controls' });
  // Nothing opened yet: nothing to take.
  await expect(bar.getByRole('button', { name: TAKE })).toHaveCount(0);

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Collections' }).click();
  await page.getByRole('main').getByRole('link').filter({ hasText: 'Aviation Museum' }).first().click();
  const tiles = page.getByRole('feed').locator('a.object-tile');
  const opened: { id: string; name: string }[] = [];
  for (const index of [0, 1, 2]) {
    // The kiosk's history is its own (the browser's address stays put): the id is the tile's.
    const id = /\/objects\/(\d+)/.exec((await tiles.nth(index).getAttribute('href'))!)![1]!;
    const heading = page.getByRole('heading', { level: 1 });
    const listTitle = (await heading.textContent())!;
    await tiles.nth(index).click();
    await expect(page.getByRole('feed')).toHaveCount(0);
    await expect(heading).not.toHaveText(listTitle);
    opened.push({ id, name: (await heading.textContent())!.trim() });
    await bar.getByRole('button', { name: /Back/ }).click();
    await expect(tiles.first()).toBeVisible();
  }

  await bar.getByRole('button', { name: TAKE }).click();
  const dialog = page.getByRole('dialog', { name: TAKE });
  await expect(dialog).toBeVisible();
  const newestFirst = [...opened].reverse();
  const address = (await dialog.locator('.hand-off__address').textContent())!;
  expect(address).toBe(`${baseURL}/visit?ids=${newestFirst.map((object) => object.id).join(',')}`);
  expect(await readQr(page)).toBe(address);
  await checkA11y('the kiosk’s visit dialog');

  // The visitor's phone: another browser, phone-sized, with no script at all (the page is the server's).
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, javaScriptEnabled: false, isMobile: true });
  try {
    const tab = await phone.newPage();
    const response = await tab.goto(address);
    expect(response?.status()).toBe(200);
    await expect(tab).toHaveTitle(/^Your visit/);
    await expect(tab.getByRole('heading', { level: 1 })).toHaveText('Your visit');
    const list = tab.getByRole('list', { name: 'Objects of your visit' });
    const links = list.getByRole('link');
    await expect(links).toHaveCount(3);
    for (const [index, object] of newestFirst.entries()) {
      await expect(links.nth(index)).toContainText(object.name);
      await expect(links.nth(index)).toHaveAttribute('href', `/objects/${object.id}`);
    }
    await expect(tab.locator('link[rel="canonical"]')).toHaveAttribute('href', address);
    // Readable on the phone: nothing wider than its screen.
    expect(await tab.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  } finally {
    await phone.close();
  }
});

for (const scheme of ['light', 'dark'] as const) {
  test.describe(`the visit page (${scheme})`, () => {
    test.use({ colorScheme: scheme, viewport: { width: 390, height: 844 } });

    test('keeps the address’s order, leaves out what the catalogue lacks, ignores what is no id, and passes axe', async ({
      page,
      checkA11y,
    }) => {
      const known = ['1880000000003', '1880000000001', '1880000000002'];
      const names = await Promise.all(
        known.map(
          async (id) =>
            ((await (await page.request.get(`/api/objects/${id}`)).json()) as { record: { 'wof:name': string } }).record['wof:name'],
        ),
      );
      await page.goto(`/visit?ids=${known[0]},999999999999,not-an-id,${known[1]},${known[0]},${known[2]}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your visit');
      const links = page.getByRole('list', { name: 'Objects of your visit' }).getByRole('link');
      await expect(links).toHaveCount(3);
      for (const [index, id] of known.entries()) {
        await expect(links.nth(index)).toHaveAttribute('href', `/objects/${id}`);
        await expect(links.nth(index)).toContainText(names[index]!);
      }
      await expect(page.getByText('3 objects you looked at in the museum')).toBeVisible();
      await checkA11y(`/visit (${scheme})`);

      await page.goto('/visit?ids=999999999999,abc');
      await expect(page.getByText('This visit holds no object we know')).toBeVisible();
      await checkA11y(`/visit with nothing known (${scheme})`);
    });
  });
}

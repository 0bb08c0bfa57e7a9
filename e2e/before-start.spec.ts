import type { CDPSession, Page } from '@playwright/test';
import { expect, listRows, test, waitForList } from './fixtures.ts';

/**
 * A page the server rendered is read, scrolled and typed into before its scripts run: on a slow
 * phone that is seconds. When the app takes the page over, the visitor is where they were and
 * what they typed or chose stays (issue #38, item 7).
 */
const TERMINAL_2 = '1729810002';

interface SlowPhone {
  cdp: CDPSession;
  /** Lets the held scripts through: the app starts. */
  start: () => Promise<void>;
}

/**
 * A phone whose scripts have not arrived yet: every script is held at the network until `start()`,
 * on a CPU six times slower, and the page opened as soon as its markup comes (the fixture's own
 * goto waits for the app, which cannot start while its scripts are held).
 */
async function openOnSlowPhone(page: Page, path: string): Promise<SlowPhone> {
  await page.setViewportSize({ width: 390, height: 844 });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
  let release!: () => void;
  const arrived = new Promise<void>((done) => (release = done));
  await page.route(/\/assets\/[^?]*\.js(\?.*)?$/, async (route) => {
    await arrived;
    await route.continue();
  });
  await page.mainFrame().goto(path, { waitUntil: 'commit' });
  return {
    cdp,
    start: async () => {
      release();
      await page.waitForFunction(() => document.documentElement.dataset.app === 'running', null, { timeout: 30_000 });
    },
  };
}

/** The first item whose box reaches into the window, and where it stands. */
function itemAtTop(page: Page) {
  return page.evaluate(() => {
    const items = Array.from(document.querySelectorAll<HTMLElement>('[role="feed"] article[data-key]'));
    const item = items.find((candidate) => candidate.getBoundingClientRect().bottom > 0);
    return {
      key: item?.dataset.key,
      top: Math.round(item?.getBoundingClientRect().top ?? Number.NaN),
      scrollY: Math.round(window.scrollY),
    };
  });
}

test.describe('scrolled before the app runs', () => {
  // Every kind of list: posts, exhibitions, results and flights (measured rows), and the grid.
  for (const path of [
    '/social/sfomuseum',
    '/social/aviation',
    `/terminals/${TERMINAL_2}/exhibitions`,
    '/search?q=united',
    '/flights/2024-06-01',
    '/collections/1729795001/objects',
  ]) {
    test(`${path} stays on the same item when the app takes over`, async ({ page }) => {
      const phone = await openOnSlowPhone(page, path);
      await expect(listRows(page).nth(5)).toBeAttached();
      await page.evaluate(() => window.scrollTo(0, 1200));
      const before = await itemAtTop(page);
      // (The results' first page is shorter: as far as it goes.)
      expect(before.scrollY).toBeGreaterThan(1000);
      await phone.start();
      await waitForList(page);
      await phone.cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
      // The window's offset, the item at its top and where that item stands: all as they were
      // (to the pixel: the markup's rows and the virtual rows round differently).
      await expect
        .poll(async () => {
          const after = await itemAtTop(page);
          return after.key === before.key && Math.abs(after.top - before.top) <= 1 && Math.abs(after.scrollY - before.scrollY) <= 1
            ? 'in place'
            : `${JSON.stringify(before)} became ${JSON.stringify(after)}`;
        })
        .toBe('in place');
    });
  }
});

test.describe('typed or chosen before the app runs', () => {
  test('the flights filters keep "UA" and Departures, and apply them', async ({ page }) => {
    const phone = await openOnSlowPhone(page, '/flights/2024-06-01');
    await page.getByLabel('Flight number or city').fill('UA');
    await page.getByLabel('Arrivals or departures').selectOption('departures');
    await phone.start();
    await waitForList(page);
    // The app has taken the page over: what follows is about the running app, at full speed.
    await phone.cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    await expect(page.getByLabel('Flight number or city')).toHaveValue('UA');
    await expect(page.getByLabel('Arrivals or departures')).toHaveValue('departures');
    await expect(page).toHaveURL(/\/flights\/2024-06-01\?direction=departures&q=UA$/);
    for (const row of await listRows(page).all()) await expect(row).toContainText('To ');
    // Typing on, once the app runs, goes on from what is there.
    await page.getByLabel('Flight number or city').press('End');
    await page.getByLabel('Flight number or city').press('L');
    await expect(page).toHaveURL(/\/flights\/2024-06-01\?direction=departures&q=UAL$/);
  });

  test('the hashtag form submitted before the app runs opens that feed', async ({ page }) => {
    await openOnSlowPhone(page, '/social');
    await page.getByLabel('Hashtag').fill('aviation');
    await page.getByRole('button', { name: 'Show posts' }).click();
    await expect(page).toHaveURL(/\/social\/aviation$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('#aviation');
  });

  test('the results order chosen before the app runs is applied', async ({ page }) => {
    const phone = await openOnSlowPhone(page, '/search?q=united');
    await page.getByRole('combobox', { name: 'Sort by' }).selectOption('-date');
    await phone.start();
    await phone.cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    await expect(page).toHaveURL(/\/search\?q=united&sort=-date$/);
    await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveValue('-date');
  });
});

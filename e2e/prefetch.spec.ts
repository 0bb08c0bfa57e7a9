import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

/**
 * Link prefetch on a pointer's intent (src/app/link-prefetch.ts). The page's
 * clock is paused and moved by hand, 16 ms per pointer event as a 60 Hz mouse
 * reports, so "how long the pointer stayed" is exact however busy the machine.
 */
const FRAME_MS = 16;
const STEP_PX = 12;

async function pauseClock(page: Page) {
  await page.clock.install();
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The prefetch code arrives with the first gesture: make one away from any link, and let it land.
  await page.mouse.move(5, 5);
  await page.mouse.move(6, 6);
  await page.waitForLoadState('networkidle');
  await page.clock.pauseAt(Date.now() + 60_000);
}

/** Moves the pointer in a straight line at a steady hand's pace: STEP_PX per 60 Hz frame. */
async function glide(page: Page, from: { x: number; y: number }, to: { x: number; y: number }) {
  const steps = Math.max(1, Math.ceil(Math.hypot(to.x - from.x, to.y - from.y) / STEP_PX));
  for (let step = 1; step <= steps; step += 1) {
    await page.mouse.move(from.x + ((to.x - from.x) * step) / steps, from.y + ((to.y - from.y) * step) / steps);
    await page.clock.runFor(FRAME_MS);
  }
}

const centres = (page: Page) =>
  page
    .getByRole('main')
    .getByRole('link')
    .evaluateAll((links) =>
      links.map((link) => {
        const box = link.getBoundingClientRect();
        return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
      }),
    );

test.describe('link prefetch', () => {
  test.use({ viewport: { width: 1280, height: 1400 } });

  test('sweeping the pointer across every home link asks for at most 3 lists', async ({ page, restRequests }) => {
    await pauseClock(page);
    const points = await centres(page);
    expect(points.length).toBeGreaterThan(20);
    let at = { x: 6, y: 6 };
    for (const point of points) {
      await glide(page, at, point);
      at = point;
    }
    // The sweep ends resting on the last link: that one may be warmed.
    await page.clock.runFor(1_000);
    await page.waitForLoadState('networkidle');
    expect(restRequests.length, restRequests.map((request) => request.url()).join('\n')).toBeLessThanOrEqual(3);
  });

  test('a pointer that crosses a link without stopping and leaves asks for nothing', async ({ page, restRequests }) => {
    await pauseClock(page);
    const museum = await page.getByRole('link', { name: 'Aviation Museum', exact: true }).boundingBox();
    if (!museum) throw new Error('no Aviation Museum link');
    const y = museum.y + museum.height / 2;
    // In from the left, across the whole tile (longer than a rest, but never still), out to the page's margin.
    await glide(page, { x: museum.x - 10, y }, { x: museum.x + museum.width - 2, y });
    await glide(page, { x: museum.x + museum.width - 2, y }, { x: museum.x + museum.width - 2, y: museum.y - 30 });
    await page.clock.runFor(1_000);
    await page.waitForLoadState('networkidle');
    expect(restRequests).toHaveLength(0);
  });

  test('a pointer that rests on a link warms its list, once, and the click then needs no request', async ({ page, restRequests }) => {
    await pauseClock(page);
    const museum = await page.getByRole('link', { name: 'Aviation Museum', exact: true }).boundingBox();
    if (!museum) throw new Error('no Aviation Museum link');
    await glide(page, { x: museum.x - 10, y: museum.y + 10 }, { x: museum.x + 40, y: museum.y + 20 });
    await page.clock.runFor(500);
    await expect.poll(() => restRequests.length).toBe(1);
    await page.clock.resume();
    await page.mouse.down();
    await page.mouse.up();
    await expect(page.getByRole('heading', { level: 1, name: 'Aviation Museum' })).toBeVisible();
    await expect(page.getByRole('feed').getByRole('article').first()).toBeVisible();
    expect(restRequests).toHaveLength(1);
  });
});

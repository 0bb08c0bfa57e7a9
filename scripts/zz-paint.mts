import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless=new', '--no-sandbox', '--disable-gpu'] });
for (const path of ['/', '/collections/1729795001/objects', '/flights/2024-06-01', '/social/sfomuseum']) {
  const page = await browser.newPage({ viewport: { width: 412, height: 823 } });
  await page.goto('http://127.0.0.1:4391' + path, { waitUntil: 'networkidle' });
  await page.waitForTimeout(500);
  const t = await page.evaluate(() => ({
    paint: performance.getEntriesByType('paint').map((e) => `${e.name}=${Math.round(e.startTime)}`),
    nav: Math.round((performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventEnd),
  }));
  console.log(path, JSON.stringify(t));
  await page.close();
}
await browser.close();

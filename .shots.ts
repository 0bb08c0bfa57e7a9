import { chromium } from '@playwright/test';
const base = process.env.BASE ?? 'http://127.0.0.1:4173';
const paths = (process.env.PATHS ?? '/').split(',');
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] });
for (const scheme of ['light', 'dark'] as const) {
  for (const [label, width] of [['phone', 390], ['desktop', 1280]] as const) {
    const page = await browser.newPage({ viewport: { width, height: 860 }, colorScheme: scheme });
    page.on('pageerror', (e) => console.log('pageerror', e.message));
    page.on('console', (m) => { if (m.type() === 'error') console.log('console', m.text()); });
    for (const path of paths) {
      await page.goto(base + path);
      await page.waitForTimeout(Number(process.env.WAIT ?? 800));
      const name = `/tmp/shots/${(process.env.PREFIX ?? '') + path.replace(/\W+/g, '_')}-${label}-${scheme}.png`;
      await page.screenshot({ path: name, fullPage: process.env.FULL === '1' });
      console.log(name);
    }
    await page.close();
  }
}
await browser.close();

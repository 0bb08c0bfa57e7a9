import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] });
const page = await browser.newPage({ viewport: { width: 390, height: 860 }, colorScheme: 'light' });
await page.goto('http://127.0.0.1:4173' + (process.env.P ?? '/flights/2024-06-01'));
await page.waitForTimeout(1000);
await page.evaluate((y) => window.scrollTo(0, y), Number(process.env.Y ?? 700));
await page.waitForTimeout(400);
await page.screenshot({ path: '/tmp/shots/scrolled.png' });
await browser.close();

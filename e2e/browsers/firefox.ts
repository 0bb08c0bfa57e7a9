/**
 * Firefox over WebDriver BiDi through puppeteer-core: Debian's firefox-esr as it is, no patched build.
 * Playwright 1.65's BiDi Firefox (channel "moz-firefox") was tried and cannot open a page in ESR 153:
 * it sends emulation.setMediaFeaturesOverride, which that Firefox does not know.
 */
import { existsSync } from 'node:fs';
import puppeteer from 'puppeteer-core';
import type { Driver } from './driver.ts';

export function firefoxExecutable(): string | undefined {
  return [process.env.FIREFOX, '/usr/bin/firefox-esr', '/usr/bin/firefox'].find((path) => path && existsSync(path));
}

export async function launchFirefox(executablePath: string): Promise<Driver> {
  const browser = await puppeteer.launch({ browser: 'firefox', executablePath, headless: true });
  const page = await browser.newPage();
  await page.setViewport({ width: 1280, height: 900 });
  return {
    engine: 'Firefox',
    goto: async (url) => void (await page.goto(url, { waitUntil: 'load' })),
    reload: async () => void (await page.reload({ waitUntil: 'load' })),
    evaluate: async <T>(expression: string) => (await page.evaluate(expression)) as T,
    click: (selector) => page.click(selector),
    type: (selector, text) => page.type(selector, text),
    select: async (selector, value) => void (await page.select(selector, value)),
    back: async () => void (await page.goBack()),
    close: () => browser.close(),
  };
}

/**
 * Firefox over WebDriver BiDi through puppeteer-core: Debian's firefox-esr as it is, no patched build.
 * Playwright 1.65's BiDi Firefox (channel "moz-firefox") was tried and cannot open a page in ESR 153:
 * it sends emulation.setMediaFeaturesOverride, which that Firefox does not know.
 */
import { existsSync } from 'node:fs';
import puppeteer, { type Browser, type LaunchOptions } from 'puppeteer-core';
import { CHROMIUM_ARGS } from '../chromium.ts';
import type { Driver } from './driver.ts';

export function firefoxExecutable(): string | undefined {
  return [process.env.FIREFOX, '/usr/bin/firefox-esr', '/usr/bin/firefox'].find((path) => path && existsSync(path));
}

/**
 * One Firefox for the whole run, a fresh container (a BiDi user context: its own cookies, storage,
 * caches and service workers) per journey: a start of Firefox costs 3-4 s here, a container a few ms.
 */
export function firefoxEngine(executablePath: string): Engine {
  return puppeteerEngine('Firefox', { browser: 'firefox', executablePath, headless: true });
}

/** Chromium the same way (over CDP), for the screenshots compared with the other two (screenshots.ts). */
export function chromiumEngine(executablePath: string): Engine {
  return puppeteerEngine('Chromium', { browser: 'chrome', executablePath, headless: true, args: CHROMIUM_ARGS });
}

export interface Engine {
  open(): Promise<Driver>;
  close(): Promise<void>;
}

function puppeteerEngine(engine: string, options: LaunchOptions): Engine {
  let browser: Browser | undefined;
  return {
    async open() {
      // Started again if a journey left it dead.
      if (!browser?.connected) browser = await puppeteer.launch(options);
      const context = await browser.createBrowserContext();
      const page = await context.newPage();
      await page.setViewport({ width: 1280, height: 900 });
      return {
        engine,
        goto: async (url) => void (await page.goto(url, { waitUntil: 'load' })),
        reload: async () => void (await page.reload({ waitUntil: 'load' })),
        evaluate: async <T>(expression: string) => (await page.evaluate(expression)) as T,
        click: (selector) => page.click(selector),
        type: (selector, text) => page.type(selector, text),
        select: async (selector, value) => void (await page.select(selector, value)),
        back: async () => void (await page.goBack()),
        resize: (width, height) => page.setViewport({ width, height }),
        screenshot: async () => Buffer.from(await page.screenshot({ type: 'png' })),
        close: () => context.close(),
      };
    },
    close: async () => {
      await browser?.close();
    },
  };
}

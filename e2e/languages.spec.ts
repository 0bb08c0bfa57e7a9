import type { Locator, Page } from '@playwright/test';
import { expect, test, waitForList } from './fixtures.ts';
import { ROUTES } from './routes.ts';

/**
 * The UI's languages (issue #18): how a page picks its language (?lang=, the browser, the header's
 * menu), that the choice sticks, that the pages stay accessible in Spanish and Chinese, and a sweep
 * over every route in the pseudo-locale en-XA that lists whatever UI text is still plain English.
 */

const COLLECTION_OBJECTS = '/collections/1729795001/objects';
/** The storage key of the chosen language (src/i18n/negotiate.ts). */
const LANGUAGE_KEY = 'hangar.language';

/** `path` with `?lang=code` added to whatever query it has. */
function withLanguage(path: string, code: string): string {
  return `${path}${path.includes('?') ? '&' : '?'}lang=${code}`;
}

function mainNav(page: Page, name: string): Locator {
  return page.getByRole('navigation', { name });
}

/** The list's live count line, in whichever language it speaks. */
function countLine(page: Page, start: RegExp): Locator {
  return page.getByRole('status').filter({ hasText: start });
}

async function expectSpanish(page: Page): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(mainNav(page, 'Principal').getByRole('link', { name: 'Colecciones' })).toBeVisible();
  await expect(mainNav(page, 'Principal').getByRole('link', { name: 'Aeropuerto' })).toBeVisible();
}

test.describe('choosing the language', () => {
  test('?lang=es opens home and a list page in Spanish, and the choice is kept across links and reloads', async ({ page }) => {
    await page.goto('/?lang=es');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectSpanish(page);

    // By a link: the next page's address has no ?lang, and it is still Spanish.
    await mainNav(page, 'Principal').getByRole('link', { name: 'Colecciones' }).click();
    await expect(page).toHaveURL(/\/collections$/);
    await expectSpanish(page);

    // A list page loaded afresh, without the parameter: the tab remembers the choice.
    await page.goto(COLLECTION_OBJECTS);
    await waitForList(page);
    await expectSpanish(page);
    await expect(countLine(page, /^Se muestran \d/)).toBeVisible();

    await page.reload();
    await waitForList(page);
    expect(new URL(page.url()).searchParams.has('lang')).toBe(false);
    await expectSpanish(page);
    await expect(countLine(page, /^Se muestran \d/)).toBeVisible();
  });

  test('a ?lang= is kept as the menu’s choice is: the server renders the next page in it, with or without JavaScript', async ({
    page,
    browser,
  }) => {
    await page.goto('/?lang=zh');
    await expect(page.locator('html')).toHaveAttribute('lang', /^zh/);
    const next = await page.goto(COLLECTION_OBJECTS);
    // The server's own answer, before any script: no English first.
    expect(await next?.text()).toMatch(/<html lang="zh/);

    const noScript = await browser.newContext({ javaScriptEnabled: false });
    const plain = await noScript.newPage();
    await plain.goto('/?lang=zh');
    await plain.getByRole('link', { name: '馆藏' }).first().click();
    await expect(plain).toHaveURL(/\/collections$/);
    await expect(plain.locator('html')).toHaveAttribute('lang', /^zh/);
    await noScript.close();
  });

  test('?lang=es on a list page: its count line speaks Spanish', async ({ page }) => {
    await page.goto(withLanguage(COLLECTION_OBJECTS, 'es'));
    await waitForList(page);
    await expectSpanish(page);
    await expect(countLine(page, /^Se muestran \d/)).toHaveText(/^Se muestran [\d.\s]+ de [\d.\s]+$/);
  });

  test.describe('a browser set to Chinese (zh-CN)', () => {
    test.use({ locale: 'zh-CN' });

    test('opens in Simplified Chinese with no parameter', async ({ page }) => {
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', 'zh-Hans');
      await expect(mainNav(page, '主导航').getByRole('link', { name: '馆藏' })).toBeVisible();
      await page.goto(COLLECTION_OBJECTS);
      await waitForList(page);
      await expect(countLine(page, /^显示 \d/)).toBeVisible();
    });
  });

  test("the header's menu switches the page in place, and the choice is saved", async ({ page, context }) => {
    await page.goto(COLLECTION_OBJECTS);
    await waitForList(page);
    await expect(countLine(page, /^Showing \d/)).toBeVisible();
    // A mark on this document: it survives only if the page is not reloaded.
    await page.evaluate(() => Object.assign(window, { hangarSameDocument: true }));
    let navigations = 0;
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) navigations += 1;
    });

    const menu = page.getByRole('combobox', { name: 'Language' });
    await expect(menu).toHaveValue('en');
    await menu.selectOption({ label: 'Español' });

    await expectSpanish(page);
    await expect(countLine(page, /^Se muestran \d/)).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Idioma' })).toHaveValue('es');
    expect(await page.evaluate(() => 'hangarSameDocument' in window)).toBe(true);
    expect(navigations).toBe(0);
    await expect(page).toHaveURL(COLLECTION_OBJECTS);

    await page.reload();
    await waitForList(page);
    await expectSpanish(page);

    // Saved, not only kept for this tab: a new tab (its own session storage) opens in Spanish too.
    expect(await page.evaluate((key) => localStorage.getItem(key), LANGUAGE_KEY)).toBe('es');
    const another = await context.newPage();
    await another.goto('/');
    await expect(another.getByRole('heading', { level: 1 })).toBeVisible();
    await expectSpanish(another);
    await another.close();
  });

  test('the keyboard moves through the languages without switching; Enter switches, and focus stays on the menu', async ({ page }) => {
    await page.goto(COLLECTION_OBJECTS);
    await waitForList(page);
    const menu = page.getByRole('combobox', { name: 'Language' });
    await menu.focus();
    await page.keyboard.press('ArrowDown');
    await expect(menu).toHaveValue('es');
    // Still English: an arrow key is not a choice.
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await page.keyboard.press('ArrowDown');
    await expect(menu).toHaveValue('zh');
    await page.keyboard.press('Enter');
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-Hans');
    const chinese = page.getByRole('combobox', { name: '语言' });
    await expect(chinese).toBeFocused();
    // Leaving the menu unconfirmed keeps the page's language.
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('Tab');
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-Hans');
    await expect(chinese).toHaveValue('zh');
  });

  test('a language chosen from the menu outlives the ?lang= the page was opened with', async ({ page }) => {
    await page.goto(`${COLLECTION_OBJECTS}?lang=zh`);
    await waitForList(page);
    await page.getByRole('combobox', { name: '语言' }).selectOption({ label: 'English' });
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page).toHaveURL(COLLECTION_OBJECTS);
    await page.reload();
    await waitForList(page);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });
});

test.describe('accessible in every language', () => {
  test('home and a list page pass axe in Spanish', async ({ page, checkA11y }) => {
    await page.goto('/?lang=es');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectSpanish(page);
    await checkA11y('home (es)');
    await page.goto(COLLECTION_OBJECTS);
    await waitForList(page);
    await expect(countLine(page, /^Se muestran \d/)).toBeVisible();
    await checkA11y(`${COLLECTION_OBJECTS} (es)`);
  });

  test.describe('Chinese', () => {
    test.use({ locale: 'zh-CN' });

    test('home and a list page pass axe in Chinese', async ({ page, checkA11y }) => {
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', 'zh-Hans');
      await checkA11y('home (zh)');
      await page.goto(COLLECTION_OBJECTS);
      await waitForList(page);
      await expect(countLine(page, /^显示 \d/)).toBeVisible();
      await checkA11y(`${COLLECTION_OBJECTS} (zh)`);
    });
  });
});

/**
 * Every rendered text node under `root` that still holds plain English: a run of two or more
 * ASCII letters. Runs in the page. Skipped, because they are not UI strings:
 * - API content, which the app renders isolated in `dir="auto"` elements or `<bdi>` (and anything
 *   marked `data-api-text`); `<code>`; the brand "Hangar";
 * - text in its own language (`lang` on an element inside the page, e.g. the language menu's
 *   "English"), and scripts and styles;
 * - the words Intl writes (month and day names, AM/PM, "and"/"or" of lists): Intl formats in the
 *   active tag, which for the pseudo-locale is English; the real languages have their own.
 * Visually hidden text (screen-reader labels) is rendered text and is checked.
 */
function untranslatedText(root: Element, dataNames: readonly string[] = []): string[] {
  const SKIP = 'script, style, noscript, template, code, bdi, [dir="auto"], [data-api-text], body [lang]';
  const intlWords = new Set<string>(['AM', 'PM', 'am', 'pm', 'and', 'or']);
  for (let month = 0; month < 12; month += 1) {
    const date = new Date(Date.UTC(2024, month, 1));
    for (const style of ['long', 'short'] as const) {
      intlWords.add(new Intl.DateTimeFormat('en', { month: style, timeZone: 'UTC' }).format(date));
    }
  }
  for (let day = 0; day < 7; day += 1) {
    const date = new Date(Date.UTC(2024, 0, 7 + day));
    for (const weekday of ['long', 'short'] as const) {
      intlWords.add(new Intl.DateTimeFormat('en', { weekday, timeZone: 'UTC' }).format(date));
    }
  }
  // Names from the data (the directory, hashtags, and whatever the page isolates as API text) may
  // also sit inside Hangar's own sentences ("Gates in Boarding Area A"): they are taken out first.
  const isolated = [...root.querySelectorAll('bdi, [dir="auto"], [data-api-text]')].map((element) => element.textContent?.trim() ?? '');
  const names = [...new Set([...dataNames, ...isolated])].filter((name) => name.length > 1).sort((a, b) => b.length - a.length);
  const found: string[] = [];
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    const text = (node.textContent ?? '').replace(/\s+/g, ' ').trim();
    if (!parent || text === '' || parent.closest(SKIP)) continue;
    if (!parent.checkVisibility({ visibilityProperty: true })) continue;
    const range = document.createRange();
    range.selectNodeContents(node);
    if (range.getClientRects().length === 0) continue;
    const words = names
      .reduce((rest, name) => rest.split(name).join(' '), text)
      .replace(/Hangar/g, ' ')
      .split(/\b/)
      .filter((word) => !intlWords.has(word))
      .join('');
    if (/[A-Za-z]{2,}/.test(words)) found.push(text.length > 120 ? `${text.slice(0, 117)}…` : text);
  }
  return [...new Set(found)];
}

/** The deployment's own names (config.json's directory and hashtags): data, like API text, never translated. */
async function deploymentNames(page: Page): Promise<string[]> {
  const config = (await (await page.request.get('/config.json')).json()) as {
    directory: Record<string, Array<{ name: string }>>;
    hashtags?: string[];
  };
  return [
    ...Object.values(config.directory).flatMap((entries) => entries.map((entry) => entry.name)),
    ...(config.hashtags ?? []).map((tag) => `#${tag}`),
  ];
}

/** How far the page scrolls sideways, in CSS pixels (0: it fits). */
function horizontalOverflow(): number {
  const scroller = document.scrollingElement ?? document.documentElement;
  return scroller.scrollWidth - scroller.clientWidth;
}

/** Waits until the page has its heading, its first rows (a list), and no more requests in flight. */
async function settle(page: Page, list: boolean): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  if (list) await waitForList(page);
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
}

test.describe('pseudo-locale sweep (en-XA)', () => {
  test('the sweep finds English UI text and leaves API text, code and the brand alone', async ({ page }) => {
    await page.goto(withLanguage(COLLECTION_OBJECTS, 'en-XA'));
    await settle(page, true);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-XA');
    // What is converted passes: the header (brand, nav, language menu, sign-in) and the list's
    // count line are all pseudo-English.
    expect(await page.getByRole('banner').evaluate(untranslatedText)).toEqual([]);
    const count = page.getByRole('status').filter({ hasText: /\d/ }).first();
    await expect(count).toBeVisible();
    expect(await count.evaluate(untranslatedText)).toEqual([]);
    // An untranslated string is caught; the same words as API text, code or the brand are not.
    const probe = page.locator('#sweep-probe');
    await page.locator('main').evaluate((main) => {
      const element = document.createElement('div');
      element.id = 'sweep-probe';
      element.innerHTML = [
        '<p>Untranslated probe</p>',
        '<p>Ŝĥóŵñ <bdi>API title in bdi</bdi></p>',
        '<p dir="auto">API title with dir auto</p>',
        '<p data-api-text="">API text marked</p>',
        '<p><code>SELECT code</code> Hangar</p>',
        '<p>Ţóďáý, Sunday, June 2, 10:45 AM</p>',
        '<p style="display: none">Hidden English</p>',
      ].join('');
      main.prepend(element);
    });
    expect(await probe.evaluate(untranslatedText)).toEqual(['Untranslated probe']);
    // And a page wider than the window is caught.
    expect(await page.evaluate(horizontalOverflow)).toBe(0);
    await probe.evaluate((element) =>
      element.append(Object.assign(document.createElement('div'), { style: 'width: 3000px; height: 1px' })),
    );
    expect(await page.evaluate(horizontalOverflow)).toBeGreaterThan(0);
  });

  for (const width of [390, 1280]) {
    test(`every route at ${width} px: no English UI text, no sideways scrolling`, async ({ page }) => {
      test.setTimeout(180_000);
      await page.setViewportSize({ width, height: 900 });
      const dataNames = await deploymentNames(page);
      for (const route of ROUTES) {
        await page.goto(withLanguage(route.path, 'en-XA'));
        await settle(page, Boolean(route.list));
        await expect(page.locator('html'), route.path).toHaveAttribute('lang', 'en-XA');
        const english = await page.locator('body').evaluate(untranslatedText, dataNames);
        expect.soft(english, `untranslated text on ${route.path} at ${width} px`).toEqual([]);
        expect.soft(await page.evaluate(horizontalOverflow), `sideways overflow (px) on ${route.path} at ${width} px`).toBe(0);
      }
    });
  }
});

import type { Locator, Page } from '@playwright/test';
import { expect, listRows, test, uniqueToken, waitForList } from './fixtures.ts';
import { ownPort, startStaticHost } from './own-servers.ts';
import { E2E_SERVERS } from './servers.ts';

/**
 * Visitor-grade layout (issue #16): focus is never hidden under the sticky
 * header and comes back to the tile that was opened; small phones can use the
 * header and the tabs and get two columns of objects; long lists offer "back
 * to top"; and every page says where it is (title, header section,
 * breadcrumbs, exhibitions in a useful order, galleries and gates that lead on).
 */
const MUSEUM = '1729795001';
const MUSEUM_OBJECTS = `/collections/${MUSEUM}/objects`;
const TERMINAL_2 = '1729810002';
const TERMINAL_2_BUILDING = '1729840002';
const BOARDING_AREA_D = '1729820004';
const BOOMERANG_GALLERY = '1729811100';

/** The focused element's top and the sticky header's bottom, in window pixels. */
function focusAgainstHeader(page: Page): Promise<{ name: string; top: number; headerBottom: number }> {
  return page.evaluate(() => {
    const focused = document.activeElement as HTMLElement;
    return {
      name: `${focused.tagName} ${(focused.textContent ?? '').trim().slice(0, 30)}`,
      top: focused.getBoundingClientRect().top,
      headerBottom: document.querySelector('.site-header')!.getBoundingClientRect().bottom,
    };
  });
}

/** The link of a tile wholly in the window below the header (after the window was scrolled). */
async function tileInView(page: Page): Promise<Locator> {
  const positionInView = () =>
    listRows(page).evaluateAll((articles) => {
      const headerBottom = document.querySelector('.site-header')!.getBoundingClientRect().bottom;
      const inView = articles.find((article) => {
        const box = article.getBoundingClientRect();
        return box.top >= headerBottom + 8 && box.bottom <= window.innerHeight;
      });
      return inView?.getAttribute('aria-posinset');
    });
  // The virtual list renders the rows for a new scroll position on its next
  // frame (and a just-hydrated page may still be swapping its static rows), so
  // wait for a tile to be there rather than reading the rows once.
  await expect.poll(positionInView, { message: 'a tile in view' }).toBeTruthy();
  const position = await positionInView();
  return listRows(page)
    .filter({ has: page.locator(`:scope[aria-posinset="${position}"]`) })
    .getByRole('link');
}

async function expectFocusClearOfHeader(page: Page) {
  const { name, top, headerBottom } = await focusAgainstHeader(page);
  expect(top, `${name} is focused at ${top}px, under the header that ends at ${headerBottom}px`).toBeGreaterThanOrEqual(headerBottom);
}

test.describe('focus is never hidden under the sticky header', () => {
  test.use({ viewport: { width: 1280, height: 720 } });

  test('after the skip link, Tab lands below the header', async ({ page }) => {
    await page.goto(MUSEUM_OBJECTS);
    await waitForList(page);
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeFocused();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Home' })).toBeFocused();
    await expectFocusClearOfHeader(page);
  });

  test('Shift+Tab up through the grid keeps each tile below the header', async ({ page }) => {
    await page.goto(MUSEUM_OBJECTS);
    await waitForList(page);
    await page.evaluate(() => window.scrollTo(0, 3000));
    // A tile in the window; from there, back up through more than two rows.
    await (await tileInView(page)).focus();
    for (let press = 0; press < 12; press += 1) {
      await page.keyboard.press('Shift+Tab');
      await expectFocusClearOfHeader(page);
    }
  });
});

/** The museum's objects at 1280x720, scrolled 2,700 px down: a tile there, clear of the header, and its address. */
async function tileDeepInList(page: Page): Promise<{ tile: Locator; href: string | null }> {
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.goto(MUSEUM_OBJECTS);
  await waitForList(page);
  await page.evaluate(() => window.scrollTo(0, 2700));
  const tile = await tileInView(page);
  return { tile, href: await tile.getAttribute('href') };
}

test.describe('Back from an object', () => {
  for (const how of ['pointer', 'keyboard'] as const) {
    test(`focuses the tile that was opened (${how})`, async ({ page }) => {
      const { tile, href } = await tileDeepInList(page);
      if (how === 'pointer') await tile.click();
      else {
        await tile.focus();
        await page.keyboard.press('Enter');
      }
      await expect(page).toHaveURL((url) => url.pathname + url.search === href);
      await expect(page.getByRole('heading', { level: 1 })).toBeFocused();

      await page.goBack();
      await expect(page).toHaveURL(new RegExp(`${MUSEUM_OBJECTS}$`));
      await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('href'))).toBe(href);
      await expect(page.locator(`[role="feed"] a[href="${href}"]`)).toBeInViewport();
      await expectFocusClearOfHeader(page);
    });
  }

  for (const host of ['the server', 'a static host'] as const) {
    test(`by the keyboard alone from the skip link, on ${host}, focuses the tile far down the list`, async ({ page, request }) => {
      let origin = '';
      let stop: () => Promise<void> = async () => undefined;
      if (host === 'a static host') {
        const config = await (await request.get(`${E2E_SERVERS.demo.url}/config.json`)).json();
        const staticHost = await startStaticHost(ownPort(8), config);
        origin = staticHost.url;
        stop = staticHost.stop;
      }
      try {
        await page.setViewportSize({ width: 1280, height: 720 });
        await page.goto(`${origin}${MUSEUM_OBJECTS}`);
        await waitForList(page);
        await page.keyboard.press('Tab');
        await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeFocused();
        await page.keyboard.press('Enter');
        // On through the page and the grid to a tile about 2,400 px down.
        const focusedTile = () =>
          page.evaluate(() => {
            const focused = document.activeElement;
            const inTile = focused?.closest('[role="feed"] article') ? focused : null;
            return { href: inTile?.getAttribute('href') ?? null, top: (focused?.getBoundingClientRect().top ?? 0) + window.scrollY };
          });
        let tile = await focusedTile();
        for (let press = 0; press < 150 && !(tile.href && tile.top > 2400); press += 1) {
          await page.keyboard.press('Tab');
          tile = await focusedTile();
        }
        expect(tile.top, 'a tile far down the list has focus').toBeGreaterThan(2400);
        await page.keyboard.press('Enter');
        await expect(page).toHaveURL((url) => url.pathname + url.search === tile.href);
        await expect(page.getByRole('heading', { level: 1 })).toBeFocused();

        await page.goBack();
        await expect(page).toHaveURL((url) => url.pathname === MUSEUM_OBJECTS);
        await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('href'))).toBe(tile.href);
        await expect(page.locator(`[role="feed"] a[href="${tile.href}"]`)).toBeInViewport();
        // The next Tab goes on from there: the tile after it, not the top of the page.
        await page.keyboard.press('Tab');
        expect((await focusedTile()).top).toBeGreaterThan(2000);
      } finally {
        await stop();
      }
    });
  }

  test('after a reload of the list, focuses the tile too, once its row is back', async ({ page }) => {
    const { tile, href } = await tileDeepInList(page);
    await tile.click();
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
    await page.goBack();
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('href'))).toBe(href);
    await page.reload();
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('href'))).toBe(href);
  });
});

test.describe('the header at tablet widths', () => {
  for (const width of [768, 1024]) {
    test(`at ${width} px in Spanish every section is on screen, none hidden behind the language button`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/collections?lang=es');
      const nav = page.getByRole('navigation', { name: 'Principal' });
      await expect(nav.getByRole('link')).toHaveCount(5);
      const placed = await nav.getByRole('link').evaluateAll((links) => {
        const language = document.querySelector('.language-menu')!.getBoundingClientRect();
        return links.map((link) => {
          const box = link.getBoundingClientRect();
          const overlapsLanguage =
            box.right > language.left && box.left < language.right && box.bottom > language.top && box.top < language.bottom;
          return { name: link.textContent, whole: box.left >= 0 && box.right <= window.innerWidth && !overlapsLanguage };
        });
      });
      expect(placed.filter((link) => !link.whole)).toEqual([]);
    });
  }
});

test.describe('breadcrumbs on a phone', () => {
  test.use({ viewport: { width: 390, height: 800 } });

  test('lead back up without repeating the heading below them', async ({ page }) => {
    await page.goto('/subcategories/1729900001');
    const heading = (await page.getByRole('heading', { level: 1 }).textContent()) ?? '';
    const trail = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(trail.getByRole('link', { name: 'Airline uniforms' })).toBeVisible();
    expect(heading.length).toBeGreaterThan(0);
    expect(await trail.innerText()).not.toContain(heading);
  });
});

test.describe('controls that belong together', () => {
  for (const width of [1280, 390, 320]) {
    test(`at ${width} px the feed's Show posts button lines up with its input, and the object pager's buttons do not touch`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/social/sfomuseum');
      const input = (await page.getByRole('searchbox', { name: 'Hashtag' }).boundingBox())!;
      const button = (await page.getByRole('button', { name: 'Show posts' }).boundingBox())!;
      if (button.x > input.x + input.width) {
        // Beside the input: centred on it, not on the input and its hint together.
        expect(Math.abs(button.y + button.height / 2 - (input.y + input.height / 2))).toBeLessThanOrEqual(2);
      } else {
        // Under it (a narrow phone): right under the input, before the hint.
        expect(button.y - (input.y + input.height)).toBeGreaterThanOrEqual(0);
        expect(button.y - (input.y + input.height)).toBeLessThanOrEqual(12);
      }
      expect(input.width).toBeGreaterThanOrEqual(Math.min(200, width - 40));

      await page.goto(`/objects/1880000000005?collection=${MUSEUM}&page=1`);
      const previous = (await page.getByRole('link', { name: /^Previous:/ }).boundingBox())!;
      const next = (await page.getByRole('link', { name: /^Next:/ }).boundingBox())!;
      const apart =
        next.y >= previous.y + previous.height ? next.y - (previous.y + previous.height) : next.x - (previous.x + previous.width);
      expect(apart).toBeGreaterThanOrEqual(8);
    });
  }
});

test.describe('positions belong to history entries', () => {
  test.use({ viewport: { width: 1280, height: 720 } });

  test('a list whose address is typed opens at its top, not where the tab’s previous list was; Back returns there', async ({ page }) => {
    await page.goto(MUSEUM_OBJECTS);
    await waitForList(page);
    await page.evaluate(() => window.scrollTo(0, 6000));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(5000);
    // A new document in the same tab, as a typed address makes one.
    await page.goto('/categories/1729800001/objects');
    await waitForList(page);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await page.goBack();
    await waitForList(page);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(5000);
  });
});

/** Whether a strip of links scrolls sideways, with each link's label whole (not cut or ellipsised). */
async function stripState(strip: Locator) {
  return strip.evaluate((element) => {
    const style = getComputedStyle(element);
    const box = element.getBoundingClientRect();
    const current = element.querySelector('[aria-current]')?.getBoundingClientRect();
    return {
      scrolls: ['auto', 'scroll'].includes(style.overflowX) && element.scrollWidth > element.clientWidth,
      edgeShadows: (style.backgroundImage.match(/radial-gradient/g) ?? []).length,
      labelsWhole: Array.from(element.querySelectorAll('a')).every(
        (link) => link.scrollWidth <= link.clientWidth && getComputedStyle(link).textOverflow !== 'ellipsis',
      ),
      currentInView: current ? current.left >= box.left - 0.5 && current.right <= box.right + 0.5 : null,
    };
  });
}

test.describe('small phones', () => {
  test.use({ viewport: { width: 320, height: 640 } });

  test('at 320 px every header section is in view, whole, without scrolling the strip', async ({ page, checkA11y }) => {
    await page.goto('/shoebox');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const nav = page.getByRole('navigation', { name: 'Main' });
    const shoebox = nav.getByRole('link', { name: 'Shoebox' });
    await expect(shoebox).toHaveAttribute('aria-current', 'page');
    // Tab along the sections: each is wholly in view as it takes focus, and none lies under a fade.
    await page.getByRole('link', { name: 'Hangar, Home' }).focus();
    for (const name of ['Collections', 'Airport', 'Flights', 'Social', 'Shoebox']) {
      await page.keyboard.press('Tab');
      await expect(nav.getByRole('link', { name })).toBeFocused();
      await expect(nav.getByRole('link', { name })).toBeInViewport({ ratio: 1 });
    }
    expect(await wholeSections(nav)).toEqual({ scrolled: 0, cut: [] });
    await checkA11y('shoebox at 320 px');
  });

  test('at 320 px the collection tabs scroll, whole, with the current one in view', async ({ page, checkA11y }) => {
    await page.goto(`/collections/${MUSEUM}/subcategories`);
    await waitForList(page);
    const tabs = page.getByRole('navigation', { name: 'Lists of Aviation Museum' }).getByRole('list');
    await expect.poll(() => stripState(tabs)).toEqual({ scrolls: true, edgeShadows: 2, labelsWhole: true, currentInView: true });
    await checkA11y('collection subcategories at 320 px');
  });

  for (const path of ['/terminals/1729810002/galleries', `/collections/${MUSEUM}/subcategories`, '/shoebox']) {
    test(`at 320 px every row of ${path} is read whole: no name or place cut short`, async ({ page, signedInAs }) => {
      if (path === '/shoebox') await signedInAs(uniqueToken());
      await page.goto(path);
      await waitForList(page);
      const cut = await listRows(page).evaluateAll((rows) =>
        rows.flatMap((row) =>
          Array.from(row.querySelectorAll<HTMLElement>('a, span, p'))
            .filter((element) => element.scrollWidth > element.clientWidth + 1 || element.scrollHeight > element.clientHeight + 1)
            .map((element) => element.textContent ?? ''),
        ),
      );
      expect(cut).toEqual([]);
      // Each row holds all of its text inside its box (rows are measured, not fixed).
      const overflowing = await listRows(page).evaluateAll(
        (rows) => rows.filter((row) => row.firstElementChild!.scrollHeight > row.firstElementChild!.clientHeight + 1).length,
      );
      expect(overflowing).toBe(0);
    });
  }

  for (const width of [360, 390]) {
    test(`at ${width} px the objects sit two to a row`, async ({ page, checkA11y }) => {
      await page.setViewportSize({ width, height: 740 });
      await page.goto(MUSEUM_OBJECTS);
      await waitForList(page);
      const boxes = await listRows(page).evaluateAll((articles) => articles.slice(0, 4).map((article) => article.getBoundingClientRect()));
      expect(boxes[0]!.top).toBe(boxes[1]!.top);
      expect(boxes[1]!.left).toBeGreaterThan(boxes[0]!.right);
      expect(boxes[1]!.right).toBeLessThanOrEqual(width);
      expect(boxes[2]!.top).toBeGreaterThan(boxes[0]!.bottom);
      await checkA11y(`objects at ${width} px`);
    });
  }
});

/** Whether a strip's links all lie wholly inside it, at rest (no scrolling, none half under the edge's fade). */
function wholeSections(strip: Locator) {
  return strip.evaluate((element) => {
    const box = element.getBoundingClientRect();
    return {
      scrolled: element.scrollWidth - element.clientWidth,
      cut: Array.from(element.querySelectorAll('a'))
        .filter((link) => {
          const edge = link.getBoundingClientRect();
          return edge.left < box.left - 0.5 || edge.right > box.right + 0.5;
        })
        .map((link) => link.textContent ?? ''),
    };
  });
}

test.describe('phone layout (issue #38)', () => {
  for (const [width, language] of [
    [320, 'es'],
    [390, 'es'],
    [320, 'zh'],
  ] as const) {
    test(`at ${width} px in ${language} every header section is whole, none half hidden behind the fade`, async ({ page }) => {
      await page.setViewportSize({ width, height: 740 });
      await page.goto(`/collections?lang=${language}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await wholeSections(page.locator('.primary-nav'))).toEqual({ scrolled: 0, cut: [] });
    });
  }

  test('at 390 px in English the five sections still share one line', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 740 });
    await page.goto('/collections');
    const tops = await page.locator('.primary-nav a').evaluateAll((links) => links.map((link) => link.getBoundingClientRect().top));
    expect(new Set(tops).size).toBe(1);
  });

  test('at 320 px the flights chart’s table stays inside its card', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 740 });
    await page.goto('/flights/2024-06-01');
    await page.getByText('Show the chart as a table').click();
    const table = page.locator('.flights-chart__table table');
    await expect(table).toBeVisible();
    const [tableBox, cardBox] = await Promise.all([table.boundingBox(), page.locator('.flights-chart').boundingBox()]);
    expect(tableBox!.x + tableBox!.width).toBeLessThanOrEqual(cardBox!.x + cardBox!.width - 1);
  });

  test('at 390 px an exhibition’s description is read whole', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 740 });
    await page.goto(`/terminals/${TERMINAL_2}/exhibitions`);
    await waitForList(page);
    const cut = await page
      .locator('.airport-row__excerpt')
      .evaluateAll((excerpts) => excerpts.filter((excerpt) => excerpt.scrollHeight > excerpt.clientHeight + 1).length);
    expect(cut).toBe(0);
  });

  test('at 390 px the Share button keeps its distance from the "More from" heading', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 740 });
    await page.goto(`/objects/1880000000005?collection=${MUSEUM}&page=1`);
    const share = await page.getByRole('button', { name: 'Share' }).boundingBox();
    const heading = await page.getByRole('heading', { level: 2, name: /^More from / }).boundingBox();
    expect(heading!.y - (share!.y + share!.height)).toBeGreaterThanOrEqual(16);
  });
});

test.describe('first paint', () => {
  test('a cold list page writes no scroll position on its way to the first rows; a page opened from far down still starts at the top', async ({
    page,
  }) => {
    // A scroll written during React's commit makes the browser lay out the whole page inside that
    // task (docs/decisions/0044): a fresh document is at the top already.
    await page.addInitScript(() => {
      const writes: unknown[] = [];
      Object.assign(window, { scrollWrites: writes });
      const scrollTo = window.scrollTo.bind(window);
      window.scrollTo = ((...args: Parameters<typeof window.scrollTo>) => {
        writes.push(args);
        return scrollTo(...(args as [number, number]));
      }) as typeof window.scrollTo;
    });
    const scrollWrites = () => page.evaluate(() => (window as unknown as { scrollWrites: unknown[] }).scrollWrites.length);
    await page.setViewportSize({ width: 390, height: 740 });
    await page.goto(MUSEUM_OBJECTS);
    await waitForList(page);
    await expect(listRows(page).first()).toBeVisible();
    expect(await scrollWrites()).toBe(0);

    await page.mouse.wheel(0, 4 * 740);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(2000);
    await (await tileInView(page)).click();
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});

test.describe('back to top', () => {
  test('appears a few screens down a long list, and takes the visitor and focus to the heading', async ({ page, checkA11y }) => {
    await page.setViewportSize({ width: 390, height: 740 });
    await page.goto(MUSEUM_OBJECTS);
    await waitForList(page);
    const button = page.getByRole('button', { name: 'Back to top' });
    await expect(button).toHaveCount(0);
    await page.mouse.wheel(0, 3 * 740);
    await expect(button).toBeVisible();
    const box = (await button.boundingBox())!;
    expect(box.height).toBeGreaterThanOrEqual(44);
    expect(box.width).toBeGreaterThanOrEqual(44);
    await checkA11y('list with back to top');
    // By keyboard: it is a real button in the tab order.
    await button.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(button).toHaveCount(0);
  });
});

test.describe('orientation', () => {
  test('each tab of a terminal and of a collection has its own title', async ({ page }) => {
    await page.goto(`/terminals/${TERMINAL_2}/galleries`);
    await waitForList(page);
    await expect(page).toHaveTitle('Galleries in Terminal 2 · Hangar');
    await page.getByRole('link', { name: 'Exhibitions', exact: true }).click();
    await waitForList(page);
    await expect(page).toHaveTitle('Exhibitions in Terminal 2 · Hangar');

    const titles = new Set<string>();
    for (const tab of ['objects', 'categories', 'subcategories']) {
      await page.goto(`/collections/${MUSEUM}/${tab}`);
      await waitForList(page);
      titles.add(await page.title());
    }
    expect(titles.size).toBe(3);
  });

  test('the header marks the section on every page inside it', async ({ page }) => {
    const pages: Array<[string, string]> = [
      [`/collections/${MUSEUM}/objects`, 'Collections'],
      ['/categories/1729800001/objects', 'Collections'],
      ['/subcategories/1729900001', 'Collections'],
      ['/objects/1880000000001', 'Collections'],
      [`/terminals/${TERMINAL_2}/exhibitions`, 'Airport'],
      [`/buildings/${TERMINAL_2_BUILDING}/gates`, 'Airport'],
      [`/boarding-areas/${BOARDING_AREA_D}/gates`, 'Airport'],
      ['/flights/2024-06-01', 'Flights'],
      ['/social/sfomuseum', 'Social'],
    ];
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const [path, section] of pages) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(nav.locator('[aria-current]'), path).toHaveText([section]);
    }
    // Following a link keeps it up to date, without a reload.
    await page.getByRole('link', { name: 'Home', exact: true }).first().click();
    await expect(nav.locator('[aria-current]')).toHaveCount(0);
  });

  test('gate pages name their terminal in the breadcrumbs; a building links each gate to its boarding area', async ({
    page,
    checkA11y,
  }) => {
    await page.goto(`/boarding-areas/${BOARDING_AREA_D}/gates`);
    await waitForList(page);
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(crumbs.getByRole('listitem')).toHaveText(['Home', 'Airport', 'Terminal 2', 'Gates in Boarding Area D']);
    await expect(crumbs.getByRole('link', { name: 'Terminal 2' })).toHaveAttribute('href', `/terminals/${TERMINAL_2}/galleries`);

    await page.goto(`/buildings/${TERMINAL_2_BUILDING}/gates`);
    await waitForList(page);
    await expect(crumbs.getByRole('listitem')).toHaveText(['Home', 'Airport', 'Terminal 2', 'Gates in Terminal 2 Building']);
    await checkA11y('building gates');
    const gateD3 = listRows(page).filter({ hasText: 'Gate D3' });
    await gateD3.getByRole('link', { name: 'In Boarding Area D' }).click();
    await expect(page).toHaveURL(new RegExp(`/boarding-areas/${BOARDING_AREA_D}/gates$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Gates in Boarding Area D');
    // Back: focus returns to the link that was followed, in its row.
    await page.goBack();
    await expect(gateD3.getByRole('link', { name: 'In Boarding Area D' })).toBeFocused();
  });

  test('exhibitions list the current ones first, then the rest by how recently they closed, with their dates', async ({
    page,
    checkA11y,
  }) => {
    // The demo data's "on display" is fixed to November 2026: so is the clock here.
    await page.clock.setFixedTime(new Date('2026-11-15T12:00:00Z'));
    // Tall enough that the whole list is rendered at once.
    await page.setViewportSize({ width: 1280, height: 4200 });
    await page.goto(`/terminals/${TERMINAL_2}/exhibitions`);
    await waitForList(page);
    await expect(page.getByRole('status').filter({ hasText: /^Showing/ })).toHaveText('Showing 22 of 22');
    const rows = await listRows(page).evaluateAll((articles) =>
      articles.map((article) => ({
        status: article.querySelector('.badge')?.textContent,
        dates: Array.from(article.querySelectorAll('.airport-row__meta > span:not(.badge)')).map((span) => span.textContent)[0],
      })),
    );
    expect(rows).toHaveLength(22);
    const statuses = rows.map((row) => row.status);
    const current = statuses.filter((status) => status === 'On display now').length;
    expect(current).toBeGreaterThan(0);
    expect(statuses).toEqual([...Array(current).fill('On display now'), ...Array(22 - current).fill('Past exhibition')]);
    // Every row shows its dates; past ones run from the most recently closed back.
    const ends = rows.map((row) => {
      expect(row.dates).toMatch(/^\w{3} \d{1,2}, \d{4} – \w{3} \d{1,2}, \d{4}$/);
      return Date.parse(`${row.dates!.split(' – ')[1]} UTC`);
    });
    const pastEnds = ends.slice(current);
    expect(pastEnds).toEqual([...pastEnds].sort((a, b) => b - a));
    await checkA11y('exhibitions in order');
  });

  test('a gallery leads on to the exhibitions shown in it', async ({ page, checkA11y }) => {
    await page.goto(`/terminals/${TERMINAL_2}/galleries`);
    await waitForList(page);
    await page.getByRole('link', { name: /^2A Boomerang Gallery/ }).click();
    await expect(page).toHaveURL(new RegExp(`/terminals/${TERMINAL_2}/exhibitions\\?gallery=${BOOMERANG_GALLERY}$`));
    await waitForList(page);
    await expect(page.getByText('Exhibitions shown in 2A Boomerang Gallery.')).toBeVisible();
    await expect(page).toHaveTitle('Exhibitions in 2A Boomerang Gallery · Hangar');
    const descriptions = await listRows(page).locator('.airport-row__excerpt').allTextContents();
    expect(descriptions.length).toBeGreaterThan(0);
    for (const description of descriptions) expect(description).toContain('in the 2A Boomerang Gallery');
    await checkA11y('exhibitions of one gallery');

    await page.getByRole('link', { name: 'Show all exhibitions' }).click();
    await expect(page).toHaveURL(new RegExp(`/terminals/${TERMINAL_2}/exhibitions$`));
    await expect(page.getByRole('status').filter({ hasText: /^Showing/ })).toHaveText('Showing 22 of 22');
  });
});

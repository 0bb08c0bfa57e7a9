import type { Page } from '@playwright/test';

/** The pages the Lighthouse and profile benches load, with what shows that each has rendered its content. */
export interface BenchPage {
  name: string;
  path: string;
  /** A list page: its first rows are the content (the goals on long tasks and LCP apply). */
  list: boolean;
  ready: (page: Page) => Promise<void>;
}

const firstRow = (page: Page) => page.locator('[role="feed"] article').first().waitFor({ timeout: 60_000 });

export const BENCH_PAGES: BenchPage[] = [
  { name: 'home', path: '/', list: false, ready: (page) => page.locator('main h1').waitFor({ timeout: 60_000 }) },
  { name: 'collection objects', path: '/collections/1729795001/objects', list: true, ready: firstRow },
  { name: 'flights', path: '/flights/2024-06-01', list: true, ready: firstRow },
  { name: 'social feed', path: '/social/sfomuseum', list: true, ready: firstRow },
  { name: 'search results', path: '/search?q=united', list: true, ready: firstRow },
  { name: 'terminal galleries', path: '/terminals/1729810002/galleries', list: true, ready: firstRow },
  {
    name: 'object (deep link)',
    path: '/objects/1880000000001',
    list: false,
    ready: (page) => page.getByRole('button', { name: 'Share' }).waitFor({ timeout: 60_000 }),
  },
];

/** The bare-libraries page (bench/baseline-app.ts): what React, the router and react-query cost on their own. */
export const BASELINE_PAGE: BenchPage = {
  name: 'bare libraries',
  path: '/',
  list: false,
  ready: (page) => page.getByText('Hangar').waitFor({ timeout: 60_000 }),
};

import { defineConfig } from 'vitest/config';

/**
 * The catalogue's mutation run (stryker/catalogue.config.mjs): its fast tests in one Node project,
 * without the server project's PostgreSQL set-up, which none of them uses. The time limit is
 * Stryker's instrumented code's: the budget suite of search-core-small.test.ts passes 40,000
 * entries several times and took more than Vitest's 5 s in the initial run.
 */
export const CATALOGUE_TESTS = [
  'server/catalogue/search-core.test.ts',
  'server/catalogue/search-core-small.test.ts',
  'server/catalogue/query.test.ts',
  'server/catalogue/text.test.ts',
  'server/catalogue/params.test.ts',
  'server/catalogue/synonyms.test.ts',
  'server/catalogue/postings.test.ts',
];

export default defineConfig({
  test: {
    globals: true,
    restoreMocks: true,
    environment: 'node',
    include: CATALOGUE_TESTS,
    testTimeout: 60_000,
  },
});

import { area } from './base.mjs';
import { CATALOGUE_TESTS } from './catalogue.vitest.config.mjs';

/**
 * The catalogue's search: the in-memory core (filters, facets, ranking, paging), the query plan,
 * text folding and words, and the request parameters. Only the catalogue's fast tests run: the
 * core's suites drive it through engines of a few lines, so no mutant waits on a harvest (the
 * engine contract checks the real engines in npm test), nor on search-core-eviction.test.ts's sets
 * of 800,000 positions.
 */
export default {
  ...area(
    'catalogue',
    ['server/catalogue/search-core.ts', 'server/catalogue/query.ts', 'server/catalogue/text.ts', 'server/catalogue/params.ts'],
    85,
  ),
  // Each run keeps its results beside the reports (git-ignored, like them): the next run tests only
  // the mutants whose code or covering tests changed. Not committed: Stryker diffs only the mutated
  // files and the test files, so a change to anything they import (engine.ts, budget.ts, the
  // fixtures' mock) would not be seen and old verdicts would stand; a fresh clone runs every mutant.
  incremental: true,
  incrementalFile: 'reports/mutation/catalogue-incremental.json',
  // Only the tests of the covering files run for a mutant (perTest is Stryker's default; said here
  // because the run is only affordable with it).
  coverageAnalysis: 'perTest',
  vitest: { configFile: 'stryker/catalogue.vitest.config.mjs' },
  // Build and test output the tests never read, and the other runs' sandboxes (Stryker leaves out
  // only its own tempDirName): with them a run copied up to 11,142 files before its first test,
  // where the tests need the 956 of the source tree.
  ignorePatterns: ['/dist', '/test-results', '/playwright-report', '/bench/results', '/coverage', '/.stryker-tmp'],
  testFiles: CATALOGUE_TESTS,
};

import { area } from './base.mjs';

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
  testFiles: [
    'server/catalogue/search-core.test.ts',
    'server/catalogue/search-core-small.test.ts',
    'server/catalogue/query.test.ts',
    'server/catalogue/text.test.ts',
    'server/catalogue/params.test.ts',
    'server/catalogue/synonyms.test.ts',
    'server/catalogue/postings.test.ts',
  ],
};

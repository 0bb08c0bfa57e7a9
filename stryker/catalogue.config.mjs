import { area } from './base.mjs';

/**
 * The catalogue's search: the in-memory core (filters, facets, ranking, paging), the query plan,
 * text folding and words, and the request parameters. Only the catalogue's fast tests run: the
 * core's own suite drives it through a scripted engine, so no mutant waits on a harvest.
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

/**
 * The current docs (README.md, docs/design.md, docs/api.md, mock/README.md) cite the repository's
 * files by path; a path that no longer exists sends a newcomer nowhere. Decision records are
 * history: they may name files that a later record removed, so they are not checked.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '..');
const CURRENT_DOCS = ['README.md', 'docs/design.md', 'docs/api.md', 'mock/README.md'];
/** A path in backticks under one of the repository's top-level folders, without wildcards or placeholders. */
const CITED = /`((?:src|server|e2e|mock|scripts|bench|docs|public|stryker|\.ci)\/[A-Za-z0-9_./-]+)`/g;

describe('the docs', () => {
  it.each(CURRENT_DOCS)('%s cites only paths that exist', (doc) => {
    const text = readFileSync(join(ROOT, doc), 'utf8');
    const cited = [...text.matchAll(CITED)].map((match) => match[1]!.replace(/\.$/, ''));
    expect(cited.length).toBeGreaterThan(0);
    expect(cited.filter((path) => !existsSync(join(ROOT, path)))).toEqual([]);
  });
});

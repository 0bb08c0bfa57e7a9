/**
 * The current docs (README.md, docs/design.md, docs/api.md, docs/benchmarks.md, mock/README.md) and every decision
 * record still in force cite the repository's files by path; a path that no longer exists sends a
 * newcomer nowhere. A superseded record is history: it may name files that a later record removed.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '..');
const CURRENT_DOCS = ['README.md', 'docs/design.md', 'docs/api.md', 'docs/benchmarks.md', 'mock/README.md'];
/** A path in backticks under one of the repository's top-level folders, without wildcards or placeholders. */
const CITED = /`((?:src|server|e2e|mock|scripts|bench|docs|public|stryker|\.ci)\/[A-Za-z0-9_./-]+)`/g;

/** Records whose Status line says they are in force (Accepted, possibly amended), not superseded. */
const RECORDS_IN_FORCE = readdirSync(join(ROOT, 'docs', 'decisions'))
  .filter((name) => /^\d{4}-.*\.md$/.test(name))
  .map((name) => `docs/decisions/${name}`)
  .filter((path) => /^Status: Accepted/m.test(readFileSync(join(ROOT, path), 'utf8')));

describe('the docs', () => {
  it('finds the decision records in force', () => expect(RECORDS_IN_FORCE.length).toBeGreaterThan(0));

  it.each([...CURRENT_DOCS, ...RECORDS_IN_FORCE])('%s cites only paths that exist', (doc) => {
    const text = readFileSync(join(ROOT, doc), 'utf8');
    const cited = [...text.matchAll(CITED)].map((match) => match[1]!.replace(/\.$/, ''));
    if (CURRENT_DOCS.includes(doc)) expect(cited.length).toBeGreaterThan(0);
    expect(cited.filter((path) => !existsSync(join(ROOT, path)))).toEqual([]);
  });
});

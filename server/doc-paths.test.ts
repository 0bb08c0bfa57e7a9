/**
 * The current docs (README.md, docs/design.md, docs/api.md, docs/benchmarks.md, mock/README.md, the
 * decisions' index and history) and every decision record in force cite the repository's files by
 * path, and link to one another; a path or a link that no longer exists sends a newcomer nowhere.
 * Superseded records are folded into docs/decisions/history.md and their files removed, so a link to
 * one is a link to nothing.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '..');
const CURRENT_DOCS = [
  'README.md',
  'docs/design.md',
  'docs/api.md',
  'docs/benchmarks.md',
  'docs/glossary.md',
  'docs/decisions/README.md',
  'docs/decisions/history.md',
  'mock/README.md',
];
/** Docs that name no file by path in backticks (their links are still checked). */
const CITES_NO_PATHS = ['docs/glossary.md', 'docs/decisions/README.md'];
/** A path in backticks under one of the repository's top-level folders, without wildcards or placeholders. */
const CITED = /`((?:src|server|e2e|mock|scripts|bench|docs|public|stryker|\.ci)\/[A-Za-z0-9_./-]+)`/g;

/** A Markdown link's target inside the repository: not a web address, not an anchor of the same page. */
const LINKED = /\]\((?!https?:|mailto:|#)([^)\s#]+)(?:#[^)\s]*)?\)/g;

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
    if (CURRENT_DOCS.includes(doc) && !CITES_NO_PATHS.includes(doc)) expect(cited.length).toBeGreaterThan(0);
    expect(cited.filter((path) => !existsSync(join(ROOT, path)))).toEqual([]);
  });

  it.each([...CURRENT_DOCS, ...RECORDS_IN_FORCE])('%s links only to files that exist', (doc) => {
    const text = readFileSync(join(ROOT, doc), 'utf8');
    const linked = [...text.matchAll(LINKED)].map((match) => match[1]!);
    expect(linked.filter((target) => !existsSync(resolve(ROOT, dirname(doc), target)))).toEqual([]);
  });

  it('leaves no superseded record in docs/decisions/ (they are folded into history.md)', () => {
    const superseded = readdirSync(join(ROOT, 'docs', 'decisions'))
      .filter((name) => /^\d{4}-.*\.md$/.test(name))
      .filter((name) => /^Status: Superseded/m.test(readFileSync(join(ROOT, 'docs', 'decisions', name), 'utf8')));
    expect(superseded).toEqual([]);
  });
});

import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const SERVER = import.meta.dirname;

/** Every module of server/ (tests and their helpers are leaves nothing imports back). */
function modules(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return modules(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** The modules of server/ a module imports: static, re-exported, type-only and dynamic (`import('./x.ts')`) alike. */
export function importsOf(path: string, source: string): string[] {
  const found = new Set<string>();
  for (const match of source.matchAll(/(?:\bfrom\s*|\bimport\s*\(\s*|^\s*import\s+)['"](\.{1,2}\/[^'"]+)['"]/gm)) {
    const target = resolve(dirname(path), match[1]!);
    if (target.startsWith(SERVER)) found.add(target);
  }
  return [...found];
}

/** The first circle found, as the modules around it (first repeated last), or null. */
export function findCycle(graph: Map<string, string[]>): string[] | null {
  const state = new Map<string, 'open' | 'done'>();
  const stack: string[] = [];
  const visit = (node: string): string[] | null => {
    if (state.get(node) === 'done') return null;
    if (state.get(node) === 'open') return [...stack.slice(stack.indexOf(node)), node];
    state.set(node, 'open');
    stack.push(node);
    for (const next of graph.get(node) ?? []) {
      const cycle = visit(next);
      if (cycle) return cycle;
    }
    stack.pop();
    state.set(node, 'done');
    return null;
  };
  for (const node of graph.keys()) {
    const cycle = visit(node);
    if (cycle) return cycle;
  }
  return null;
}

describe('server/ modules', () => {
  it('finds a circle when there is one (the check itself)', () => {
    const graph = new Map([
      ['engine', ['budget']],
      ['budget', []],
      ['sqlite', ['engine']],
    ]);
    expect(findCycle(graph)).toBeNull();
    graph.set('engine', ['budget', 'sqlite']);
    expect(findCycle(graph)).toEqual(['engine', 'sqlite', 'engine']);
  });

  it('reads static, type-only, re-exported and dynamic imports', () => {
    const path = join(SERVER, 'catalogue', 'x.ts');
    const source = [
      "import { a } from './a.ts';",
      "import type { B } from '../b.ts';",
      "export { c } from './c.ts';",
      "const d = await import('./d.ts');",
      "import './e.ts';",
      "import express from 'express';",
    ].join('\n');
    expect(importsOf(path, source).map((target) => relative(SERVER, target))).toEqual([
      'catalogue/a.ts',
      'b.ts',
      'catalogue/c.ts',
      'catalogue/d.ts',
      'catalogue/e.ts',
    ]);
  });

  it('import no module that imports them back, directly or around a circle', () => {
    const graph = new Map(modules(SERVER).map((path) => [path, importsOf(path, readFileSync(path, 'utf8'))]));
    expect(graph.size).toBeGreaterThan(40);
    expect(findCycle(graph)?.map((path) => relative(SERVER, path)) ?? null).toBeNull();
  });
});

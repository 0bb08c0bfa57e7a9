/**
 * One checkout's answers to the relevance set (bench/relevance-set.json), run by
 * bench/relevance.ts in a process of its own: `tsx bench/relevance-score.ts ROOT`. It harvests the
 * large demo with ROOT's own harvester and engine (so the code before a change is scored by its own
 * code, in the same run), asks each query's first page of 20 by relevance, and prints one JSON line:
 * each query's rank of the first meant result (0: not among the 20).
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { isMeant, type RelevanceSet, type ScoredHit } from './relevance-meant.ts';

export const RESULTS_SCORED = 20;

interface ReaderLike {
  search(params: Record<string, unknown>): Promise<{ results: ScoredHit[] }>;
  close(): Promise<void>;
}

const root = resolve(process.argv[2] ?? join(import.meta.dirname, '..'));
const from = (path: string) => import(pathToFileURL(join(root, path)).href);
const [{ sqliteEngine }, fixtures] = await Promise.all([from('server/catalogue/sqlite.ts'), from('server/catalogue/test-fixtures.ts')]);
const set = JSON.parse(readFileSync(join(import.meta.dirname, 'relevance-set.json'), 'utf8')) as RelevanceSet;

const target = fixtures.tempTarget('relevance.sqlite') as string;
const engine = sqliteEngine(target);
const started = performance.now();
await fixtures.harvestMock(engine, fixtures.mockSource({ scale: 'large' }));
const harvestS = (performance.now() - started) / 1000;
const reader = (await engine.open()) as ReaderLike;
const ranks: number[] = [];
const firsts: string[][] = [];
try {
  for (const query of set.queries) {
    const answer = await reader.search({ ...fixtures.BASE_SEARCH, q: query.q, perPage: RESULTS_SCORED });
    const index = answer.results.findIndex((hit) => isMeant(hit, query.meant));
    ranks.push(index + 1);
    firsts.push(answer.results.slice(0, 3).map((hit) => `${hit.kind}: ${hit.name}`));
  }
} finally {
  await reader.close();
}
console.log(JSON.stringify({ root, harvestS, ranks, firsts }));

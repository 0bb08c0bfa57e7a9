/**
 * `npm run bench -- relevance` (issue #49): the relevance set (bench/relevance-set.json, at least
 * 40 queries of the large demo with the result a visitor means, written by reading the data)
 * scored on the first 20 results of each: mean reciprocal rank and how many have the meant result
 * first. BENCH_RELEVANCE_BASELINE=DIR scores another checkout (the code before) with its own
 * harvester and engine in the same run, printed beside; each query's rank is listed where the two
 * differ, and the queries whose meant result is still not first.
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { scoreRanks, type RelevanceSet } from './relevance-meant.ts';

const ROOT = resolve(import.meta.dirname, '..');

interface Scored {
  root: string;
  harvestS: number;
  ranks: number[];
  firsts: string[][];
}

function score(root: string): Promise<Scored> {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', join(ROOT, 'bench', 'relevance-score.ts'), root], {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (out += chunk));
    child.on('error', reject);
    child.on('exit', (code) => {
      const line = out.trim().split('\n').at(-1) ?? '';
      if (code !== 0 || !line.startsWith('{')) reject(new Error(`scoring ${root} failed (exit ${code}): ${out.slice(-500)}`));
      else resolvePromise(JSON.parse(line) as Scored);
    });
  });
}

const rank = (value: number | undefined) => (value === undefined ? '' : value === 0 ? '-' : String(value));

export async function benchRelevance(): Promise<{ missed: string[] }> {
  const set = JSON.parse(readFileSync(join(ROOT, 'bench', 'relevance-set.json'), 'utf8')) as RelevanceSet;
  const baselineRoot = process.env.BENCH_RELEVANCE_BASELINE;
  console.log(`\nRelevance: ${set.queries.length} queries of the large demo, first 20 results by relevance`);
  const baseline = baselineRoot ? await score(resolve(baselineRoot)) : null;
  const now = await score(ROOT);
  const summary = (label: string, scored: Scored) => {
    const { mrr, first, found } = scoreRanks(scored.ranks);
    console.log(
      `  ${label.padEnd(34)} MRR ${mrr.toFixed(3)}   meant result first ${String(first).padStart(2)}/${scored.ranks.length}   among 20 ${String(found).padStart(2)}/${scored.ranks.length}   (harvest ${scored.harvestS.toFixed(0)} s)`,
    );
  };
  if (baseline) summary(`before (${baselineRoot})`, baseline);
  summary('this checkout', now);
  console.log(`\n  ${'query'.padEnd(28)} ${baseline ? 'before'.padStart(6) : ''} ${'now'.padStart(4)}   first results now`);
  set.queries.forEach((query, index) => {
    const before = baseline?.ranks[index];
    const after = now.ranks[index]!;
    if (after === 1 && (before === undefined || before === 1)) return;
    console.log(
      `  ${query.q.padEnd(28)} ${baseline ? rank(before).padStart(6) : ''} ${rank(after).padStart(4)}   ${now.firsts[index]!.join(' | ').slice(0, 110)}`,
    );
  });
  const missed: string[] = [];
  if (baseline && scoreRanks(now.ranks).mrr < scoreRanks(baseline.ranks).mrr)
    missed.push(`relevance MRR ${scoreRanks(now.ranks).mrr.toFixed(3)} < before ${scoreRanks(baseline.ranks).mrr.toFixed(3)}`);
  return { missed };
}

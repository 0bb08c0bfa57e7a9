/**
 * Lighthouse (mobile preset) for the main pages against `npm start`'s
 * server. Lighthouse is fetched on demand with npx, not installed by `npm ci`:
 * its dependency tree pulls `third-party-web@latest`, which breaks lockfile
 * installs when that package moves (docs/design.md section 9).
 */
import { spawn, spawnSync } from 'node:child_process';
import { join, resolve } from 'node:path';
import { chromiumExecutable } from '../e2e/chromium.ts';

const ROOT = resolve(import.meta.dirname, '..');
const PORT = 4391;
const BASE = `http://127.0.0.1:${PORT}`;
const LIGHTHOUSE = 'lighthouse@12.8.2';
const PAGES: Array<[string, string]> = [
  ['home', '/'],
  ['collection objects', '/collections/1729795001/objects'],
  ['flights', '/flights/2024-06-01'],
  ['social feed', '/social/sfomuseum'],
  ['object (deep link)', '/objects/1880000000001'],
];
export const GOALS = { performance: 98, accessibility: 100, 'best-practices': 100, seo: 90 } as const;
type Category = keyof typeof GOALS;

export interface LighthouseRow {
  page: string;
  scores: Record<Category, number>;
  /** Every run's performance score, e.g. "96/97/95". */
  performanceRuns: string;
  /** Median simulated metrics, the figures behind the performance score. */
  metrics: Record<Metric, number>;
}

// The metrics the performance score is made of (Lighthouse 12 weights: TBT 30, LCP 25, CLS 25, FCP 10, SI 10).
const METRICS = {
  fcp: 'first-contentful-paint',
  lcp: 'largest-contentful-paint',
  si: 'speed-index',
  tbt: 'total-blocking-time',
  cls: 'cumulative-layout-shift',
} as const;
type Metric = keyof typeof METRICS;
interface RunResult {
  scores: Record<Category, number>;
  metrics: Record<Metric, number>;
}

const RUNS = 3;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

function runLighthouse(url: string, chrome: string | undefined): RunResult {
  const run = spawnSync(
    'npx',
    [
      '--yes',
      LIGHTHOUSE,
      url,
      '--output=json',
      '--output-path=stdout',
      '--quiet',
      '--only-categories=performance,accessibility,best-practices,seo',
      ...(chrome ? [`--chrome-path=${chrome}`] : []),
      '--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-quic --no-first-run --disable-background-networking --disable-component-update --disable-sync',
    ],
    { cwd: ROOT, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024, timeout: 180_000 },
  );
  if (run.status !== 0) throw new Error(`Lighthouse failed on ${url}: ${run.stderr.slice(-500)}`);
  const report = JSON.parse(run.stdout) as {
    categories: Record<Category, { score: number }>;
    audits: Record<string, { numericValue?: number }>;
  };
  const scores = Object.fromEntries(
    (Object.keys(GOALS) as Category[]).map((category) => [category, Math.round((report.categories[category]?.score ?? 0) * 100)]),
  ) as Record<Category, number>;
  const metrics = Object.fromEntries(
    (Object.keys(METRICS) as Metric[]).map((metric) => [metric, report.audits[METRICS[metric]]?.numericValue ?? Number.NaN]),
  ) as Record<Metric, number>;
  return { scores, metrics };
}

async function waitFor(url: string): Promise<void> {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not yet
    }
    await new Promise((done) => setTimeout(done, 100));
  }
  throw new Error(`${url} did not come up`);
}

export async function benchLighthouse(): Promise<{ rows: LighthouseRow[]; missed: string[] }> {
  const chrome = chromiumExecutable();
  const server = spawn(
    process.execPath,
    ['--import', 'tsx', join(ROOT, 'mock', 'server.ts'), '--static', join(ROOT, 'dist'), '--port', String(PORT)],
    {
      cwd: ROOT,
      stdio: 'ignore',
    },
  );
  const rows: LighthouseRow[] = [];
  const missed: string[] = [];
  try {
    await waitFor(`${BASE}/config.json`);
    for (const [name, path] of PAGES) {
      // Simulated throttling still reads this machine's CPU timings, so one run wobbles by a few
      // points; Lighthouse's own advice is to report the median of several runs.
      const runs = Array.from({ length: RUNS }, () => runLighthouse(`${BASE}${path}`, chrome));
      const scores = Object.fromEntries(
        (Object.keys(GOALS) as Category[]).map((category) => [category, median(runs.map((run) => run.scores[category]))]),
      ) as Record<Category, number>;
      const metrics = Object.fromEntries(
        (Object.keys(METRICS) as Metric[]).map((metric) => [metric, median(runs.map((run) => run.metrics[metric]))]),
      ) as Record<Metric, number>;
      const spread = runs.map((run) => run.scores.performance).join('/');
      rows.push({ page: name, scores, performanceRuns: spread, metrics });
      for (const category of Object.keys(GOALS) as Category[]) {
        if (scores[category] < GOALS[category])
          missed.push(`Lighthouse ${category} ${scores[category]} < ${GOALS[category]} on ${name} (median of ${RUNS})`);
      }
    }
  } finally {
    server.kill();
  }
  console.log(`\nLighthouse (mobile preset, median of ${RUNS} runs)`);
  console.log(`  ${'page'.padEnd(22)} perf  a11y  best  seo   perf runs   FCP ms  LCP ms   SI ms  TBT ms    CLS`);
  for (const { page, scores, performanceRuns, metrics } of rows) {
    const ms = (value: number) => String(Math.round(value)).padStart(7);
    console.log(
      `  ${page.padEnd(22)} ${String(scores.performance).padStart(4)}  ${String(scores.accessibility).padStart(4)}  ${String(scores['best-practices']).padStart(4)}  ${String(scores.seo).padStart(3)}   ${performanceRuns.padEnd(9)} ${ms(metrics.fcp)} ${ms(metrics.lcp)} ${ms(metrics.si)} ${ms(metrics.tbt)} ${metrics.cls.toFixed(3).padStart(6)}`,
    );
  }
  return { rows, missed };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { missed } = await benchLighthouse();
  if (missed.length) console.log(`\nGoals missed:\n  ${missed.join('\n  ')}`);
  process.exitCode = missed.length ? 1 : 0;
}

/**
 * Where the main thread's blocking time goes on a cold load: Chromium loads
 * each bench page (bench/pages.ts) in a fresh context at 412x823 with the CPU
 * throttled 4x through the DevTools protocol, records a trace with the V8
 * sampling profiler, and prints
 * - the long tasks (> 50 ms) of the load and the blocking time after the
 *   first contentful paint (what Lighthouse's TBT adds up), beside the
 *   bare-libraries page (bench/baseline-app.ts) measured in the same run;
 * - the functions that blocking time is spent in, mapped through source maps
 *   to the original file and line (the app is rebuilt for this with hidden
 *   source maps; the code is the production build's), with layout, style,
 *   paint, compilation and garbage collection named as such.
 * Goal (issue #20): at most one long task during the load of a list page.
 *
 * PROFILE_RENDERED=1 loads the pages as the server renders them (`npm start`'s server, the client
 * built with hidden source maps into dist/client), which is what visitors and Lighthouse load; by
 * default the client build is served as plain files, pages rendered in the browser (a static host).
 * PROFILE_PAGES=search,object profiles only the pages whose names contain one of those words.
 * PROFILE_BASELINE=DIR profiles another checkout's build (its dist/, `npm run build` there) beside
 * this one in the same run, rendered by its own server, load by load in turn; its functions are
 * named by their minified names (it has no source maps).
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { SourceMap } from 'node:module';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { build } from 'vite';
import { buildBaselineApp } from './baseline-app.ts';
import { launchChromium, startBenchServer } from './browser.ts';
import { BASELINE_PAGE, BENCH_PAGES, type BenchPage } from './pages.ts';
import { startCheckoutServer } from './lighthouse-baseline.ts';
import { BENCH_PORTS } from './ports.ts';

const ROOT = resolve(import.meta.dirname, '..');
const CPU_SLOWDOWN = 4;
const RUNS = Number(process.env.PROFILE_RUNS ?? 3);
/** How long the page is left to settle after its content shows (the list's measure pass, late effects). */
const SETTLE_MS = 1500;
const LONG_TASK_MS = 50;
export const LIST_LONG_TASK_GOAL = 1;
const RENDERED = process.env.PROFILE_RENDERED === '1';
const BASELINE_DIR = process.env.PROFILE_BASELINE;
const PAGE_FILTER = (process.env.PROFILE_PAGES ?? '').split(',').filter(Boolean);
const chosen = (page: BenchPage) => PAGE_FILTER.length === 0 || PAGE_FILTER.some((word) => page.name.includes(word));

const CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8',
  'v8.execute',
  'disabled-by-default-v8.compile',
  'disabled-by-default-v8.cpu_profiler',
  'blink.user_timing',
  'loading',
  'toplevel',
];

interface CallFrame {
  functionName: string;
  url: string;
  lineNumber: number;
  columnNumber: number;
}
interface ProfileNode {
  id: number;
  callFrame: CallFrame;
  parent?: number;
}
interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  id?: string;
  args?: {
    name?: string;
    data?: {
      startTime?: number;
      cpuProfile?: { nodes?: ProfileNode[]; samples?: number[] };
      timeDeltas?: number[];
      isLoadingMainFrame?: boolean;
      documentLoaderURL?: string;
      url?: string;
    };
  };
}

interface Task {
  start: number;
  duration: number;
}

export interface PageProfile {
  page: string;
  list: boolean;
  longTasks: number;
  /** Sum over tasks after first contentful paint of the time past 50 ms (4x CPU). */
  blockingMs: number;
  fcpMs: number;
  lcpMs: number;
  /** Blocking time attributed to each function or kind of native work, summed over the runs. */
  contributors: Map<string, number>;
  files: Map<string, number>;
  /** The long tasks of the first run, e.g. "262 ms at 410 ms". */
  taskList: string[];
}

/** Native work, named by the innermost trace event a sample falls in. */
function nativeLabel(name: string): string | null {
  if (name === 'Layout') return 'layout';
  if (name === 'UpdateLayoutTree' || name === 'RecalculateStyles') return 'style recalculation';
  if (['Paint', 'PrePaint', 'Layerize', 'Commit', 'UpdateLayer', 'CompositeLayers'].includes(name)) return 'paint';
  if (name === 'ParseHTML') return 'HTML parsing';
  if (name === 'ParseAuthorStyleSheet') return 'CSS parsing';
  if (name.startsWith('v8.compile') || name === 'V8.CompileCode' || name === 'v8.parseOnBackground') return 'compilation';
  if (name === 'MinorGC' || name === 'MajorGC' || name === 'V8.GC_SCAVENGER' || name.startsWith('V8.GC')) return 'garbage collection';
  return null;
}

class SourceMaps {
  private maps = new Map<string, SourceMap | null>();
  constructor(private outDir: string) {}

  async load(url: string): Promise<void> {
    if (this.maps.has(url)) return;
    this.maps.set(url, null);
    const { pathname } = new URL(url);
    if (!pathname.endsWith('.js')) return;
    try {
      this.maps.set(url, new SourceMap(JSON.parse(await readFile(join(this.outDir, `${pathname}.map`), 'utf8'))));
    } catch {
      // Not ours (or no map): shown by its URL.
    }
  }

  /** "name (file:line)" in the original sources, else the minified name and URL. */
  describe(frame: CallFrame): { label: string; file: string } {
    const map = this.maps.get(frame.url);
    const entry = map?.findEntry(frame.lineNumber, frame.columnNumber);
    const minified = frame.functionName || '(top level)';
    if (!entry || !('originalSource' in entry) || !entry.originalSource) {
      const file = frame.url ? new URL(frame.url).pathname : '(native)';
      return { label: `${minified} (${file}:${frame.lineNumber + 1})`, file };
    }
    const file = entry.originalSource.replace(/^(\.\.\/)+/, '').replace(/^.*node_modules\//, '');
    // Node's typings (20.x) omit the mapping's original name, which Node fills in.
    const original = (entry as { name?: string }).name;
    const name = frame.functionName === '' ? '(module top level)' : (original ?? minified);
    return { label: `${name} (${file}:${entry.originalLine + 1})`, file };
  }
}

/** Chromium now and then leaves the navigation's start out of a trace: that load is measured again. */
class NoNavigationError extends Error {}
const TRACE_ATTEMPTS = 3;

function parseTrace(buffer: Buffer, origin: string) {
  const events = (JSON.parse(buffer.toString('utf8')) as { traceEvents: TraceEvent[] }).traceEvents;
  const navigation = events
    .filter((event) => event.name === 'navigationStart' && event.args?.data?.documentLoaderURL?.startsWith(origin))
    .sort((a, b) => a.ts - b.ts)[0];
  if (!navigation) throw new NoNavigationError(`No navigation to ${origin} in the trace.`);
  const main = { pid: navigation.pid, tid: navigation.tid };
  const onMain = (event: TraceEvent) => event.pid === main.pid && event.tid === main.tid;
  const tasks: Task[] = [];
  let taskEnd = -Infinity;
  for (const event of events
    .filter((candidate) => candidate.name === 'RunTask' && candidate.ph === 'X' && onMain(candidate))
    .sort((a, b) => a.ts - b.ts)) {
    if (event.ts < navigation.ts || event.ts < taskEnd) continue; // before the navigation, or nested
    tasks.push({ start: event.ts, duration: event.dur ?? 0 });
    taskEnd = event.ts + (event.dur ?? 0);
  }
  const paint = (name: string) =>
    events
      .filter((event) => event.name === name && event.pid === main.pid && event.ts >= navigation.ts)
      .reduce((latest, event) => Math.max(latest, event.ts), -Infinity);
  const fcp =
    events.find((event) => event.name === 'firstContentfulPaint' && event.pid === main.pid && event.ts >= navigation.ts)?.ts ??
    navigation.ts;
  const lcp = paint('largestContentfulPaint::Candidate');
  const natives = events
    .filter((event) => event.ph === 'X' && onMain(event) && nativeLabel(event.name) !== null)
    .map((event) => ({ start: event.ts, end: event.ts + (event.dur ?? 0), label: nativeLabel(event.name)! }));

  // The sampling profile of the main thread: nodes and samples come in chunks after a Profile event.
  const profileIds = new Set(events.filter((event) => event.name === 'Profile' && event.pid === main.pid).map((event) => event.id));
  const nodes = new Map<number, ProfileNode>();
  const samples: Array<{ time: number; node: number }> = [];
  let time =
    events.find((event) => event.name === 'Profile' && profileIds.has(event.id) && event.pid === main.pid)?.args?.data?.startTime ?? 0;
  for (const chunk of events.filter((event) => event.name === 'ProfileChunk' && profileIds.has(event.id) && event.pid === main.pid)) {
    const data = chunk.args?.data;
    for (const node of data?.cpuProfile?.nodes ?? []) nodes.set(node.id, node);
    const ids = data?.cpuProfile?.samples ?? [];
    const deltas = data?.timeDeltas ?? [];
    ids.forEach((node, index) => {
      time += deltas[index] ?? 0;
      samples.push({ time, node });
    });
  }
  samples.sort((a, b) => a.time - b.time);
  return { navigation: navigation.ts, tasks, fcp, lcp, natives, nodes, samples };
}

async function profileOnce(origin: string, page: BenchPage, maps: SourceMaps, into: PageProfile, first: boolean) {
  const browser = await launchChromium();
  try {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75 });
    const tab = await context.newPage();
    const cdp = await context.newCDPSession(tab);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await browser.startTracing(tab, { categories: CATEGORIES });
    // Waiting for the content with a locator would poll in the page and show in its profile: the
    // network going quiet is watched from outside, and the content is checked once tracing stops.
    await tab.goto(`${origin}${page.path}`, { waitUntil: 'networkidle', timeout: 120_000 });
    await tab.waitForTimeout(SETTLE_MS);
    const trace = parseTrace(await browser.stopTracing(), origin);
    await page.ready(tab);
    await context.close();

    const ms = (microseconds: number) => microseconds / 1000;
    const long = trace.tasks.filter((task) => ms(task.duration) > LONG_TASK_MS);
    into.longTasks += long.length / RUNS;
    into.fcpMs += ms(trace.fcp - trace.navigation) / RUNS;
    into.lcpMs += ms(trace.lcp - trace.navigation) / RUNS;
    for (const task of trace.tasks) {
      const after = Math.min(task.duration, task.start + task.duration - trace.fcp);
      if (after > 0) into.blockingMs += Math.max(0, ms(after) - LONG_TASK_MS) / RUNS;
    }
    if (first)
      into.taskList = long.map((task) => `${Math.round(ms(task.duration))} ms at ${Math.round(ms(task.start - trace.navigation))} ms`);

    // Each sample inside a long task carries its share of that task's blocking time.
    for (const url of new Set([...trace.nodes.values()].map((node) => node.callFrame.url).filter(Boolean))) await maps.load(url);
    for (const task of long) {
      const share = (ms(task.duration) - LONG_TASK_MS) / ms(task.duration);
      const end = task.start + task.duration;
      const inside = trace.samples.filter((sample) => sample.time >= task.start && sample.time < end);
      inside.forEach((sample, index) => {
        const next = inside[index + 1]?.time ?? end;
        const weight = (ms(next - sample.time) * share) / RUNS;
        const native = trace.natives
          .filter((event) => event.start <= sample.time && sample.time < event.end)
          .sort((a, b) => b.start - a.start)[0];
        const frame = trace.nodes.get(sample.node)?.callFrame;
        let label: string;
        let file: string;
        if (frame?.functionName === '(garbage collector)') [label, file] = ['garbage collection', '(native)'];
        else if (native) [label, file] = [native.label, '(native)'];
        else if (!frame || frame.functionName === '(program)' || frame.functionName === '(root)' || frame.functionName === '(idle)')
          [label, file] = ['other native work', '(native)'];
        else ({ label, file } = maps.describe(frame));
        into.contributors.set(label, (into.contributors.get(label) ?? 0) + weight);
        into.files.set(file, (into.files.get(file) ?? 0) + weight);
      });
    }
  } finally {
    await browser.close();
  }
}

function emptyProfile(page: BenchPage, name = page.name): PageProfile {
  return {
    page: name,
    list: page.list,
    longTasks: 0,
    blockingMs: 0,
    fcpMs: 0,
    lcpMs: 0,
    contributors: new Map(),
    files: new Map(),
    taskList: [],
  };
}

async function profileRun(origin: string, page: BenchPage, maps: SourceMaps, into: PageProfile, first: boolean): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      await profileOnce(origin, page, maps, into, first);
      return;
    } catch (error) {
      if (!(error instanceof NoNavigationError) || attempt >= TRACE_ATTEMPTS) throw error;
      console.warn(`  ${page.name}: ${error.message} Loading it again (attempt ${attempt + 1}).`);
    }
  }
}

function top(map: Map<string, number>, count: number): Array<[string, number]> {
  return [...map.entries()].sort((a, b) => b[1] - a[1]).slice(0, count);
}

export async function benchProfile(): Promise<PageProfile[]> {
  const baseline = await buildBaselineApp({ sourcemap: true });
  // The production build, with source maps beside it (not referenced from the code) to name
  // functions: into dist/client when the server renders the pages (it reads that build's manifest).
  const outDir = RENDERED ? join(ROOT, 'dist', 'client') : await mkdtemp(join(tmpdir(), 'hangar-profile-'));
  await build({ root: ROOT, logLevel: 'silent', build: { outDir, emptyOutDir: true, sourcemap: 'hidden' } });
  const app = await startBenchServer(BENCH_PORTS.profile, [], RENDERED ? undefined : outDir);
  const bare = await startBenchServer(BENCH_PORTS.baseline, [], baseline.outDir);
  const other = BASELINE_DIR ? await startCheckoutServer(BASELINE_DIR) : null;
  const profiles: PageProfile[] = [];
  try {
    const bareProfile = emptyProfile(BASELINE_PAGE);
    const bareMaps = new SourceMaps(baseline.outDir);
    for (let run = 0; run < RUNS; run += 1) await profileRun(bare.base, BASELINE_PAGE, bareMaps, bareProfile, run === 0);
    profiles.push(bareProfile);
    const maps = new SourceMaps(outDir);
    const otherMaps = new SourceMaps(join(resolve(BASELINE_DIR ?? ROOT), 'dist', 'client'));
    for (const page of BENCH_PAGES.filter(chosen)) {
      const mine = emptyProfile(page);
      const theirs = other && emptyProfile(page, `${page.name} @${other.label}`);
      // Load by load in turn, so a change in the machine's load falls on both builds alike.
      for (let run = 0; run < RUNS; run += 1) {
        await profileRun(app.base, page, maps, mine, run === 0);
        if (other && theirs) await profileRun(other.base, page, otherMaps, theirs, run === 0);
      }
      profiles.push(mine, ...(theirs ? [theirs] : []));
    }
  } finally {
    app.stop();
    bare.stop();
    other?.stop();
    if (!RENDERED) await rm(outDir, { recursive: true, force: true });
    await baseline.remove();
  }

  const round = (value: number) => String(Math.round(value)).padStart(6);
  console.log(
    `\nCold-load profile (${CPU_SLOWDOWN}x CPU, 412x823, local network, mean of ${RUNS} runs, ${RENDERED ? 'pages rendered by the server' : 'pages rendered in the browser'})`,
  );
  console.log(`  ${'page'.padEnd(22)} long tasks  blocking after FCP ms  FCP ms  LCP ms`);
  for (const profile of profiles) {
    console.log(
      `  ${profile.page.padEnd(22)} ${profile.longTasks.toFixed(1).padStart(10)}  ${round(profile.blockingMs).padStart(21)}  ${round(profile.fcpMs)}  ${round(profile.lcpMs)}`,
    );
  }
  for (const profile of profiles) {
    const total = [...profile.contributors.values()].reduce((sum, value) => sum + value, 0);
    console.log(`\n  ${profile.page}: long tasks (first run) ${profile.taskList.join(', ') || 'none'}`);
    if (total === 0) continue;
    console.log(`    blocking time in long tasks by function (${Math.round(total)} ms):`);
    for (const [label, value] of top(profile.contributors, 12)) {
      console.log(`    ${round(value)} ms ${((value / total) * 100).toFixed(0).padStart(3)} %  ${label}`);
    }
    console.log('    by file:');
    for (const [file, value] of top(profile.files, 6)) {
      console.log(`    ${round(value)} ms ${((value / total) * 100).toFixed(0).padStart(3)} %  ${file}`);
    }
  }
  return profiles;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const profiles = await benchProfile();
  process.exitCode = profiles.some((profile) => profile.list && profile.longTasks > LIST_LONG_TASK_GOAL) ? 1 : 0;
}

/**
 * Initial JS (gzip) of every route, beside a bare app that imports the
 * libraries (react, react-dom, react-router, react-query, react-virtual) and
 * renders an empty router, built in the same run with the same Vite: the
 * baseline issue #8 measured as 101.4 kB. Goal: the home route within 1.10x
 * of it (docs/decisions/0006-initial-js-budget.md); every route's ratio is
 * printed.
 */
import { readFile } from 'node:fs/promises';
import { gzipSync } from 'node:zlib';
import { join, resolve } from 'node:path';
import { build } from 'vite';
import { CHUNK_GROUPS } from '../vite.config.ts';
import { buildBaselineApp } from './baseline-app.ts';

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

const ROOT = resolve(import.meta.dirname, '..');

async function gzipSize(file: string): Promise<number> {
  return gzipSync(await readFile(file), { level: 9 }).length;
}

/** A chunk plus everything it imports statically: what loads before it runs. */
function closure(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const dependency of manifest[key]?.imports ?? []) closure(manifest, dependency, seen);
  return seen;
}

async function sizeOf(manifest: Manifest, keys: Set<string>, outDir: string): Promise<number> {
  let total = 0;
  for (const key of keys) {
    const file = manifest[key]?.file;
    if (file?.endsWith('.js')) total += await gzipSize(join(outDir, file));
  }
  return total;
}

async function baselineSize(): Promise<number> {
  const app = await buildBaselineApp();
  try {
    const manifest = JSON.parse(await readFile(join(app.outDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
    const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry)!;
    return await sizeOf(manifest, closure(manifest, entry), app.outDir);
  } finally {
    await app.remove();
  }
}

export interface RouteSize {
  route: string;
  gzipBytes: number;
}

export const HOME_ROUTE = 'app/routes/home.tsx';
export const RATIO_GOAL = 1.1;

export async function benchBundle(): Promise<{ baseline: number; routes: RouteSize[]; homeRatio: number }> {
  await build({ root: ROOT, logLevel: 'silent' });
  const outDir = join(ROOT, 'dist');
  const manifest = JSON.parse(await readFile(join(outDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entryKey) throw new Error('No entry chunk in the manifest.');
  // A chunk group is chosen by file name (vite.config.ts); one that matches nothing has silently
  // stopped doing its job (a rename, a typo), so the bench refuses to measure the result.
  const files = Object.values(manifest).map((chunk) => chunk.file);
  const empty = CHUNK_GROUPS.filter((group) => !files.some((file) => file.startsWith(`assets/${group.name}-`)));
  if (empty.length > 0) throw new Error(`Chunk groups that match no module: ${empty.map((group) => group.name).join(', ')}.`);
  const entry = closure(manifest, entryKey);
  const routes: RouteSize[] = [{ route: '(shell only)', gzipBytes: await sizeOf(manifest, entry, outDir) }];
  for (const key of Object.keys(manifest)) {
    if (!/\/routes\/[^/]+\.tsx$/.test(key)) continue;
    const keys = closure(manifest, key, new Set(entry));
    routes.push({ route: key.replace(/^src\//, ''), gzipBytes: await sizeOf(manifest, keys, outDir) });
  }
  const baseline = await baselineSize();
  const home = routes.find((route) => route.route === HOME_ROUTE);
  if (!home) throw new Error(`No ${HOME_ROUTE} in the manifest.`);
  const homeRatio = home.gzipBytes / baseline;
  console.log(`\nInitial JS per route (gzip), baseline bare libraries = ${(baseline / 1024).toFixed(1)} kB`);
  for (const route of routes) {
    console.log(
      `  ${route.route.padEnd(58)} ${(route.gzipBytes / 1024).toFixed(1).padStart(7)} kB  ratio ${(route.gzipBytes / baseline).toFixed(3)}`,
    );
  }
  console.log(`  home route ratio ${homeRatio.toFixed(3)} (goal <= ${RATIO_GOAL.toFixed(2)})`);
  return { baseline, routes, homeRatio };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { homeRatio } = await benchBundle();
  process.exitCode = homeRatio <= RATIO_GOAL ? 0 : 1;
}

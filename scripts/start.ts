/**
 * `npm start`: build the app (client and server) if the build is missing or
 * older than the sources, then run Hangar's server with the mock API and its
 * demo data on one port, in this process (stopping it stops the server: no
 * child is left holding the port). Every flag other than --no-build goes to
 * the server (`--port`, `--host`, `--quiet` and the mock's: `npm run mock -- --help`).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type * as DemoSource from '../server/demo.ts';

/** dist/server/demo.js is server/demo.ts built (with the app's renderer and catalogs). */
type DemoModule = typeof DemoSource;

const ROOT = resolve(import.meta.dirname, '..');
const BUILT = [join(ROOT, 'dist', 'client', 'index.html'), join(ROOT, 'dist', 'server', 'demo.js')];
const SOURCES = ['src', 'public', 'server', 'mock', 'index.html', 'vite.config.ts', 'package.json'];

function newestMtime(path: string): number {
  const stats = statSync(path);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return readdirSync(path).reduce((newest, name) => Math.max(newest, newestMtime(join(path, name))), stats.mtimeMs);
}

function buildIsStale(): boolean {
  if (!BUILT.every((file) => existsSync(file))) return true;
  const built = Math.min(...BUILT.map((file) => statSync(file).mtimeMs));
  return SOURCES.some((source) => existsSync(join(ROOT, source)) && newestMtime(join(ROOT, source)) > built);
}

const args = process.argv.slice(2);
if (!args.includes('--no-build') && buildIsStale()) {
  console.log('Building Hangar (dist/ is missing or older than the sources)…');
  const vite = join(ROOT, 'node_modules', 'vite', 'bin', 'vite.js');
  for (const step of [['build'], ['build', '--ssr']]) {
    const build = spawnSync(process.execPath, [vite, ...step], { cwd: ROOT, stdio: 'inherit' });
    if (build.status !== 0) process.exit(build.status ?? 1);
  }
}
if (!BUILT.every((file) => existsSync(file))) {
  console.error('The build is missing (dist/client, dist/server): run `npm run build` first.');
  process.exit(1);
}

const demo = (await import(pathToFileURL(BUILT[1]!).href)) as DemoModule;
await demo.main(args.filter((arg) => arg !== '--no-build'));

/**
 * `npm start`: build the app if the build is missing or older than the
 * sources, then serve it with the mock API and its demo data on one port.
 * Every flag other than --no-build goes to the mock server (`npm run mock -- --help`).
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '..');
const DIST_INDEX = join(ROOT, 'dist', 'index.html');
const SOURCES = ['src', 'public', 'index.html', 'vite.config.ts', 'package.json'];

function newestMtime(path: string): number {
  const stats = statSync(path);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return readdirSync(path).reduce((newest, name) => Math.max(newest, newestMtime(join(path, name))), stats.mtimeMs);
}

function buildIsStale(): boolean {
  if (!existsSync(DIST_INDEX)) return true;
  const built = statSync(DIST_INDEX).mtimeMs;
  return SOURCES.some((source) => existsSync(join(ROOT, source)) && newestMtime(join(ROOT, source)) > built);
}

const args = process.argv.slice(2);
const skipBuild = args.includes('--no-build');
const serverArgs = args.filter((arg) => arg !== '--no-build');
if (!serverArgs.includes('--port')) serverArgs.push('--port', process.env.PORT ?? '4173');

if (!skipBuild && buildIsStale()) {
  console.log('Building Hangar (dist/ is missing or older than the sources)…');
  const build = spawnSync(process.execPath, [join(ROOT, 'node_modules', 'vite', 'bin', 'vite.js'), 'build'], {
    cwd: ROOT,
    stdio: 'inherit',
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
if (!existsSync(DIST_INDEX)) {
  console.error('dist/index.html is missing: run `npm run build` first.');
  process.exit(1);
}

const server = spawn(
  process.execPath,
  ['--import', 'tsx', join(ROOT, 'mock', 'server.ts'), '--static', join(ROOT, 'dist'), ...serverArgs],
  {
    cwd: ROOT,
    stdio: 'inherit',
  },
);
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));

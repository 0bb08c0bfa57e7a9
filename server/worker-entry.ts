/**
 * Starting a worker thread from the sources (tsx, Vitest) and from the build alike. In the build each
 * thread's entry is its own file in dist/server (vite.config.ts's SERVER_BUILD inputs), while the
 * code starting it may sit in dist/server/chunks; from the sources it is the .ts file beside this
 * one's caller, loaded through tsx (Node 20 runs no TypeScript of its own).
 */
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker, type WorkerOptions } from 'node:worker_threads';

/** True under tsx or Vitest, false in the build (dist/server). */
export function runningFromSources(): boolean {
  return import.meta.url.endsWith('.ts');
}

/**
 * `sourcePath`: the entry's source, relative to the repository's server/ folder
 * (`catalogue/search-worker.ts`); `buildName`: its name in the build (`search-worker`).
 */
export function startWorker(sourcePath: string, buildName: string, options: WorkerOptions = {}): Worker {
  const here = import.meta.url;
  if (runningFromSources()) {
    const source = new URL(`./${sourcePath}`, here);
    // A worker's `--import tsx` is not applied to its own entry on Node 20: the thread registers tsx's hooks first.
    // tsx's ESM API, by path: an eval'd thread resolves bare names from the working directory.
    const tsx = pathToFileURL(join(dirname(createRequire(here).resolve('tsx/esm/api')), 'index.mjs')).href;
    const boot = `import(${JSON.stringify(tsx)}).then((api) => { api.register(); return import(${JSON.stringify(source.href)}); })`;
    return new Worker(boot, { ...options, eval: true });
  }
  for (const candidate of [`./${buildName}.js`, `../${buildName}.js`]) {
    const built = new URL(candidate, here);
    if (existsSync(fileURLToPath(built))) return new Worker(built, options);
  }
  throw new Error(`The build has no ${buildName}.js beside ${fileURLToPath(here)}: run \`npm run build\`.`);
}

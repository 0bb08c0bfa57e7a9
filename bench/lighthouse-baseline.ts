/**
 * Another checkout's build served beside this one (the Lighthouse and profile benches'
 * LIGHTHOUSE_BASELINE / PROFILE_BASELINE=DIR): its own `npm start` server (DIR/dist/server/demo.js
 * with DIR/dist/client), so the code before a change is measured in the same run, on the same
 * machine load, as the change. Build it there first (`git worktree add /tmp/base <commit>`, link
 * node_modules, `npm run build`).
 */
import { execFileSync, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { BenchServer } from './browser.ts';
import { BENCH_PORTS } from './ports.ts';

/** The cold-links bench's port: it never runs while a Lighthouse or profile run is under way in the same `npm run bench`. */
const PORT = BENCH_PORTS.coldLinks;

export async function startCheckoutServer(dir: string): Promise<BenchServer & { label: string }> {
  const root = resolve(dir);
  const entry = join(root, 'dist', 'server', 'demo.js');
  if (!existsSync(entry)) throw new Error(`${entry} is missing: run npm run build in ${root} first.`);
  const server = spawn(process.execPath, [entry, '--port', String(PORT), '--host', '127.0.0.1', '--quiet'], {
    cwd: root,
    stdio: 'ignore',
  });
  const base = `http://127.0.0.1:${PORT}`;
  for (let attempt = 0; ; attempt += 1) {
    if (server.exitCode !== null) throw new Error(`The server of ${root} exited early.`);
    try {
      // The demo's catalogue is harvested at the start: the search page answers once it is in.
      if ((await fetch(`${base}/search?q=united`)).ok) break;
    } catch {
      // Not listening yet.
    }
    if (attempt >= 600) {
      server.kill();
      throw new Error(`The server of ${root} did not start.`);
    }
    await new Promise((done) => setTimeout(done, 100));
  }
  let commit = root;
  try {
    commit = execFileSync('git', ['-C', root, 'rev-parse', '--short=7', 'HEAD'], { encoding: 'utf8' }).trim();
  } catch {
    // Not a git checkout: named by its folder.
  }
  return { base, label: commit, stop: () => server.kill() };
}

/**
 * What the browser benchmarks share: the built app with the mock API on a
 * local port, and Debian's Chromium with the project's launch flags.
 */
import { chromium, type Browser } from '@playwright/test';
import { spawn, type ChildProcess } from 'node:child_process';
import { join, resolve } from 'node:path';
import { CHROMIUM_ARGS, chromiumExecutable } from '../e2e/chromium.ts';

const ROOT = resolve(import.meta.dirname, '..');

async function waitForServer(url: string, child: ChildProcess): Promise<void> {
  for (let attempt = 0; attempt < 200; attempt += 1) {
    if (child.exitCode !== null) throw new Error('The mock server exited early.');
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((done) => setTimeout(done, 100));
  }
  throw new Error(`Server at ${url} did not start.`);
}

export interface BenchServer {
  base: string;
  stop: () => void;
}

/**
 * The built app with the mock API on `port` (`npm start`'s server, from dist/server), with extra
 * mock flags; with `staticDir`, that client build is served as plain files instead (the
 * bare-libraries page, or a build made for a bench).
 */
export async function startBenchServer(port: number, flags: string[] = [], staticDir?: string): Promise<BenchServer> {
  const server = spawn(
    process.execPath,
    [
      join(ROOT, 'dist', 'server', 'demo.js'),
      ...(staticDir ? ['--static', staticDir] : []),
      '--port',
      String(port),
      '--host',
      '127.0.0.1',
      '--quiet',
      ...flags,
    ],
    { cwd: ROOT, stdio: 'ignore' },
  );
  const base = `http://127.0.0.1:${port}`;
  try {
    await waitForServer(`${base}/config.json`, server);
  } catch (error) {
    server.kill();
    throw error;
  }
  return { base, stop: () => server.kill() };
}

export async function launchChromium(extraArgs: string[] = []): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumExecutable(), args: [...CHROMIUM_ARGS, ...extraArgs] });
}

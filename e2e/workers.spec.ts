/**
 * `npm run serve -- --workers N`: N server processes on one port, started, replaced and stopped by
 * the primary. Driven over HTTP and through the processes themselves (no page needed).
 */
import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { expect, test } from './fixtures.ts';
import { ownPort } from './own-servers.ts';
import { E2E_SERVERS } from './servers.ts';
import { STEADY_AFTER_MS } from '../server/workers.ts';

const ROOT = resolve(import.meta.dirname, '..');
const MUSEUM_OBJECTS = '/collections/1729795001/objects';

interface Served {
  child: ChildProcess;
  url: string;
  stderr: () => string;
  exited: Promise<number | null>;
}

function serve(port: number, config: unknown, args: string[]): Served {
  const file = join(mkdtempSync(join(tmpdir(), 'hangar-workers-')), 'config.json');
  writeFileSync(file, JSON.stringify(config));
  const child = spawn(
    process.execPath,
    [join(ROOT, 'dist', 'server', 'serve.js'), '--port', String(port), '--host', '127.0.0.1', '--config', file, ...args],
    {
      cwd: ROOT,
      stdio: ['ignore', 'ignore', 'pipe'],
    },
  );
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<number | null>((done) => child.once('exit', (code) => done(code)));
  return { child, url: `http://127.0.0.1:${port}`, stderr: () => stderr, exited };
}

async function healthy(url: string): Promise<void> {
  await expect
    .poll(
      () =>
        fetch(`${url}/healthz`).then(
          (answer) => answer.status,
          () => 0,
        ),
      { timeout: 30_000 },
    )
    .toBe(200);
}

/** The server processes the primary started (its children). */
function workersOf(pid: number): number[] {
  try {
    return execFileSync('pgrep', ['-P', String(pid)], { encoding: 'utf8' })
      .trim()
      .split('\n')
      .filter(Boolean)
      .map(Number);
  } catch {
    return []; // pgrep exits 1 when there are none
  }
}

async function demoConfig(): Promise<Record<string, unknown>> {
  const config = (await (await fetch(`${E2E_SERVERS.demo.url}/config.json`)).json()) as Record<string, unknown>;
  return { ...config, demoUsers: undefined };
}

test('two workers share the port, render pages, replace one that dies, and all stop on SIGTERM', async () => {
  test.setTimeout(90_000);
  const server = serve(ownPort(20), await demoConfig(), ['--workers', '2']);
  try {
    await healthy(server.url);
    await expect.poll(() => workersOf(server.child.pid!).length, { timeout: 20_000 }).toBe(2);
    for (let request = 0; request < 4; request += 1) {
      const page = await fetch(`${server.url}${MUSEUM_OBJECTS}`, { headers: { Connection: 'close' } });
      expect(page.status).toBe(200);
      expect(await page.text()).toContain('hangar-state');
    }

    // A worker that dies once the server is steady is replaced, and the server keeps answering.
    await new Promise((done) => setTimeout(done, STEADY_AFTER_MS + 500));
    const [first] = workersOf(server.child.pid!);
    process.kill(first!, 'SIGKILL');
    await expect.poll(() => workersOf(server.child.pid!).filter((pid) => pid !== first).length, { timeout: 20_000 }).toBe(2);
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);

    const workers = workersOf(server.child.pid!);
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    expect(workers.filter((pid) => existsProcess(pid))).toEqual([]);
  } finally {
    if (server.child.exitCode === null) server.child.kill('SIGKILL');
  }
});

test('a port the workers cannot have ends the server with exit 1 and says why; a bad worker count is a usage error', async () => {
  test.setTimeout(60_000);
  const port = ownPort(21);
  const holder = createServer();
  await new Promise<void>((done) => holder.listen(port, '127.0.0.1', () => done()));
  try {
    const server = serve(port, await demoConfig(), ['--workers', '2']);
    expect(await server.exited).toBe(1);
    expect(server.stderr()).toContain(`Port ${port} on 127.0.0.1 is already in use`);
    expect(workersOf(server.child.pid!)).toEqual([]);
  } finally {
    holder.close();
  }
  const wrong = serve(ownPort(22), await demoConfig(), ['--workers', '0']);
  expect(await wrong.exited).toBe(2);
  expect(wrong.stderr()).toContain('--workers must be a number from 1 to 64, or auto (got "0")');
});

function existsProcess(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

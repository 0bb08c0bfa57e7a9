/**
 * Servers a journey starts for itself (not the shared `npm start` ones of servers.ts): the
 * production server on a config of the test's own, an API the test switches between faults, and a
 * plain static file server for the client build alone. Ports sit above the shared servers'.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { tmpdir } from 'node:os';
import { extname, join, normalize, resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '..');
const BASE = Number(process.env.E2E_PORT_BASE ?? 4310) + 10;

/** A port for this journey's own server, clear of the shared ones; `offset` tells journeys apart. */
export const ownPort = (offset: number) => BASE + offset;

async function listening(server: Server, port: number): Promise<void> {
  await new Promise<void>((done, fail) => {
    server.once('error', fail);
    server.listen(port, '127.0.0.1', () => done());
  });
}

export interface Running {
  url: string;
  stop: () => Promise<void>;
}

/** `npm run serve` (the built production server) with a config file written for it. */
export async function startProductionServer(port: number, config: unknown, extraArgs: string[] = []): Promise<Running> {
  const dir = mkdtempSync(join(tmpdir(), 'hangar-serve-'));
  const file = join(dir, 'config.json');
  writeFileSync(file, JSON.stringify(config));
  const child: ChildProcess = spawn(
    process.execPath,
    [join(ROOT, 'dist', 'server', 'serve.js'), '--port', String(port), '--host', '127.0.0.1', '--config', file, ...extraArgs],
    {
      cwd: ROOT,
      stdio: 'ignore',
    },
  );
  const url = `http://127.0.0.1:${port}`;
  for (let attempt = 0; ; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`the production server exited (${child.exitCode})`);
    if (
      await fetch(`${url}/healthz`).then(
        (response) => response.ok,
        () => false,
      )
    )
      break;
    if (attempt > 100) throw new Error('the production server did not start');
    await new Promise((done) => setTimeout(done, 100));
  }
  return {
    url,
    stop: () =>
      new Promise((done) => {
        child.once('exit', () => done());
        child.kill('SIGTERM');
      }),
  };
}

export type ApiMode = 'ok' | 'down' | 'error' | 'slow' | 'garbage';

/** An API in front of the demo's mock that the journey switches into a fault and back. */
export async function startSwitchableApi(
  port: number,
  upstream: string,
): Promise<Running & { set: (mode: ApiMode) => void; requests: URL[] }> {
  let mode: ApiMode = 'ok';
  /** Every request it was asked, in order: what a server behind it asked the service. */
  const requests: URL[] = [];
  const held = new Set<ServerResponse>();
  const server = createServer((incoming: IncomingMessage, outgoing: ServerResponse) => {
    requests.push(new URL(incoming.url ?? '/', 'http://api'));
    outgoing.setHeader('Access-Control-Allow-Origin', '*');
    if (mode === 'down') return void incoming.socket.destroy();
    if (mode === 'error') {
      outgoing.writeHead(500, { 'Content-Type': 'application/json' });
      return void outgoing.end('{"stat":"error","error":{"code":512,"message":"down for maintenance"}}');
    }
    if (mode === 'garbage') {
      outgoing.writeHead(200, { 'Content-Type': 'text/html' });
      return void outgoing.end('<html><body>Gateway says hello</body></html>');
    }
    if (mode === 'slow') return void held.add(outgoing);
    void fetch(`${upstream}${incoming.url ?? '/'}`).then(async (answer) => {
      outgoing.writeHead(answer.status, { 'Content-Type': answer.headers.get('content-type') ?? 'application/json' });
      outgoing.end(Buffer.from(await answer.arrayBuffer()));
    });
  });
  await listening(server, port);
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    set: (next) => {
      mode = next;
      for (const response of held) response.destroy();
      held.clear();
    },
    stop: () =>
      new Promise((done) => {
        for (const response of held) response.destroy();
        server.closeAllConnections();
        server.close(() => done());
      }),
  };
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.webmanifest': 'application/manifest+json',
  '.txt': 'text/plain',
  '.png': 'image/png',
};

/**
 * The client build alone on a plain file server, as any static host serves it: a copy of
 * dist/client with a config.json beside index.html, and index.html for addresses that are no file.
 */
export async function startStaticHost(
  port: number,
  config: unknown,
  { clientDir = join(ROOT, 'dist', 'client') }: { clientDir?: string } = {},
): Promise<Running & { dir: string }> {
  const dir = mkdtempSync(join(tmpdir(), 'hangar-static-'));
  cpSync(clientDir, dir, { recursive: true });
  writeFileSync(join(dir, 'config.json'), JSON.stringify(config));
  const server = createServer((incoming, outgoing) => {
    const asked = normalize(join(dir, decodeURIComponent(new URL(incoming.url ?? '/', 'http://host').pathname)));
    // An address without an extension is the app's own (a deep link): index.html answers it.
    const file = extname(asked) === '' ? join(dir, 'index.html') : asked;
    if (!file.startsWith(dir) || !existsSync(file)) {
      outgoing.writeHead(404);
      return void outgoing.end();
    }
    outgoing.writeHead(200, { 'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream' });
    outgoing.end(readFileSync(file));
  });
  await listening(server, port);
  // Port 0: any free one (the benches).
  const address = server.address();
  return {
    url: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : port}`,
    /** The copy of dist/client it serves, read at every request: a journey may deploy another build into it. */
    dir,
    stop: () =>
      new Promise((done) => {
        server.closeAllConnections();
        server.close(() => done());
      }),
  };
}

/**
 * A page's static snapshot (issue #46): the HTML the server renders for it with every script taken
 * out, served from an origin of its own that hands every other request (style sheets, pictures,
 * the manifest) to the app's server. Measured beside the page itself, it is what the same HTML
 * paints without the app: the limit the page's largest paint is held to.
 *
 * `/__snapshot/<path>` is the snapshot of `<path>`; anything else is passed to the app as it is
 * (its status, headers and encoded body). It runs in a process of its own: the Lighthouse bench
 * waits for each run synchronously, and a server in its process would not answer meanwhile.
 */
import { spawn } from 'node:child_process';
import { createServer, request as httpRequest, type IncomingMessage } from 'node:http';
import { resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

export const SNAPSHOT_PREFIX = '/__snapshot';

/** The HTML without its scripts: inline and external, module or not, JSON state included, and its module preloads. */
export function withoutScripts(html: string): string {
  return html.replace(/<script\b[^>]*>[\s\S]*?<\/script\s*>/gi, '').replace(/<link\b[^>]*\brel="modulepreload"[^>]*>/gi, '');
}

function upstream(app: URL, path: string, headers: IncomingMessage['headers'], method = 'GET'): Promise<IncomingMessage> {
  return new Promise((resolve, reject) => {
    const sent = httpRequest(new URL(path, app), { method, headers: { ...headers, host: app.host } }, resolve);
    sent.once('error', reject);
    sent.end();
  });
}

async function text(response: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of response) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

function serve(appBase: string, port: number): void {
  const app = new URL(appBase);
  createServer((request, response) => {
    void (async () => {
      const url = request.url ?? '/';
      if (url.startsWith(`${SNAPSHOT_PREFIX}/`)) {
        const page = await upstream(app, url.slice(SNAPSHOT_PREFIX.length), { accept: 'text/html', 'accept-encoding': 'identity' });
        const body = Buffer.from(withoutScripts(await text(page)), 'utf8');
        // Compressed as the app compresses its pages, so the two cost the network alike.
        const gzip = /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''));
        response.writeHead(page.statusCode ?? 200, {
          'content-type': 'text/html; charset=utf-8',
          'cache-control': 'no-store',
          ...(gzip ? { 'content-encoding': 'gzip' } : {}),
        });
        response.end(gzip ? gzipSync(body) : body);
        return;
      }
      const passed = await upstream(app, url, request.headers, request.method);
      response.writeHead(passed.statusCode ?? 502, passed.headers);
      passed.pipe(response);
    })().catch((error: unknown) => {
      if (!response.headersSent) response.writeHead(502, { 'content-type': 'text/plain' });
      response.end(String(error));
    });
  }).listen(port, '127.0.0.1', () => console.log('listening'));
}

/** The snapshot server for `appBase`, in a child process, once it listens on `port`. */
export async function startSnapshotServer(appBase: string, port: number): Promise<{ base: string; stop(): void }> {
  const child = spawn(process.execPath, ['--import', 'tsx', import.meta.filename, appBase, String(port)], {
    cwd: resolve(import.meta.dirname, '..'),
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((done, fail) => {
    child.stdout.on('data', (chunk: Buffer) => chunk.toString().includes('listening') && done());
    child.once('exit', (code) => fail(new Error(`the static snapshot server exited with ${code}`)));
  });
  return { base: `http://127.0.0.1:${port}`, stop: () => child.kill() };
}

if (import.meta.filename === resolve(process.argv[1] ?? '')) serve(process.argv[2]!, Number(process.argv[3]));

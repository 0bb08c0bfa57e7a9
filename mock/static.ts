import { readdir, readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, gzip, constants as zlib } from 'node:zlib';
import { pickEncoding } from './encoding.ts';

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * The built app, served as a production host would: hashed assets cached
 * for a year, index.html revalidated every time, text compressed, a strict
 * Content-Security-Policy, and deep links falling back to index.html.
 */
const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.woff2': 'font/woff2',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.json', '.svg', '.txt', '.webmanifest']);

const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: https: http:",
  "connect-src 'self' http: https:",
  "font-src 'self'",
  "manifest-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

interface CachedFile {
  mtimeMs: number;
  body: Buffer;
  gzip?: Buffer;
  brotli?: Buffer;
}

export function createStaticHandler(directory: string) {
  const root = resolve(directory);
  const cache = new Map<string, CachedFile>();

  const loading = new Map<string, Promise<CachedFile | null>>();

  // Compressed once per file version (off the event loop); a rebuild (new mtime) is picked up without a restart.
  async function readAndCompress(path: string): Promise<CachedFile | null> {
    let mtimeMs: number;
    try {
      const stats = await stat(path);
      if (!stats.isFile()) return null;
      mtimeMs = stats.mtimeMs;
    } catch {
      return null;
    }
    const cached = cache.get(path);
    if (cached && cached.mtimeMs === mtimeMs) return cached;
    const body = await readFile(path);
    const file: CachedFile = { mtimeMs, body };
    if (COMPRESSIBLE.has(extname(path)) && body.length > 512) {
      [file.gzip, file.brotli] = await Promise.all([
        gzipAsync(body, { level: 9 }),
        brotliAsync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }),
      ]);
    }
    cache.set(path, file);
    return file;
  }

  function load(path: string): Promise<CachedFile | null> {
    const pending = loading.get(path);
    if (pending) return pending;
    const next = readAndCompress(path).finally(() => loading.delete(path));
    loading.set(path, next);
    return next;
  }

  // Like a host that deploys precompressed files: the first visitor does not wait for brotli.
  void readdir(root, { recursive: true })
    .then((names) => Promise.all(names.map((name) => load(join(root, name)))))
    .catch(() => undefined);

  return async function serveStatic(request: Request): Promise<Response | null> {
    if (request.method !== 'GET' && request.method !== 'HEAD') return null;
    const url = new URL(request.url);
    let pathname: string;
    try {
      pathname = decodeURIComponent(url.pathname);
    } catch {
      return null;
    }
    const candidate = normalize(join(root, pathname));
    if (candidate !== root && !candidate.startsWith(root + sep)) return null;
    let path = pathname.endsWith('/') ? join(candidate, 'index.html') : candidate;
    let file = await load(path);
    if (!file) {
      // A deep link (no file extension) is the app's route; a missing asset is a real 404.
      if (extname(pathname) !== '' && pathname !== '/') return null;
      path = join(root, 'index.html');
      file = await load(path);
      if (!file) return null;
    }
    const extension = extname(path);
    const isHtml = extension === '.html';
    const headers: Record<string, string> = {
      'Content-Type': TYPES[extension] ?? 'application/octet-stream',
      'Cache-Control': pathname.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'no-referrer',
      Vary: 'Accept-Encoding',
    };
    if (isHtml) {
      headers['Content-Security-Policy'] = CONTENT_SECURITY_POLICY;
      headers['X-Frame-Options'] = 'DENY';
    }
    // Small or binary files have no compressed copies and go out as they are.
    const encoding = pickEncoding(request.headers.get('accept-encoding'));
    const compressed = encoding === 'br' ? file.brotli : encoding === 'gzip' ? file.gzip : undefined;
    const body = compressed ?? file.body;
    if (compressed && encoding) headers['Content-Encoding'] = encoding;
    headers['Content-Length'] = String(body.length);
    return new Response(request.method === 'HEAD' ? null : new Uint8Array(body), { status: 200, headers });
  };
}

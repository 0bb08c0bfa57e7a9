/**
 * A proxy in front of `npm start`'s server, for the cross-browser journeys: it writes a probe into
 * every page (console errors and uncaught errors, React's hydration errors among them, kept in
 * `window.__probe` from before the app's code runs, the same way in every engine, which classic
 * WebDriver could not otherwise see) and it can play a server that cannot be reached (every
 * connection dropped), as patchy Wi-Fi or an outage does.
 */
import { createServer, request, type Server } from 'node:http';

const PROBE_PATH = '/__hangar-probe.js';
const PROBE = `(() => {
  const probe = (window.__probe = []);
  const keep = (kind, args) => probe.push(kind + ': ' + args.map((arg) => (arg instanceof Error ? arg.message : String(arg))).join(' ').slice(0, 300));
  const error = console.error.bind(console);
  console.error = (...args) => { keep('console.error', args); error(...args); };
  window.addEventListener('error', (event) => keep('error', [event.error || event.message]));
  window.addEventListener('unhandledrejection', (event) => keep('unhandledrejection', [event.reason]));
  document.addEventListener('securitypolicyviolation', (event) => keep('csp', [event.violatedDirective]));
})();`;

export interface Proxy {
  url: string;
  /** Every request to the server, by path: what a journey counts. */
  requests: string[];
  /** Paths answered 404 (a journey that must see the page's own requests keeps the worker away). */
  refused: Set<string>;
  setReachable(reachable: boolean): void;
  close(): Promise<void>;
}

export function startProxy(port: number, upstream: URL): Promise<Proxy> {
  let reachable = true;
  const requests: string[] = [];
  const refused = new Set<string>();
  const server: Server = createServer((incoming, outgoing) => {
    const path = incoming.url ?? '/';
    if (path === PROBE_PATH) {
      outgoing.writeHead(200, { 'Content-Type': 'text/javascript', 'Cache-Control': 'no-store' });
      outgoing.end(PROBE);
      return;
    }
    if (!reachable) {
      incoming.socket.destroy();
      return;
    }
    requests.push(path);
    if (refused.has(path)) {
      outgoing.writeHead(404, { 'Cache-Control': 'no-store' });
      outgoing.end();
      return;
    }
    const headers = { ...incoming.headers, host: upstream.host, 'accept-encoding': 'identity' };
    const forward = request(new URL(path, upstream), { method: incoming.method, headers }, (answer) => {
      const type = String(answer.headers['content-type'] ?? '');
      if (!type.startsWith('text/html')) {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
        return;
      }
      const chunks: Buffer[] = [];
      answer.on('data', (chunk: Buffer) => chunks.push(chunk));
      answer.on('end', () => {
        const html = Buffer.concat(chunks)
          .toString('utf8')
          .replace(/<head>/, `<head><script src="${PROBE_PATH}"></script>`);
        const { 'content-length': _length, etag: _etag, ...rest } = answer.headers;
        outgoing.writeHead(answer.statusCode ?? 502, rest);
        outgoing.end(html);
      });
    });
    forward.on('error', () => incoming.socket.destroy());
    incoming.pipe(forward);
  });
  return new Promise((resolve) =>
    server.listen(port, '127.0.0.1', () =>
      resolve({
        url: `http://127.0.0.1:${port}`,
        requests,
        refused,
        setReachable: (value) => (reachable = value),
        close: () =>
          new Promise<void>((done) => {
            server.closeAllConnections();
            server.close(() => done());
          }),
      }),
    ),
  );
}

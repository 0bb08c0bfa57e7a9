/**
 * Listening and stopping: a port that cannot be had is a startup error that
 * says which; SIGTERM and SIGINT stop taking new connections, let the
 * requests in flight finish (up to a grace period), then exit.
 */
import { createServer, type Server } from 'node:http';
import type { HangarApp } from './app.ts';
import { StartupError } from './config.ts';

export interface Listening {
  server: Server;
  url: string;
  /** Stops as SIGTERM does: new connections refused, requests in flight finished. */
  close(): Promise<void>;
}

export const SHUTDOWN_GRACE_MS = 10_000;
export const MAX_HEADER_BYTES = 8 * 1024;

export async function listen(hangar: HangarApp, port: number, host?: string): Promise<Listening> {
  // Request heads over 8 KiB (nginx's default) are refused by Node's parser with 431 before any of
  // our code runs, and the connection closed: 20 connections of 15 KB searches cost the loop a
  // fraction of what answering each with a 414 did.
  const server = createServer({ maxHeaderSize: MAX_HEADER_BYTES }, hangar.app);
  // Longer than a load balancer's idle timeout (60 s on common ones), so the balancer closes first
  // and never sends a request down a connection this side has just closed.
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  server.requestTimeout = 30_000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'EADDRINUSE')
        reject(
          new StartupError(
            `Port ${port}${host ? ` on ${host}` : ''} is already in use: stop what holds it, or pick another with --port (or PORT).`,
          ),
        );
      else if (error.code === 'EACCES')
        reject(
          new StartupError(
            `Port ${port}${host ? ` on ${host}` : ''} needs privileges this process does not have: pick one above 1023 with --port.`,
          ),
        );
      else if (error.code === 'EADDRNOTAVAIL' || error.code === 'ENOTFOUND')
        reject(new StartupError(`Cannot listen on ${host}: no such address on this machine (--host).`));
      else reject(error);
    });
    // No host: every address, IPv4 and IPv6, as servers in containers usually want.
    if (host === undefined) server.listen(port, () => resolve());
    else server.listen(port, host, () => resolve());
  });
  const address = server.address();
  const boundPort = typeof address === 'object' && address ? address.port : port;
  const shownHost = host === undefined || host === '0.0.0.0' || host === '::' ? 'localhost' : host.includes(':') ? `[${host}]` : host;

  let closing: Promise<void> | undefined;
  const close = () =>
    (closing ??= new Promise<void>((resolve) => {
      hangar.drain();
      const force = setTimeout(() => server.closeAllConnections(), SHUTDOWN_GRACE_MS);
      force.unref();
      // Idle keep-alive connections would hold close() open: closed now, and a busy one as soon as
      // its request is answered (a request that arrives meanwhile is answered with Connection: close).
      const sweep = setInterval(() => server.closeIdleConnections(), 100);
      server.close(() => {
        clearTimeout(force);
        clearInterval(sweep);
        hangar.close();
        resolve();
      });
      server.closeIdleConnections();
    }));
  return { server, url: `http://${shownHost}:${boundPort}`, close };
}

/** SIGTERM (a process manager, a container stop) and SIGINT (Ctrl-C): finish, then exit. */
export function stopOnSignals(listening: Listening, log: (line: string) => void): void {
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.once(signal, () => {
      log(JSON.stringify({ time: new Date().toISOString(), event: 'shutdown', signal }));
      void listening.close().then(() => process.exit(0));
    });
  }
}

import type { IncomingMessage, ServerResponse } from 'node:http';
import type { MockAnswer, MockRequest } from './answers.ts';
import { encodeAnswer } from './compression.ts';

/** node:http <-> the mock's plain request/answer, for the mock's own server and its middleware (middleware.ts). */
const MAX_BODY_BYTES = 1_000_000;

async function readBody(incoming: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of incoming) {
    size += (chunk as Buffer).length;
    // An oversized body is cut, not buffered without bound; the handler then sees junk parameters.
    if (size > MAX_BODY_BYTES) break;
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

function headerValue(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value.join(', ') : value;
}

const HOST = /^(?:[a-z0-9_.-]+|\[[0-9a-f:.]+\])(?::(\d{1,5}))?$/i;

/**
 * Whether a Host header is a host[:port] an address may be built from. The mock writes it into
 * image URLs and config.json, and Hangar's demo into its /api answers' media URLs: a quote or a
 * backslash there would break the JSON, markup would reach a page. None (HTTP/1.0) is localhost.
 */
export function isValidHost(host: string | undefined): boolean {
  if (host === undefined || host === '') return true;
  const match = HOST.exec(host);
  if (!match || host.length > 255 || Number(match[1] ?? 0) > 65535) return false;
  try {
    new URL(`http://${host}/`);
    return true;
  } catch {
    return false;
  }
}

/**
 * The request target as a path and query. Ordinary targets are used as they
 * are (no URL object per request); unusual ones (absolute-form, dot segments)
 * are normalised the way a URL parser would.
 */
export function requestTarget(incoming: IncomingMessage): { origin: string; target: string } {
  const origin = `http://${incoming.headers.host || 'localhost'}`;
  const raw = incoming.url ?? '/';
  if (raw.startsWith('/') && !raw.startsWith('//') && !raw.includes('/.') && !raw.includes('\\')) return { origin, target: raw };
  try {
    const url = new URL(raw, origin);
    return { origin, target: url.pathname + url.search };
  } catch {
    return { origin, target: '/' };
  }
}

export function toMockRequest(incoming: IncomingMessage, signal: AbortSignal): MockRequest {
  const { origin, target } = requestTarget(incoming);
  return {
    method: incoming.method ?? 'GET',
    target,
    origin,
    header: (name) => headerValue(incoming.headers[name]),
    text: async () => (await readBody(incoming)).toString('utf8'),
    signal,
  };
}

export function sendAnswer(answer: MockAnswer, incoming: IncomingMessage, outgoing: ServerResponse): void {
  if (answer.dropped) {
    // A dropped connection: no status line at all.
    outgoing.socket?.destroy();
    return;
  }
  const sent = encodeAnswer(answer, headerValue(incoming.headers['accept-encoding']));
  outgoing.writeHead(sent.status, sent.headers);
  outgoing.end(sent.body ?? undefined);
}

/** An AbortSignal that fires when the client goes away (for stalled faults). */
export function closeSignal(incoming: IncomingMessage, outgoing: ServerResponse): AbortSignal {
  const controller = new AbortController();
  outgoing.on('close', () => {
    if (!outgoing.writableFinished) controller.abort();
  });
  incoming.on('aborted', () => controller.abort());
  return controller.signal;
}

import type { IncomingMessage, ServerResponse } from 'node:http';

/** node:http <-> web-standard Request/Response, shared by server.ts and the Vite plugin. */
const MAX_BODY_BYTES = 1_000_000;

export async function toRequest(incoming: IncomingMessage, signal: AbortSignal): Promise<Request> {
  const host = incoming.headers.host ?? 'localhost';
  const url = new URL(incoming.url ?? '/', `http://${host}`);
  const headers = new Headers();
  for (const [name, value] of Object.entries(incoming.headers)) {
    if (typeof value === 'string') headers.set(name, value);
    else if (Array.isArray(value)) headers.set(name, value.join(', '));
  }
  const method = incoming.method ?? 'GET';
  let body: Buffer | undefined;
  if (method !== 'GET' && method !== 'HEAD') {
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of incoming) {
      size += (chunk as Buffer).length;
      // An oversized body is cut, not buffered without bound; the handler then sees junk parameters.
      if (size > MAX_BODY_BYTES) break;
      chunks.push(chunk as Buffer);
    }
    body = Buffer.concat(chunks);
  }
  return new Request(url, { method, headers, body: body ? new Uint8Array(body) : undefined, signal });
}

export async function sendResponse(response: Response, outgoing: ServerResponse): Promise<void> {
  if (response.headers.get('X-mock-drop') === '1') {
    // A dropped connection: no status line at all.
    outgoing.socket?.destroy();
    return;
  }
  const headers: Record<string, string> = {};
  response.headers.forEach((value, name) => {
    headers[name] = value;
  });
  outgoing.writeHead(response.status, headers);
  if (response.body) {
    outgoing.end(Buffer.from(await response.arrayBuffer()));
  } else {
    outgoing.end();
  }
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

/** One request timed to its first byte (the answer's head), for the hostile bench and its pollers. */
import { request, type Agent } from 'node:http';

export interface Sample {
  status: number;
  ms: number;
}

/** The status and the time to the first byte; the body is read and dropped. A failed request is status 0. */
export function askFirstByte(agent: Agent, url: string): Promise<Sample> {
  const started = performance.now();
  return new Promise((done) => {
    const outgoing = request(url, { agent, headers: { 'accept-encoding': 'br, gzip' } }, (incoming) => {
      const ms = performance.now() - started;
      incoming.resume();
      incoming.on('end', () => done({ status: incoming.statusCode ?? 0, ms }));
      incoming.on('error', () => done({ status: 0, ms }));
    });
    outgoing.on('error', () => done({ status: 0, ms: performance.now() - started }));
    outgoing.end();
  });
}

/**
 * A process of its own that asks one address at a time, every 100 ms, for a given time, and prints
 * each answer's status and time to its first byte as JSON (bench/hostile.ts): as a balancer's
 * health check or a visitor would, unslowed by the load the bench itself generates.
 * Usage: tsx bench/poller.ts URL SECONDS
 */
import { Agent, request } from 'node:http';

const [url = '', seconds = '10'] = process.argv.slice(2);
const agent = new Agent({ keepAlive: true, maxSockets: 1 });
const until = performance.now() + Number(seconds) * 1000;
const samples: { status: number; ms: number }[] = [];

function ask(): Promise<{ status: number; ms: number }> {
  const started = performance.now();
  return new Promise((done) => {
    const outgoing = request(url, { agent, headers: { 'accept-encoding': 'br, gzip' } }, (incoming) => {
      const ms = performance.now() - started;
      incoming.resume();
      incoming.on('end', () => done({ status: incoming.statusCode ?? 0, ms }));
    });
    outgoing.on('error', () => done({ status: 0, ms: performance.now() - started }));
    outgoing.end();
  });
}

while (performance.now() < until) {
  samples.push(await ask());
  await new Promise((resolve) => setTimeout(resolve, 100));
}
agent.destroy();
process.stdout.write(JSON.stringify(samples));

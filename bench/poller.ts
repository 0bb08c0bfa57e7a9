/**
 * A process of its own that asks one address at a time, every 100 ms, for a given time, and prints
 * each answer's status and time to its first byte as JSON (bench/hostile.ts): as a balancer's
 * health check or a visitor would, unslowed by the load the bench itself generates.
 * Usage: tsx bench/poller.ts URL SECONDS
 */
import { Agent } from 'node:http';
import { askFirstByte, type Sample } from './first-byte.ts';

const [url = '', seconds = '10'] = process.argv.slice(2);
const agent = new Agent({ keepAlive: true, maxSockets: 1 });
const until = performance.now() + Number(seconds) * 1000;
const samples: Sample[] = [];

while (performance.now() < until) {
  samples.push(await askFirstByte(agent, url));
  await new Promise((resolve) => setTimeout(resolve, 100));
}
agent.destroy();
process.stdout.write(JSON.stringify(samples));

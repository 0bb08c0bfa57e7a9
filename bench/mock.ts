/**
 * Mock service benchmarks, 127.0.0.1 only, each bounded to a few seconds:
 * - throughput of a 100-record page beside a bare node:http server answering
 *   a constant body in the same run (goal: ratio >= 0.5);
 * - a 50-connection load run: error count (goal: 0);
 * - a property-based fuzz of 10,000 malformed requests: crash count (goal: 0).
 */
import autocannon from 'autocannon';
import { createServer } from 'node:http';
import { startServer } from '../mock/server.ts';
import { fuzzMock } from '../mock/fuzz.ts';

function run(url: string, connections: number, seconds: number): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections, duration: seconds, pipelining: 1 }, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

/** A bare server answering a constant body: the same bytes as the mock's page, so only the mock's own work differs. */
async function bareServer(body: string): Promise<{ url: string; close: () => Promise<void> }> {
  const server = createServer((_request, response) => {
    response.writeHead(200, { 'Content-Type': 'application/json' });
    response.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return { url: `http://127.0.0.1:${port}/`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

export async function benchMock(): Promise<{ ratio: number; loadErrors: number; fuzzCrashes: number }> {
  const mock = await startServer({ port: 0 });
  const pageUrl = `${mock.url}/rest/?method=museum.collection.collections.getObjects&collection_id=1729795001&per_page=100&access_token=read-bench`;
  const pageBody = await (await fetch(pageUrl)).text();
  const bare = await bareServer(pageBody);
  const mockResult = await run(pageUrl, 10, 3);
  const bareResult = await run(bare.url, 10, 3);
  const ratio = mockResult.requests.average / bareResult.requests.average;
  const load = await run(
    `${mock.url}/rest/?method=museum.millsfield.terminals.getGalleries&terminal_id=1729810002&access_token=read-bench`,
    50,
    3,
  );
  const loadErrors = load.errors + load.non2xx + load.timeouts;
  await bare.close();
  await mock.close();
  const fuzz = await fuzzMock(10_000);

  console.log('\nMock service');
  console.log(`  100-record page        ${Math.round(mockResult.requests.average)} req/s (p99 ${mockResult.latency.p99} ms)`);
  console.log(
    `  bare node:http         ${Math.round(bareResult.requests.average)} req/s (the same ${Math.round(Buffer.byteLength(pageBody) / 1024)} kB body, constant)`,
  );
  console.log(`  ratio                  ${ratio.toFixed(2)} (goal >= 0.5)`);
  console.log(`  50-connection load     ${load.requests.total} requests, ${loadErrors} errors (goal 0)`);
  console.log(
    `  fuzz                   ${fuzz.requests} malformed requests, ${fuzz.crashes} crashes, ${fuzz.nonEnvelope} answers without the error envelope (goal 0)`,
  );
  return { ratio, loadErrors, fuzzCrashes: fuzz.crashes + fuzz.nonEnvelope };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { ratio, loadErrors, fuzzCrashes } = await benchMock();
  process.exitCode = ratio >= 0.5 && loadErrors === 0 && fuzzCrashes === 0 ? 0 : 1;
}

/**
 * `npm run test:browsers`: the cross-browser journeys (journeys.ts) in Firefox and WebKit, against
 * the built app as `npm start` serves it. Each engine runs where it is installed (Debian:
 * firefox-esr; webkit2gtk-driver and xvfb); with neither, one line says so and nothing fails.
 * E2E_PORT_BASE moves its ports (default 4710: server, proxy, WebKitWebDriver). `--no-build` serves
 * dist/ as it is (npm test built it); without it a missing or stale build is built first.
 */
import { spawn } from 'node:child_process';
import { resolve } from 'node:path';
import type { Driver } from './driver.ts';
import { firefoxEngine, firefoxExecutable } from './firefox.ts';
import { JOURNEYS } from './journeys.ts';
import { startProxy } from './proxy.ts';
import { launchWebKit, webkitTools } from './webkit.ts';

const ROOT = resolve(import.meta.dirname, '..', '..');
const base = Number(process.env.E2E_PORT_BASE ?? 4710);

const firefox = firefoxExecutable();
const webkit = webkitTools();
/** An engine: a clean browser per journey (no worker, cache or storage left by the one before), and its end. */
const engines: { name: string; launch: () => Promise<Driver>; shutdown?: () => Promise<void> }[] = [];
const only = process.env.BROWSERS?.split(',');
if (firefox && (!only || only.includes('firefox'))) {
  const engine = firefoxEngine(firefox);
  engines.push({ name: 'Firefox', launch: () => engine.open(), shutdown: () => engine.close() });
}
if (webkit && (!only || only.includes('webkit'))) engines.push({ name: 'WebKit', launch: () => launchWebKit(webkit, base + 2) });
if (engines.length === 0) {
  console.log('test:browsers skipped: no Firefox (firefox-esr) or WebKit (webkit2gtk-driver with xvfb, or safaridriver) to run here.');
  process.exit(0);
}

// `--no-build`: npm test has built the app already (scripts/test.ts); alone, start.ts builds a stale one.
const noBuild = process.argv.includes('--no-build') ? ['--no-build'] : [];
const server = spawn(
  process.execPath,
  ['--import', 'tsx', 'scripts/start.ts', ...noBuild, '--port', String(base), '--host', '127.0.0.1', '--quiet'],
  { cwd: ROOT, stdio: ['ignore', 'inherit', 'inherit'] },
);
const upstream = new URL(`http://127.0.0.1:${base}`);
for (let tries = 0; ; tries += 1) {
  const up = await fetch(new URL('/config.json', upstream)).then(
    (response) => response.ok,
    () => false,
  );
  if (up) break;
  if (tries > 600 || server.exitCode !== null) throw new Error('The server did not start');
  await new Promise((done) => setTimeout(done, 200));
}
const proxy = await startProxy(base + 1, upstream);

let failures = 0;
const started = Date.now();
for (const engine of engines) {
  const engineStarted = Date.now();
  for (const journey of JOURNEYS.filter((journey) => !process.env.JOURNEY || journey.name.includes(process.env.JOURNEY))) {
    const journeyStarted = Date.now();
    let driver: Driver | undefined;
    try {
      driver = await engine.launch();
      await journey.run(driver, proxy);
      console.log(`  ✓ ${engine.name}: ${journey.name} (${((Date.now() - journeyStarted) / 1000).toFixed(1)} s)`);
    } catch (error) {
      failures += 1;
      console.log(`  ✗ ${engine.name}: ${journey.name}\n    ${error instanceof Error ? error.message : String(error)}`);
    } finally {
      proxy.setReachable(true);
      proxy.refused.clear();
      await driver?.close().catch(() => undefined);
    }
  }
  await engine.shutdown?.().catch(() => undefined);
  console.log(`${engine.name}: ${((Date.now() - engineStarted) / 1000).toFixed(1)} s`);
}
console.log(`${failures === 0 ? 'All passed' : `${failures} failed`} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
await proxy.close();
server.kill();
process.exit(failures === 0 ? 0 : 1);

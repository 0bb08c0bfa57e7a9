/**
 * `npm run screenshots:browsers`: the main pages' first screen in Chromium, Firefox and WebKit, at a
 * phone's width (390) and a desktop's (1280), for a person to look at side by side (issue #37): not
 * a test, nothing is compared by machine. Writes reports/browsers/<page>-<width>-<engine>.png and,
 * where ImageMagick is installed, <page>-<width>.png with the three side by side (Chromium, Firefox,
 * WebKit, left to right). Against the built app, on E2E_PORT_BASE + 5.
 */
import { execFileSync, spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { chromiumExecutable } from '../chromium.ts';
import { waitFor, type Driver } from './driver.ts';
import { chromiumEngine, firefoxEngine, firefoxExecutable } from './firefox.ts';
import { launchWebKit, webkitTools } from './webkit.ts';

const ROOT = resolve(import.meta.dirname, '..', '..');
const OUT = join(ROOT, 'reports', 'browsers');
const base = Number(process.env.E2E_PORT_BASE ?? 4710) + 5;

const PAGES: Record<string, string> = {
  home: '/',
  objects: '/collections/1729795001/objects',
  object: '/objects/1880000001500?collection=1729795001&page=16',
  flights: '/flights/2024-06-01',
  feed: '/social/sfomuseum',
  search: '/search?q=united',
};
const WIDTHS = [
  { width: 390, height: 844 },
  { width: 1280, height: 900 },
];

const engines: { name: string; open: () => Promise<Driver>; close?: () => Promise<void> }[] = [];
const chromium = chromiumExecutable();
const firefox = firefoxExecutable();
const webkit = webkitTools();
if (chromium) engines.push({ name: 'chromium', ...chromiumEngine(chromium) });
if (firefox) engines.push({ name: 'firefox', ...firefoxEngine(firefox) });
if (webkit) engines.push({ name: 'webkit', open: () => launchWebKit(webkit, base + 1) });

const server = spawn(process.execPath, ['--import', 'tsx', 'scripts/start.ts', '--port', String(base), '--host', '127.0.0.1', '--quiet'], {
  cwd: ROOT,
  stdio: ['ignore', 'inherit', 'inherit'],
});
const origin = `http://127.0.0.1:${base}`;
for (
  let tries = 0;
  !(await fetch(`${origin}/config.json`).then(
    (r) => r.ok,
    () => false,
  ));
  tries += 1
) {
  if (tries > 600 || server.exitCode !== null) throw new Error('The server did not start');
  await new Promise((done) => setTimeout(done, 200));
}

mkdirSync(OUT, { recursive: true });
try {
  for (const engine of engines) {
    for (const { width, height } of WIDTHS) {
      const driver = await engine.open();
      try {
        await driver.resize(width, height);
        for (const [name, path] of Object.entries(PAGES)) {
          await driver.goto(`${origin}${path}`);
          await waitFor(driver, `document.documentElement.dataset.app === 'running'`, `${path} to hydrate`);
          await waitFor(
            driver,
            `!document.querySelector('[role="feed"]') || (document.querySelector('[role="feed"] article') && !document.querySelector('.vlist__feed--static'))`,
            `${path}'s list`,
          );
          // The first screen's pictures, then a frame to paint them.
          await waitFor(
            driver,
            `[...document.images].filter((image) => image.getBoundingClientRect().top < innerHeight).every((image) => image.complete)`,
            'pictures',
          );
          await new Promise((done) => setTimeout(done, 400));
          writeFileSync(join(OUT, `${name}-${width}-${engine.name}.png`), await driver.screenshot());
        }
      } finally {
        await driver.close();
      }
    }
    await engine.close?.();
  }
} finally {
  server.kill();
}

for (const name of Object.keys(PAGES)) {
  for (const { width } of WIDTHS) {
    const files = engines.map((engine) => join(OUT, `${name}-${width}-${engine.name}.png`));
    try {
      execFileSync('convert', [...files, '-background', '#888', '-splice', '8x0', '+append', join(OUT, `${name}-${width}.png`)]);
    } catch {
      // No ImageMagick: the single shots are there.
    }
  }
}
console.log(`Screenshots in ${OUT}: ${engines.map((engine) => engine.name).join(', ')}`);

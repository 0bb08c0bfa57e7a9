/**
 * `npx tsx scripts/make-icons.ts`: the app's PNG icons (public/icons/) drawn from the logo in
 * public/favicon.svg by headless Chromium, for the web app manifest: 192 and 512 px "any" icons
 * (the rounded tile) and a 512 px maskable one (full bleed, the mark inside the 80 % safe zone).
 * Run it again when the logo changes; the PNGs are committed.
 */
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumExecutable } from '../e2e/chromium.ts';

const ROOT = resolve(import.meta.dirname, '..');
const logo = await readFile(resolve(ROOT, 'public/favicon.svg'), 'utf8');
// The mark alone (the logo without its rounded tile), for the maskable icon's full-bleed ground.
const mark = logo.replace(/<rect width="64" height="64"[^>]*\/>/, '');

const ICONS = [
  { file: 'icon-192.png', size: 192, svg: logo, background: 'transparent', scale: 1 },
  { file: 'icon-512.png', size: 512, svg: logo, background: 'transparent', scale: 1 },
  { file: 'icon-maskable-512.png', size: 512, svg: mark, background: '#0b3d5c', scale: 0.7 },
];

const browser = await chromium.launch({ executablePath: chromiumExecutable(), args: CHROMIUM_ARGS });
try {
  for (const icon of ICONS) {
    const page = await browser.newPage({ viewport: { width: icon.size, height: icon.size } });
    const inner = Math.round(icon.size * icon.scale);
    await page.setContent(
      `<body style="margin:0;display:grid;place-items:center;width:${icon.size}px;height:${icon.size}px;background:${icon.background}">
        <div style="width:${inner}px;height:${inner}px">${icon.svg.replace('<svg ', `<svg width="${inner}" height="${inner}" `)}</div>
      </body>`,
    );
    await page.screenshot({ path: resolve(ROOT, 'public/icons', icon.file), omitBackground: icon.background === 'transparent' });
    await page.close();
  }
} finally {
  await browser.close();
}
console.log(`Wrote ${ICONS.map((icon) => icon.file).join(', ')} to public/icons/.`);

import { existsSync } from 'node:fs';

/**
 * The browser every Playwright run uses, the journeys and the benchmarks
 * alike. Playwright cannot download browsers here (docs/design.md section 9):
 * CHROMIUM_PATH, else Debian's /usr/bin/chromium, else Playwright's own.
 */
export function chromiumExecutable(): string | undefined {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium'];
  return candidates.find((path): path is string => Boolean(path) && existsSync(path as string));
}

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

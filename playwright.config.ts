import { defineConfig, devices } from '@playwright/test';
import { existsSync } from 'node:fs';
import { E2E_SERVERS } from './e2e/servers.ts';

/**
 * Playwright cannot download browsers here (docs/design.md section 9): use
 * CHROMIUM_PATH, else Debian's /usr/bin/chromium, else Playwright's own.
 */
function chromiumExecutable(): string | undefined {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium'];
  return candidates.find((path): path is string => Boolean(path) && existsSync(path as string));
}

const LAUNCH_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  forbidOnly: true,
  // A flaky test is a bug to fix, not to retry.
  retries: 0,
  workers: process.env.CI ? 2 : undefined,
  fullyParallel: true,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list'], ['line']] : 'list',
  use: {
    ...devices['Desktop Chrome'],
    baseURL: E2E_SERVERS.demo.url,
    trace: 'off',
    launchOptions: { executablePath: chromiumExecutable(), args: LAUNCH_ARGS },
  },
  // Each server is the built app + the mock API on one port, as `npm start` serves it.
  webServer: Object.values(E2E_SERVERS).map((server) => ({
    command: `npx tsx scripts/start.ts --no-build --port ${server.port} --host 127.0.0.1 ${server.flags}`,
    url: `${server.url}/config.json`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
  })),
});

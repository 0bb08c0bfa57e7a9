import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumExecutable } from './e2e/chromium.ts';
import { E2E_SERVERS } from './e2e/servers.ts';

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
    // The service worker caches what a journey loads and answers for the network, which journeys
    // counting requests or injecting faults must see: only e2e/offline.spec.ts lets it run.
    serviceWorkers: 'block',
    launchOptions: { executablePath: chromiumExecutable(), args: CHROMIUM_ARGS },
  },
  // Each server is the built app + the mock API on one port, as `npm start` serves it. Playwright
  // starts them one after another: node with tsx's loader, not npx, to spare each an npm start-up.
  webServer: Object.values(E2E_SERVERS).map((server) => ({
    command: `node --import tsx scripts/start.ts --no-build --port ${server.port} --host 127.0.0.1 ${server.flags}`,
    url: `${server.url}/config.json`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
    // Stopped as a process manager stops it (not SIGKILL, Playwright's default), so it removes its temporary catalogue.
    gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 5_000 },
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
  })),
});

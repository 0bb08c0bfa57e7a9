/**
 * Shared Stryker settings. Each area (api, mock, logic) has its own config
 * beside this file with its files to mutate and its break threshold, so a
 * score that drops below the area's bar fails `npm run test:mutation`.
 * Stryker 9.x: 10.x needs Node 22.
 */
import process from 'node:process';

// The mock's fuzz test runs for every mutant: fewer requests keep a run in minutes (mock/fuzz.test.ts).
process.env.HANGAR_FUZZ_RUNS ??= '200';

export function area(name, mutate, breakAt) {
  return {
    testRunner: 'vitest',
    plugins: ['@stryker-mutator/vitest-runner'],
    vitest: { configFile: 'vite.config.ts' },
    mutate,
    reporters: ['clear-text', 'progress', 'html', 'json'],
    htmlReporter: { fileName: `reports/mutation/${name}.html` },
    jsonReporter: { fileName: `reports/mutation/${name}.json` },
    tempDirName: `.stryker-tmp/${name}`,
    incremental: false,
    concurrency: 2,
    timeoutMS: 10_000,
    thresholds: { high: 90, low: breakAt, break: breakAt },
    ignoreStatic: true,
  };
}

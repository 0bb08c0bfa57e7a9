import { fuzzMock } from './fuzz.ts';

/**
 * 2,000 requests in `npm test`. Under mutation testing (HANGAR_FUZZ_RUNS, set
 * by stryker/base.mjs) this one test runs for every mutant of the mock core,
 * so it takes fewer: the mutants it alone can kill are found with 200 just
 * the same, and the run takes minutes instead of an hour.
 */
const RUNS = Number(process.env.HANGAR_FUZZ_RUNS ?? 2_000);

describe('robustness', () => {
  // Thousands of requests: more than the default 5 s on a busy machine.
  it(`answers ${RUNS} random malformed requests with the envelope, never a crash or a 5xx`, { timeout: 60_000 }, async () => {
    const report = await fuzzMock(RUNS);
    expect(report.failures).toEqual([]);
    expect(report.requests).toBe(RUNS);
  });
});

import { fuzzMock } from './fuzz.ts';

describe('robustness', () => {
  // Thousands of requests: more than the default 5 s on a busy machine.
  it('answers 2,000 random malformed requests with the envelope, never a crash or a 5xx', { timeout: 60_000 }, async () => {
    const report = await fuzzMock(2_000);
    expect(report.failures).toEqual([]);
    expect(report.requests).toBe(2_000);
  });
});

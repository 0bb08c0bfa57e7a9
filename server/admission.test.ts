import { describe, expect, it } from 'vitest';
import { Admission, Overloaded } from './admission.ts';

/** Work that ends when the test says so. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, work: () => opened.then(() => 'done') };
}

describe('admission', () => {
  it('runs as many at once as it may, starts the next when one ends, in the order they came', async () => {
    const admission = new Admission({ concurrency: 2, queueLimit: 10, maxWaitMs: 10_000 });
    const gates = [gate(), gate(), gate()];
    const started: number[] = [];
    const runs = gates.map((each, index) =>
      admission.run(() => {
        started.push(index);
        return each.work();
      }),
    );
    await Promise.resolve();
    expect(started).toEqual([0, 1]);
    expect(admission.stats()).toMatchObject({ running: 2, queued: 1 });
    gates[1]!.open();
    await runs[1];
    await Promise.resolve();
    expect(started).toEqual([0, 1, 2]);
    gates[0]!.open();
    gates[2]!.open();
    expect(await Promise.all(runs)).toEqual(['done', 'done', 'done']);
    expect(admission.stats()).toEqual({ running: 0, queued: 0, shed: { queueFull: 0, waitedTooLong: 0 } });
  });

  it('refuses at once what its queue cannot hold, with a Retry-After', async () => {
    const admission = new Admission({ concurrency: 1, queueLimit: 1, maxWaitMs: 10_000 });
    const running = gate();
    const waiting = gate();
    const first = admission.run(running.work);
    const second = admission.run(waiting.work);
    await expect(admission.run(async () => 'never')).rejects.toMatchObject({ reason: 'queue-full', retryAfterS: 1 });
    running.open();
    waiting.open();
    await Promise.all([first, second]);
    expect(admission.stats().shed).toEqual({ queueFull: 1, waitedTooLong: 0 });
  });

  it('refuses one that waited its longest even while the work ahead has not ended, and never runs it', async () => {
    const admission = new Admission({ concurrency: 1, queueLimit: 10, maxWaitMs: 30 });
    const running = gate();
    const first = admission.run(running.work);
    let ran = false;
    const late = admission.run(async () => {
      ran = true;
    });
    await expect(late).rejects.toBeInstanceOf(Overloaded);
    running.open();
    await first;
    expect(ran).toBe(false);
    expect(admission.stats()).toEqual({ running: 0, queued: 0, shed: { queueFull: 0, waitedTooLong: 1 } });
  });

  it('frees its turn when the work fails', async () => {
    const admission = new Admission({ concurrency: 1, queueLimit: 0, maxWaitMs: 10 });
    await expect(admission.run(() => Promise.reject(new Error('render failed')))).rejects.toThrow('render failed');
    expect(await admission.run(async () => 'next')).toBe('next');
  });
});

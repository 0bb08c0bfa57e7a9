// @vitest-environment jsdom
import { checkPin, FIRST_WAIT_MS, LONGEST_WAIT_MS, readAttempts, tryPin } from './pin-guard.ts';

describe('the operator PIN rate limit', () => {
  beforeEach(() => sessionStorage.clear());

  it('lets the right PIN through and counts wrong ones down to a wait', () => {
    expect(checkPin('2468', '2468', sessionStorage, 0)).toEqual({ kind: 'right' });
    expect(checkPin('1111', '2468', sessionStorage, 0)).toEqual({ kind: 'wrong', triesLeft: 2 });
    expect(checkPin('2222', '2468', sessionStorage, 1)).toEqual({ kind: 'wrong', triesLeft: 1 });
    expect(checkPin('3333', '2468', sessionStorage, 2)).toEqual({ kind: 'locked', waitMs: FIRST_WAIT_MS });
  });

  it('refuses even the right PIN while locked, then checks again', () => {
    for (const pin of ['1', '2', '3']) checkPin(pin, '2468', sessionStorage, 0);
    expect(checkPin('2468', '2468', sessionStorage, FIRST_WAIT_MS - 1000)).toEqual({ kind: 'locked', waitMs: 1000 });
    expect(checkPin('2468', '2468', sessionStorage, FIRST_WAIT_MS)).toEqual({ kind: 'right' });
    expect(readAttempts(sessionStorage)).toEqual({ failures: 0, lockedUntil: 0 });
  });

  it('doubles the wait with each further wrong PIN, up to five minutes', () => {
    let attempts = { failures: 0, lockedUntil: 0 };
    const waits: number[] = [];
    let now = 0;
    for (let tries = 0; tries < 9; tries += 1) {
      const { outcome, next } = tryPin('0000', '2468', now, attempts);
      if (outcome.kind === 'locked') waits.push(outcome.waitMs);
      attempts = next;
      now = Math.max(now, attempts.lockedUntil);
    }
    expect(waits).toEqual([30_000, 60_000, 120_000, 240_000, LONGEST_WAIT_MS, LONGEST_WAIT_MS, LONGEST_WAIT_MS]);
  });

  it('keeps counting in the session, and without storage still answers', () => {
    checkPin('1', '2468', sessionStorage, 0);
    expect(readAttempts(sessionStorage).failures).toBe(1);
    sessionStorage.setItem('hangar.kiosk-pin', '{oops');
    expect(readAttempts(sessionStorage)).toEqual({ failures: 0, lockedUntil: 0 });
    expect(checkPin('2468', '2468', undefined, 0)).toEqual({ kind: 'right' });
  });
});

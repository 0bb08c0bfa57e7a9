/**
 * The operator PIN's rate limit: three tries, then a wait that doubles with each further wrong
 * PIN (30 s, 1 min, 2 min, up to 5 min). Kept in sessionStorage, so neither "Start over", an idle
 * reset nor a reload gives a guesser fresh tries. Pure over an injected clock and storage.
 */
export const FREE_TRIES = 3;
export const FIRST_WAIT_MS = 30_000;
export const LONGEST_WAIT_MS = 5 * 60_000;
const STORAGE_KEY = 'hangar.kiosk-pin';

export interface PinAttempts {
  /** Wrong PINs since the last right one. */
  failures: number;
  /** Epoch ms before which no PIN is checked. */
  lockedUntil: number;
}

export type PinOutcome =
  | { kind: 'right' }
  | { kind: 'wrong'; triesLeft: number }
  /** Too many wrong PINs: nothing is checked for `waitMs`. */
  | { kind: 'locked'; waitMs: number };

const FRESH: PinAttempts = { failures: 0, lockedUntil: 0 };

export function readAttempts(storage: Storage | undefined): PinAttempts {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(STORAGE_KEY) ?? 'null');
    if (typeof parsed === 'object' && parsed !== null) {
      const { failures, lockedUntil } = parsed as Record<string, unknown>;
      if (Number.isInteger(failures) && typeof lockedUntil === 'number') return { failures: failures as number, lockedUntil };
    }
  } catch {
    // Unreadable: start counting again.
  }
  return FRESH;
}

function store(storage: Storage | undefined, attempts: PinAttempts): void {
  try {
    storage?.setItem(STORAGE_KEY, JSON.stringify(attempts));
  } catch {
    // Without storage the count lasts for this page.
  }
}

/** Checks one entry against the PIN, counting it, and says what the operator sees. */
export function tryPin(entered: string, pin: string, now: number, attempts: PinAttempts): { outcome: PinOutcome; next: PinAttempts } {
  if (now < attempts.lockedUntil) return { outcome: { kind: 'locked', waitMs: attempts.lockedUntil - now }, next: attempts };
  if (entered === pin) return { outcome: { kind: 'right' }, next: FRESH };
  const failures = attempts.failures + 1;
  if (failures < FREE_TRIES) return { outcome: { kind: 'wrong', triesLeft: FREE_TRIES - failures }, next: { failures, lockedUntil: 0 } };
  const waitMs = Math.min(FIRST_WAIT_MS * 2 ** (failures - FREE_TRIES), LONGEST_WAIT_MS);
  return { outcome: { kind: 'locked', waitMs }, next: { failures, lockedUntil: now + waitMs } };
}

/** tryPin over the session's stored count. */
export function checkPin(entered: string, pin: string, storage: Storage | undefined, now = Date.now()): PinOutcome {
  const { outcome, next } = tryPin(entered, pin, now, readAttempts(storage));
  store(storage, next);
  return outcome;
}

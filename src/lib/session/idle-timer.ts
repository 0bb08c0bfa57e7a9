/**
 * Calls `onIdle` after `idleMs` without any of the activity events. Pure DOM
 * plumbing, no React, so it can be tested with fake timers.
 */
export const ACTIVITY_EVENTS = ['pointerdown', 'keydown', 'wheel', 'touchstart', 'scroll'] as const;

export interface IdleTimer {
  /** Restart the countdown (also done by any activity event). */
  reset(): void;
  stop(): void;
}

export function createIdleTimer(target: EventTarget, idleMs: number, onIdle: () => void): IdleTimer {
  let handle: ReturnType<typeof setTimeout> | undefined;
  const reset = () => {
    if (handle !== undefined) clearTimeout(handle);
    handle = setTimeout(onIdle, idleMs);
  };
  const listener = () => reset();
  for (const type of ACTIVITY_EVENTS) target.addEventListener(type, listener, { passive: true, capture: true });
  reset();
  return {
    reset,
    stop() {
      if (handle !== undefined) clearTimeout(handle);
      handle = undefined;
      for (const type of ACTIVITY_EVENTS) target.removeEventListener(type, listener, { capture: true });
    },
  };
}

import { createIdleTimer } from './idle-timer.ts';

describe('createIdleTimer', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('fires after the idle period with no activity', () => {
    const onIdle = vi.fn();
    const target = new EventTarget();
    createIdleTimer(target, 90_000, onIdle);
    vi.advanceTimersByTime(89_999);
    expect(onIdle).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onIdle).toHaveBeenCalledTimes(1);
  });

  it('restarts on a touch, so an active visitor is never interrupted', () => {
    const onIdle = vi.fn();
    const target = new EventTarget();
    createIdleTimer(target, 1_000, onIdle);
    vi.advanceTimersByTime(900);
    target.dispatchEvent(new Event('pointerdown'));
    vi.advanceTimersByTime(900);
    expect(onIdle).not.toHaveBeenCalled();
    vi.advanceTimersByTime(100);
    expect(onIdle).toHaveBeenCalledTimes(1);
  });

  it('stops listening and firing once stopped', () => {
    const onIdle = vi.fn();
    const target = new EventTarget();
    const timer = createIdleTimer(target, 1_000, onIdle);
    timer.stop();
    target.dispatchEvent(new Event('keydown'));
    vi.advanceTimersByTime(5_000);
    expect(onIdle).not.toHaveBeenCalled();
  });
});

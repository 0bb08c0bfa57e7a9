// @vitest-environment jsdom
import { revealInStrip } from './reveal-in-strip.ts';

type Callback = (entries: Array<Partial<IntersectionObserverEntry>>) => void;

/** An IntersectionObserver that reports when the test says the browser has laid the frame out. */
function fakeObservers() {
  const made: Array<{ callback: Callback; root: Element | null; observed: Element[]; disconnected: boolean }> = [];
  class FakeObserver {
    record: (typeof made)[number];
    constructor(callback: Callback, options: IntersectionObserverInit = {}) {
      this.record = { callback, root: (options.root as Element | null) ?? null, observed: [], disconnected: false };
      made.push(this.record);
    }
    observe(target: Element) {
      this.record.observed.push(target);
    }
    disconnect() {
      this.record.disconnected = true;
    }
  }
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  return made;
}

const rect = (left: number, right: number) => ({ left, right }) as DOMRectReadOnly;

function strip(current = 'Shoebox'): HTMLElement {
  const list = document.createElement('ul');
  for (const name of ['Collections', 'Airport', 'Shoebox']) {
    const link = document.createElement('a');
    link.textContent = name;
    if (name === current) link.setAttribute('aria-current', 'page');
    list.append(link);
  }
  return list;
}

afterEach(() => vi.unstubAllGlobals());

describe('revealInStrip', () => {
  it('scrolls a current link cut off at the right edge into view, clear of the edge shadow, once the frame is laid out', () => {
    const observers = fakeObservers();
    const list = strip();
    list.scrollLeft = 0;
    revealInStrip(list);
    const [observer] = observers;
    expect(observer?.root).toBe(list);
    expect(observer?.observed).toEqual([list.querySelector('[aria-current]')]);
    expect(list.scrollLeft).toBe(0);

    observer?.callback([{ boundingClientRect: rect(290, 370), rootBounds: rect(0, 320) }]);
    // 370 - 320 past the edge, and 16 px clear of it.
    expect(list.scrollLeft).toBe(66);
    expect(observer?.disconnected).toBe(true);
  });

  it('scrolls back for a current link cut off at the left edge', () => {
    const observers = fakeObservers();
    const list = strip('Collections');
    list.scrollLeft = 100;
    revealInStrip(list);
    observers[0]?.callback([{ boundingClientRect: rect(-40, 60), rootBounds: rect(0, 320) }]);
    expect(list.scrollLeft).toBe(44);
  });

  it('leaves a strip alone whose current link is in view already', () => {
    const observers = fakeObservers();
    const list = strip('Airport');
    list.scrollLeft = 10;
    revealInStrip(list);
    observers[0]?.callback([{ boundingClientRect: rect(100, 180), rootBounds: rect(0, 320) }]);
    expect(list.scrollLeft).toBe(10);
  });

  it('watches nothing in a strip with no current link', () => {
    const observers = fakeObservers();
    revealInStrip(strip('none'));
    revealInStrip(null);
    expect(observers).toHaveLength(0);
  });

  it('reveals the link it is given (the focused one) rather than the current one', () => {
    const observers = fakeObservers();
    const list = strip();
    const focused = list.querySelector('a') as HTMLElement;
    revealInStrip(list, focused);
    expect(observers[0]?.observed).toEqual([focused]);
  });
});

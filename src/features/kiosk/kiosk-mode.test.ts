import { readTextSize, resolveKioskMode, storeTextSize } from './kiosk-mode.ts';

describe('resolveKioskMode', () => {
  beforeEach(() => sessionStorage.clear());

  it('follows the config when the URL says nothing', () => {
    expect(resolveKioskMode(true, '', sessionStorage)).toBe(true);
    expect(resolveKioskMode(false, '?page=2', sessionStorage)).toBe(false);
  });

  it('turns on with ?kiosk=1 and remembers it for the session', () => {
    expect(resolveKioskMode(false, '?kiosk=1', sessionStorage)).toBe(true);
    expect(resolveKioskMode(false, '', sessionStorage)).toBe(true);
  });

  it('turns a remembered kiosk off with ?kiosk=0', () => {
    resolveKioskMode(false, '?kiosk=1', sessionStorage);
    expect(resolveKioskMode(false, '?kiosk=0', sessionStorage)).toBe(false);
    expect(resolveKioskMode(false, '', sessionStorage)).toBe(false);
  });
});

describe('text size', () => {
  it('defaults to normal and remembers large', () => {
    sessionStorage.clear();
    expect(readTextSize(sessionStorage)).toBe('normal');
    storeTextSize(sessionStorage, 'large');
    expect(readTextSize(sessionStorage)).toBe('large');
  });
});

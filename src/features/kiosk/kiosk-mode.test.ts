// @vitest-environment jsdom
import { resolveKioskMode } from '../../lib/session/kiosk-mode.ts';
import { readTextSize, storeTextSize } from './text-size.ts';

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

/** A storage that refuses every call, as Safari's private mode and locked-down kiosks do. */
function throwingStorage(): Storage {
  const refuse = () => {
    throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
  };
  return { length: 0, clear: refuse, getItem: refuse, key: refuse, removeItem: refuse, setItem: refuse };
}

describe('resolveKioskMode: more cases', () => {
  beforeEach(() => sessionStorage.clear());

  it('is on when the config enables it, whatever was remembered', () => {
    expect(resolveKioskMode(true, '?page=2', sessionStorage)).toBe(true);
    expect(resolveKioskMode(true, '?kiosk=1', sessionStorage)).toBe(true);
  });

  it('remembers ?kiosk=1 under its own key for the session, across other URLs', () => {
    resolveKioskMode(false, '?kiosk=1&lang=en', sessionStorage);
    expect(sessionStorage.getItem('hangar.kiosk')).toBe('1');
    expect(resolveKioskMode(false, '?q=boeing', sessionStorage)).toBe(true);
    expect(resolveKioskMode(false, '', sessionStorage)).toBe(true);
  });

  it('cannot turn off a kiosk that the config enables with ?kiosk=0', () => {
    resolveKioskMode(false, '?kiosk=1', sessionStorage);
    expect(resolveKioskMode(true, '?kiosk=0', sessionStorage)).toBe(true);
    expect(sessionStorage.getItem('hangar.kiosk')).toBeNull();
  });

  it.each(['?kiosk=true', '?kiosk=yes', '?kiosk=', '?kiosk'])(
    'ignores any other value (%s): nothing turned on, nothing remembered',
    (search) => {
      expect(resolveKioskMode(false, search, sessionStorage)).toBe(false);
      expect(sessionStorage.getItem('hangar.kiosk')).toBeNull();
    },
  );

  it.each(['?kiosk=yes', '?kiosk=', '?kiosk=2'])('does not forget a remembered kiosk on another flag value (%s)', (search) => {
    resolveKioskMode(false, '?kiosk=1', sessionStorage);
    expect(resolveKioskMode(false, search, sessionStorage)).toBe(true);
  });

  it('turns off with ?kiosk=0 for this page even when a read-only storage cannot forget', () => {
    sessionStorage.setItem('hangar.kiosk', '1');
    const readOnly: Storage = {
      length: 1,
      clear: () => undefined,
      key: () => 'hangar.kiosk',
      getItem: (key) => sessionStorage.getItem(key),
      setItem: () => {
        throw new DOMException('The storage is read-only.', 'SecurityError');
      },
      removeItem: () => {
        throw new DOMException('The storage is read-only.', 'SecurityError');
      },
    };
    expect(resolveKioskMode(false, '?kiosk=0', readOnly)).toBe(false);
    expect(resolveKioskMode(false, '', readOnly)).toBe(true);
  });

  it('only a remembered "1" counts', () => {
    sessionStorage.setItem('hangar.kiosk', 'true');
    expect(resolveKioskMode(false, '', sessionStorage)).toBe(false);
  });

  it('applies the URL flag for this page view when there is no storage at all', () => {
    expect(resolveKioskMode(false, '?kiosk=1', undefined)).toBe(true);
    expect(resolveKioskMode(false, '', undefined)).toBe(false);
    expect(resolveKioskMode(true, '', undefined)).toBe(true);
    expect(resolveKioskMode(true, '?kiosk=0', undefined)).toBe(true);
  });

  it('never throws when storage refuses, and still follows the URL and the config', () => {
    const storage = throwingStorage();
    expect(resolveKioskMode(false, '?kiosk=1', storage)).toBe(true);
    expect(resolveKioskMode(false, '?kiosk=0', storage)).toBe(false);
    expect(resolveKioskMode(false, '', storage)).toBe(false);
    expect(resolveKioskMode(true, '', storage)).toBe(true);
  });
});

describe('text size: storage absent or refusing', () => {
  beforeEach(() => sessionStorage.clear());

  it('reads normal when nothing, or something unknown, is stored', () => {
    expect(readTextSize(sessionStorage)).toBe('normal');
    sessionStorage.setItem('hangar.textSize', 'huge');
    expect(readTextSize(sessionStorage)).toBe('normal');
  });

  it('stores the choice under its own key and can go back to normal', () => {
    storeTextSize(sessionStorage, 'large');
    expect(sessionStorage.getItem('hangar.textSize')).toBe('large');
    storeTextSize(sessionStorage, 'normal');
    expect(readTextSize(sessionStorage)).toBe('normal');
  });

  it('reads normal and stores nothing without a storage', () => {
    expect(readTextSize(undefined)).toBe('normal');
    expect(() => storeTextSize(undefined, 'large')).not.toThrow();
  });

  it('reads normal and does not throw when storage refuses', () => {
    const storage = throwingStorage();
    expect(readTextSize(storage)).toBe('normal');
    expect(() => storeTextSize(storage, 'large')).not.toThrow();
  });
});

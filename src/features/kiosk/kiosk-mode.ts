/**
 * Kiosk mode is on when the config says so, or when any URL was opened with
 * `?kiosk=1`; the latter is remembered for the browser session, so staff can
 * turn a plain deployment into a kiosk without a config change.
 */
const STORAGE_KEY = 'hangar.kiosk';

export function resolveKioskMode(configEnabled: boolean, search: string, storage: Storage | undefined): boolean {
  const param = new URLSearchParams(search).get('kiosk');
  try {
    if (param === '1') storage?.setItem(STORAGE_KEY, '1');
    if (param === '0') storage?.removeItem(STORAGE_KEY);
  } catch {
    // Storage unavailable: the URL flag still applies to this page view.
  }
  if (param === '1') return true;
  if (param === '0') return configEnabled;
  let remembered = false;
  try {
    remembered = storage?.getItem(STORAGE_KEY) === '1';
  } catch {
    remembered = false;
  }
  return configEnabled || remembered;
}

export type TextSize = 'normal' | 'large';
const TEXT_SIZE_KEY = 'hangar.textSize';
export const TEXT_SCALE: Record<TextSize, number> = { normal: 1, large: 1.25 };

export function readTextSize(storage: Storage | undefined): TextSize {
  try {
    return storage?.getItem(TEXT_SIZE_KEY) === 'large' ? 'large' : 'normal';
  } catch {
    return 'normal';
  }
}

export function storeTextSize(storage: Storage | undefined, size: TextSize): void {
  try {
    storage?.setItem(TEXT_SIZE_KEY, size);
  } catch {
    // Not persisted; the choice lasts for this page view.
  }
}

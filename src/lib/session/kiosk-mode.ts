/**
 * Kiosk mode is on when the config says so, or when any URL was opened with
 * `?kiosk=1`; the latter is remembered for the browser session, so staff can
 * turn a plain deployment into a kiosk without a config change. The operator
 * exit (the PIN behind a long press on the logo) turns it off for the browser
 * session, even where the config enables it.
 */
import { services } from '../config/services.ts';

const STORAGE_KEY = 'hangar.kiosk';
/** Stored under STORAGE_KEY by the operator exit: off for this browser session, whatever the config says. */
const OPERATOR_OFF = 'off';

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
  let remembered: string | null = null;
  try {
    remembered = storage?.getItem(STORAGE_KEY) ?? null;
  } catch {
    remembered = null;
  }
  if (remembered === OPERATOR_OFF) return false;
  return configEnabled || remembered === '1';
}

/** The operator exit: kiosk mode stays off for the rest of the browser session (a reload applies it). */
export function leaveKioskMode(storage: Storage | undefined): void {
  try {
    storage?.setItem(STORAGE_KEY, OPERATOR_OFF);
  } catch {
    // Without storage the exit cannot outlast this page: the reload would turn the kiosk back on.
  }
}

let decided: boolean | undefined;

/**
 * Kiosk mode for this page load, decided once from the config and the opening URL: the router
 * (an in-memory history on kiosks) and the layout (the kiosk layer) must agree.
 */
export function isKioskMode(): boolean {
  decided ??= resolveKioskMode(services().config.kiosk.enabled, globalThis.location?.search ?? '', globalThis.sessionStorage);
  return decided;
}

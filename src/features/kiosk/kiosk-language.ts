/**
 * The kiosk's languages: a visitor's choice lasts for that visitor only, and each new visit
 * (Start over, the idle reset) begins in the kiosk's own language, `kiosk.language` in the config.
 */
import { switchLanguage, type Language } from '../../i18n/language.shell.ts';
import { forgetSessionChoice, rememberChoice } from '../../i18n/negotiate.shell.ts';
import { services } from '../../lib/services.shell.ts';

function sessionStore(): Storage | null {
  try {
    return globalThis.sessionStorage;
  } catch {
    return null;
  }
}

/** The visitor picked a language (on the attract screen): kept for the tab's session, never saved for the next visitor. */
export function chooseVisitorLanguage(language: Language): Promise<void> {
  rememberChoice({ session: sessionStore(), saved: null }, language, true);
  return switchLanguage(language);
}

/** The next visitor starts in the kiosk's default language (English when the config names none). */
export function returnToKioskLanguage(): Promise<void> {
  forgetSessionChoice(sessionStore());
  return switchLanguage(services().config.kiosk.language ?? 'en');
}

/**
 * Each new kiosk visit (Start over, the idle reset) begins in the kiosk's own language,
 * `kiosk.language` in the config; a visitor's own choice (chooseLanguage with kiosk = true) lasts
 * for that visitor only.
 */
import { SOURCE_LANGUAGE, switchLanguage } from '../../i18n/language.ts';
import { forgetSessionChoice } from '../../i18n/negotiate.ts';
import { services } from '../../lib/config/services.ts';

/** The next visitor starts in the kiosk's default language (English when the config names none). */
export function returnToKioskLanguage(): Promise<void> {
  forgetSessionChoice();
  return switchLanguage(services().config.kiosk.language ?? SOURCE_LANGUAGE);
}

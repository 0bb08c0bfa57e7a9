/** The kiosk's UI strings: the `kiosk` namespace of src/locales/*.json, loaded with its code, not with the shell. */
import { messages } from '../../i18n/language.ts';

export const kioskText = messages('kiosk', (t) => ({
  resetIn: (seconds: number) => t('resetIn', { seconds }),
  qrLabel: (url: string) => t('qrLabel', { url }),
  wrongPin: (triesLeft: number) => t('wrongPin', { triesLeft }),
  youAreHere: (place: string) => t('youAreHere', { place }),
  pinLocked: (seconds: number) => t('pinLocked', { seconds }),
  visitBody: (count: number) => t('visitBody', { count }),
}));

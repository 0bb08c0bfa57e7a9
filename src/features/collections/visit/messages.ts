/** The visit page's UI strings: the `visit` namespace of src/locales/*.json. */
import { messages } from '../../../i18n/language.ts';

export const visitText = messages('visit', (t) => ({
  count: (count: number) => t('count', { count }),
}));

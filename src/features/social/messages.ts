/** The social pages' UI strings: the `social` namespace of src/locales/*.json, in the active language, downloaded when they are first shown. */
import { messages } from '../../i18n/language.ts';

export const socialText = messages('social', (t) => ({
  feedTitle: (tag: string) => t('feedTitle', { tag }),
  feedLabel: (tag: string) => t('feedLabel', { tag }),
  posted: (date: string) => t('posted', { date }),
}));

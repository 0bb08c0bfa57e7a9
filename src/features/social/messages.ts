/** The social pages' UI strings: the `social` namespace of src/locales/*.json, in the active language, loaded with their code. */
import { loadNamespace, messages } from '../../i18n/language.shell.ts';

await loadNamespace('social');

export const socialText = messages('social', (t) => ({
  feedTitle: (tag: string) => t('feedTitle', { tag }),
  feedLabel: (tag: string) => t('feedLabel', { tag }),
  posted: (date: string) => t('posted', { date }),
}));

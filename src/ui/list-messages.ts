/** The shared list's strings (VirtualList, ErrorPanel): the `lists` namespace, downloaded when a list first renders. */
import { messages } from '../i18n/language.ts';

export const listText = messages('lists', (t) => ({
  showing: (shown: number, total: number) => t('showing', { shown, total }),
  showingAll: (shown: number) => t('showingAll', { shown }),
  showingSome: (shown: number) => t('showingSome', { shown }),
}));

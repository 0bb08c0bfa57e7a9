/** The shared list's strings (VirtualList, ErrorPanel): the `lists` namespace, loaded with the list's code. */
import { loadNamespace, messages } from '../i18n/language.shell.ts';

await loadNamespace('lists');

export const listText = messages('lists', (t) => ({
  showing: (shown: number, total: number) => t('showing', { shown, total }),
  showingAll: (shown: number) => t('showingAll', { shown }),
  showingSome: (shown: number) => t('showingSome', { shown }),
}));

/** The shared list's strings (VirtualList, ErrorPanel): the `lists` namespace, downloaded when a list first renders. */
import { messages } from '../i18n/language.ts';

export const listText = messages('lists', (t) => ({
  showing: (shown: number, total: number) => t('showing', { shown, total }),
  showingAll: (shown: number) => t('showingAll', { shown }),
  showingSome: (shown: number) => t('showingSome', { shown }),
  /** A static page of the list (`?page=N`, before the app runs): the rows it holds. */
  showingRange: (first: number, last: number, total: number) => t('showingRange', { first, last, total }),
  showingRangeSome: (first: number, last: number) => t('showingRangeSome', { first, last }),
  /** The tab's title of a list's page N (N > 1). */
}));

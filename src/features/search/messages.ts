/** The search page's UI strings: the `search` namespace of src/locales/*.json (the header's are the shell's). */
import { messages } from '../../i18n/language.ts';

export const searchText = messages('search', (t) => ({
  resultsFor: (q: string) => t('resultsFor', { q }),
  resultCount: (total: number) => t('resultCount', { total }),
  noResults: (q: string) => t('noResults', { q }),
  decade: (decade: string) => t('decade', { decade }),
  belongsTo: (places: string) => t('belongsTo', { places }),
  showingFor: (q: string) => t('showingFor', { q }),
  searchInstead: (q: string) => t('searchInstead', { q }),
  keepFilters: (filters: string) => t('keepFilters', { filters }),
  showResults: (total: number) => t('showResults', { total }),
  dateRange: (from: string, to: string) => t('dateRange', { from, to }),
  openEnded: (from: string) => t('openEnded', { from }),
  yearRange: (from: string, to: string) => t('yearRange', { from, to }),
  fromYear: (from: string) => t('fromYear', { from }),
  toYear: (to: string) => t('toYear', { to }),
  timeline: {
    pendingKeys: (range: string) => t('timeline.pendingKeys', { range }),
  },
}));

/** The airport pages' UI strings: the `airport` namespace of src/locales/*.json, loaded with their code, not with the shell. */
import { messages } from '../../i18n/language.ts';

export const airportText = messages('airport', (t) => ({
  galleriesIn: (name: string) => t('galleriesIn', { name }),
  exhibitionsIn: (name: string) => t('exhibitionsIn', { name }),
  gatesIn: (name: string) => t('gatesIn', { name }),
  listsOf: (name: string) => t('listsOf', { name }),
  showingGallery: (gallery: string) => t('showingGallery', { gallery }),
  /** A gate's boarding area, linked from a building's gates. */
  inArea: (area: string) => t('inArea', { area }),
  dateRange: (from: string, to: string) => t('dateRange', { from, to }),
  /** An exhibition with no end date: one message, so each language words "from ... on" its own way. */
  openEnded: (from: string) => t('openEnded', { from }),
  /** A place the config's directory does not name: the kind and the bare id. */
  fallbackName: {
    terminals: (id: string) => t('fallbackName.terminals', { id }),
    buildings: (id: string) => t('fallbackName.buildings', { id }),
    boardingAreas: (id: string) => t('fallbackName.boardingAreas', { id }),
  },
}));

/** The flights pages' UI strings: the `flights` namespace of src/locales/*.json, loaded with their code, not with the shell. */
import { messages } from '../../i18n/language.ts';

/** Dates and times arrive formatted (dates.ts, times.ts); counts arrive as numbers, for the catalog's plurals. */
export const flightsText = messages('flights', (t) => ({
  title: (date: string) => t('title', { date }),
  listLabel: (date: string) => t('listLabel', { date }),
  from: (place: string) => t('from', { place }),
  to: (place: string) => t('to', { place }),
  place: (city: string, code: string) => t('place', { city, code }),
  gate: (gate: string) => t('gate', { gate }),
  /** A gate link's name: what it shows, then where it leads. */
  gateIn: (gate: string, area: string) => t('gateIn', { gate, area }),
  chartCoverageAll: (total: number) => t('chartCoverageAll', { total }),
  chartDescription: (arrivals: number, departures: number) => t('chartDescription', { arrivals, departures }),
  nowLine: (time: string) => t('nowLine', { time }),
  loading: (loaded: number, total: number) => t('loading', { loaded, total }),
  loadingUnknownTotal: (loaded: number) => t('loadingUnknownTotal', { loaded }),
  loadingStopped: (loaded: number, total: number) => t('loadingStopped', { loaded, total }),
  loadingStoppedUnknownTotal: (loaded: number) => t('loadingStoppedUnknownTotal', { loaded }),
  matching: (matches: number, total: number) => t('matching', { matches, total }),
  matchingSoFar: (matches: number, loaded: number) => t('matchingSoFar', { matches, loaded }),
}));

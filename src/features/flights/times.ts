import { perLanguage } from '../../i18n/language.ts';
import { AIRPORT_TIME_ZONE } from '../../lib/format.ts';

const timeFormat = perLanguage((tag) => new Intl.DateTimeFormat(tag, { timeZone: AIRPORT_TIME_ZONE, hour: 'numeric', minute: '2-digit' }));

/** A unix time as the airport's clock shows it, in the active language ("2:05 PM", "14:05"). */
export function airportTime(unixSeconds: number): string {
  return timeFormat().format(new Date(unixSeconds * 1000));
}

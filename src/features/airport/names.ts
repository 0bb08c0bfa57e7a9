import { services } from '../../lib/config/services.ts';
import { airportText } from './messages.ts';

type Section = 'terminals' | 'buildings' | 'boardingAreas';

/** Names come from the config directory; the bare id only when it lists nothing. */
export function directoryName(section: Section, id: string): string {
  return services().config.directory[section].find((entry) => entry.id === id)?.name ?? airportText.fallbackName[section](id);
}

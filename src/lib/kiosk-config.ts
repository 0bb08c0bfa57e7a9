/**
 * The kiosk's own config fields (docs/design.md section 3): `exitPin`, `location`, `language`.
 * loadRuntimeConfig loads this only for a config that has one of them, so other deployments
 * never download these checks; like every other check, a bad value names the field and stops
 * the boot.
 */
import { isLanguage, LANGUAGES } from '../i18n/language.shell.ts';
import { INT64_PATTERN, invalid, isObject, type Directory, type KioskConfig, type KioskLocation } from './runtime-config.ts';

/** Long enough that the rate limit (3 tries, then a growing wait) makes guessing hopeless. */
const PIN_PATTERN = /^\d{4,12}$/;
/** The directory list that names the kiosk's place, by type. */
const PLACE_LISTS = { terminal: 'terminals', boardingArea: 'boardingAreas', building: 'buildings' } as const;

/** The catalogs' codes, as the error names them: '"en", "es" or "zh"'. */
function languageCodes(): string {
  const codes = LANGUAGES.map(({ code }) => `"${code}"`);
  return codes.length > 1 ? `${codes.slice(0, -1).join(', ')} or ${codes.at(-1)}` : (codes[0] ?? '');
}

function readLocation(value: unknown, directory: Directory): KioskLocation {
  if (!isObject(value)) invalid('kiosk.location', 'an object with a type and an id');
  const { type, id } = value;
  if (type !== 'terminal' && type !== 'boardingArea' && type !== 'building') {
    invalid('kiosk.location.type', '"terminal", "boardingArea" or "building"');
  }
  if (typeof id !== 'string' || !INT64_PATTERN.test(id)) invalid('kiosk.location.id', 'a string of digits (int64 ids are strings)');
  // The kiosk's home names the place from the directory: an id it does not list is a typo to catch now.
  const list = PLACE_LISTS[type];
  if (!directory[list].some((entry) => entry.id === id)) invalid('kiosk.location.id', `the id of an entry of directory.${list}`);
  return { type, id };
}

export function readKioskFields(
  kiosk: Record<string, unknown>,
  directory: Directory,
): Pick<KioskConfig, 'exitPin' | 'location' | 'language'> {
  const { exitPin, location, language } = kiosk;
  const fields: Pick<KioskConfig, 'exitPin' | 'location' | 'language'> = {};
  // A PIN written as a JSON number would lose its leading zeros, so only a string is accepted.
  if (exitPin !== undefined) {
    fields.exitPin =
      typeof exitPin === 'string' && PIN_PATTERN.test(exitPin) ? exitPin : invalid('kiosk.exitPin', 'a string of 4 to 12 digits');
  }
  if (location !== undefined) fields.location = readLocation(location, directory);
  if (language !== undefined) {
    fields.language = typeof language === 'string' && isLanguage(language) ? language : invalid('kiosk.language', languageCodes());
  }
  return fields;
}

/**
 * Runtime configuration (docs/design.md section 3): config.json, fetched once at boot so a single
 * build can serve any deployment, and read by the same checks in the browser and in the production
 * server (server/config.ts). Validation is strict and names the field that is wrong, because a
 * half-valid config produces confusing failures later.
 */
import { isLanguage, LANGUAGES } from '../../i18n/language.ts';
import { isInt64Id } from '../addresses/route-id.ts';

/** What an id must be: the same rule as the routes' (route-id.ts), so no directory entry links to a 404. */
const ID_RULE = 'a string of digits, a positive int64 (ids are strings: a JSON number above 2^53 has lost digits)';

export class ConfigError extends Error {
  override readonly name = 'ConfigError';
}

export const DEFAULT_KIOSK: KioskConfig = { enabled: false, idleSeconds: 90, warningSeconds: 15 };

export function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export interface DirectoryEntry {
  id: string;
  name: string;
}

export interface Directory {
  collections: DirectoryEntry[];
  terminals: DirectoryEntry[];
  buildings: DirectoryEntry[];
  boardingAreas: DirectoryEntry[];
}

/** Where the kiosk stands ("you are here"): a terminal, boarding area or building of the directory. */
export interface KioskLocation {
  type: 'terminal' | 'boardingArea' | 'building';
  id: string;
}

export interface KioskConfig {
  enabled: boolean;
  idleSeconds: number;
  warningSeconds: number;
  /** The operator's code to leave kiosk mode; absent: the kiosk has no operator exit. */
  exitPin?: string;
  location?: KioskLocation;
  /** The language each visit starts in: a catalog's code (checked with isLanguage); English when absent. */
  language?: string;
}

export interface DemoUser {
  token: string;
  name: string;
}

export interface RuntimeConfig {
  apiBaseUrl: string;
  accessToken: string | undefined;
  directory: Directory;
  hashtags: string[];
  kiosk: KioskConfig;
  demoUsers: DemoUser[];
  /**
   * The server has a catalogue open (docs/design.md section 11): `/api/search` answers, and the
   * header shows its search field. Served as `"search": true`; absent (or false) otherwise.
   */
  search?: boolean;
}

/** Every complaint names the field and says what it must be. */
export function invalid(field: string, expected: string): never {
  throw new ConfigError(`"${field}" must be ${expected}.`);
}

function readList(value: unknown, field: string): unknown[] {
  if (value === undefined) return [];
  return Array.isArray(value) ? value : invalid(field, 'a list');
}

function readEntries(value: unknown, field: string): DirectoryEntry[] {
  return readList(value, `directory.${field}`).map((entry, index) => {
    const where = `directory.${field}[${index}]`;
    if (!isObject(entry)) invalid(where, 'an object with id and name');
    // Ids in config must be strings: a JSON number above 2^53 has already lost digits.
    if (typeof entry.id !== 'string' || !isInt64Id(entry.id)) invalid(`${where}.id`, ID_RULE);
    if (typeof entry.name !== 'string' || entry.name.trim() === '') invalid(`${where}.name`, 'a non-empty string');
    return { id: entry.id, name: entry.name };
  });
}

function readKiosk(value: unknown, directory: Directory): KioskConfig {
  if (value === undefined) return DEFAULT_KIOSK;
  if (!isObject(value)) invalid('kiosk', 'an object');
  const seconds = (field: 'idleSeconds' | 'warningSeconds'): number => {
    const raw = value[field] ?? DEFAULT_KIOSK[field];
    return typeof raw === 'number' && Number.isFinite(raw) && raw > 0 ? raw : invalid(`kiosk.${field}`, 'a positive number of seconds');
  };
  // A quoted "true" or a 1 is a mistake to name, not a silent "off".
  const enabled = value.enabled ?? false;
  if (typeof enabled !== 'boolean') invalid('kiosk.enabled', 'true or false');
  return { enabled, idleSeconds: seconds('idleSeconds'), warningSeconds: seconds('warningSeconds'), ...readKioskFields(value, directory) };
}

function readApiBaseUrl(value: unknown, documentUrl: string): string {
  if (typeof value !== 'string') invalid('apiBaseUrl', 'the service root URL');
  let base: URL;
  try {
    base = new URL(value, documentUrl);
  } catch {
    return invalid('apiBaseUrl', 'a valid URL');
  }
  if (base.protocol !== 'http:' && base.protocol !== 'https:') invalid('apiBaseUrl', 'an http or https URL');
  return base.href.replace(/\/+$/, '');
}

export function parseRuntimeConfig(raw: unknown, documentUrl: string): RuntimeConfig {
  if (!isObject(raw)) throw new ConfigError('The file is not a JSON object.');
  const apiBaseUrl = readApiBaseUrl(raw.apiBaseUrl, documentUrl);
  const { accessToken, directory } = raw;
  if (accessToken !== undefined && typeof accessToken !== 'string') invalid('accessToken', 'a string when present');
  if (!isObject(directory)) invalid('directory', 'an object listing the collections, terminals, buildings and boarding areas');
  const hashtags = readList(raw.hashtags, 'hashtags').map((tag) =>
    typeof tag === 'string' ? tag.replace(/^#/, '') : invalid('hashtags', 'a list of strings'),
  );
  const demoUsers = readList(raw.demoUsers, 'demoUsers').map((user, index): DemoUser => {
    if (!isObject(user) || typeof user.token !== 'string' || typeof user.name !== 'string')
      invalid(`demoUsers[${index}]`, 'an object with a token and a name');
    return { token: user.token, name: user.name };
  });
  if (raw.search !== undefined && typeof raw.search !== 'boolean') invalid('search', 'true or false when present');
  const entries: Directory = {
    collections: readEntries(directory.collections, 'collections'),
    terminals: readEntries(directory.terminals, 'terminals'),
    buildings: readEntries(directory.buildings, 'buildings'),
    boardingAreas: readEntries(directory.boardingAreas, 'boardingAreas'),
  };
  return {
    apiBaseUrl,
    accessToken: accessToken === '' ? undefined : accessToken,
    directory: entries,
    hashtags: hashtags.filter(Boolean),
    kiosk: readKiosk(raw.kiosk, entries),
    demoUsers,
    ...(raw.search === true && { search: true }),
  };
}

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
  if (typeof id !== 'string' || !isInt64Id(id)) invalid('kiosk.location.id', ID_RULE);
  // The kiosk's home names the place from the directory: an id it does not list is a typo to catch now.
  const list = PLACE_LISTS[type];
  if (!directory[list].some((entry) => entry.id === id)) invalid('kiosk.location.id', `the id of an entry of directory.${list}`);
  return { type, id };
}

/** The kiosk's own fields, `exitPin`, `location` and `language`, each checked like every other field. */
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

declare global {
  interface Window {
    /**
     * config.json's request, started by the page's first script (public/warm-intl.js in the shell,
     * src/after-paint.ts in a rendered page) so it runs while the code downloads; false once the app
     * has taken it (or asked itself), so a script that runs later starts no second one.
     */
    hangarConfig?: Promise<Response> | false;
  }
}

/**
 * The answer to the request the page started early, taken once; else a request of its own. Not a
 * <link rel=preload>: WebKit revalidated that (config.json is no-cache) instead of using it, and
 * fetched config.json twice on every first visit.
 */
export function takeConfigResponse(configUrl: string): Promise<Response> {
  const started = window.hangarConfig;
  window.hangarConfig = false;
  return started || fetch(configUrl);
}

/** Fetches and validates config.json relative to the app's base URL. */
export async function loadRuntimeConfig(configUrl: string, fetchImpl: (url: string) => Promise<Response> = fetch): Promise<RuntimeConfig> {
  let response: Response;
  try {
    response = await fetchImpl(configUrl);
  } catch {
    throw new ConfigError(`config.json could not be fetched from ${configUrl} (network error).`);
  }
  if (!response.ok) {
    throw new ConfigError(`config.json could not be fetched from ${configUrl} (HTTP ${response.status}).`);
  }
  let raw: unknown;
  try {
    raw = JSON.parse(await response.text());
  } catch {
    throw new ConfigError('config.json is not valid JSON.');
  }
  // A relative apiBaseUrl is relative to config.json, not to the page.
  return parseRuntimeConfig(raw, new URL(configUrl, location.href).href);
}

/**
 * Runtime configuration (docs/design.md section 3): fetched once at boot so a single
 * build can serve any deployment. Validation is strict and names the field that
 * is wrong, because a half-valid config produces confusing failures later.
 *
 * Loading is in load-runtime-config.ts, with a short path for a well-formed config; these checks
 * download only for a config it does not take (decision 0013), so nothing on every page imports
 * this module but for its types.
 */
import { ConfigError, DEFAULT_KIOSK, INT64_PATTERN, isObject } from './load-runtime-config.ts';

export { ConfigError, INT64_PATTERN, isObject, loadRuntimeConfig } from './load-runtime-config.ts';

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
  /** The language each visit starts in: a catalog's code (kiosk-config.ts checks it with isLanguage); English when absent. */
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
    if (typeof entry.id !== 'string' || !INT64_PATTERN.test(entry.id)) invalid(`${where}.id`, 'a string of digits (int64 ids are strings)');
    if (typeof entry.name !== 'string' || entry.name.trim() === '') invalid(`${where}.name`, 'a non-empty string');
    return { id: entry.id, name: entry.name };
  });
}

function readKiosk(value: unknown): KioskConfig {
  if (value === undefined) return DEFAULT_KIOSK;
  if (!isObject(value)) invalid('kiosk', 'an object');
  const seconds = (field: 'idleSeconds' | 'warningSeconds'): number => {
    const raw = value[field] ?? DEFAULT_KIOSK[field];
    return typeof raw === 'number' && Number.isFinite(raw) && raw > 0 ? raw : invalid(`kiosk.${field}`, 'a positive number of seconds');
  };
  // A quoted "true" or a 1 is a mistake to name, not a silent "off".
  const enabled = value.enabled ?? false;
  if (typeof enabled !== 'boolean') invalid('kiosk.enabled', 'true or false');
  return { enabled, idleSeconds: seconds('idleSeconds'), warningSeconds: seconds('warningSeconds') };
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
  return {
    apiBaseUrl,
    accessToken: accessToken === '' ? undefined : accessToken,
    directory: {
      collections: readEntries(directory.collections, 'collections'),
      terminals: readEntries(directory.terminals, 'terminals'),
      buildings: readEntries(directory.buildings, 'buildings'),
      boardingAreas: readEntries(directory.boardingAreas, 'boardingAreas'),
    },
    hashtags: hashtags.filter(Boolean),
    kiosk: readKiosk(raw.kiosk),
    demoUsers,
  };
}

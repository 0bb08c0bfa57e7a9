/**
 * Runtime configuration (DESIGN.md section 3): fetched once at boot so a single
 * build can serve any deployment. Validation is strict and names the field that
 * is wrong, because a half-valid config produces confusing failures later.
 */

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

export interface KioskConfig {
  enabled: boolean;
  idleSeconds: number;
  warningSeconds: number;
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

export class ConfigError extends Error {
  override readonly name = 'ConfigError';
}

const DEFAULT_KIOSK: KioskConfig = { enabled: false, idleSeconds: 90, warningSeconds: 15 };
const INT64_PATTERN = /^-?\d{1,19}$/;

type Json = Record<string, unknown>;

function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function readEntries(value: unknown, field: string): DirectoryEntry[] {
  if (value === undefined) return [];
  if (!Array.isArray(value)) throw new ConfigError(`"directory.${field}" must be a list.`);
  return value.map((entry, index) => {
    const where = `directory.${field}[${index}]`;
    if (!isObject(entry)) throw new ConfigError(`"${where}" must be an object with id and name.`);
    // Ids in config must be strings: a JSON number above 2^53 has already lost digits.
    if (typeof entry.id !== 'string' || !INT64_PATTERN.test(entry.id)) {
      throw new ConfigError(`"${where}.id" must be a string of digits (int64 ids are strings).`);
    }
    if (typeof entry.name !== 'string' || entry.name.trim() === '') {
      throw new ConfigError(`"${where}.name" must be a non-empty string.`);
    }
    return { id: entry.id, name: entry.name };
  });
}

function readKiosk(value: unknown): KioskConfig {
  if (value === undefined) return DEFAULT_KIOSK;
  if (!isObject(value)) throw new ConfigError('"kiosk" must be an object.');
  const positive = (field: 'idleSeconds' | 'warningSeconds'): number => {
    const raw = value[field];
    if (raw === undefined) return DEFAULT_KIOSK[field];
    if (typeof raw !== 'number' || !Number.isFinite(raw) || raw <= 0) {
      throw new ConfigError(`"kiosk.${field}" must be a positive number of seconds.`);
    }
    return raw;
  };
  return {
    enabled: value.enabled === true,
    idleSeconds: positive('idleSeconds'),
    warningSeconds: positive('warningSeconds'),
  };
}

export function parseRuntimeConfig(raw: unknown, documentUrl: string): RuntimeConfig {
  if (!isObject(raw)) throw new ConfigError('The file is not a JSON object.');
  const { apiBaseUrl, accessToken, directory, hashtags, demoUsers } = raw;
  if (typeof apiBaseUrl !== 'string') throw new ConfigError('"apiBaseUrl" is missing; it must be the service root URL.');
  let base: URL;
  try {
    base = new URL(apiBaseUrl, documentUrl);
  } catch {
    throw new ConfigError(`"apiBaseUrl" is not a valid URL.`);
  }
  if (base.protocol !== 'http:' && base.protocol !== 'https:') {
    throw new ConfigError('"apiBaseUrl" must be an http or https URL.');
  }
  if (accessToken !== undefined && typeof accessToken !== 'string') {
    throw new ConfigError('"accessToken" must be a string when present.');
  }
  if (!isObject(directory)) throw new ConfigError('"directory" is missing; it lists the collections, terminals, buildings and boarding areas.');
  if (hashtags !== undefined && (!Array.isArray(hashtags) || !hashtags.every((tag) => typeof tag === 'string'))) {
    throw new ConfigError('"hashtags" must be a list of strings.');
  }
  if (demoUsers !== undefined && !Array.isArray(demoUsers)) throw new ConfigError('"demoUsers" must be a list.');
  const users = (demoUsers ?? []).map((user: unknown, index: number): DemoUser => {
    if (!isObject(user) || typeof user.token !== 'string' || typeof user.name !== 'string') {
      throw new ConfigError(`"demoUsers[${index}]" must have a token and a name.`);
    }
    return { token: user.token, name: user.name };
  });
  return {
    apiBaseUrl: base.href.replace(/\/+$/, ''),
    accessToken: accessToken === '' ? undefined : accessToken,
    directory: {
      collections: readEntries(directory.collections, 'collections'),
      terminals: readEntries(directory.terminals, 'terminals'),
      buildings: readEntries(directory.buildings, 'buildings'),
      boardingAreas: readEntries(directory.boardingAreas, 'boardingAreas'),
    },
    hashtags: ((hashtags ?? []) as string[]).map((tag) => tag.replace(/^#/, '')).filter(Boolean),
    kiosk: readKiosk(raw.kiosk),
    demoUsers: users,
  };
}

/** Fetches and validates config.json relative to the app's base URL. */
export async function loadRuntimeConfig(
  configUrl: string,
  fetchImpl: typeof fetch = fetch,
): Promise<RuntimeConfig> {
  let response: Response;
  try {
    // Plain GET so it matches the <link rel=preload> in index.html; the server marks it no-cache.
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
  return parseRuntimeConfig(raw, new URL(configUrl, globalThis.location?.href ?? 'http://localhost/').href);
}

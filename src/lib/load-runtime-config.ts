/**
 * Loading the runtime configuration at boot (docs/design.md section 3): the part of
 * runtime-config.ts on every page. A well-formed config.json, what every working deployment serves,
 * is read by a short path here; any other is handed to the field-by-field checks (parseRuntimeConfig
 * in runtime-config.ts, downloaded only then), which name the field that is wrong. Every page's
 * initial JS is 0.21 KiB gzip smaller than with those checks in it (decision 0013).
 */
import type { DemoUser, DirectoryEntry, KioskConfig, RuntimeConfig } from './runtime-config.ts';

export class ConfigError extends Error {
  override readonly name = 'ConfigError';
}

export const DEFAULT_KIOSK: KioskConfig = { enabled: false, idleSeconds: 90, warningSeconds: 15 };
export const INT64_PATTERN = /^-?\d{1,19}$/;

type Json = Record<string, unknown>;

export function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const isText = (value: unknown): value is string => typeof value === 'string';
const isSeconds = (value: unknown) => typeof value === 'number' && Number.isFinite(value) && value > 0;

/** An absent list is an empty one; anything but a list of objects that pass `test` is not well formed. */
function objects(value: unknown, test: (item: Json) => boolean): Json[] | null {
  const list = value === undefined ? [] : value;
  return Array.isArray(list) && list.every((item) => isObject(item) && test(item)) ? (list as Json[]) : null;
}

const isEntry = (entry: Json) => isText(entry.id) && INT64_PATTERN.test(entry.id) && isText(entry.name) && entry.name.trim() !== '';

/**
 * A well-formed config, with the result parseRuntimeConfig gives it (load-runtime-config.test.ts
 * compares them); null for anything parseRuntimeConfig might refuse (a null where a field may be
 * absent included), so that it names the problem.
 */
export function readWellFormed(raw: unknown, documentUrl: string): RuntimeConfig | null {
  if (!isObject(raw) || !isText(raw.apiBaseUrl) || !isObject(raw.directory)) return null;
  const { accessToken = '', directory, hashtags = [], kiosk = DEFAULT_KIOSK } = raw;
  let base: URL;
  try {
    base = new URL(raw.apiBaseUrl, documentUrl);
  } catch {
    return null;
  }
  const collections = objects(directory.collections, isEntry);
  const terminals = objects(directory.terminals, isEntry);
  const buildings = objects(directory.buildings, isEntry);
  const boardingAreas = objects(directory.boardingAreas, isEntry);
  const demoUsers = objects(raw.demoUsers, (user) => isText(user.token) && isText(user.name));
  if (!collections || !terminals || !buildings || !boardingAreas || !demoUsers) return null;
  if (!isText(accessToken) || !Array.isArray(hashtags) || !hashtags.every(isText) || !isObject(kiosk)) return null;
  const { enabled = false, idleSeconds = DEFAULT_KIOSK.idleSeconds, warningSeconds = DEFAULT_KIOSK.warningSeconds } = kiosk;
  if (!/^https?:$/.test(base.protocol) || typeof enabled !== 'boolean' || !isSeconds(idleSeconds) || !isSeconds(warningSeconds))
    return null;
  const entries = (list: Json[]) => list.map(({ id, name }) => ({ id, name }) as DirectoryEntry);
  return {
    apiBaseUrl: base.href.replace(/\/+$/, ''),
    accessToken: accessToken || undefined,
    directory: {
      collections: entries(collections),
      terminals: entries(terminals),
      buildings: entries(buildings),
      boardingAreas: entries(boardingAreas),
    },
    hashtags: hashtags.map((tag) => tag.replace(/^#/, '')).filter(Boolean),
    kiosk: { enabled, idleSeconds, warningSeconds } as KioskConfig,
    demoUsers: demoUsers.map(({ token, name }) => ({ token, name }) as DemoUser),
  };
}

/** Fetches and validates config.json relative to the app's base URL. */
export async function loadRuntimeConfig(configUrl: string, fetchImpl: typeof fetch = fetch): Promise<RuntimeConfig> {
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
  const documentUrl = new URL(configUrl, location.href).href;
  const config = readWellFormed(raw, documentUrl) ?? (await import('./runtime-config.ts')).parseRuntimeConfig(raw, documentUrl);
  // The kiosk's own fields are checked by code that only configs carrying them download
  // (kiosk-config.ts), so the checks cost no other deployment anything; a bad one stops the boot
  // all the same.
  const { kiosk } = raw as Json;
  if (isObject(kiosk) && ['exitPin', 'location', 'language'].some((field) => field in kiosk)) {
    config.kiosk = { ...config.kiosk, ...(await import('./kiosk-config.ts')).readKioskFields(kiosk, config.directory) };
  }
  return config;
}

/**
 * The fields of a config file the harvester reads (apiBaseUrl, accessToken, directory), checked
 * the way the app's validator checks them. Read here rather than through src/lib/config/runtime-config.ts
 * because that module loads the app's language catalogs, which exist only in a Vite build, and
 * `npm run catalogue` runs from the sources.
 */
import { readFileSync } from 'node:fs';
import type { DirectoryEntry } from '../../src/lib/config/runtime-config.ts';
import type { HarvestConfig } from './harvest.ts';

const INT64 = /^-?\d{1,19}$/;

function entries(value: unknown, field: string): DirectoryEntry[] {
  if (value === undefined) return [];
  if (!Array.isArray(value)) throw new Error(`"directory.${field}" must be a list.`);
  return value.map((entry: unknown, index) => {
    const { id, name } = (entry ?? {}) as { id?: unknown; name?: unknown };
    if (typeof id !== 'string' || !INT64.test(id)) throw new Error(`"directory.${field}[${index}].id" must be a string of digits.`);
    if (typeof name !== 'string' || name.trim() === '') throw new Error(`"directory.${field}[${index}].name" must be a non-empty string.`);
    return { id, name };
  });
}

/** The apiBaseUrl must be absolute: a harvest runs on no page for a relative one to be relative to. */
export function parseHarvestConfig(text: string, source: string): HarvestConfig {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (error) {
    throw new Error(`The config file ${source} is not valid JSON: ${(error as Error).message}`);
  }
  const config = (raw ?? {}) as { apiBaseUrl?: unknown; accessToken?: unknown; directory?: unknown };
  if (typeof config.apiBaseUrl !== 'string') throw new Error(`The config file ${source} has no "apiBaseUrl".`);
  let apiBaseUrl: string;
  try {
    const url = new URL(config.apiBaseUrl);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error('not http');
    apiBaseUrl = url.href.replace(/\/+$/, '');
  } catch {
    throw new Error(`The config file ${source}: a harvest needs an absolute http(s) "apiBaseUrl" (got "${config.apiBaseUrl}").`);
  }
  if (config.accessToken !== undefined && typeof config.accessToken !== 'string') {
    throw new Error(`The config file ${source}: "accessToken" must be a string.`);
  }
  const directory = (config.directory ?? {}) as Record<string, unknown>;
  if (typeof directory !== 'object' || Array.isArray(directory))
    throw new Error(`The config file ${source}: "directory" must be an object.`);
  return {
    apiBaseUrl,
    accessToken: config.accessToken === '' ? undefined : config.accessToken,
    directory: {
      collections: entries(directory.collections, 'collections'),
      terminals: entries(directory.terminals, 'terminals'),
      buildings: entries(directory.buildings, 'buildings'),
      boardingAreas: entries(directory.boardingAreas, 'boardingAreas'),
    },
  };
}

export function readHarvestConfig(path: string): HarvestConfig {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch {
    throw new Error(`The config file ${path} cannot be read.`);
  }
  return parseHarvestConfig(text, path);
}

/**
 * The config the server runs on: the same file and contract as the static
 * app's config.json (docs/design.md section 3), read once at start, checked by
 * the app's own validator, and sent to browsers as it is.
 */
import { readFileSync } from 'node:fs';
import { parseRuntimeConfig, type RuntimeConfig } from '../src/lib/config/runtime-config.ts';

export interface ServerConfig {
  /** The file's text, sent as `/config.json` (it is the browser's contract, section 3). */
  json: string;
  config: RuntimeConfig;
  /** `apiBaseUrl` as written: a relative one is resolved against each request's own address. */
  apiBaseUrl: string;
}

/** The config for a page asked for at `origin` (a relative `apiBaseUrl` means the API is on the page's host). */
export function configAt(server: ServerConfig, origin: string): RuntimeConfig {
  return { ...server.config, apiBaseUrl: new URL(server.apiBaseUrl, `${origin}/`).href.replace(/\/+$/, '') };
}

/** A problem the server cannot start with, said so that whoever runs it knows what to do. */
export class StartupError extends Error {
  override name = 'StartupError';
}

/** Relative `apiBaseUrl`s are the browser's (against the page); the server resolves them per request. */
const VALIDATION_BASE = 'http://localhost/';

export function parseServerConfig(text: string, source: string): ServerConfig {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (error) {
    throw new StartupError(`The config file ${source} is not valid JSON: ${(error as Error).message}`);
  }
  try {
    const config = parseRuntimeConfig(raw, VALIDATION_BASE);
    return { json: text, config, apiBaseUrl: (raw as { apiBaseUrl: string }).apiBaseUrl };
  } catch (error) {
    throw new StartupError(`The config file ${source} is invalid: ${(error as Error).message}`);
  }
}

export function readServerConfig(path: string): ServerConfig {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    throw new StartupError(
      code === 'ENOENT'
        ? `The config file ${path} does not exist. Pass one with --config FILE (its fields: README, "Pointing the same build at a real server").`
        : `The config file ${path} cannot be read (${code ?? (error as Error).message}).`,
    );
  }
  return parseServerConfig(text, path);
}

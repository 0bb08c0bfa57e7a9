import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { StartupError, configAt, parseServerConfig, readServerConfig } from './config.ts';
import { CONFIG_TEXT } from './test-helpers.ts';

/** What the one who starts the server reads when the config is wrong: which file, and what to do. */
function startupMessage(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(StartupError);
    // What serve.ts and the logs print before the message.
    expect((error as Error).name).toBe('StartupError');
    return (error as Error).message;
  }
  throw new Error('expected a StartupError');
}

describe('the server’s config', () => {
  it('is sent to browsers as written, and checked by the app’s own rules', () => {
    const server = parseServerConfig(CONFIG_TEXT, 'config.json');
    expect(server.json).toBe(CONFIG_TEXT);
    expect(server.apiBaseUrl).toBe('/');
    expect(server.config.directory.collections[0]).toEqual({ id: '1', name: 'Aviation Museum' });
  });

  it('resolves a relative apiBaseUrl against each request’s own address, without a trailing slash', () => {
    const server = parseServerConfig(CONFIG_TEXT, 'config.json');
    expect(configAt(server, 'https://museum.example').apiBaseUrl).toBe('https://museum.example');
    expect(configAt(server, 'http://10.0.0.5:8080').apiBaseUrl).toBe('http://10.0.0.5:8080');
    const slashes = parseServerConfig(JSON.stringify({ ...JSON.parse(CONFIG_TEXT), apiBaseUrl: '/service///' }), 'c');
    expect(configAt(slashes, 'https://museum.example').apiBaseUrl).toBe('https://museum.example/service');
    const nested = parseServerConfig(JSON.stringify({ ...JSON.parse(CONFIG_TEXT), apiBaseUrl: '/service/' }), 'c');
    expect(configAt(nested, 'https://museum.example').apiBaseUrl).toBe('https://museum.example/service');
  });

  it('keeps an absolute apiBaseUrl whatever the request’s address', () => {
    const absolute = parseServerConfig(JSON.stringify({ ...JSON.parse(CONFIG_TEXT), apiBaseUrl: 'https://api.example/v1' }), 'c');
    expect(configAt(absolute, 'https://museum.example').apiBaseUrl).toBe('https://api.example/v1');
    expect(configAt(absolute, 'https://museum.example').accessToken).toBe('read-server');
  });

  it('that is not JSON stops the start, naming the file', () => {
    expect(startupMessage(() => parseServerConfig('{"apiBaseUrl": ', '/etc/hangar.json'))).toMatch(
      /^The config file \/etc\/hangar\.json is not valid JSON: /,
    );
  });

  it('that breaks the contract stops the start, naming the file and the field', () => {
    const message = startupMessage(() =>
      parseServerConfig(
        JSON.stringify({ ...JSON.parse(CONFIG_TEXT), directory: { collections: [{ id: '-5', name: 'X' }] } }),
        'hangar.json',
      ),
    );
    expect(message).toMatch(/^The config file hangar\.json is invalid: /);
    expect(message).toContain('directory.collections');
  });

  it('that is missing says how to pass one; one that cannot be read says why', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'hangar-config-'));
    expect(startupMessage(() => readServerConfig(join(dir, 'absent.json')))).toBe(
      `The config file ${join(dir, 'absent.json')} does not exist. Pass one with --config FILE (its fields: README, "Pointing the same build at a real server").`,
    );
    expect(startupMessage(() => readServerConfig(dir))).toBe(`The config file ${dir} cannot be read (EISDIR).`);
    await writeFile(join(dir, 'good.json'), CONFIG_TEXT);
    expect(readServerConfig(join(dir, 'good.json')).json).toBe(CONFIG_TEXT);
    await writeFile(join(dir, 'bad.json'), '[');
    expect(startupMessage(() => readServerConfig(join(dir, 'bad.json')))).toMatch(/bad\.json is not valid JSON/);
  });
});

/**
 * `npm start`'s own config: the demo's, generated from the mock's data, with an overlay file's
 * fields over it, so a newcomer can try kiosk settings (idle time, PIN, location, language)
 * without writing a whole config.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { overlayConfig, startDemo } from './demo-server.ts';

const dir = mkdtempSync(join(tmpdir(), 'hangar-overlay-'));
// A client build of one page: the server needs its index.html as the template.
writeFileSync(
  join(dir, 'index.html'),
  '<!doctype html><html lang="en"><head><title>Hangar</title></head><body><div id="root"></div></body></html>',
);
function file(name: string, text: string): string {
  const path = join(dir, name);
  writeFileSync(path, text);
  return path;
}
// Plain files only (--static): the renderer needs a client build, which unit tests run without.
const plainFiles = ['--static', dir, '--port', '0', '--quiet'];

describe('npm start -- --config-overlay FILE', () => {
  it('lays the overlay over the demo config: objects field by field, anything else replaced', () => {
    const base = { apiBaseUrl: 'http://a', hashtags: ['one', 'two'], kiosk: { enabled: false, idleSeconds: 90, warningSeconds: 15 } };
    expect(overlayConfig(base, { hashtags: ['three'], kiosk: { enabled: true, exitPin: '2468' } })).toEqual({
      apiBaseUrl: 'http://a',
      hashtags: ['three'],
      kiosk: { enabled: true, idleSeconds: 90, warningSeconds: 15, exitPin: '2468' },
    });
  });

  it('serves the demo config with the overlay’s kiosk settings, the directory still the demo’s', async () => {
    const overlay = file('kiosk.json', JSON.stringify({ kiosk: { enabled: true, idleSeconds: 30, exitPin: '2468', language: 'es' } }));
    const { listening } = await startDemo(['--config-overlay', overlay, ...plainFiles], dir);
    try {
      const config = (await (await fetch(`${listening.url}/config.json`)).json()) as {
        kiosk: Record<string, unknown>;
        directory: { collections: unknown[] };
      };
      expect(config.kiosk).toMatchObject({ enabled: true, idleSeconds: 30, warningSeconds: 15, exitPin: '2468', language: 'es' });
      expect(config.directory.collections.length).toBeGreaterThan(0);
    } finally {
      await listening.close();
    }
  });

  it('refuses to start on an overlay that is unreadable, not an object, or makes the config invalid, saying which', async () => {
    await expect(startDemo(['--config-overlay', join(dir, 'missing.json'), ...plainFiles], dir)).rejects.toThrow(/cannot be read/);
    await expect(startDemo(['--config-overlay', file('list.json', '[1]'), ...plainFiles], dir)).rejects.toThrow(/must be a JSON object/);
    await expect(startDemo(['--config-overlay', file('broken.json', '{"kiosk": '), ...plainFiles], dir)).rejects.toThrow(/is not JSON/);
    await expect(
      startDemo(['--config-overlay', file('bad-pin.json', JSON.stringify({ kiosk: { exitPin: 'abc' } })), ...plainFiles], dir),
    ).rejects.toThrow(/bad-pin\.json \(over the demo config\) is invalid/);
  });
});

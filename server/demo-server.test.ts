/**
 * `npm start`'s own config: the demo's, generated from the mock's data, with an overlay file's
 * fields over it, so a newcomer can try kiosk settings (idle time, PIN, location, language)
 * without writing a whole config.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
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
    // A whole demo starts: the mock, its catalogue harvested on a thread, the search threads.
  }, 30_000);

  it('refuses to start on an overlay that is unreadable, not an object, or makes the config invalid, saying which', async () => {
    await expect(startDemo(['--config-overlay', join(dir, 'missing.json'), ...plainFiles], dir)).rejects.toThrow(/cannot be read/);
    await expect(startDemo(['--config-overlay', file('list.json', '[1]'), ...plainFiles], dir)).rejects.toThrow(/must be a JSON object/);
    await expect(startDemo(['--config-overlay', file('broken.json', '{"kiosk": '), ...plainFiles], dir)).rejects.toThrow(/is not JSON/);
    await expect(
      startDemo(['--config-overlay', file('bad-pin.json', JSON.stringify({ kiosk: { exitPin: 'abc' } })), ...plainFiles], dir),
    ).rejects.toThrow(/bad-pin\.json \(over the demo config\) is invalid/);
  });
});

/** A GET with this Host header as it is (fetch would not send some of them). */
function getWithHost(url: string, target: string, host: string): Promise<{ status: number; body: string }> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const outgoing = request({ host: hostname, port, path: target, headers: { Host: host } }, (incoming) => {
      const chunks: Buffer[] = [];
      incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
      incoming.on('end', () => resolve({ status: incoming.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }));
    });
    outgoing.on('error', reject);
    outgoing.end();
  });
}

describe('npm start and the Host header', () => {
  it('answers valid JSON whatever the Host: one that is not a host[:port] is refused with the error envelope', async () => {
    const { listening } = await startDemo(plainFiles, dir);
    try {
      const targets = [
        '/api/search?q=&images=1',
        '/api/suggest?q=air',
        '/config.json',
        '/rest/?method=museum.collection.collections.getObjects&collection_id=1729795001&per_page=2&access_token=read-tests',
        '/collections',
      ];
      for (const host of ['a"b', 'a\\b', 'x<y>', 'localhost:99999']) {
        for (const target of targets) {
          const answer = await getWithHost(listening.url, target, host);
          expect(answer.status, `${host} ${target}`).toBe(400);
          expect(JSON.parse(answer.body), `${host} ${target}`).toEqual({
            stat: 'error',
            error: { code: 450, message: expect.any(String) },
          });
        }
      }
      // A real host name: the catalogue's media addresses name it, in JSON that parses.
      const search = await getWithHost(listening.url, '/api/search?q=&images=1', 'museum.example:8080');
      expect(search.status).toBe(200);
      const answer = JSON.parse(search.body) as { results: { image: { url: string } | null }[] };
      expect(answer.results[0]?.image?.url).toMatch(/^http:\/\/museum\.example:8080\/media\//);
    } finally {
      await listening.close();
    }
  }, 60_000);
});

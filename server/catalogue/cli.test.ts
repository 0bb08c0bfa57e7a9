import { writeFileSync } from 'node:fs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildConfig } from '../../mock/config.ts';
import { createMock } from '../../mock/handle.ts';
import { startServer } from '../../mock/server.ts';
import { main } from './cli.ts';
import { tempTarget } from './test-fixtures.ts';

afterEach(() => vi.restoreAllMocks());

function config(apiBaseUrl: string): string {
  const file = tempTarget('config.json');
  writeFileSync(file, JSON.stringify({ apiBaseUrl, accessToken: 'read-test', directory: { collections: [{ id: '1', name: 'One' }] } }));
  return file;
}

describe('npm run catalogue', () => {
  it('exits 1 with one line, before asking the service, when the postgres:// target cannot be reached; its password never printed', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const asked = vi.spyOn(globalThis, 'fetch');
    // Port 9 (discard) refuses at once.
    expect(await main(['--config', config('http://127.0.0.1:9'), '--out', 'postgres://user:secret@127.0.0.1:9/hangar'])).toBe(1);
    expect(errors).toHaveBeenCalledTimes(1);
    const line = String(errors.mock.calls[0]![0]);
    expect(line).toMatch(/^catalogue: .*ECONNREFUSED/);
    expect(line).not.toContain('secret');
    expect(asked).not.toHaveBeenCalled();
    expect(await main(['--config', config('http://127.0.0.1:9'), '--out', 'mysql://user:secret@127.0.0.1/hangar'])).toBe(1);
    expect(String(errors.mock.calls[1]![0])).toMatch(/^catalogue: mysql:\/\/user:…@127\.0\.0\.1\/hangar: give a file path/);
  });

  it('exits 1 naming the list when the service cannot be reached, and 2 for a bad command line', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(process.stdout, 'write').mockImplementation(() => true);
    // Port 9 (discard) refuses at once.
    const code = await main(['--config', config('http://127.0.0.1:9'), '--out', tempTarget(), '--concurrency', '1'], {
      backoffScale: 0.001,
    });
    expect(code).toBe(1);
    expect(String(errors.mock.calls.at(-1)![0])).toMatch(
      /^catalogue: harvest failed, museum\.collection\.collections\.getObjects collection_id=1 /,
    );
    expect(await main([])).toBe(2);
    expect(await main(['--config', 'x', '--concurrency', '0'])).toBe(2);
  });

  it('refuses a relative apiBaseUrl: a harvest runs on no page', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(await main(['--config', config('/'), '--out', tempTarget()])).toBe(1);
    expect(String(errors.mock.calls[0]![0])).toMatch(/absolute/);
  });

  it('writes JSON lines only when its output is not a terminal, the last one the outcome', async () => {
    const service = await startServer({ seed: 3 });
    try {
      const file = tempTarget('config.json');
      writeFileSync(file, JSON.stringify(buildConfig(createMock({ seed: 3 }).dataset, service.url)));
      const target = tempTarget();
      // The test's output is not a terminal.
      expect(process.stdout.isTTY).toBeFalsy();
      const run = async () => {
        const written: string[] = [];
        const write = vi.spyOn(process.stdout, 'write').mockImplementation((chunk) => written.push(String(chunk)) > 0);
        try {
          expect(await main(['--config', file, '--out', target])).toBe(0);
        } finally {
          write.mockRestore();
        }
        const lines = written.join('').trim().split('\n');
        return lines.map((line) => JSON.parse(line) as Record<string, unknown>);
      };
      const first = await run();
      expect(first.length).toBeGreaterThan(2);
      expect(first.at(-1)).toMatchObject({ event: 'done', written: true, summary: expect.stringMatching(/^Catalogue written to /) });
      expect(await run()).toContainEqual(expect.objectContaining({ event: 'done', written: false }));
    } finally {
      await service.close();
    }
  });
});

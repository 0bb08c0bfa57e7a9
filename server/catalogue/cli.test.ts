import Database from 'better-sqlite3';
import { mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildConfig } from '../../mock/config.ts';
import { createMock } from '../../mock/handle.ts';
import { startServer } from '../../mock/server.ts';
import { main } from './cli.ts';
import { openSqliteCatalogue } from './sqlite.ts';
import { tempTarget } from './test-fixtures.ts';

afterEach(() => vi.restoreAllMocks());

function config(apiBaseUrl: string): string {
  const file = tempTarget('config.json');
  writeFileSync(file, JSON.stringify({ apiBaseUrl, accessToken: 'read-test', directory: { collections: [{ id: '1', name: 'One' }] } }));
  return file;
}

/** What main() wrote on stdout, as lines (the test's output is not a terminal). */
function captureStdout(): () => string[] {
  const written: string[] = [];
  vi.spyOn(process.stdout, 'write').mockImplementation((chunk) => written.push(String(chunk)) > 0);
  return () => written.join('').trim().split('\n');
}

/** The last line of stdout, which must be the outcome's JSON line. */
function outcome(lines: string[]): Record<string, unknown> {
  return JSON.parse(lines.at(-1)!) as Record<string, unknown>;
}

describe('npm run catalogue', () => {
  it('exits 1 with one line, before asking the service, when the postgres:// target cannot be reached; its password never printed', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    captureStdout();
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
    captureStdout();
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
      expect(first.at(-1)).toMatchObject({
        event: 'done',
        ok: true,
        written: true,
        summary: expect.stringMatching(/^Catalogue written to /),
      });
      expect(await run()).toContainEqual(expect.objectContaining({ event: 'done', written: false }));
    } finally {
      await service.close();
    }
  }, 30_000);

  it('ends a failed harvest with its outcome line: done, ok false, the reason', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const stdout = captureStdout();
    expect(process.stdout.isTTY).toBeFalsy();
    // Port 9 (discard) refuses at once.
    const code = await main(['--config', config('http://127.0.0.1:9'), '--out', tempTarget(), '--concurrency', '1'], {
      backoffScale: 0.001,
    });
    expect(code).toBe(1);
    const reason = String(errors.mock.calls.at(-1)![0]).replace(/^catalogue: /, '');
    expect(outcome(stdout())).toMatchObject({ event: 'done', ok: false, written: false, reason });
    expect(reason).toMatch(/^harvest failed, museum\.collection\.collections\.getObjects collection_id=1 /);
  });

  it('refuses, before harvesting, to replace a file that is not a Hangar catalogue, leaving it as it was', async () => {
    const service = await startServer({ seed: 3 });
    try {
      const configFile = tempTarget('config.json');
      writeFileSync(configFile, JSON.stringify(buildConfig(createMock({ seed: 3 }).dataset, service.url)));
      const notes = tempTarget('notes.txt');
      writeFileSync(notes, 'my notes\n');
      const otherDatabase = tempTarget('other.sqlite');
      const other = new Database(otherDatabase);
      other.exec('CREATE TABLE meta (key TEXT PRIMARY KEY, value BLOB); CREATE TABLE accounts (name TEXT)');
      other.close();
      const folder = join(dirname(tempTarget()), 'folder');
      mkdirSync(folder);
      for (const victim of [configFile, notes, otherDatabase, folder]) {
        const before = { bytes: statSync(victim).isFile() ? readFileSync(victim) : null, mtime: statSync(victim).mtimeMs };
        const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
        const asked = vi.spyOn(globalThis, 'fetch');
        const stdout = captureStdout();
        expect(await main(['--config', configFile, '--out', victim]), victim).toBe(1);
        expect(errors).toHaveBeenCalledTimes(1);
        expect(String(errors.mock.calls[0]![0])).toMatch(
          new RegExp(`^catalogue: ${victim.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} is not a Hangar catalogue[^\n]*$`),
        );
        expect(asked).not.toHaveBeenCalled();
        expect(outcome(stdout())).toMatchObject({ event: 'done', ok: false, written: false });
        if (before.bytes) expect(readFileSync(victim).equals(before.bytes), victim).toBe(true);
        expect(statSync(victim).mtimeMs, victim).toBe(before.mtime);
        vi.restoreAllMocks();
      }
    } finally {
      await service.close();
    }
  }, 30_000);

  it('refuses /dev/null as the target, and leaves it a device', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    captureStdout();
    const before = statSync('/dev/null');
    // An unreachable service: whatever the command does, it never gets as far as writing a catalogue.
    expect(await main(['--config', config('http://127.0.0.1:9'), '--out', '/dev/null'], { backoffScale: 0.001 })).toBe(1);
    expect(String(errors.mock.calls[0]![0])).toMatch(/^catalogue: \/dev\/null is not a Hangar catalogue/);
    const after = statSync('/dev/null');
    expect(after.isCharacterDevice()).toBe(true);
    expect([after.ino, after.rdev]).toEqual([before.ino, before.rdev]);
  });

  it('replaces a Hangar catalogue of an older schema', async () => {
    const service = await startServer({ seed: 3 });
    try {
      const configFile = tempTarget('config.json');
      writeFileSync(configFile, JSON.stringify(buildConfig(createMock({ seed: 3 }).dataset, service.url)));
      const target = tempTarget();
      const old = new Database(target);
      old.exec("CREATE TABLE meta (key TEXT PRIMARY KEY, value BLOB) WITHOUT ROWID; INSERT INTO meta VALUES ('schema', '1')");
      old.close();
      captureStdout();
      expect(await main(['--config', configFile, '--out', target])).toBe(0);
      const reader = openSqliteCatalogue(target);
      expect(reader.size).toBeGreaterThan(3_000);
      reader.close();
    } finally {
      await service.close();
    }
  }, 30_000);
});

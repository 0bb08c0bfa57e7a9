import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ownedTempPath, sweepLeftovers } from './temp-files.ts';

describe('sweepLeftovers', () => {
  it("removes what a process that is gone left, and nothing of a running process's or another kind's", () => {
    const directory = mkdtempSync(join(tmpdir(), 'hangar-sweep-test-'));
    // A process that has exited: its pid is free (not reused within this test).
    const gone = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], { encoding: 'utf8' }).stdout;
    const left = join(directory, `hangar-demo-catalogue-${gone}-abc.sqlite`);
    const leftDir = join(directory, `hangar-demo-catalogue-${gone}-xyz`);
    const mine = ownedTempPath('hangar-demo-catalogue', '.sqlite', directory);
    const parent = join(directory, `hangar-demo-catalogue-${process.ppid}-def.sqlite`);
    const otherKind = join(directory, `hangar-harvest-${gone}-abc`);
    for (const file of [left, mine, parent, otherKind]) writeFileSync(file, 'x');
    mkdirSync(leftDir);
    writeFileSync(join(leftDir, 'inside'), 'x');

    expect(sweepLeftovers('hangar-demo-catalogue', directory).sort()).toEqual(
      [`hangar-demo-catalogue-${gone}-abc.sqlite`, `hangar-demo-catalogue-${gone}-xyz`].sort(),
    );
    expect([left, leftDir].map(existsSync)).toEqual([false, false]);
    expect([mine, parent, otherKind].map(existsSync)).toEqual([true, true, true]);
  });

  it('a file a process owns goes when it exits; one killed hard leaves it for the next sweep', () => {
    const directory = mkdtempSync(join(tmpdir(), 'hangar-sweep-test-'));
    const script = (exit: string) =>
      `import { ownedTempPath } from ${JSON.stringify(join(import.meta.dirname, 'temp-files.ts'))};
       import { writeFileSync } from 'node:fs';
       const path = ownedTempPath('hangar-demo-catalogue', '.sqlite', ${JSON.stringify(directory)});
       writeFileSync(path, 'x');
       process.stdout.write(path);
       ${exit}`;
    const run = (exit: string) =>
      spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script(exit)], { encoding: 'utf8' }).stdout;
    expect(existsSync(run('process.exit(0);'))).toBe(false);
    const killed = run("process.kill(process.pid, 'SIGKILL');");
    expect(existsSync(killed)).toBe(true);
    sweepLeftovers('hangar-demo-catalogue', directory);
    expect(existsSync(killed)).toBe(false);
  });
});

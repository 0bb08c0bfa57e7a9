/**
 * Temporary files a process owns, named `PREFIX-PID-…` in the system's temporary directory: they
 * go when the process exits, and what a process killed hard left (SIGKILL, a crash: no exit
 * handler runs) is removed by the next process that makes files of the same kind. Without this
 * every end-to-end run, whose servers are stopped hard, left the demo's catalogue and its harvest
 * spool behind (85 MB for the large demo), and the catalogue's tests a few MB a test.
 */
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Whether a process with this id is running (a process of another user counts as running). */
function running(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Removes `PREFIX-PID-…` entries of the temporary directory whose process is gone; their names. */
export function sweepLeftovers(prefix: string, directory = tmpdir()): string[] {
  return sweepDeadOwners(directory, new RegExp(`^${prefix.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}-(\\d+)-`));
}

/**
 * Removes the entries of `directory` whose name `pattern` matches and whose process (the pattern's
 * first group, a pid) is gone; their names. A running process's files (this one's too) are in use.
 * A pid is only known on this machine: a process writing into a folder shared with
 * another machine or container would look gone to it.
 */
export function sweepDeadOwners(directory: string, pattern: RegExp): string[] {
  let names: string[];
  try {
    names = readdirSync(directory);
  } catch {
    return [];
  }
  return names.filter((name) => {
    const pid = Number(pattern.exec(name)?.[1]);
    if (!pid || pid === process.pid || running(pid)) return false;
    rmSync(join(directory, name), { recursive: true, force: true });
    return true;
  });
}

const atExit = new Set<string>();

/** Removes `path` (a file or a folder) when this process exits. */
export function removeAtExit(path: string): void {
  if (atExit.size === 0) process.once('exit', () => atExit.forEach((each) => rmSync(each, { recursive: true, force: true })));
  atExit.add(path);
}

/** A path `PREFIX-PID-RANDOM[SUFFIX]` (not created) for a file this process owns, removed when it exits. */
export function ownedTempPath(prefix: string, suffix = '', directory = tmpdir()): string {
  const path = join(directory, `${prefix}-${process.pid}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}${suffix}`);
  removeAtExit(path);
  return path;
}

/** A new folder `PREFIX-PID-XXXXXX` this process owns, removed when it exits. */
export function ownedTempDir(prefix: string, directory = tmpdir()): string {
  const path = mkdtempSync(join(directory, `${prefix}-${process.pid}-`));
  removeAtExit(path);
  return path;
}

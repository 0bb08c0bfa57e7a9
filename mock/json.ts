/**
 * JSON output with int64 ids as bare integer literals: bigints are written
 * through a marker string and unwrapped after stringify, so 2^53+1 arrives
 * with every digit (as the real service sends it).
 */
const MARK = '\u0000int64:';
const MARKED = /"\\u0000int64:(-?\d+)"/g;

export function stringifyJson(value: unknown): string {
  return JSON.stringify(value, (_key, item: unknown) => (typeof item === 'bigint' ? `${MARK}${item}` : item)).replace(MARKED, '$1');
}

/**
 * Safe reads from API records. Records are open property sets (docs/design.md
 * section 7): any key may be missing or of an unexpected type, and the page
 * must still render.
 */
import type { AnyRecord } from '../../api/types.ts';

export type { AnyRecord };

export function text(record: AnyRecord | undefined, key: string): string | undefined {
  const value = record?.[key];
  if (typeof value === 'string') return value.trim() === '' ? undefined : value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return undefined;
}

export function number(record: AnyRecord | undefined, key: string): number | undefined {
  const value = record?.[key];
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value))) return Number(value);
  return undefined;
}

/** An id as a string of digits (ids are int64 and never numbers in the app). */
export function id(record: AnyRecord | undefined, key: string): string | undefined {
  const value = record?.[key];
  if (typeof value === 'string' && /^-?\d+$/.test(value)) return value;
  // Small ids may still arrive as numbers from other servers; safe integers are exact.
  if (typeof value === 'number' && Number.isSafeInteger(value)) return String(value);
  return undefined;
}

/** A record's own id (`wof:id`): the stable key for list rows and the id in its links. */
export function recordKey(record: AnyRecord): string {
  return id(record, 'wof:id') ?? '';
}

/** Only http(s) URLs from the API may become links or image sources. */
export function safeHttpUrl(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}

import { createHmac, timingSafeEqual } from 'node:crypto';
import { invalid } from './errors.ts';

/**
 * Self-describing cursors: offset, issue time and the query they belong to,
 * signed so a forged or edited cursor is refused (454). Expiry is checked
 * against the mock's clock.
 */
const SECRET = 'hangar-mock-cursor-v1';

interface CursorBody {
  o: number;
  t: number;
  q: string;
}

function sign(payload: string): string {
  return createHmac('sha256', SECRET).update(payload).digest('base64url').slice(0, 22);
}

export function encodeCursor(offset: number, issuedAtMs: number, queryKey: string): string {
  const payload = Buffer.from(JSON.stringify({ o: offset, t: issuedAtMs, q: queryKey } satisfies CursorBody)).toString('base64url');
  return `${payload}.${sign(payload)}`;
}

export function decodeCursor(cursor: string, queryKey: string, nowMs: number, ttlSeconds: number): number {
  const [payload, signature, extra] = cursor.split('.');
  if (!payload || !signature || extra !== undefined) throw invalid('cursor', 'is not a cursor this server issued');
  const expected = Buffer.from(sign(payload));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) throw invalid('cursor', 'is not a cursor this server issued');
  let body: CursorBody;
  try {
    body = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as CursorBody;
  } catch {
    throw invalid('cursor', 'is not a cursor this server issued');
  }
  if (body.q !== queryKey) throw invalid('cursor', 'belongs to another query');
  if (!Number.isInteger(body.o) || body.o < 0) throw invalid('cursor', 'is not a cursor this server issued');
  if (nowMs - body.t > ttlSeconds * 1000) throw invalid('cursor', 'has expired; start again from the first page');
  return body.o;
}

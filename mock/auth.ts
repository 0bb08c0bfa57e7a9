import { MockApiError } from './errors.ts';

/**
 * The caller behind a token (docs/design.md section 4): `demo-<name>` may write,
 * `read-<name>` may only read, `expired-<name>` is 491, no token 494 and any
 * other token 493. The token comes from `access_token`, or else from
 * `Authorization: Bearer base64(token)` as the real service also accepts.
 */
export interface Caller {
  user: string;
  canWrite: boolean;
}

const TOKEN = /^(demo|read|expired)-([A-Za-z0-9._~-]{1,64})$/;

export function authenticate(params: URLSearchParams, authorization: string | undefined): Caller {
  let token = params.get('access_token') ?? '';
  if (token === '' && authorization?.startsWith('Bearer ')) {
    // Junk base64 decodes to junk (never throws), which is then an unknown token.
    token = Buffer.from(authorization.slice(7).trim(), 'base64').toString('utf8');
  }
  if (token === '') throw new MockApiError(494);
  const match = TOKEN.exec(token);
  if (!match) throw new MockApiError(493);
  if (match[1] === 'expired') throw new MockApiError(491);
  return { user: match[2]!, canWrite: match[1] === 'demo' };
}

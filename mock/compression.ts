import { brotliCompressSync, gzipSync, constants as zlib } from 'node:zlib';
import type { MockAnswer } from './answers.ts';
import { pickEncoding, type Encoding } from './encoding.ts';

/**
 * Content-encoding for the mock's answers, as any production API host does:
 * a 100-record page is ~135 kB of JSON and ~10 kB compressed, which is what
 * a phone on a slow network notices. Other bodies are compressed quickly per
 * call. Cached pages (one shared Uint8Array per page) are compressed quickly
 * when first asked for and thoroughly when asked again, once: a harvest reads
 * each page once (gzip -9 of a 500-object page is about 19 ms against 3 ms
 * at -1, 40 s of a million objects' 2,000 pages), browsers and tests ask again.
 */
const MIN_BYTES = 1024;
const COMPRESSIBLE = /^(application\/(json|javascript)|image\/svg\+xml|text\/)/;

export type EncodedAnswer = Omit<MockAnswer, 'body'> & { body: string | Uint8Array | null };
const compressedOnce = new WeakMap<Uint8Array, Partial<Record<Encoding, { bytes: Buffer; thorough: boolean }>>>();

function compress(body: Uint8Array | string, encoding: Encoding, thorough: boolean): Buffer {
  return encoding === 'br'
    ? brotliCompressSync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: thorough ? 9 : 4 } })
    : gzipSync(body, { level: thorough ? 9 : 1 });
}

/** The answer as sent to a client that accepts `acceptEncoding`. */
export function encodeAnswer(answer: MockAnswer, acceptEncoding: string | undefined): EncodedAnswer {
  const { body } = answer;
  if (body === null || body.length < MIN_BYTES) return answer;
  if (!COMPRESSIBLE.test(answer.headers['Content-Type'] ?? '')) return answer;
  const encoding = pickEncoding(acceptEncoding);
  const headers = { ...answer.headers, Vary: 'Accept-Encoding' };
  if (!encoding) return { ...answer, headers };
  let encoded: Buffer;
  if (typeof body === 'string') {
    encoded = compress(body, encoding, false);
  } else {
    let known = compressedOnce.get(body);
    if (!known) compressedOnce.set(body, (known = {}));
    const kept = known[encoding];
    if (!kept) known[encoding] = { bytes: compress(body, encoding, false), thorough: false };
    else if (!kept.thorough) Object.assign(kept, { bytes: compress(body, encoding, true), thorough: true });
    encoded = known[encoding]!.bytes;
  }
  return { status: answer.status, headers: { ...headers, 'Content-Encoding': encoding }, body: encoded };
}

/**
 * A rendered page's body, compressed once per encoding and kept with the page itself. The page
 * cache sends one rendered page to everyone who asks for it for 10 s, and compressing it again
 * for each of them cost more than the rest of the answer: the cached list page (170 KB) went from
 * 1,207 req/s without compression to 484 with brotli per answer (decision 0046). Kept in a WeakMap
 * on the page object, so the compressed bodies live exactly as long as the cache keeps the page.
 * Compressed with zlib's asynchronous calls, off the main thread, as the compression middleware
 * does for every other answer.
 */
import Negotiator from 'negotiator';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

export type PageEncoding = 'br' | 'gzip';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** Ours in the order we prefer them when the visitor weighs them alike (`gzip, deflate, br`: brotli, as the compression middleware that answers the rest). */
const ENCODINGS = ['br', 'gzip', 'identity'];

/**
 * How to send a page to a request with this Accept-Encoding: the encoding it weighs highest of
 * brotli, gzip and the page as it is (negotiator reads the q-values, `*` and `identity;q=0`).
 * Without the header, as it is, as the compression middleware does.
 */
export function pageEncoding(acceptEncoding: string | undefined): PageEncoding | null {
  if (!acceptEncoding) return null;
  const [best] = new Negotiator({ headers: { 'accept-encoding': acceptEncoding } }).encodings(ENCODINGS, { preferred: ENCODINGS });
  return best === 'br' || best === 'gzip' ? best : null;
}

const bodies = new WeakMap<object, Partial<Record<PageEncoding, Promise<Buffer>>>>();

function compress(html: string, encoding: PageEncoding): Promise<Buffer> {
  const text = Buffer.from(html);
  // Quality 4, as the compression middleware's default: near gzip's speed, smaller.
  if (encoding === 'br')
    return brotli(text, { params: { [constants.BROTLI_PARAM_QUALITY]: 4, [constants.BROTLI_PARAM_SIZE_HINT]: text.length } });
  return gzipped(text);
}

/** The page's HTML in `encoding`, compressed the first time it is asked for. */
export function compressedPage(page: { html: string }, encoding: PageEncoding): Promise<Buffer> {
  let kept = bodies.get(page);
  if (!kept) bodies.set(page, (kept = {}));
  const known = kept[encoding];
  if (known) return known;
  const body = compress(page.html, encoding);
  kept[encoding] = body;
  // A failure is not kept: the next answer tries again.
  body.catch(() => delete kept[encoding]);
  return body;
}

/** Smaller bodies are sent as they are (the compression middleware's threshold). */
const COMPRESS_FROM = 1024;

/** A rendered page's body for a request with this Accept-Encoding, and its encoding (null: as it is, also when compressing failed). */
export async function pageBody(
  page: { html: string },
  acceptEncoding: string | undefined,
): Promise<{ body: string | Buffer; encoding: PageEncoding | null }> {
  const encoding = page.html.length >= COMPRESS_FROM ? pageEncoding(acceptEncoding) : null;
  const body = encoding ? await compressedPage(page, encoding).catch(() => null) : null;
  return body && encoding ? { body, encoding } : { body: page.html, encoding: null };
}

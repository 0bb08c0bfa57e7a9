/**
 * Content negotiation for the API answers (compression.ts): brotli when the
 * client takes it, else gzip.
 */
export type Encoding = 'br' | 'gzip';

export function pickEncoding(acceptEncoding: string | null | undefined): Encoding | null {
  if (!acceptEncoding) return null;
  if (/\bbr\b/.test(acceptEncoding)) return 'br';
  if (/\bgzip\b/.test(acceptEncoding)) return 'gzip';
  return null;
}

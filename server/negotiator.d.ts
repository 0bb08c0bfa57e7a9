/**
 * The part of negotiator 1.x that server/compressed-pages.ts calls. The package ships no types,
 * and @types/negotiator describes 0.6, which has no `preferred` (the order that breaks a tie of
 * q-values: brotli before gzip for `gzip, deflate, br`).
 */
declare module 'negotiator' {
  class Negotiator {
    constructor(request: { headers: Readonly<Record<string, string | readonly string[] | undefined>> });
    /** The available encodings the request accepts, highest q first (ties: `preferred`'s order). */
    encodings(available?: readonly string[], options?: { preferred?: readonly string[] }): string[];
  }
  export = Negotiator;
}

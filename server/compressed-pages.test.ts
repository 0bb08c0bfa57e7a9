import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { compressedPage, pageBody, pageEncoding } from './compressed-pages.ts';

describe('the encoding a page is sent in', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['br', 'br'],
    ['gzip', 'gzip'],
    ['gzip;q=1, br;q=0.5', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['BR', 'br'],
    ['*', 'br'],
    ['*;q=0, gzip', 'gzip'],
    ['identity', null],
    ['deflate', null],
    ['gzip;q=0', null],
    ['gzip;q=abc', null],
    ['', null],
    [undefined, null],
  ])('Accept-Encoding %j: %s', (header, expected) => {
    expect(pageEncoding(header)).toBe(expected);
  });
});

describe('the page as it is, weighed against the encodings', () => {
  it.each([
    // The visitor prefers the page as it is to gzip: it is sent as it is.
    ['gzip;q=0.5, identity', null],
    ['*;q=0.1, identity;q=0.5', null],
    ['br;q=0.4, gzip;q=0.8, identity;q=0.6', 'gzip'],
    // Refusing the page as it is leaves the encodings it weighs above nothing.
    ['gzip;q=0.5, identity;q=0', 'gzip'],
    ['identity;q=0', null],
    // An encoding named alone is weighed against the page as it is at the same q: ours wins.
    ['gzip;q=0.5', 'gzip'],
  ])('Accept-Encoding %j: %s', (header, expected) => {
    expect(pageEncoding(header)).toBe(expected);
  });
});

describe('a page compressed once', () => {
  const html = `<main>${'<p>row</p>'.repeat(500)}</main>`;

  it('gives the same body for the same page object, another for another page', async () => {
    const page = { html };
    const first = await compressedPage(page, 'br');
    expect(await compressedPage(page, 'br')).toBe(first);
    expect(brotliDecompressSync(first).toString()).toBe(html);
    expect(gunzipSync(await compressedPage(page, 'gzip')).toString()).toBe(html);
    expect(await compressedPage({ html }, 'br')).not.toBe(first);
  });

  it('sends a small page as it is, and a large one compressed', async () => {
    expect(await pageBody({ html: '<p>short</p>' }, 'br')).toEqual({ body: '<p>short</p>', encoding: null });
    const large = await pageBody({ html }, 'gzip, br');
    expect(large.encoding).toBe('br');
    expect(large.body.length).toBeLessThan(html.length / 10);
    expect(await pageBody({ html }, undefined)).toEqual({ body: html, encoding: null });
  });
});

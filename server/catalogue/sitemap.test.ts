import { describe, expect, it } from 'vitest';
import type { CatalogueReader, SitemapEntry } from './engine.ts';
import { SITEMAP_CHUNK, sitemapFiles, sitemapIndex, urlSet } from './sitemap.ts';

/** A reader of `size` objects, ids 1..size, for the sitemap alone. */
function fakeReader(size: number): CatalogueReader {
  return {
    harvestedAt: '2026-11-26T17:00:00.000Z',
    size,
    async listForSitemap(offset: number, limit: number): Promise<SitemapEntry[]> {
      const entries: SitemapEntry[] = [];
      for (let id = offset + 1; id <= Math.min(size, offset + limit); id += 1)
        entries.push({ kind: 'object', id: String(id), href: `/objects/${id}` });
      return entries;
    },
    search: () => Promise.reject(new Error('unused')),
    suggest: async () => [],
    getObject: async () => null,
    close: () => undefined,
  };
}

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!);

describe('sitemaps', () => {
  it('is one file up to 50,000 addresses', async () => {
    const reader = fakeReader(50_000);
    expect(sitemapFiles(reader)).toBe(0);
    expect(locs(await urlSet(reader, 'https://h.example', 0, reader.size))).toHaveLength(50_000);
  });

  it('is an index over files past 50,000, every address in exactly one file', async () => {
    const reader = fakeReader(50_001);
    const files = sitemapFiles(reader);
    expect(files).toBe(Math.ceil(50_001 / SITEMAP_CHUNK));
    const index = sitemapIndex(reader, 'https://h.example');
    expect(index).toContain('<sitemapindex');
    expect(locs(index)).toEqual(Array.from({ length: files }, (_, file) => `https://h.example/sitemap-${file + 1}.xml`));
    const all = (
      await Promise.all(
        Array.from({ length: files }, async (_, file) =>
          locs(await urlSet(reader, 'https://h.example', file * SITEMAP_CHUNK, SITEMAP_CHUNK)),
        ),
      )
    ).flat();
    expect(all).toHaveLength(50_001);
    expect(new Set(all).size).toBe(50_001);
  });
});

import { describe, expect, it } from 'vitest';
import type { CatalogueReader, SitemapEntry } from './engine.ts';
import { SITE_PAGES, SITE_RESERVE, SITEMAP_CHUNK, SITEMAP_LIMIT, sitemapFiles, sitemapIndex, urlSet } from './sitemap.ts';

/** A reader of `size` objects, ids 1..size (after `first`, entries of their own), for the sitemap alone. */
function fakeReader(size: number, first: SitemapEntry[] = []): CatalogueReader {
  return {
    harvestedAt: '2026-11-26T17:00:00.000Z',
    size: first.length + size,
    async listForSitemap(offset: number, limit: number): Promise<SitemapEntry[]> {
      const entries: SitemapEntry[] = first.slice(offset, offset + limit);
      for (let id = Math.max(1, offset - first.length + 1); id <= Math.min(size, offset + limit - first.length); id += 1)
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
  it('is one file up to 50,000 addresses, the site’s own pages included', async () => {
    const reader = fakeReader(SITEMAP_LIMIT - SITE_RESERVE);
    expect(sitemapFiles(reader)).toBe(0);
    const all = locs(await urlSet(reader, 'https://h.example', 0, reader.size));
    expect(all).toHaveLength(SITEMAP_LIMIT - SITE_RESERVE + SITE_PAGES.length);
    expect(all.length).toBeLessThanOrEqual(SITEMAP_LIMIT);
  });

  it('lists home, the collections, the airport, the flights and the social pages first, then every entry', async () => {
    const reader = fakeReader(2);
    const all = locs(await urlSet(reader, 'https://h.example', 0, reader.size));
    expect(all.slice(0, 5)).toEqual([
      'https://h.example/',
      'https://h.example/collections',
      'https://h.example/airport',
      'https://h.example/flights',
      'https://h.example/social',
    ]);
    expect(all.slice(5)).toEqual(['https://h.example/objects/1', 'https://h.example/objects/2']);
  });

  it('lists a collection as its objects, categories and subcategories, a terminal as its galleries and exhibitions (their own addresses redirect)', async () => {
    const places: SitemapEntry[] = [
      { kind: 'category', id: '1729795001', href: '/collections/1729795001' },
      { kind: 'category', id: '1729810002', href: '/terminals/1729810002' },
      { kind: 'category', id: '1729820004', href: '/boarding-areas/1729820004/gates' },
    ];
    const xml = await urlSet(fakeReader(0, places), 'https://h.example', 0, places.length);
    expect(locs(xml).slice(SITE_PAGES.length)).toEqual([
      'https://h.example/collections/1729795001/objects',
      'https://h.example/collections/1729795001/categories',
      'https://h.example/collections/1729795001/subcategories',
      'https://h.example/terminals/1729810002/galleries',
      'https://h.example/terminals/1729810002/exhibitions',
      'https://h.example/boarding-areas/1729820004/gates',
    ]);
    // Each page keeps its alternates in the three languages.
    expect(xml).toContain('hreflang="es" href="https://h.example/collections/1729795001/categories?lang=es"');
    expect(xml).toContain('hreflang="zh" href="https://h.example/?lang=zh"');
  });

  it('is an index over files past 49,000 entries, every address in exactly one file', async () => {
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
    expect(all).toHaveLength(50_001 + SITE_PAGES.length);
    expect(new Set(all).size).toBe(50_001 + SITE_PAGES.length);
  });
});

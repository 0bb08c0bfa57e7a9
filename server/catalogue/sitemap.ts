/**
 * Sitemaps from the catalogue: the site's own pages, then every entry's address, each with its
 * alternates in each language (`?lang=`, how a server-rendered page picks its language); one file
 * while it holds at most 50,000 addresses, past that a sitemap index over numbered files (the
 * protocol's limit per file).
 */
import type { CatalogueReader } from './engine.ts';

export const SITEMAP_LIMIT = 50_000;
/** Addresses per file behind an index: well under the limit, so each answer stays a few MB. */
export const SITEMAP_CHUNK = 25_000;
export const SITEMAP_LANGUAGES = ['en', 'es', 'zh'] as const;

/** The public pages no catalogue entry names (docs/design.md section 8): in the first file, before the entries. */
export const SITE_PAGES = ['/', '/collections', '/airport', '/flights', '/social'] as const;
/**
 * Addresses kept free in a single file for the site's pages and the lists a place's address
 * expands to (`pagesOf`): a directory's places are tens, so 1,000 is room to spare.
 */
export const SITE_RESERVE = 1_000;

/**
 * The pages an entry's address stands for. A place's own address redirects (a collection to its
 * objects, a terminal to its galleries), and a sitemap lists pages, not redirects: a collection is
 * listed as its three lists, a terminal as its two.
 */
function pagesOf(href: string): string[] {
  const collection = /^\/collections\/(\d+)$/.exec(href);
  if (collection) return ['objects', 'categories', 'subcategories'].map((list) => `/collections/${collection[1]}/${list}`);
  const terminal = /^\/terminals\/(\d+)$/.exec(href);
  if (terminal) return ['galleries', 'exhibitions'].map((list) => `/terminals/${terminal[1]}/${list}`);
  return [href];
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };
const xml = (text: string) => text.replace(/[&<>"']/g, (char) => ESCAPES[char]!);

function withLanguage(href: string, language: string): string {
  return `${href}${href.includes('?') ? '&' : '?'}lang=${language}`;
}

function urlElement(origin: string, href: string): string {
  const alternates = SITEMAP_LANGUAGES.map(
    (language) => `<xhtml:link rel="alternate" hreflang="${language}" href="${xml(origin + withLanguage(href, language))}"/>`,
  ).join('');
  return `<url><loc>${xml(origin + href)}</loc>${alternates}<xhtml:link rel="alternate" hreflang="x-default" href="${xml(origin + href)}"/></url>\n`;
}

/** How many files there are behind /sitemap.xml (0: it is itself the only file). */
export function sitemapFiles(reader: CatalogueReader): number {
  return reader.size <= SITEMAP_LIMIT - SITE_RESERVE ? 0 : Math.ceil(reader.size / SITEMAP_CHUNK);
}

export async function urlSet(reader: CatalogueReader, origin: string, offset: number, limit: number): Promise<string> {
  let body = '<?xml version="1.0" encoding="UTF-8"?>\n';
  body += '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n';
  if (offset === 0) for (const href of SITE_PAGES) body += urlElement(origin, href);
  for (const entry of await reader.listForSitemap(offset, limit)) for (const href of pagesOf(entry.href)) body += urlElement(origin, href);
  return `${body}</urlset>\n`;
}

export function sitemapIndex(reader: CatalogueReader, origin: string): string {
  const lastmod = reader.harvestedAt ? `<lastmod>${xml(reader.harvestedAt)}</lastmod>` : '';
  let body = '<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n';
  for (let file = 1; file <= sitemapFiles(reader); file += 1)
    body += `<sitemap><loc>${xml(`${origin}/sitemap-${file}.xml`)}</loc>${lastmod}</sitemap>\n`;
  return `${body}</sitemapindex>\n`;
}

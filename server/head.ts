/**
 * The head of a server-rendered page: its title and description, canonical address and language
 * alternates, the Open Graph and Twitter cards a pasted link previews with, and schema.org data
 * (the breadcrumb trail; the object itself on an object's page). Called inside the page's scope, so
 * the app's strings are in the page's language.
 */
import { LANGUAGES } from '../src/i18n/language.ts';
import { shellText } from '../src/lib/messages/shell-text.ts';
import type { PageMeta } from '../src/lib/server-render.ts';
import { escapeHtml, scriptJson } from './page-html.ts';

/** Query parameters that change what a page shows; the rest (language, list context, kiosk) do not make another page. */
const CANONICAL_PARAMETERS = ['page', 'images', 'gallery', 'direction', 'airline', 'q'];

export function canonicalUrl(url: URL): URL {
  const canonical = new URL(url.pathname, url.origin);
  for (const name of CANONICAL_PARAMETERS) {
    const value = url.searchParams.get(name);
    if (value !== null && !(name === 'page' && value === '1')) canonical.searchParams.set(name, value);
  }
  return canonical;
}

/** Previews show two or three lines: a long label is cut at a word, with an ellipsis. */
export function shorten(text: string, limit = 300): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= limit) return flat;
  const cut = flat.slice(0, limit);
  const space = cut.lastIndexOf(' ');
  return `${(space > limit * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

const OG_LOCALES: Record<string, string> = { en: 'en_US', es: 'es_ES', zh: 'zh_CN' };

interface HeadInput {
  meta: PageMeta | null;
  url: URL;
  language: string;
  status: number;
}

export function documentHead({ meta, url, language, status }: HeadInput): string {
  const appName = shellText.app.name;
  const pageTitle = meta?.title || null;
  const title = pageTitle ? `${pageTitle} · ${appName}` : appName;
  const description = shorten(meta?.description ?? (pageTitle ? `${pageTitle}. ${shellText.app.tagline}` : shellText.app.tagline));
  const canonical = canonicalUrl(url);
  const tags: string[] = [`<title>${escapeHtml(title)}</title>`, `<meta name="description" content="${escapeHtml(description)}" />`];
  const meta_ = (attribute: 'name' | 'property', key: string, value: string | number | undefined) => {
    if (value !== undefined && value !== '') tags.push(`<meta ${attribute}="${key}" content="${escapeHtml(String(value))}" />`);
  };
  if (status === 404) {
    // A missing page is not to be indexed, nor previewed as a page.
    meta_('name', 'robots', 'noindex');
    return tags.join('\n    ');
  }
  tags.push(`<link rel="canonical" href="${escapeHtml(canonical.href)}" />`);
  for (const { code } of LANGUAGES) {
    const alternate = new URL(canonical);
    alternate.searchParams.set('lang', code);
    tags.push(`<link rel="alternate" hreflang="${escapeHtml(code === 'zh' ? 'zh-Hans' : code)}" href="${escapeHtml(alternate.href)}" />`);
  }
  tags.push(`<link rel="alternate" hreflang="x-default" href="${escapeHtml(canonical.href)}" />`);

  meta_('property', 'og:site_name', appName);
  meta_('property', 'og:type', meta?.thing ? 'article' : 'website');
  meta_('property', 'og:title', pageTitle ?? appName);
  meta_('property', 'og:description', description);
  meta_('property', 'og:url', canonical.href);
  meta_('property', 'og:locale', OG_LOCALES[language] ?? language);
  const image = meta?.image;
  if (image) {
    meta_('property', 'og:image', image.url);
    meta_('property', 'og:image:width', image.width);
    meta_('property', 'og:image:height', image.height);
    meta_('property', 'og:image:alt', image.alt);
  }
  meta_('name', 'twitter:card', image ? 'summary_large_image' : 'summary');
  meta_('name', 'twitter:title', pageTitle ?? appName);
  meta_('name', 'twitter:description', description);
  if (image) {
    meta_('name', 'twitter:image', image.url);
    meta_('name', 'twitter:image:alt', image.alt);
  }

  const structured: Record<string, unknown>[] = [];
  if (meta?.crumbs && meta.crumbs.length > 0) {
    structured.push({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: meta.crumbs.map((crumb, index) => ({
        '@type': 'ListItem',
        position: index + 1,
        name: crumb.name,
        ...(crumb.href ? { item: new URL(crumb.href, url.origin).href } : {}),
      })),
    });
  }
  if (meta?.thing) structured.push({ '@context': 'https://schema.org', url: canonical.href, ...meta.thing });
  for (const data of structured) tags.push(`<script type="application/ld+json">${scriptJson(data)}</script>`);
  return tags.join('\n    ');
}

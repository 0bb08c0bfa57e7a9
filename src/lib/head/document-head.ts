/**
 * A page's head, built by one function on both sides (docs/decisions/0046): the server writes it into
 * the page it sends (server/head.ts), the browser applies it after each navigation (src/app/DocumentHead.tsx),
 * so the canonical address, language alternates, previews and structured data a phone's share
 * sheet or a crawler reads always describe the page on screen, not the first page opened.
 */
import { LANGUAGES, currentLanguage, languageTag, subscribeToLanguage } from '../../i18n/language.ts';
import { subscribeToSession } from '../session/signed-in-user.ts';
import { shellText } from '../messages/shell-text.ts';
import { isRouteErrorResponse } from 'react-router';
import type { QueryCacheNotifyEvent, QueryClient } from '@tanstack/react-query';
import { ownsPageParam, pageNumberOf } from '../lists/page-number.ts';
import { heading, notFoundHead, type HeadMatch, type PageMeta, type RouteHead } from './route-head.ts';

/** Query parameters that change what a page shows; the rest (language, list context, kiosk) do not make another page. */
const CANONICAL_PARAMETERS = ['page', 'images', 'gallery', 'direction', 'airline', 'q', 'ids'];

/**
 * The one address of the page on screen. An object's is `/objects/<id>`, whatever list it was
 * reached from (its `page` is the list's, not the object's); a hashtag's feed is the same page in
 * any case (`/social/Aviation` is `/social/aviation`: the service reads tags without case).
 */
export function canonicalUrl(url: URL): URL {
  if (url.pathname.startsWith('/objects/')) return new URL(url.pathname, url.origin);
  const feed = /^\/social\/([^/]+)$/.exec(url.pathname);
  const canonical = new URL(feed ? `/social/${feed[1]!.toLowerCase()}` : url.pathname, url.origin);
  for (const name of CANONICAL_PARAMETERS) {
    const value = url.searchParams.get(name);
    if (value !== null && !(name === 'page' && value === '1')) canonical.searchParams.set(name, value);
  }
  // A list's commas stay commas, as the page's own address writes them (a visit's `ids=1,2,3`).
  canonical.search = canonical.search.replaceAll('%2C', ',');
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

/** The tab's title: the page's, then the app's name (the one place this format is written). */
export function documentTitle(pageTitle: string | null | undefined): string {
  return pageTitle ? `${pageTitle} · ${shellText.app.name}` : shellText.app.name;
}

/** One element of the head besides the title: a meta, a link or a JSON-LD script. */
export type HeadTag =
  | { element: 'meta'; attributes: { name: string; content: string } | { property: string; content: string } }
  | { element: 'link'; attributes: { rel: string; href: string; hreflang?: string; type?: string; title?: string } }
  | { element: 'script'; json: Record<string, unknown> };

const OG_LOCALES: Record<string, string> = { en: 'en_US', es: 'es_ES', zh: 'zh_CN' };

interface HeadInput {
  meta: PageMeta | null;
  /** The page's absolute address. */
  url: URL;
  language: string;
  notFound: boolean;
}

export function headTags({ meta, url, language, notFound }: HeadInput): { title: string; tags: HeadTag[] } {
  const appName = shellText.app.name;
  const pageTitle = meta?.title || null;
  const description = shorten(meta?.description ?? (pageTitle ? shellText.app.pageDescription(pageTitle) : shellText.app.tagline));
  const tags: HeadTag[] = [{ element: 'meta', attributes: { name: 'description', content: description } }];
  const named = (name: string, value: string | number | undefined) => {
    if (value !== undefined && value !== '') tags.push({ element: 'meta', attributes: { name, content: String(value) } });
  };
  const property = (key: string, value: string | number | undefined) => {
    if (value !== undefined && value !== '') tags.push({ element: 'meta', attributes: { property: key, content: String(value) } });
  };
  const title = documentTitle(pageTitle);
  // A missing page is not to be indexed, nor previewed as a page.
  if (notFound) {
    named('robots', 'noindex');
    return { title, tags };
  }
  const canonical = canonicalUrl(url);
  tags.push({ element: 'link', attributes: { rel: 'canonical', href: canonical.href } });
  for (const { code } of LANGUAGES) {
    const alternate = new URL(canonical);
    alternate.searchParams.set('lang', code);
    tags.push({ element: 'link', attributes: { rel: 'alternate', hreflang: languageTag(code), href: alternate.href } });
  }
  tags.push({ element: 'link', attributes: { rel: 'alternate', hreflang: 'x-default', href: canonical.href } });

  property('og:site_name', appName);
  property('og:type', meta?.thing ? 'article' : 'website');
  property('og:title', pageTitle ?? appName);
  property('og:description', description);
  property('og:url', canonical.href);
  property('og:locale', OG_LOCALES[language] ?? language);
  const image = meta?.image;
  if (image) {
    property('og:image', image.url);
    property('og:image:width', image.width);
    property('og:image:height', image.height);
    property('og:image:alt', image.alt);
  }
  named('twitter:card', image ? 'summary_large_image' : 'summary');
  named('twitter:title', pageTitle ?? appName);
  named('twitter:description', description);
  if (image) {
    named('twitter:image', image.url);
    named('twitter:image:alt', image.alt);
  }

  if (meta?.crumbs && meta.crumbs.length > 0) {
    tags.push({
      element: 'script',
      json: {
        '@context': 'https://schema.org',
        '@type': 'BreadcrumbList',
        itemListElement: meta.crumbs.map((crumb, index) => ({
          '@type': 'ListItem',
          position: index + 1,
          name: crumb.name,
          ...(crumb.href ? { item: new URL(crumb.href, url.origin).href } : {}),
        })),
      },
    });
  }
  if (meta?.thing) {
    tags.push({
      element: 'script',
      json: { '@context': 'https://schema.org', url: canonical.href, ...withAbsoluteUrls(meta.thing, url.origin) },
    });
  }
  // oEmbed discovery (DESIGN section 12): a blog or CMS given this page's address finds how to embed it.
  if (meta?.oembed) {
    const oembed = new URL('/oembed', url.origin);
    oembed.searchParams.set('url', canonical.href);
    oembed.searchParams.set('format', 'json');
    tags.push({ element: 'link', attributes: { rel: 'alternate', type: OEMBED_TYPE, href: oembed.href, title: pageTitle ?? appName } });
  }
  return { title, tags };
}

const OEMBED_TYPE = 'application/json+oembed';

/**
 * The thing's `url`s (its own, its collection's) as the page gives them are paths: the page does
 * not know its origin on the server. schema.org readers want absolute addresses.
 */
function withAbsoluteUrls(thing: Record<string, unknown>, origin: string): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(thing).map(([key, value]) => {
      if (key === 'url' && typeof value === 'string' && value.startsWith('/')) return [key, new URL(value, origin).href];
      if (typeof value === 'object' && value !== null && !Array.isArray(value))
        return [key, withAbsoluteUrls(value as Record<string, unknown>, origin)];
      return [key, value];
    }),
  );
}

/** The elements a page's head holds besides the title: every one of them is replaced on each apply. */
const MANAGED =
  'meta[name="description"], meta[name="robots"], meta[property^="og:"], meta[name^="twitter:"], link[rel="canonical"], link[rel="alternate"][hreflang], link[rel="alternate"][type="application/json+oembed"], script[type="application/ld+json"]';

function element(tag: HeadTag): HTMLElement {
  if (tag.element === 'script') {
    const script = document.createElement('script');
    script.type = 'application/ld+json';
    script.textContent = JSON.stringify(tag.json);
    return script;
  }
  const created = document.createElement(tag.element);
  for (const [name, value] of Object.entries(tag.attributes)) created.setAttribute(name, value);
  return created;
}

/** The head `headTags` describes, written over the document's (the server's, or the previous page's): the browser's side. */
export function writeHead(input: HeadInput): void {
  const { title, tags } = headTags(input);
  document.title = title;
  document.head.querySelectorAll(MANAGED).forEach((old) => old.remove());
  document.head.append(...tags.map(element));
}

function headOfRoute(handle: unknown): RouteHead | undefined {
  const head = (handle as { head?: unknown } | null | undefined)?.head;
  return typeof head === 'function' ? (head as RouteHead) : undefined;
}

interface HeadContext {
  url: URL;
  queryClient: QueryClient;
  /** What the route error boundary shows, if it shows something (a 404 is the not-found page). */
  error?: unknown;
}

/**
 * The page's head: the matched routes' heads, outer first, the deeper winning; a list's page N
 * names itself in the tab ("…, page 2": every page's `?page=` but an object's, the list it came
 * from). Null where no route says anything (the head stays as the shell wrote it).
 */
export function headOf(matches: readonly HeadMatch[], { url, queryClient, error }: HeadContext): PageMeta | null {
  let meta: PageMeta | null = null;
  if (error !== undefined) {
    meta = isRouteErrorResponse(error) && error.status === 404 ? notFoundHead() : heading(shellText.errors.routeErrorTitle);
  } else {
    for (const match of matches) {
      const head = headOfRoute(match.handle);
      if (head) meta = { ...(meta ?? {}), ...head({ data: match.data, params: match.params, url, queryClient }) };
    }
  }
  if (!meta) return null;
  const listPage = ownsPageParam(matches.at(-1)?.params) ? pageNumberOf(url.search) : 1;
  return listPage > 1 ? { ...meta, title: shellText.app.pageTitle(meta.title, listPage) } : meta;
}

/** A cache change that can change a head: data arriving, set by hand, or dropped. */
const changesData = (event: QueryCacheNotifyEvent) =>
  event.type === 'removed' || (event.type === 'updated' && (event.action.type === 'success' || event.action.type === 'setState'));

/**
 * Writes the head of the matched routes now and again whenever it changes (an object found by a
 * scan, a name that arrives, a language switch, a sign-in), until the returned stop is called.
 * Here, not in DocumentHead.tsx, so it loads after the first page's code (the home route's budget).
 */
export function followHead(matches: readonly HeadMatch[], { url, queryClient, error }: HeadContext): () => void {
  let written = '';
  const apply = () => {
    const meta = headOf(matches, { url, queryClient, error });
    const key = meta ? JSON.stringify(meta) : '';
    if (!meta || key === written) return;
    written = key;
    const { notFound = false, ...rest } = meta;
    writeHead({ meta: rest, url, language: currentLanguage(), notFound });
  };
  apply();
  const unsubscribe = [
    queryClient.getQueryCache().subscribe((event) => {
      if (changesData(event)) apply();
    }),
    subscribeToLanguage(() => {
      // A language switch changes every word of the head, the same route data.
      written = '';
      apply();
    }),
    subscribeToSession(apply),
  ];
  return () => unsubscribe.forEach((stop) => stop());
}

/**
 * The head of a server-rendered page as HTML: the tags src/lib/head/document-head.ts builds (the same the
 * browser applies after a navigation), escaped. Called inside the page's scope, so the app's strings
 * are in the page's language.
 */
import { headTags, type HeadTag } from '../src/lib/head/document-head.ts';
import type { PageMeta } from '../src/lib/head/route-head.ts';
import { escapeHtml, scriptJson } from './page-html.ts';

interface HeadInput {
  meta: PageMeta | null;
  url: URL;
  language: string;
  status: number;
  /** A catalogue is open: the page links the OpenSearch description (browsers offer the site's search from it). */
  search?: boolean;
}

/**
 * Written by the server only: it stays in the document through client navigations (the browser's
 * head writer replaces only the tags that describe one page), and a page without a catalogue has none.
 */
const OPENSEARCH_LINK = '<link rel="search" type="application/opensearchdescription+xml" href="/opensearch.xml" title="Hangar" />';

function tagHtml(tag: HeadTag): string {
  if (tag.element === 'script') return `<script type="application/ld+json">${scriptJson(tag.json)}</script>`;
  const attributes = Object.entries(tag.attributes)
    .map(([name, value]) => `${name}="${escapeHtml(value)}"`)
    .join(' ');
  return `<${tag.element} ${attributes} />`;
}

export function documentHead({ meta, url, language, status, search = false }: HeadInput): string {
  const { title, tags } = headTags({ meta, url, language, notFound: status === 404 });
  return [`<title>${escapeHtml(title)}</title>`, ...tags.map(tagHtml), ...(search ? [OPENSEARCH_LINK] : [])].join('\n    ');
}

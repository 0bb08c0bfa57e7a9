/**
 * A rendered page written into the client's index.html: its language, its head, its first screen
 * in #root, its data block and its route's stylesheets and scripts. The template stays the one
 * file both the server and a static host serve.
 */
import type { DehydratedState } from '@tanstack/react-query';

/** What the browser hydrates from (src/main.tsx reads it): the data block's JSON. */
export interface PageState {
  language: string;
  /** The catalogs the page read: loaded before hydration, so no string suspends it. */
  namespaces: string[];
  /** The moment of rendering: "now" while the page hydrates (the flights' now line, today's date). */
  renderedAt: number;
  queries: DehydratedState;
  router: { loaderData: Record<string, unknown>; actionData: null; errors: unknown };
}

export const STATE_ELEMENT_ID = 'hangar-state';

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text or an attribute value in markup. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character]!);
}

/**
 * JSON inside a <script> element: `<` written as an escape so no text from the API (`</script>`,
 * `<!--`) can end the element or change how it is parsed; the line separators that JavaScript once
 * refused, too. JSON.parse reads the escapes back as the characters.
 */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

export interface PageParts {
  markup: string;
  /** The head's tags for this page (title, description, links, previews, structured data). */
  head: string;
  language: string;
  state: PageState;
  assets: { css: string[]; js: string[] };
}

/** `zh` is written out as Simplified Chinese, as the app does (language.shell.ts languageTag). */
function htmlLang(language: string): string {
  return language === 'zh' ? 'zh-Hans' : language;
}

/**
 * The shell for a page the browser renders alone (sign-in, the shoebox), in the visitor's language,
 * saying plainly what a browser without JavaScript cannot do there.
 */
export function writeClientOnlyPage(template: string, language: string, needsJavaScript: string): string {
  return template
    .replace(/<html lang="[^"]*"/, `<html lang="${escapeHtml(htmlLang(language))}"`)
    .replace(/<noscript>[\s\S]*?<\/noscript>/, () => `<noscript><p class="noscript">${escapeHtml(needsJavaScript)}</p></noscript>`);
}

export function writePage(template: string, parts: PageParts): string {
  const links = [
    ...parts.assets.css.map((file) => `<link rel="stylesheet" crossorigin href="/${escapeHtml(file)}">`),
    ...parts.assets.js.map((file) => `<link rel="modulepreload" crossorigin href="/${escapeHtml(file)}">`),
  ].join('\n    ');
  return (
    template
      .replace(/<html lang="[^"]*"/, `<html lang="${escapeHtml(htmlLang(parts.language))}"`)
      // The template's generic description and title give way to the page's own.
      .replace(/\s*<meta\s+name="description"[\s\S]*?\/>/, '')
      .replace(/<title>[\s\S]*?<\/title>/, () => parts.head)
      .replace('</head>', () => `  ${links}\n  </head>`)
      .replace(
        /<div id="root">[\s\S]*?<\/div>/,
        () =>
          `<div id="root">${parts.markup}</div>\n    <script type="application/json" id="${STATE_ELEMENT_ID}">${scriptJson(parts.state)}</script>`,
      )
      // The page reads without JavaScript now; only sign-in and the shoebox say they need it.
      .replace(/\s*<noscript>[\s\S]*?<\/noscript>/, '')
  );
}

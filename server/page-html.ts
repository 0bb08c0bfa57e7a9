/**
 * A rendered page written into the client's index.html: its language, its head, its first screen
 * in #root, its data block and its route's stylesheets and scripts. The template stays the one
 * file both the server and a static host serve.
 */
import { languageTag } from '../src/i18n/language.ts';
import { SERVER_STATE_ID, type ServerPageState } from '../src/lib/hydration/server-state.ts';
import { manifestPath } from '../src/lib/head/web-manifest.ts';

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
const SCRIPT_ESCAPES: Record<string, string> = {
  '<': '\\u003c',
  '>': '\\u003e',
  '&': '\\u0026',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};

export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (character) => SCRIPT_ESCAPES[character]!);
}

export interface PageParts {
  markup: string;
  /** The head's tags for this page (title, description, links, previews, structured data). */
  head: string;
  language: string;
  state: ServerPageState;
  /** The route's stylesheets and module scripts beyond the template's, and the loader of the code (src/after-paint.ts). */
  assets: { css: string[]; js: string[]; loader: string };
}

/**
 * The shell for a page the browser renders alone (sign-in, the shoebox), in the visitor's language,
 * saying plainly what a browser without JavaScript cannot do there.
 */
export function writeClientOnlyPage(template: string, language: string, needsJavaScript: string): string {
  return template
    .replace(/<html lang="[^"]*"/, `<html lang="${escapeHtml(languageTag(language))}"`)
    .replace(MANIFEST_LINK, `$1${manifestPath(language)}"`)
    .replace(/<noscript>[\s\S]*?<\/noscript>/, () => `<noscript><p class="noscript">${escapeHtml(needsJavaScript)}</p></noscript>`);
}

/** The template's manifest link, whose address names the page's language (src/lib/head/web-manifest.ts). */
const MANIFEST_LINK = /(<link rel="manifest" href=")[^"]*"/;

type Slot = 'lang' | 'manifest' | 'head' | 'links' | 'root';
// NUL marks the slots: no template holds one.
// eslint-disable-next-line no-control-regex
const SLOT = /\u0000(lang|manifest|head|links|root)\u0000/;

/**
 * The template cut once into its fixed text and the places a page fills: the template is the same
 * for every page, and its regular expressions cost more than a render when run over each page.
 */
interface CutTemplate {
  pieces: (string | Slot)[];
  /** The template's own module scripts (the shell's entry and its runtime), in order: the loader adds them. */
  modules: string[];
}

function cutTemplate(template: string): CutTemplate {
  const marked = template
    .replace(/<html lang="[^"]*"/, '<html lang="\u0000lang\u0000"')
    .replace(MANIFEST_LINK, '$1\u0000manifest\u0000"')
    // The template's generic description and title give way to the page's own.
    .replace(/\s*<meta\s+name="description"[\s\S]*?\/>/, '')
    .replace(/<title>[\s\S]*?<\/title>/, '\u0000head\u0000')
    .replace('</head>', '  \u0000links\u0000\n  </head>')
    .replace(/<div id="root">[\s\S]*?<\/div>/, '<div id="root">\u0000root\u0000')
    // The page reads without JavaScript now; only sign-in and the shoebox say they need it.
    .replace(/\s*<noscript>[\s\S]*?<\/noscript>/, '')
    // The code loads after the first paint (src/after-paint.ts): its tags are taken out here and
    // written on the loader for each page, beside the page's route modules.
    .replace(/\s*<script async src="[^"]*warm-intl\.js"><\/script>/, '')
    .replace(/\s*<script type="module"[^>]*><\/script>/g, '');
  return {
    pieces: marked.split(SLOT) as (string | Slot)[],
    modules: Array.from(template.matchAll(/<script type="module"[^>]*\bsrc="([^"]+)"/g), (match) => match[1]!),
  };
}

/** The loader (src/after-paint.ts), told what to load: the template's entry, and the route's modules to preload. */
function afterPaintLoader(modules: string[], { js, loader }: PageParts['assets']): string {
  const attribute = (values: string[]) => escapeHtml(values.join(' '));
  return `<script defer src="/${escapeHtml(loader)}" data-modules="${attribute(modules)}" data-preload="${attribute(js.map((file) => `/${file}`))}"></script>`;
}

const cuts = new Map<string, CutTemplate>();

export function writePage(template: string, parts: PageParts): string {
  let cut = cuts.get(template);
  if (!cut) cuts.set(template, (cut = cutTemplate(template)));
  const { pieces, modules } = cut;
  const fill: Record<Slot, string> = {
    lang: escapeHtml(languageTag(parts.language)),
    manifest: escapeHtml(manifestPath(parts.language)),
    head: parts.head,
    links: [
      ...parts.assets.css.map((file) => `<link rel="stylesheet" crossorigin href="/${escapeHtml(file)}">`),
      afterPaintLoader(modules, parts.assets),
    ].join('\n    '),
    root: `${parts.markup}</div>\n    <script type="application/json" id="${SERVER_STATE_ID}">${scriptJson(parts.state)}</script>`,
  };
  // Odd pieces are slots (split keeps the captured names), even ones the template's own text.
  return pieces.map((piece, index) => (index % 2 === 1 ? fill[piece as Slot] : piece)).join('');
}

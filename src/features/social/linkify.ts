import { TAG_CHARACTER, TAG_MAX_LENGTH } from './tags.ts';

/**
 * Splits post text into plain text, http(s) links and #hashtags. The output
 * is data for React to render as text and <a> elements: no HTML is ever
 * parsed or produced, so markup in a post stays inert characters.
 */
export type Token =
  { kind: 'text'; value: string } | { kind: 'url'; value: string; href: string } | { kind: 'tag'; value: string; tag: string };

// A tag is what the hashtag form accepts (tags.ts); it starts after anything that cannot be part of a word.
const PATTERN = new RegExp(String.raw`(https?:\/\/[^\s<>"'\x60]+)|(^|[^\p{L}\p{M}\p{N}_&/])#(${TAG_CHARACTER}{1,${TAG_MAX_LENGTH}})`, 'gu');
/** Punctuation that ends a sentence rather than a URL. */
const TRAILING = /[.,;:!?)\]}'"»”’]+$/u;

const count = (text: string, char: string) => text.split(char).length - 1;

export function linkify(text: string): Token[] {
  const tokens: Token[] = [];
  let last = 0;
  const pushText = (value: string) => {
    if (!value) return;
    const previous = tokens.at(-1);
    if (previous?.kind === 'text') previous.value += value;
    else tokens.push({ kind: 'text', value });
  };
  for (const match of text.matchAll(PATTERN)) {
    const start = match.index ?? 0;
    if (match[1]) {
      let url = match[1];
      let trailing = TRAILING.exec(url)?.[0] ?? '';
      url = url.slice(0, url.length - trailing.length);
      // A ")" that closes a "(" of the URL itself (Wikipedia's Concorde_(aircraft)) belongs to it.
      while (trailing.startsWith(')') && count(url, '(') > count(url, ')')) {
        url += ')';
        trailing = trailing.slice(1);
      }
      pushText(text.slice(last, start));
      let href: string | undefined;
      try {
        const parsed = new URL(url);
        href = parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.href : undefined;
      } catch {
        href = undefined;
      }
      if (href) tokens.push({ kind: 'url', value: url, href });
      else pushText(url);
      pushText(trailing);
      last = start + match[0].length;
    } else {
      const prefix = match[2] ?? '';
      const tag = match[3]!;
      pushText(text.slice(last, start) + prefix);
      tokens.push({ kind: 'tag', value: `#${tag}`, tag });
      last = start + match[0].length;
    }
  }
  pushText(text.slice(last));
  return tokens;
}

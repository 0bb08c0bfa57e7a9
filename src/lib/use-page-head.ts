import { useEffect, useId } from 'react';
import { currentLanguage } from '../i18n/language.ts';
import { headTags, type HeadTag } from './document-head.ts';
import { useServerRender, type PageMeta } from './server-render.ts';

/** What a component says of its page's head; several add theirs (the header its title and trail, an object its picture). */
export type HeadPart = Partial<PageMeta>;

/** The parts of the page on screen, in the order their components registered. */
const parts = new Map<string, HeadPart>();
let scheduled = false;

/** The elements a page's head holds besides the title: every one of them is replaced on each apply. */
const MANAGED =
  'meta[name="description"], meta[name="robots"], meta[property^="og:"], meta[name^="twitter:"], link[rel="canonical"], link[rel="alternate"][hreflang], script[type="application/ld+json"]';

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

/** The head the page on screen describes, written over the one before (the server's, or the previous page's). */
function apply(): void {
  scheduled = false;
  if (parts.size === 0) return;
  const merged: HeadPart = Object.assign({}, ...parts.values()) as HeadPart;
  const { notFound = false, ...meta } = merged;
  const { title, tags } = headTags({
    meta: { title: '', ...meta },
    url: new URL(window.location.href),
    language: currentLanguage(),
    notFound,
  });
  document.title = title;
  document.head.querySelectorAll(MANAGED).forEach((old) => old.remove());
  document.head.append(...tags.map(element));
}

/**
 * Declares part of the page's head. On the server it is reported during the one render (the server
 * writes the head); in the browser it is applied once the page's effects have run, and again when
 * it changes, so a client navigation updates the title, canonical link, alternates and previews.
 */
export function usePageHead(part: HeadPart): void {
  useServerRender()?.head(part);
  const id = useId();
  // The part's content decides when to apply again (a new object of the same page, a language switch).
  const key = JSON.stringify(part);
  useEffect(() => {
    parts.set(id, JSON.parse(key) as HeadPart);
    if (!scheduled) {
      scheduled = true;
      queueMicrotask(apply);
    }
    return () => {
      parts.delete(id);
    };
  }, [id, key]);
}

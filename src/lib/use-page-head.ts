import { useEffect, useId } from 'react';
import { currentLanguage } from '../i18n/language.ts';
import type * as DocumentHead from './document-head.ts';
import { useServerRender, type PageMeta } from './server-render.ts';

/** What a component says of its page's head; several add theirs (the header its title and trail, an object its picture). */
export type HeadPart = Partial<PageMeta>;

/** The parts of the page on screen, in the order their components registered. */
const parts = new Map<string, HeadPart>();
let scheduled = false;

/**
 * The head the page on screen describes, written over the one before (the server's, or the previous
 * page's). Its builder loads after the first page's code (it is only needed once the visitor moves
 * on, and the server wrote the first head), off the home route's initial JS.
 */
let builder: Promise<typeof DocumentHead> | null = null;

function apply(): void {
  builder ??= import('./document-head.ts');
  builder.then(
    ({ writeHead }) => {
      scheduled = false;
      if (parts.size === 0) return;
      const { notFound = false, ...meta }: HeadPart = Object.assign({}, ...parts.values()) as HeadPart;
      writeHead({ meta: { title: '', ...meta }, url: new URL(window.location.href), language: currentLanguage(), notFound });
    },
    () => {
      // Offline before the builder was ever fetched: the head stays as it was; the next page tries again.
      scheduled = false;
      builder = null;
    },
  );
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

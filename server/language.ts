/**
 * The language a server-rendered page is in (docs/design.md section 11): `?lang=` in the address,
 * then the visitor's saved choice (the cookie the language menu sets), then Accept-Language, then
 * English. The browser hydrates in the same language (it reads it from the page).
 */
import { LANGUAGE_COOKIE, languageCookie, matchLanguage } from '../src/i18n/negotiate.ts';
import { SOURCE_LANGUAGE, type Language } from '../src/i18n/language.ts';

/** The value of one cookie; a malformed header or value is no cookie at all. */
export function readCookie(header: string | undefined, name: string): string | null {
  if (!header || header.length > 8192) return null;
  for (const part of header.split(';')) {
    const separator = part.indexOf('=');
    if (separator === -1 || part.slice(0, separator).trim() !== name) continue;
    try {
      return decodeURIComponent(part.slice(separator + 1).trim());
    } catch {
      return null;
    }
  }
  return null;
}

/** Accept-Language's tags, most wanted first (q=0 means "not this one"). */
export function acceptedLanguages(header: string | undefined): string[] {
  if (!header || header.length > 1024) return [];
  return header
    .split(',')
    .map((entry, order) => {
      const [tag = '', ...parameters] = entry.trim().split(';');
      const q = parameters.map((parameter) => /^\s*q=([0-9.]+)\s*$/.exec(parameter)?.[1]).find((value) => value !== undefined);
      return { tag: tag.trim(), quality: q === undefined ? 1 : Number(q), order };
    })
    .filter((entry) => entry.tag !== '' && entry.tag !== '*' && entry.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.order - b.order)
    .map((entry) => entry.tag);
}

export function pageLanguage(url: URL, cookie: string | undefined, acceptLanguage: string | undefined): Language {
  return (
    matchLanguage(url.searchParams.get('lang')) ??
    matchLanguage(readCookie(cookie, LANGUAGE_COOKIE)) ??
    acceptedLanguages(acceptLanguage)
      .map(matchLanguage)
      .find((language) => language !== null) ??
    SOURCE_LANGUAGE
  );
}

/**
 * The Set-Cookie a page answer carries when its address chooses a language (`?lang=`) other than
 * the one saved: the choice is kept as the language menu keeps it, so the next page (a link
 * without `?lang=`, a reload, a browser without JavaScript) is rendered in it. Not on a kiosk,
 * whose visitors share one browser (its pages are the browser's alone).
 */
export function addressLanguageCookie(url: URL, cookie: string | undefined, kiosk: boolean): string | null {
  const chosen = matchLanguage(url.searchParams.get('lang'));
  if (!chosen || kiosk || url.searchParams.has('kiosk')) return null;
  return matchLanguage(readCookie(cookie, LANGUAGE_COOKIE)) === chosen ? null : languageCookie(chosen);
}

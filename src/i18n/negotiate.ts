/**
 * Which language a page opens in, in this order: `?lang=xx` in the address (kept for the tab's
 * session), the visitor's saved choice, the browser's languages, English. A kiosk has no visitor
 * to remember and a browser set up by whoever installed it: there its own default
 * (`kiosk.language`) takes the place of the last two, and "Start over" returns to it.
 */
import { isLanguage, SOURCE_LANGUAGE, switchLanguage, type Language } from './language.ts';

const STORAGE_KEY = 'hangar.language';
/** The saved choice as the server sees it (it renders pages in it); the browser's storage keeps the same choice. */
export const LANGUAGE_COOKIE = 'hangar-lang';

/**
 * The saved choice's cookie, as the browser sets it and the server sends it for a `?lang=`: a year,
 * the path of every page; Lax, as it is no secret and only changes how pages read.
 */
export function languageCookie(language: Language): string {
  return `${LANGUAGE_COOKIE}=${encodeURIComponent(language)}; Path=/; Max-Age=31536000; SameSite=Lax`;
}

function saveCookie(language: Language): void {
  if (typeof document === 'undefined') return;
  document.cookie = languageCookie(language);
}

export interface LanguageSources {
  search: string;
  session: Storage | null;
  saved: Storage | null;
  browser: readonly string[];
  /** Set on kiosks: `kiosk.language`, or English when the config names none. */
  kioskDefault?: Language | undefined;
}

/** Storage that may be missing or refused (private modes, sandboxed frames). */
function storage(kind: 'sessionStorage' | 'localStorage'): Storage | null {
  try {
    return globalThis[kind];
  } catch {
    return null;
  }
}

/** This page's sources: its address, the tab's and the browser's storage, the browser's languages. */
export function pageLanguageSources(kioskDefault?: Language): LanguageSources {
  return {
    search: globalThis.location?.search ?? '',
    session: storage('sessionStorage'),
    saved: storage('localStorage'),
    browser: globalThis.navigator?.languages ?? [],
    kioskDefault,
  };
}

/** "es-MX" -> "es", "zh-Hans-CN" -> "zh", "EN" -> "en"; the pseudo-locale only by its exact tag. */
export function matchLanguage(tag: string | null | undefined): Language | null {
  if (!tag) return null;
  const exact: string = tag.trim();
  if (isLanguage(exact)) return exact;
  const primary = exact.toLowerCase().split(/[-_]/)[0] ?? '';
  return isLanguage(primary) ? primary : null;
}

function read(storage: Storage | null): Language | null {
  try {
    return matchLanguage(storage?.getItem(STORAGE_KEY));
  } catch {
    return null;
  }
}

function write(storage: Storage | null, language: Language | null): void {
  try {
    if (language === null) storage?.removeItem(STORAGE_KEY);
    else storage?.setItem(STORAGE_KEY, language);
  } catch {
    // Storage can be full or disabled (private modes): the choice then lasts for this page.
  }
}

/**
 * The language to open in. A `?lang=` is remembered as it is read, as a choice in the menu is: the
 * next page the server renders (a reload, a link without it) is then in it too. A kiosk keeps it
 * for the visitor only; the kiosk's own config may not be in yet, so its address flag says so too.
 */
export function negotiateLanguage(sources: LanguageSources): Language {
  const address = new URLSearchParams(sources.search);
  const fromAddress = matchLanguage(address.get('lang'));
  if (fromAddress) {
    rememberChoice(fromAddress, sources.kioskDefault !== undefined || address.has('kiosk'), sources);
    return fromAddress;
  }
  const forSession = read(sources.session);
  if (forSession) return forSession;
  if (sources.kioskDefault !== undefined) return sources.kioskDefault;
  const saved = read(sources.saved);
  if (saved) return saved;
  for (const tag of sources.browser) {
    const language = matchLanguage(tag);
    if (language) return language;
  }
  return SOURCE_LANGUAGE;
}

/** The visitor picked a language: it outranks an earlier `?lang=` too. A kiosk keeps it for this visitor only. */
export function rememberChoice(
  language: Language,
  kiosk: boolean,
  sources: Pick<LanguageSources, 'session' | 'saved'> = pageLanguageSources(),
): void {
  write(sources.session, language);
  if (!kiosk) {
    write(sources.saved, language);
    saveCookie(language);
  }
}

/** The one way a visitor picks a language (the header's menu, a kiosk's attract screen): remembered, then shown. */
export function chooseLanguage(language: Language, kiosk: boolean): Promise<void> {
  rememberChoice(language, kiosk);
  forgetAddressLanguage();
  return switchLanguage(language);
}

/**
 * A `?lang=` in the address would outrank the choice at the next reload (and in a shared link):
 * the choice takes it out, in place (the history entry stays the one the visitor is on).
 */
function forgetAddressLanguage(): void {
  if (typeof window === 'undefined') return;
  const url = new URL(window.location.href);
  if (!url.searchParams.has('lang')) return;
  url.searchParams.delete('lang');
  window.history.replaceState(window.history.state, '', url);
}

/** A kiosk's "Start over": the next visitor starts in the kiosk's default language. */
export function forgetSessionChoice(session: Storage | null = pageLanguageSources().session): void {
  write(session, null);
}

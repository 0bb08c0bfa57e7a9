/**
 * The UI language: which one is active, its catalogs, and the one way to read a message.
 *
 * Catalogs load per namespace (the shell at boot; each feature's when its code loads, see
 * messages), and only for the active language. Switching
 * loads every namespace already in use for the new language first, then swaps in one step and
 * tells the subscribers (the app root re-renders), so no page ever shows two languages.
 */
import { languages, loaders } from 'virtual:catalogs';
import type source from '../locales/en.json';
import { interpret, type CompiledMessage, type MessageValues } from './interpret.ts';
import { languageTagOf } from './language-tag.ts';

/** A catalog's code ("en", "es", "zh") or the pseudo-locale's ("en-XA"); checked by isLanguage. */
export type Language = string;
type Source = Omit<typeof source, 'language'>;
export type Namespace = keyof Source & string;

/** The languages of the menu, each named in itself (the pseudo-locale is not among them). */
export const LANGUAGES = languages;
export const SOURCE_LANGUAGE: Language = 'en';

type Catalog = Readonly<Record<string, CompiledMessage>>;
let active: Language = SOURCE_LANGUAGE;

/** A server render's language, and the namespaces its page read (the browser loads those before it hydrates). */
export interface LanguageScope {
  language: Language;
  read: Set<Namespace>;
}
let scoped: (() => LanguageScope | undefined) | null = null;

/** The server renders pages in several languages at once: it installs the way to find the current request's. */
export function scopeLanguage(current: () => LanguageScope | undefined): void {
  scoped = current;
}

function activeLanguage(): Language {
  return scoped?.()?.language ?? active;
}
const inUse = new Set<Namespace>();
const catalogs = new Map<string, Promise<Catalog>>();
const ready = new Map<string, Catalog>();
const listeners = new Set<() => void>();

function fetchCatalog(language: Language, namespace: Namespace): Promise<Catalog> {
  const id = `${language}/${namespace}`;
  let loading = catalogs.get(id);
  if (!loading) {
    const load = loaders[language]?.[namespace];
    if (!load) return Promise.reject(new Error(`No catalog ${id}`));
    loading = load().then(
      (module) => {
        ready.set(id, module.default);
        return module.default;
      },
      (error: unknown) => {
        // A failed download (offline) is tried again by the next caller.
        catalogs.delete(id);
        throw error;
      },
    );
    catalogs.set(id, loading);
  }
  return loading;
}

export function isLanguage(code: unknown): boolean {
  return typeof code === 'string' && Object.hasOwn(loaders, code);
}

export function currentLanguage(): Language {
  return activeLanguage();
}

/** The tag for Intl and `<html lang>`: Simplified Chinese is written out, so the right fonts and rules apply. */
export function languageTag(language: Language = activeLanguage()): string {
  return languageTagOf(language);
}

/** Sets the language before anything is loaded (boot): no notice, nothing re-rendered. */
export function startIn(language: Language): void {
  active = language;
  if (typeof document !== 'undefined') document.documentElement.lang = languageTag(language);
}

/** Every namespace of every language, for the server, which renders any page in any of them synchronously. */
export async function loadAllCatalogs(): Promise<void> {
  await Promise.all(
    Object.entries(loaders).flatMap(([language, namespaces]) =>
      Object.keys(namespaces).map((namespace) => fetchCatalog(language, namespace as Namespace)),
    ),
  );
}

/** The namespaces the browser loads before it hydrates a server-rendered page (those the server read). */
export async function loadNamespaces(namespaces: readonly string[]): Promise<void> {
  await Promise.all(
    namespaces
      .filter((namespace) => Object.hasOwn(loaders[active] ?? {}, namespace))
      .map((namespace) => loadNamespace(namespace as Namespace)),
  );
}

export async function loadNamespace(namespace: Namespace): Promise<void> {
  inUse.add(namespace);
  await fetchCatalog(active, namespace);
}

export async function switchLanguage(language: Language): Promise<void> {
  await Promise.all([...inUse].map((namespace) => fetchCatalog(language, namespace)));
  if (language === active) return;
  startIn(language);
  for (const listener of listeners) listener();
}

export function subscribeToLanguage(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * One message of the active language. A namespace not yet downloaded suspends the render that asked
 * (React shows the page when it is in). A feature's strings start downloading when its text object
 * is made (messages), so this is the fallback; there is no list of namespaces to keep per route, and no top-level await (which made the bundler split
 * the shell into more files: 2.1 kB gzip more on every page, decision 0034).
 */
export function translate(namespace: Namespace, key: string, values: MessageValues = {}): string {
  const scope = scoped?.();
  scope?.read.add(namespace);
  const language = scope?.language ?? active;
  const catalog = ready.get(`${language}/${namespace}`);
  if (!catalog) {
    inUse.add(namespace);
    throw fetchCatalog(language, namespace);
  }
  const message = catalog[key];
  if (message === undefined) {
    if (import.meta.env.DEV || import.meta.env.MODE === 'test') throw new Error(`No message ${namespace} "${key}" in ${language}`);
    return key;
  }
  return interpret(languageTag(), message, values);
}

type Strings<Tree> = { readonly [Key in keyof Tree]: Tree[Key] extends string ? string : Strings<Tree[Key]> };
type Functions = { readonly [key: string]: ((...args: never[]) => string) | Functions };
type Merge<Plain, Made> = Omit<Plain, keyof Made> & {
  readonly [Key in keyof Made]: Key extends keyof Plain
    ? Made[Key] extends Functions
      ? Merge<Plain[Key], Made[Key]>
      : Made[Key]
    : Made[Key];
};

/**
 * A namespace's messages as an object, read in the active language at each use: plain messages are
 * properties (`shoeboxText.title`); those with arguments are the functions `make` builds from `t`
 * (`remove: (title: string) => t('remove', { title })`), which is where their types are written.
 * Nested keys in the catalog ("app.name") are nested objects (`shellText.app.name`).
 */
export function messages<N extends Namespace, Made extends Functions>(
  namespace: N,
  make: (t: (key: string, values: MessageValues) => string) => Made,
): Merge<Strings<Source[N]>, Made> {
  // The strings start downloading as soon as the code that uses them is loaded (a route's modules,
  // preloaded at boot beside config.json), all of a page's namespaces at once, rather than one by
  // one as its render meets them. A microtask, so the shell's own text objects, made while the
  // entry is evaluated, wait for boot to choose the language first.
  queueMicrotask(() => void loadNamespace(namespace).catch(() => undefined));
  const functions = make((key, values) => translate(namespace, key, values));
  // One view per nested prefix ("app."), made at its first read: components read these on every render.
  const views = new Map<string, object>();
  const view = (prefix: string, made: Functions | undefined): object => {
    let found = views.get(prefix);
    if (!found) {
      found = new Proxy(
        {},
        {
          get(_, property) {
            if (typeof property !== 'string') return undefined;
            const fn = made?.[property];
            if (typeof fn === 'function') return fn;
            const key = prefix + property;
            const catalog = ready.get(`${activeLanguage()}/${namespace}`);
            if (!catalog || key in catalog) return translate(namespace, key);
            return view(`${key}.`, fn);
          },
        },
      );
      views.set(prefix, found);
    }
    return found;
  };
  return view('', functions) as Merge<Strings<Source[N]>, Made>;
}

/** An Intl format for the active language, made once per language. */
export function perLanguage<Format>(make: (tag: string) => Format): () => Format {
  const made = new Map<Language, Format>();
  return () => {
    const language = activeLanguage();
    let format = made.get(language);
    if (!format) made.set(language, (format = make(languageTag(language))));
    return format;
  };
}

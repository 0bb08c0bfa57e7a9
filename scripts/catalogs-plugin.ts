/**
 * The UI's languages, compiled at build time (docs/decisions/0034).
 *
 * Each language is one catalog file, `src/locales/<code>.json`: its name in itself (`language`) and
 * one object of ICU MessageFormat strings per namespace (a feature, the shell, the lists...). This
 * plugin parses every message with Lingui's compiler (@lingui/message-utils, what `lingui compile`
 * runs) into Lingui's compiled token arrays, and serves each namespace of each language as its own
 * module, so the browser downloads only the active language, and of it only the namespaces of the
 * pages it opens. A syntax error, a missing or extra key, or a placeholder the English message does
 * not have fails the build (and `npm test`) with the file and key named.
 *
 * `virtual:catalogs` is the index: the languages (code and name) and one loader per language and
 * namespace. It also offers the pseudo-locale `en-XA` (accented, ~40 % longer, bracketed), made
 * from English here, never listed in the menu: the e2e sweep uses it to find untranslated text.
 *
 * In a build each catalog module is written as it is, `assets/strings-<code>-<namespace>-<hash>.js`
 * (the hash of that namespace in every language), and the index holds only those hashes: one
 * `import()` builds the file's name from the language, namespace and hash. Forty `import()` calls
 * the bundler could see, each with its own hashed name, cost the shell 0.46 KiB gzip more on every
 * page (decision 0044). In the dev server and the tests the index imports the modules by their
 * virtual ids.
 */
import { createHash } from 'node:crypto';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { compileMessageOrThrow, type CompiledMessage } from '@lingui/message-utils/compileMessage';
import type { Plugin } from 'vite';

export const SOURCE_LANGUAGE = 'en';
const PSEUDO_LANGUAGE = 'en-XA';

type MessageTree = { [key: string]: string | MessageTree };
export interface Catalog {
  code: string;
  name: string;
  /** namespace -> flat key ("app.name") -> ICU message */
  namespaces: Map<string, Map<string, string>>;
}

function flatten(tree: MessageTree, prefix: string, into: Map<string, string>, where: string): void {
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix + key;
    if (typeof value === 'string') into.set(path, value);
    else if (value && typeof value === 'object') flatten(value, `${path}.`, into, where);
    else throw new Error(`${where}: "${path}" must be a string or an object of strings`);
  }
}

function readCatalog(file: string, code: string): Catalog {
  const json = JSON.parse(readFileSync(file, 'utf8')) as { language?: unknown } & Record<string, unknown>;
  const { language, ...rest } = json;
  if (typeof language !== 'string' || language === '') throw new Error(`${file}: "language" (its name in itself) is missing`);
  const namespaces = new Map<string, Map<string, string>>();
  for (const [namespace, tree] of Object.entries(rest)) {
    if (!/^[a-z]+$/.test(namespace)) throw new Error(`${file}: namespace "${namespace}" must be lower-case letters (it names a file)`);
    const messages = new Map<string, string>();
    flatten(tree as MessageTree, '', messages, file);
    namespaces.set(namespace, messages);
  }
  return { code, name: language, namespaces };
}

export function readCatalogs(dir: string): Catalog[] {
  const codes = readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .map((name) => name.slice(0, -'.json'.length))
    .sort((a, b) => (a === SOURCE_LANGUAGE ? -1 : b === SOURCE_LANGUAGE ? 1 : a.localeCompare(b)));
  return codes.map((code) => readCatalog(join(dir, `${code}.json`), code));
}

/** The argument names a message uses, from its compiled tokens (plural and select choices included). */
export function argumentsOf(message: CompiledMessage, into = new Set<string>()): Set<string> {
  for (const token of message) {
    if (typeof token === 'string') continue;
    const [name, , format] = token;
    into.add(name);
    if (format && typeof format === 'object') {
      for (const [choice, branch] of Object.entries(format))
        if (choice !== 'offset' && Array.isArray(branch)) argumentsOf(branch as CompiledMessage, into);
    }
  }
  return into;
}

/** Every way a translation can disagree with the English source, as readable lines. */
export function catalogProblems(source: Catalog, translation: Catalog): string[] {
  const problems: string[] = [];
  const where = (namespace: string, key: string) => `${translation.code}.json ${namespace} "${key}"`;
  for (const [namespace, messages] of source.namespaces) {
    const translated = translation.namespaces.get(namespace);
    if (!translated) {
      problems.push(`${translation.code}.json: namespace "${namespace}" is missing`);
      continue;
    }
    for (const [key, english] of messages) {
      const message = translated.get(key);
      if (message === undefined) {
        problems.push(`${where(namespace, key)} is missing`);
        continue;
      }
      try {
        const expected = [...argumentsOf(compileMessageOrThrow(english))].sort().join(', ');
        const actual = [...argumentsOf(compileMessageOrThrow(message))].sort().join(', ');
        if (expected !== actual) problems.push(`${where(namespace, key)} uses {${actual}}, English uses {${expected}}`);
      } catch (error) {
        problems.push(`${where(namespace, key)} does not parse: ${(error as Error).message}`);
      }
    }
    for (const key of translated.keys()) if (!messages.has(key)) problems.push(`${where(namespace, key)} is not in en.json`);
  }
  for (const namespace of translation.namespaces.keys()) {
    if (!source.namespaces.has(namespace)) problems.push(`${translation.code}.json: namespace "${namespace}" is not in en.json`);
  }
  return problems;
}

const PLAIN = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';
const ACCENTS = 'áƀçđéƒĝĥíĵķĺɱñóƥʠŕšţúṽŵẋýžÁƁÇĐÉƑĜĤÍĴĶĹṀÑÓƤǪŔŠŢÚṼŴẊÝŽ';
const ACCENTED = new Map([...PLAIN].map((letter, index) => [letter, [...ACCENTS][index]!]));

const accent = (text: string) => [...text].map((char) => ACCENTED.get(char) ?? char).join('');
/** ~40 % more, in words of up to five dots, so a long message can still wrap as a real one does. */
function padding(letters: number): string {
  const words: string[] = [];
  for (let left = Math.ceil(letters * 0.4); left > 0; left -= 5) words.push('·'.repeat(Math.min(5, left)));
  return words.length > 0 ? ` ${words.join(' ')}` : '';
}

/** English made strange but readable: every letter accented, ~40 % longer (padding at the end). */
export function pseudo(text: string): string {
  const letters = text.replace(/[^A-Za-z]/g, '').length;
  return `${accent(text)}${padding(letters)}`;
}

/** One compiled message: plain text stays a string (smaller), anything else Lingui's tokens. */
function compile(message: string, asPseudo: boolean): string | CompiledMessage {
  let letters = 0;
  const tokens = asPseudo
    ? compileMessageOrThrow(message, (text) => {
        letters += text.replace(/[^A-Za-z]/g, '').length;
        return accent(text);
      })
    : compileMessageOrThrow(message);
  if (letters > 0) tokens.push(padding(letters));
  const only = tokens[0];
  return tokens.length === 0 ? '' : tokens.length === 1 && typeof only === 'string' ? only : tokens;
}

const INDEX_ID = 'virtual:catalogs';
const MODULE_PREFIX = 'virtual:catalog/strings-';
/** Where a build writes a catalog: beside the shell chunk, which imports it by this relative name. */
const fileName = (code: string, namespace: string, hash: string) => `strings-${code}-${namespace}-${hash}.js`;

export function catalogsPlugin(dir = 'src/locales'): Plugin {
  let catalogs: Catalog[] = [];
  let root = process.cwd();
  let assetsDir = 'assets';
  let isBuild = false;
  const load = () => {
    catalogs = readCatalogs(join(root, dir));
    const source = catalogs.find((catalog) => catalog.code === SOURCE_LANGUAGE);
    if (!source) throw new Error(`${dir}/${SOURCE_LANGUAGE}.json (the source catalog) is missing`);
    const problems = catalogs.filter((catalog) => catalog !== source).flatMap((catalog) => catalogProblems(source, catalog));
    if (problems.length > 0) throw new Error(`The catalogs disagree with en.json:\n  ${problems.join('\n  ')}`);
    return source;
  };
  /** Every language's code, the pseudo-locale last. */
  const languageCodes = () => [...catalogs.map((catalog) => catalog.code), PSEUDO_LANGUAGE];
  /** Every language (the pseudo-locale last) and namespace, each as the code of its catalog module. */
  const modules = () => {
    const source = load();
    return languageCodes().map((code) => ({
      code,
      namespaces: [...source.namespaces.keys()].map((namespace) => ({ namespace, code: catalogModule(code, namespace) })),
    }));
  };
  const catalogModule = (code: string, namespace: string) => {
    const isPseudo = code === PSEUDO_LANGUAGE;
    const catalog = catalogs.find((candidate) => candidate.code === (isPseudo ? SOURCE_LANGUAGE : code));
    const messages = catalog?.namespaces.get(namespace);
    if (!messages) throw new Error(`No catalog for ${code}/${namespace}`);
    const compiled = Object.fromEntries([...messages].map(([key, message]) => [key, compile(message, isPseudo)]));
    // JSON.parse of a string literal is faster to load than the same object as code; a template
    // literal, so the JSON's quotes need no backslashes (the file is written as it is, unminified).
    const literal = JSON.stringify(compiled).replace(/[\\`]|\$\{/g, (match) => `\\${match}`);
    return `export default JSON.parse(\`${literal}\`);`;
  };
  /** namespace -> the hash of its modules in every language, the pseudo-locale's included */
  const namespaceHashes = (all = modules()) => {
    const hashes = new Map<string, ReturnType<typeof createHash>>();
    for (const { namespaces } of all) {
      for (const entry of namespaces) {
        const hash = hashes.get(entry.namespace) ?? createHash('sha256');
        hashes.set(entry.namespace, hash.update(entry.code));
      }
    }
    return new Map([...hashes].map(([namespace, hash]) => [namespace, hash.digest('base64url').slice(0, 6)]));
  };
  return {
    name: 'hangar-catalogs',
    configResolved(config) {
      root = config.root;
      assetsDir = config.build.assetsDir;
      // The server's build bundles the catalogs as modules, as development serves them: its chunks
      // sit in their own folder, where the client's prebuilt file names would not be found.
      isBuild = config.command === 'build' && !config.build.ssr;
    },
    buildStart() {
      load();
      for (const catalog of catalogs) this.addWatchFile(join(root, dir, `${catalog.code}.json`));
    },
    resolveId(id) {
      if (id === INDEX_ID || id.startsWith(MODULE_PREFIX)) return `\0${id}`;
      return null;
    },
    load(id) {
      if (!id.startsWith('\0')) return null;
      const name = id.slice(1);
      if (name === INDEX_ID) {
        const languages = `export const languages=${JSON.stringify(catalogs.map(({ code, name: languageName }) => ({ code, name: languageName })))};`;
        if (isBuild) {
          // One hash per namespace, of its every language: a file name changes when that namespace
          // changes (a new key changes it in every language anyway), and the index holds one hash
          // per namespace rather than one name per file. The files themselves are written by
          // generateBundle.
          const hashes = namespaceHashes();
          const codes = languageCodes();
          return [
            languages,
            `const hashes=${JSON.stringify(Object.fromEntries(hashes))};`,
            `export const loaders=Object.fromEntries(${JSON.stringify(codes)}.map((code)=>[code,Object.fromEntries(Object.entries(hashes).map(([namespace,hash])=>[namespace,()=>import(/* @vite-ignore */\`./${fileName('${code}', '${namespace}', '${hash}')}\`)]))]));`,
          ].join('\n');
        }
        // In development each module is compiled when it is imported, not here.
        const namespaces = [...load().namespaces.keys()];
        const loaders = languageCodes().map(
          (code) =>
            `${JSON.stringify(code)}:{${namespaces
              .map((namespace) => `${JSON.stringify(namespace)}:()=>import(${JSON.stringify(`${MODULE_PREFIX}${code}-${namespace}`)})`)
              .join(',')}}`,
        );
        return [languages, `export const loaders={${loaders.join(',')}};`].join('\n');
      }
      if (name.startsWith(MODULE_PREFIX)) {
        const rest = name.slice(MODULE_PREFIX.length);
        const namespace = rest.slice(rest.lastIndexOf('-') + 1);
        const code = rest.slice(0, rest.lastIndexOf('-'));
        if (catalogs.length === 0) load();
        return catalogModule(code, namespace);
      }
      return null;
    },
    generateBundle() {
      if (!isBuild) return;
      const all = modules();
      const hashes = namespaceHashes(all);
      for (const { code, namespaces } of all) {
        for (const entry of namespaces) {
          const file = fileName(code, entry.namespace, hashes.get(entry.namespace)!);
          this.emitFile({ type: 'prebuilt-chunk', fileName: `${assetsDir}/${file}`, code: entry.code });
        }
      }
    },
  };
}

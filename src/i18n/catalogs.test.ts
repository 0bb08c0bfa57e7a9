/**
 * The catalogs in src/locales against the English source: the check the build runs
 * (scripts/catalogs-plugin.ts), here with its failures spelled out, and on catalogs made wrong on
 * purpose so the check itself is seen to fail.
 */
import { join } from 'node:path';
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import { catalogProblems, pseudo, readCatalogs, type Catalog } from '../../scripts/catalogs-plugin.ts';

const catalogs = readCatalogs(join(__dirname, '../locales'));
const source = catalogs.find((catalog) => catalog.code === 'en')!;

function copy(catalog: Catalog, code: string): Catalog {
  return { code, name: catalog.name, namespaces: new Map([...catalog.namespaces].map(([name, messages]) => [name, new Map(messages)])) };
}

describe('the catalogs', () => {
  it('are English, Spanish and Chinese, each named in itself', () => {
    expect(catalogs.map(({ code, name }) => [code, name])).toEqual([
      ['en', 'English'],
      ['es', 'Español'],
      ['zh', '中文'],
    ]);
  });

  it.each(catalogs.filter((catalog) => catalog !== source).map((catalog) => [catalog.code, catalog] as const))(
    '%s has every key of en.json, no other, with the same placeholders',
    (_, catalog) => {
      expect(catalogProblems(source, catalog)).toEqual([]);
    },
  );

  it('Chinese sets the names it embeds (museum names are Latin script) off from its own characters by a space', () => {
    const zh = catalogs.find((catalog) => catalog.code === 'zh')!;
    const glued: string[] = [];
    for (const messages of zh.namespaces.values()) {
      for (const [key, message] of messages) {
        if (/[\u4e00-\u9fff]\{(name|where)\}|\{(name|where)\}[\u4e00-\u9fff]/.test(message)) glued.push(key);
      }
    }
    expect(glued).toEqual([]);
  });

  it('Spanish does not give Home and a start date the same word', () => {
    const es = catalogs.find((catalog) => catalog.code === 'es')!;
    const home = es.namespaces.get('shell')!.get('app.home');
    const words = [...es.namespaces.values()].flatMap((messages) => [...messages].filter(([key]) => /inception$/.test(key)));
    expect(words.length).toBeGreaterThan(0);
    for (const [, word] of words) expect(word).not.toBe(home);
  });

  it('every message parses', () => {
    for (const catalog of catalogs) {
      for (const messages of catalog.namespaces.values()) for (const message of messages.values()) compileMessageOrThrow(message);
    }
  });
});

describe('the key check', () => {
  const [namespace, messages] = [...source.namespaces].find(([, entries]) => [...entries.values()].some((text) => text.includes('{')))!;
  const withArgument = [...messages].find(([, text]) => text.includes('{'))![0];

  it('fails on a missing key, naming it', () => {
    const broken = copy(source, 'xx');
    const [first] = broken.namespaces.get(namespace)!.keys();
    broken.namespaces.get(namespace)!.delete(first!);
    expect(catalogProblems(source, broken)).toEqual([`xx.json ${namespace} "${first}" is missing`]);
  });

  it('fails on an extra key, naming it', () => {
    const broken = copy(source, 'xx');
    broken.namespaces.get(namespace)!.set('notInEnglish', 'Hola');
    expect(catalogProblems(source, broken)).toEqual([`xx.json ${namespace} "notInEnglish" is not in en.json`]);
  });

  it('fails on a placeholder renamed in translation', () => {
    const broken = copy(source, 'xx');
    broken.namespaces.get(namespace)!.set(withArgument, 'Hola {typo}');
    expect(catalogProblems(source, broken)).toEqual([expect.stringContaining(`xx.json ${namespace} "${withArgument}" uses {typo}`)]);
  });

  it('fails on a missing namespace', () => {
    const broken = copy(source, 'xx');
    broken.namespaces.delete(namespace);
    expect(catalogProblems(source, broken)).toEqual([`xx.json: namespace "${namespace}" is missing`]);
  });
});

describe('the pseudo-locale', () => {
  it('accents every letter and is about 40 % longer, so untranslated and cramped text shows', () => {
    const text = 'Your shoebox is empty.';
    const made = pseudo(text);
    expect(made).not.toMatch(/[A-Za-z]/);
    expect(made.length).toBeGreaterThanOrEqual(Math.round(text.length * 1.3));
  });
});

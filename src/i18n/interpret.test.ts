/**
 * Our reader of compiled messages against @lingui/core's, on every message of every catalog and on
 * hand-made messages for each construct: they must give the same text, or the catalogs would read
 * differently from what Lingui's documentation promises translators.
 */
import { join } from 'node:path';
import { setupI18n } from '@lingui/core';
import { compileMessageOrThrow, type CompiledMessage as LinguiCompiled } from '@lingui/message-utils/compileMessage';
import { argumentsOf, readCatalogs } from '../../scripts/catalogs-plugin.ts';
import { interpret, type CompiledMessage } from './interpret.ts';
import { languageTag } from './language.ts';

function numericArguments(message: LinguiCompiled, into = new Set<string>()): Set<string> {
  for (const token of message) {
    if (typeof token === 'string') continue;
    const [name, type, format] = token;
    if (type === 'plural' || type === 'selectordinal' || type === 'number') into.add(name);
    if (format && typeof format === 'object')
      for (const branch of Object.values(format)) if (Array.isArray(branch)) numericArguments(branch as LinguiCompiled, into);
  }
  return into;
}

function lingui(locale: string, message: LinguiCompiled, values: Record<string, string | number>): string {
  const i18n = setupI18n({ locale, messages: { [locale]: { id: message } } });
  return i18n._('id', values);
}

const SAMPLE_NUMBERS = [0, 1, 2, 5, 21, 1234];

describe('interpret', () => {
  it.each([
    ['text', 'Your shoebox', {}],
    ['an argument', 'Remove {title}', { title: 'A <b> "plane"' }],
    ['a plural with # (=0 not taken)', '{count, plural, =0 {No items} one {# item} other {# items}}', { count: 1234 }],
    ['a plural taking =0', '{count, plural, =0 {No items} one {# item} other {# items}}', { count: 0 }],
    ['a plural taking =1 before one', '{count, plural, =1 {Just one} one {# item} other {# items}}', { count: 1 }],
    ['a plural with an offset', '{count, plural, offset:1 one {You and # other} other {You and # others}}', { count: 3 }],
    ['an ordinal', '{n, selectordinal, one {#st} two {#nd} few {#rd} other {#th}}', { n: 22 }],
    ['a select', '{kind, select, arrival {Arriving} other {Leaving}}', { kind: 'arrival' }],
    ['a number', '{count, number} objects', { count: 1234567 }],
    ['a plural inside text', 'Showing {shown} of {total, plural, one {# object} other {# objects}}', { shown: '10', total: 2150 }],
  ])('reads %s as @lingui/core does', (_, message, values) => {
    for (const tag of ['en', 'es', 'zh-Hans']) {
      const compiled = compileMessageOrThrow(message);
      expect(interpret(tag, compiled as CompiledMessage, values)).toBe(lingui(tag, compiled, values));
    }
  });

  it('reads every message of every catalog as @lingui/core does, for several counts', () => {
    let compared = 0;
    for (const catalog of readCatalogs(join(__dirname, '../locales'))) {
      const tag = languageTag(catalog.code);
      for (const messages of catalog.namespaces.values()) {
        for (const message of messages.values()) {
          const compiled = compileMessageOrThrow(message);
          const numeric = numericArguments(compiled);
          for (const count of SAMPLE_NUMBERS) {
            const values = Object.fromEntries([...argumentsOf(compiled)].map((name) => [name, numeric.has(name) ? count : `«${name}»`]));
            expect(interpret(tag, compiled as CompiledMessage, values)).toBe(lingui(tag, compiled, values));
            compared += 1;
          }
        }
      }
    }
    expect(compared).toBeGreaterThan(100);
  });
});

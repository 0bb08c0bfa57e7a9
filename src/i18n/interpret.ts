/**
 * Reads Lingui's compiled messages (the token arrays scripts/catalogs-plugin.ts builds with
 * Lingui's compiler) and fills in their arguments. It stands in for @lingui/core's `i18n._`, whose
 * 2.5 kB gzip would land on every page (docs/decisions/0034); interpret.test.ts checks that the two
 * agree on every message of every catalog. It covers what the catalogs use: text, arguments,
 * `plural` and `selectordinal` (`#`, `=N`, `offset`), `select` and `number`. Dates and times are
 * formatted by the code that has them, in the airport's time zone, and passed in as text.
 */
export type CompiledToken = string | [name: string, type?: string, format?: unknown];
export type CompiledMessage = string | CompiledToken[];
export type MessageValues = Readonly<Record<string, string | number>>;

interface Choices {
  readonly [choice: string]: CompiledMessage | number | undefined;
  readonly offset?: number;
}

// Intl objects are made once per language (and plural type): making one loads locale data, which
// the cold-load profile showed as tens of ms at 4x CPU (bench profile, 2026-11-23).
const numberFormats = new Map<string, Intl.NumberFormat>();
/** A number in the language's own digits and grouping: the one number format of the app's text. */
export function formatNumber(locale: string, value: number): string {
  let format = numberFormats.get(locale);
  if (!format) numberFormats.set(locale, (format = new Intl.NumberFormat(locale)));
  return format.format(value);
}

const pluralRules = new Map<string, Intl.PluralRules>();
function pluralRule(locale: string, type: Intl.PluralRuleType): Intl.PluralRules {
  const key = `${locale} ${type}`;
  let rules = pluralRules.get(key);
  if (!rules) pluralRules.set(key, (rules = new Intl.PluralRules(locale, { type })));
  return rules;
}

function choose(locale: string, type: string, value: unknown, choices: Choices): CompiledMessage | undefined {
  if (type === 'select') return (choices[String(value)] ?? choices.other) as CompiledMessage | undefined;
  // Lingui's compiler stores `=0` as the choice "0".
  const exact = choices[String(value)];
  if (exact !== undefined) return exact as CompiledMessage;
  const rules = pluralRule(locale, type === 'selectordinal' ? 'ordinal' : 'cardinal');
  return (choices[rules.select(Number(value) - (choices.offset ?? 0))] ?? choices.other) as CompiledMessage | undefined;
}

/** `count` is the number `#` stands for, inside a plural's branch. */
export function interpret(locale: string, message: CompiledMessage, values: MessageValues, count?: number): string {
  if (typeof message === 'string') return message;
  let text = '';
  for (const token of message) {
    if (typeof token === 'string') {
      text += token === '#' && count !== undefined ? formatNumber(locale, count) : token;
      continue;
    }
    const [name, type, format] = token;
    const value = values[name];
    if (type === 'plural' || type === 'selectordinal' || type === 'select') {
      const choices = format as Choices;
      const branch = choose(locale, type, value, choices);
      // As in Lingui, `#` means a plural's number only in that plural's own branches.
      const inner = type === 'select' ? undefined : Number(value) - (choices.offset ?? 0);
      if (branch !== undefined) text += interpret(locale, branch, values, inner);
    } else if (type === 'number') {
      text += typeof value === 'number' ? formatNumber(locale, value) : (value ?? '');
    } else if (value !== undefined) {
      text += String(value);
    }
  }
  return text;
}

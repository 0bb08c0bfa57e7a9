/**
 * Ids are int64 and JSON.parse rounds integers above 2^53. One pass over the
 * text puts quotes around every number that sits under an id key, then the
 * browser's own JSON.parse does the rest: ids arrive as their exact decimal
 * strings, every other number as a number. See docs/decisions/0045.
 */
const ID_LIST_KEYS = new Set(['millsfield:images', 'millsfield:primary_image']);

export function isIdKey(key: string): boolean {
  return key === 'id' || key.endsWith('_id') || key.endsWith(':id') || ID_LIST_KEYS.has(key);
}

const QUOTE = 34;
const BACKSLASH = 92;
const COMMA = 44;
const OPEN_OBJECT = 123;
const CLOSE_OBJECT = 125;
const OPEN_ARRAY = 91;
const CLOSE_ARRAY = 93;
const MINUS = 45;
const NUMBER_TOKEN = /-?[0-9.eE+-]*/y;
// Only a valid JSON number is quoted: "01" must stay as invalid as 01 was.
const JSON_NUMBER = /^-?(0|[1-9]\d*)(\.\d+)?([eE][+-]?\d+)?$/;

/** Where a string literal opening at `start` closes (its closing quote), or -1. */
function stringEnd(text: string, start: number): number {
  let from = start + 1;
  for (;;) {
    const quote = text.indexOf('"', from);
    if (quote === -1) return -1;
    let backslashes = 0;
    while (text.charCodeAt(quote - 1 - backslashes) === BACKSLASH) backslashes += 1;
    if (backslashes % 2 === 0) return quote;
    from = quote + 1;
  }
}

interface Container {
  isArray: boolean;
  /** Arrays: the key the array is the value of (its numbers are ids if that key is). */
  key: string | null;
}

/** The text with every number under an id key written as a string. Invalid JSON stays invalid. */
export function quoteIdNumbers(text: string): string {
  const stack: Container[] = [];
  let pendingKey: string | null = null;
  let expectingKey = false;
  let output = '';
  let copiedUpTo = 0;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (code === QUOTE) {
      const end = stringEnd(text, index);
      if (end === -1) break;
      if (expectingKey) {
        const raw = text.slice(index + 1, end);
        pendingKey = raw.includes('\\') ? safeUnescape(text.slice(index, end + 1)) : raw;
        expectingKey = false;
      }
      index = end;
    } else if (code === OPEN_OBJECT) {
      stack.push({ isArray: false, key: null });
      expectingKey = true;
    } else if (code === OPEN_ARRAY) {
      const parent = stack.at(-1);
      stack.push({ isArray: true, key: parent?.isArray ? parent.key : pendingKey });
    } else if (code === CLOSE_OBJECT || code === CLOSE_ARRAY) {
      stack.pop();
    } else if (code === COMMA) {
      expectingKey = stack.at(-1)?.isArray === false;
    } else if (code === MINUS || (code >= 48 && code <= 57)) {
      NUMBER_TOKEN.lastIndex = index;
      NUMBER_TOKEN.test(text);
      const end = NUMBER_TOKEN.lastIndex;
      const container = stack.at(-1);
      const governingKey = container?.isArray ? container.key : pendingKey;
      const token = text.slice(index, end);
      if (governingKey !== null && isIdKey(governingKey) && JSON_NUMBER.test(token)) {
        output += `${text.slice(copiedUpTo, index)}"${token}"`;
        copiedUpTo = end;
      }
      index = end - 1;
    }
  }
  return copiedUpTo === 0 ? text : output + text.slice(copiedUpTo);
}

function safeUnescape(literal: string): string | null {
  try {
    return JSON.parse(literal) as string;
  } catch {
    return null;
  }
}

/**
 * Explicit bidirectional formatting characters (embeddings, overrides and
 * isolates: U+202A to U+202E, U+2066 to U+2069) let a string display in an
 * order other than its own: "\u202Egnp.exe" shows as "exe.png". Plain text
 * does not need them (the bidi algorithm orders Arabic or Hebrew by itself),
 * so they are removed before parsing, raw or written as JSON escapes, and every
 * title, post and name reaches the screen, the document title and the
 * accessible names in its own order. The UI isolates API text from its
 * neighbours too (`<bdi>`, `dir="auto"`; docs/design.md section 1).
 */
const BIDI_CONTROLS = /[\u202A-\u202E\u2066-\u2069]/g;
/** The escaped form, when its backslash is not itself escaped (an even run of backslashes before it). */
const ESCAPED_BIDI_CONTROLS = /(?<!\\)((?:\\\\)*)\\u(?:202[a-eA-E]|206[6-9])/g;

export function stripBidiControls(text: string): string {
  return text.replace(BIDI_CONTROLS, '').replace(ESCAPED_BIDI_CONTROLS, '$1');
}

/**
 * A number written with a fraction or an exponent somewhere (or what looks like one inside a
 * string): its text is not its integer's digits, so ids there are read the slow way. So is a
 * number of 16 digits or more, which may be 2^53 or above: read the fast way, its id would be
 * found inexact after the whole parse, and the text parsed a second time.
 */
const NOT_PLAIN_INTEGER = /[:[,]\s*-?(?:\d+[.eE]|\d{16})/;

export function parseApiJson(text: string): unknown {
  const plain = stripBidiControls(text);
  // The common answer holds ids below 2^53 written as plain integers: JSON.parse reads them exactly
  // and String() gives back their digits, so the text need not be rewritten first (a list page of
  // 100 records: about 0.6 ms of rewriting, and a JSON.parse of the rewritten rope, saved).
  if (!NOT_PLAIN_INTEGER.test(plain)) {
    const value: unknown = JSON.parse(plain);
    if (idsAsStrings(value)) return value;
  }
  return JSON.parse(quoteIdNumbers(plain));
}

/**
 * Turns every number under an id key (arrays follow their key, as in quoteIdNumbers) into its
 * digits, in place. False when one may not be exact (from 2^53 on, or -0): the caller then reads
 * the text the slow way. Iterative, so no depth of nesting can overflow the stack.
 */
function idsAsStrings(root: unknown): boolean {
  const pending: { value: unknown; underIdKey: boolean }[] = [{ value: root, underIdKey: false }];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const { value, underIdKey } = next;
    if (Array.isArray(value)) {
      for (let index = 0; index < value.length; index += 1) {
        const item: unknown = value[index];
        if (typeof item === 'number') {
          if (!underIdKey) continue;
          if (!exactId(item)) return false;
          value[index] = String(item);
        } else if (typeof item === 'object' && item !== null) {
          // An object inside the list has keys of its own; a list inside it follows the key.
          pending.push({ value: item, underIdKey: Array.isArray(item) && underIdKey });
        }
      }
    } else if (typeof value === 'object' && value !== null) {
      const record = value as Record<string, unknown>;
      for (const key in record) {
        const item = record[key];
        if (typeof item === 'number') {
          if (!isIdKey(key)) continue;
          if (!exactId(item)) return false;
          record[key] = String(item);
        } else if (typeof item === 'object' && item !== null) {
          pending.push({ value: item, underIdKey: Array.isArray(item) && isIdKey(key) });
        }
      }
    }
  }
  return true;
}

const exactId = (id: number) => Number.isSafeInteger(id) && !Object.is(id, -0);

import { isLosslessNumber, parse, type LosslessNumber } from 'lossless-json';

/**
 * Ids are int64 and JSON.parse rounds integers above 2^53. Parse losslessly
 * and turn every number under an id key into its exact decimal string; every
 * other number becomes a plain number. See docs/decisions/0001.
 */
const ID_LIST_KEYS = new Set(['millsfield:images', 'millsfield:primary_image']);

export function isIdKey(key: string): boolean {
  return key === 'id' || key.endsWith('_id') || key.endsWith(':id') || ID_LIST_KEYS.has(key);
}

function toNumber(value: LosslessNumber): number {
  // Not valueOf(): it throws for unsafe integers, which are only ever counts here.
  return Number.parseFloat(value.value);
}

function convert(key: string, value: unknown): unknown {
  if (isLosslessNumber(value)) return isIdKey(key) ? value.value : toNumber(value);
  return value;
}

export function parseApiJson(text: string): unknown {
  return parse(text, (key, value) => {
    // Array elements arrive with their index as key; the array's own key
    // (visited after its elements) decides whether they are ids.
    if (isLosslessNumber(value) && /^\d+$/.test(key)) return value;
    if (Array.isArray(value)) return value.map((element) => convert(key, element));
    return convert(key, value);
  });
}

/**
 * The huge scale's long tail of rare words: 40,000 pronounceable made-up words
 * ("Vorastilun", "Kaibreth"), each computed from the seed and its rank, so none
 * is held in memory. A word's rank is drawn with a Zipf-like law: the commonest
 * names about 6% of the objects, most of the tail only a handful, the way a real
 * museum's vocabulary runs (and so the catalogue's match sets have both shapes).
 */
import { hashString, type Random } from './random.ts';

export const RARE_WORD_COUNT = 40_000;

const ONSETS = ['b', 'd', 'f', 'g', 'h', 'k', 'l', 'm', 'n', 'p', 'r', 's', 't', 'v', 'z', 'br', 'dr', 'kr', 'st', 'th'];
const NUCLEI = ['a', 'e', 'i', 'o', 'u', 'ai', 'ea', 'ou'];
const CODAS = ['', 'n', 'r', 'l', 's', 'th', 'x', 'sk'];
const SYLLABLES = ONSETS.length * NUCLEI.length;
/**
 * Three syllables and an ending: 32,768,000 spellings, each read one way only (a syllable
 * starts with a consonant and ends with a vowel). Three, not two, so that no word of the
 * rest of the data ("poster" is two) turns up among them and swells its match set.
 */
const SPELLINGS = SYLLABLES ** 3 * CODAS.length;

export interface RareWords {
  /** The word of a rank, 0 (the commonest) to RARE_WORD_COUNT - 1. */
  word(rank: number): string;
  /** A rank from one draw: rank r is about 1/(r+1) as likely as the commonest. */
  draw(random: Random): number;
}

function gcd(a: number, b: number): number {
  return b === 0 ? a : gcd(b, a % b);
}

export function createRareWords(seed: number): RareWords {
  // rank -> spelling by an affine map modulo SPELLINGS with a multiplier coprime to it: a
  // permutation, so 40,000 ranks give 40,000 different words with nothing stored.
  let multiplier = (hashString(`${seed}:words:a`) % SPELLINGS) | 1;
  while (gcd(multiplier, SPELLINGS) !== 1) multiplier += 2;
  const offset = hashString(`${seed}:words:b`) % SPELLINGS;
  const logCount = Math.log(RARE_WORD_COUNT + 1);
  return {
    word(rank) {
      // Exact in doubles: the product is below 2^41.
      let code = ((((multiplier % SPELLINGS) * rank) % SPELLINGS) + offset) % SPELLINGS;
      let text = CODAS[code % CODAS.length]!;
      code = Math.floor(code / CODAS.length);
      for (let syllable = 0; syllable < 3; syllable += 1) {
        const at = code % SYLLABLES;
        code = Math.floor(code / SYLLABLES);
        text = ONSETS[Math.floor(at / NUCLEI.length)]! + NUCLEI[at % NUCLEI.length]! + text;
      }
      return text[0]!.toUpperCase() + text.slice(1);
    },
    draw(random) {
      return Math.min(RARE_WORD_COUNT - 1, Math.floor(Math.exp(random() * logCount)) - 1);
    },
  };
}

import { describe, expect, it } from 'vitest';
import {
  bigrams,
  distance,
  editsOne,
  fold,
  highlight,
  indexTokens,
  isCjk,
  pinyinTokens,
  singular,
  vocabularyWords,
  words,
  type Matcher,
} from './text.ts';

const matcher = (exact: string[], prefixes: string[] = [], runs: string[] = []): Matcher => ({ exact: new Set(exact), prefixes, runs });

describe('the words indexed and asked', () => {
  it('folds accents and case away, and gives Hangul syllables back whole', () => {
    expect(fold('Crème Brûlée ÅNGSTRÖM 한국')).toBe('creme brulee angstrom 한국');
  });

  it('splits spaced scripts on anything not a letter or digit, and CJK by the segmenter', () => {
    expect(words('  Café-au-lait, 2011.101 Boeing 747 ')).toEqual(['cafe', 'au', 'lait', '2011', '101', 'boeing', '747']);
    expect(words('Боинг Ελλάδα שלום')).toEqual(['боинг', 'ελλαδα', 'שלום']);
    expect(words('飞机模型 Pan Am 東京行き')).toEqual(['飞机', '模型', 'pan', 'am', '東京', '行き']);
    expect(words(' ,.; ')).toEqual([]);
    expect(words('飞机, ...')).toEqual(['飞机']);
    // The segmenter keeps underscores in a word ("_pan_"): its words are still letters and digits, no empty one.
    expect(words('_pan_ 飞机')).toEqual(['pan', '飞机']);
  });

  it('indexes the character pairs of CJK runs and the pinyin of Han characters, then what the expander adds', () => {
    expect(indexTokens('飞机模型')).toEqual([
      '飞机',
      '模型',
      '飞机',
      '机模',
      '模型',
      'fei',
      'ji',
      'mo',
      'xing',
      'feiji',
      'moxing',
      'feijimoxing',
    ]);
    // Kana and Hangul have pairs; only Han has pinyin.
    expect(indexTokens('東京ゆき')).toEqual(['東京', 'ゆき', '東京', '京ゆ', 'ゆき', 'dong', 'jing', 'dongjing']);
    expect(indexTokens('대한항공 모형')).toEqual(['대한항공', '모형', '대한', '한항', '항공', '모형']);
    expect(indexTokens('TWA poster', { expand: (tokens) => tokens.map((token) => `${token}!`) })).toEqual([
      'twa',
      'poster',
      'twa!',
      'poster!',
    ]);
    expect(indexTokens('Pan Am')).toEqual(['pan', 'am']);
  });

  it('gives each Han syllable once, and a word of two or more characters run together', () => {
    expect(pinyinTokens('飞机模型')).toEqual(['fei', 'ji', 'mo', 'xing', 'feiji', 'moxing', 'feijimoxing']);
    // One character a run: no joined syllables.
    expect(pinyinTokens('飞 机')).toEqual(['fei', 'ji']);
    expect(pinyinTokens('a飞机b')).toEqual(['fei', 'ji', 'feiji']);
    expect(pinyinTokens('飞机 飞机')).toEqual(['fei', 'ji', 'feiji']);
    expect(pinyinTokens('pan am')).toEqual([]);
  });

  it('tells CJK characters and cuts runs into pairs', () => {
    expect(['飞', 'ゆ', 'カ', '한', 'a飞'].map(isCjk)).toEqual([true, true, true, true, true]);
    expect(isCjk('ab')).toBe(false);
    expect(bigrams('飞机模型')).toEqual(['飞机', '机模', '模型']);
    expect(bigrams('飞')).toEqual([]);
  });
});

describe('singular', () => {
  it.each([
    ['passes', 'pass'],
    ['stories', 'story'],
    ['posters', 'poster'],
    ['boxes', 'box'],
    ['dishes', 'dish'],
    ['churches', 'church'],
    ['buzzes', 'buzz'],
    ['pies', 'pie'],
    ['cats', 'cat'],
    // An "es" or "s" inside the word is not its ending: museums is a museum, lists a list.
    ['manchesters', 'manchester'],
    ['museums', 'museum'],
    ['lists', 'list'],
  ])('reads %s as %s', (plural, one) => expect(singular(plural)).toBe(one));

  it.each(['glass', 'bus', 'tennis', 'cat', 'ies', 'a1s', 'jets1', 'b747s'])('leaves %s alone', (word) =>
    expect(singular(word)).toBeNull(),
  );
});

describe('corrections', () => {
  it('offers words of three letters or more, never numbers or CJK pairs', () => {
    expect(vocabularyWords(['ab', 'abc', '123', 'a12', '飞机', 'posters'])).toEqual(['abc', 'a12', 'posters']);
    // A word that starts with digits is still a word ("747s"); only digits alone are a number.
    expect(vocabularyWords(['747s', '747'])).toEqual(['747s']);
  });

  it('makes every string one edit away: delete, swap, replace, insert', () => {
    expect([...editsOne('ab', ['a', 'b'])].sort()).toEqual(['a', 'aa', 'aab', 'aba', 'abb', 'b', 'ba', 'bab', 'bb']);
    expect([...editsOne('', ['a'])]).toEqual(['a']);
    // Three letters: the rest of the word after a deletion or a replacement is joined as it was.
    expect([...editsOne('abc', ['x'])].sort()).toEqual(
      ['bc', 'ac', 'ab', 'bac', 'acb', 'xbc', 'axc', 'abx', 'xabc', 'axbc', 'abxc', 'abcx'].sort(),
    );
  });

  it('counts edits, a swap of neighbours as one, and stops past the limit', () => {
    expect(distance('model', 'modle')).toBe(1);
    expect(distance('stewardess', 'stewerdess', 1)).toBe(1);
    expect(distance('abc', 'abc')).toBe(0);
    expect(distance('', 'ab')).toBe(2);
    expect(distance('kitten', 'sitting', 3)).toBe(3);
    expect(distance('kitten', 'sitting')).toBe(3);
    expect(distance('a', 'abcd')).toBe(3);
    expect(distance('abcd', 'a')).toBe(3);
    expect(distance('abcdef', 'ghijkl')).toBe(3);
    expect(distance('ca', 'abc')).toBe(3);
    // Past the limit by length alone: the limit + 1, however much longer the other word is.
    expect(distance('ab', 'abcdefg')).toBe(3);
    expect(distance('', 'abcdef')).toBe(3);
    expect(distance('abcd', 'abdc', 1)).toBe(1);
    expect(distance('abcd', 'badc', 1)).toBe(2);
  });
});

describe('highlight', () => {
  it('marks whole words, accents and all, in the text as written', () => {
    expect(highlight('Café au lait, café', matcher(['cafe']))).toEqual([
      [0, 4],
      [14, 18],
    ]);
    expect(highlight('Boeing', matcher(['airbus'], ['x']))).toEqual([]);
  });

  it('marks as much of a word as the longest prefix typed covers, a whole word when it is all of it', () => {
    expect(highlight('Crème brûlée dish', matcher([], ['bru']))).toEqual([[6, 9]]);
    expect(highlight('Crème brûlée dish', matcher([], ['br', 'brul']))).toEqual([[6, 10]]);
    expect(highlight('Pan Am', matcher([], ['pan']))).toEqual([[0, 3]]);
    // Only the prefixes the word starts with count: a longer one typed for another word does not widen the mark.
    expect(highlight('Crème brûlée', matcher([], ['bru', 'panorama']))).toEqual([[6, 9]]);
    expect(highlight('Pan Am panorama', matcher(['am'], ['pan']))).toEqual([
      [0, 3],
      [4, 6],
      [7, 10],
    ]);
  });

  it('marks each CJK run found inside a word, and merges what touches', () => {
    expect(highlight('大型飞机模型飞机', matcher([], [], ['飞机']))).toEqual([
      [2, 4],
      [6, 8],
    ]);
    expect(highlight('飞机飞机', matcher([], [], ['飞机', '机飞']))).toEqual([[0, 4]]);
    // Inside a word (Korean words are spaced: 대한항공, Korean Air), at its place in the text, in either order asked.
    expect(highlight('모형 대한항공', matcher([], [], ['항공']))).toEqual([[5, 7]]);
    expect(highlight('대한항공', matcher([], [], ['항공', '대한']))).toEqual([[0, 4]]);
    // Written decomposed (jamo), the folded word is shorter than the text: no offset in it would be right, so none is marked.
    expect(highlight('대한항공'.normalize('NFD'), matcher([], [], ['항공']))).toEqual([]);
    expect(highlight('stewardess cap', matcher(['stewardess', 'cap']))).toEqual([
      [0, 10],
      [11, 14],
    ]);
  });
});

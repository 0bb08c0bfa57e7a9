import { describe, expect, it } from 'vitest';
import { BudgetExceeded, CHECK_EVERY } from './budget.ts';
import {
  MAX_CORRECTED_WORDS,
  MAX_WORDS,
  Vocabulary,
  accessionKey,
  accessionKeyOf,
  planKey,
  planQuery,
  wholeWords,
  type QueryPlan,
} from './query.ts';

const vocabulary = new Vocabulary(['airlines', 'boeing', 'poster', 'stewardess', 'timetable', 'uniform', 'united'].sort());

describe('planQuery', () => {
  it('widens a misspelt word to the catalogue words one edit away', () => {
    const plan = planQuery('unifrom ', vocabulary);
    expect(plan.corrections).toEqual(['uniform']);
    // The typed word stays, as the start of a longer one; "uniform" starts no longer word of the catalogue: taken whole.
    expect(planKey(plan)).toBe('("unifrom"* OR "uniform")');
    expect(plan.corrected).toBe('uniform');
    expect(planQuery('unifrom', vocabulary, { exact: true }).corrected).toBeNull();
  });

  it(`reads at most ${MAX_WORDS} words and corrects at most ${MAX_CORRECTED_WORDS} of them, however many are typed`, () => {
    const misspelt = ['airlnies', 'boieng', 'potser', 'stewardes', 'timetabel', 'unifrom', 'untied'];
    const plan = planQuery(`${[...misspelt, ...misspelt].join(' ')} `, vocabulary);
    expect(plan.terms).toHaveLength(MAX_WORDS);
    const widened = plan.terms.filter(
      (term) => term.type === 'word' && term.alternatives.some((alternative) => vocabulary.has(alternative.text)),
    );
    expect(widened).toHaveLength(MAX_CORRECTED_WORDS);
    // "stewardes" starts a catalogue word: found as it is, not corrected.
    expect(plan.corrections).toEqual(['airlines', 'boeing', 'poster', 'timetable']);
  });

  it('corrects a misspelt word after short or numeric words the catalogue lacks: they take none of the corrections', () => {
    const plan = planQuery('x yz qq jj 12345 unifrom ', vocabulary);
    expect(plan.corrections).toEqual(['uniform']);
    expect(plan.corrected).toBe('x yz qq jj 12345 uniform');
  });

  it('takes every word as the start of a longer one, and a plural as its singular too', () => {
    const plan = planQuery('unit posters', vocabulary);
    expect(planKey(plan)).toBe('"unit"* AND ("posters"* OR "poster")');
    expect(plan.corrected).toBeNull();
  });

  it('reads a decade, a year and a year "circa" as dates, not words', () => {
    expect(planQuery('poster 1960s', vocabulary)).toMatchObject({ years: { from: 1960, to: 1969 }, terms: [{ type: 'word' }] });
    expect(planQuery('c. 1962', vocabulary)).toMatchObject({ years: { from: 1962, to: 1962 }, terms: [] });
    expect(planQuery('circa 1962 poster', vocabulary).years).toEqual({ from: 1962, to: 1962 });
    // A number that is no year stays a word.
    expect(planQuery('boeing 747', vocabulary)).toMatchObject({ years: null, terms: [{ type: 'word' }, { type: 'word' }] });
  });
});

describe('accessionKey', () => {
  it('reads an accession number or its beginning with any separator, and not a lone number or words', () => {
    for (const typed of ['2011.101.0002', '2011-101-0002', '2011 101 0002', ' 2011/101/0002 '])
      expect(accessionKey(typed)).toBe('2011.101.0002');
    expect(accessionKey('L2004 118')).toBe('l2004.118');
    expect(accessionKey('ua 123')).toBeNull();
    expect(accessionKey('2011')).toBeNull();
    expect(accessionKey('model plane')).toBeNull();
  });
});

describe('Vocabulary', () => {
  const words = new Vocabulary(
    ['a11', 'cap', 'model', 'pan', 'panorama', 'place', 'plane', 'plate', 'unit', 'united', 'uniform'].sort(),
    new Map([
      ['plate', 5],
      ['place', 9],
      ['plane', 2],
    ]),
  );

  it('knows its words, the letters they use, and which start a longer word', () => {
    expect(words.size).toBe(11);
    expect(words.alphabet.join('')).toBe('1acdefilmnoprtu');
    expect(words.has('pan')).toBe(true);
    expect(words.has('pa')).toBe(false);
    expect(['pan', 'panorama', 'unit', 'uni', 'zzz', 'plac'].map((word) => words.extends(word))).toEqual([
      true,
      false,
      true,
      true,
      false,
      true,
    ]);
    expect(['pan', 'uni', 'zzz', '', 'pla'].map((prefix) => words.firstWithPrefix(prefix))).toEqual([
      'pan',
      'uniform',
      undefined,
      'a11',
      'place',
    ]);
    expect(words.count('place')).toBe(9);
    expect(words.count('cap')).toBe(0);
  });

  it('corrects words of 4 to 24 letters, not numbers: whole words one edit away, or words starting one edit away', () => {
    expect(words.corrections('platx', false)).toEqual(['plate']);
    expect(words.corrections('plat', true)).toEqual(['pla', 'plac', 'plan', 'plate']);
    expect(words.corrections('cpa', false)).toEqual([]);
    expect(words.corrections('1234', false)).toEqual([]);
    expect(words.corrections(`${'x'.repeat(24)}`, false)).toEqual([]);
    expect(words.corrections('modle', false)).toEqual(['model']);
  });

  it('offers near whole words, fewest edits first, then the commonest, never with a digit', () => {
    expect(words.near('plame')).toEqual([
      { word: 'place', edits: 1 },
      { word: 'plate', edits: 1 },
      { word: 'plane', edits: 1 },
    ]);
    expect(words.near('plame', 1)).toEqual([{ word: 'place', edits: 1 }]);
    // Two edits for a word of five letters or more; one for a shorter one.
    expect(words.near('plaxxe')).toEqual([
      { word: 'place', edits: 2 },
      { word: 'plate', edits: 2 },
      { word: 'plane', edits: 2 },
    ]);
    expect(words.near('cxx')).toEqual([]);
    expect(words.near('capp')).toEqual([{ word: 'cap', edits: 1 }]);
    expect(words.near('a12')).toEqual([]);
    expect(words.near('a1')).toEqual([]);
    expect(words.near('pan')).toEqual([]);
    expect(words.near('x'.repeat(25))).toEqual([]);
    // Equal edits and counts: in order.
    expect(words.near('unitex')).toEqual([
      { word: 'united', edits: 1 },
      { word: 'unit', edits: 2 },
    ]);
  });
});

describe('planQuery, each kind of word', () => {
  const words = new Vocabulary(
    ['pan', 'panorama', 'place', 'plane', 'plate', 'poster', 'posters', 'stewardess', 'uniform'].sort(),
    new Map([
      ['plate', 5],
      ['place', 9],
      ['plane', 2],
    ]),
  );
  const matcherOf = (plan: QueryPlan) => ({ ...plan.matcher, exact: [...plan.matcher.exact] });

  it('asks a CJK word by its character pairs, one CJK character as a prefix, one letter whole', () => {
    const pairs = planQuery('飞机模型', words);
    // The segmenter's words, each by its pairs.
    expect(planKey(pairs)).toBe('("飞机") AND ("模型")');
    expect(planKey(planQuery('飛行機', words))).toBe('("飛行" AND "行機")');
    expect(matcherOf(pairs)).toEqual({ exact: [], prefixes: [], runs: ['飞机', '模型'] });
    const one = planQuery('飞', words);
    expect(planKey(one)).toBe('"飞"*');
    expect(matcherOf(one)).toEqual({ exact: [], prefixes: ['飞'], runs: [] });
    expect(planKey(planQuery('a', words))).toBe('"a"');
    expect(planKey(planQuery('   ', words))).toBeNull();
  });

  it('offers each correction as the whole query, the likeliest as what was searched', () => {
    const plan = planQuery('pan plame', words);
    expect(plan.corrections).toEqual(['place', 'plate', 'plane']);
    expect(plan.corrected).toBe('pan place');
    expect(plan.variants).toEqual(['pan place', 'pan plate', 'pan plane']);
    expect(planKey(plan)).toBe('"pan"* AND ("plame"* OR "place" OR "plate" OR "plane")');
    expect(planKey(wholeWords(plan))).toBe('"pan" AND ("plame" OR "place" OR "plate" OR "plane")');
    expect(matcherOf(plan)).toEqual({ exact: ['place', 'plate', 'plane'], prefixes: ['pan', 'plame'], runs: [] });
    expect(plan.name).toBe('pan plame');
    // A word still being typed: the words that start one edit from it.
    expect(planQuery('stewqr', words).corrections).toEqual(['stewardess']);
    expect(planQuery('qqqqqq', words)).toMatchObject({ corrections: [], corrected: null, variants: [] });
  });

  it('asks a whole word that starts no longer one as itself, and a plural that is a word with its singular', () => {
    const plan = planQuery('posters', words);
    expect(planKey(plan)).toBe('("posters" OR "poster")');
    expect(matcherOf(plan).exact).toEqual(['posters', 'poster']);
    // poster* covers posters: one lookup.
    expect(planKey(planQuery('poster', words))).toBe('"poster"*');
  });

  it('takes the first date only; a year outside 1000-2099 or "c" before no year is words', () => {
    expect(planQuery('1960s 1970s', words)).toMatchObject({ years: { from: 1960, to: 1969 }, understood: '1960s 1970s' });
    expect(planKey(planQuery('1960s 1970s', words))).toBe('"1970s"*');
    expect(planQuery('1962 1963', words).years).toEqual({ from: 1962, to: 1962 });
    expect(planQuery('ca 1962', words)).toMatchObject({ years: { from: 1962, to: 1962 }, terms: [] });
    for (const q of ['3000', '999', '0999', 'c 999', 'c 2100', '1965s', '196s']) expect(planQuery(q, words).years, q).toBeNull();
    expect(planQuery('1000', words).years).toEqual({ from: 1000, to: 1000 });
    expect(planQuery('2099', words).years).toEqual({ from: 2099, to: 2099 });
    expect(planQuery('0000s', words).years).toEqual({ from: 0, to: 9 });
  });

  it('reads at most 1,000 characters and cuts a word at 64, its quotes doubled in the key', () => {
    expect(planQuery(`${'a'.repeat(1_000)}b`, words).understood).toBe('a'.repeat(1_000));
    expect(planKey(planQuery('x'.repeat(70), words))).toBe(`"${'x'.repeat(64)}"*`);
    expect(planQuery('  say   "hi" ', words).understood).toBe('say "hi"');
  });
});

describe('accessionKey, its limits', () => {
  it('folds accents, and refuses a number longer than 64 characters or without a digit in its first part', () => {
    expect(accessionKey('Ö2020.3.7')).toBe('o2020.3.7');
    expect(accessionKey(`1${'.1'.repeat(31)}`)).toBe(`1${'.1'.repeat(31)}`);
    expect(accessionKey(`1${'.1'.repeat(32)}`)).toBeNull();
    expect(accessionKey('ab.cd')).toBeNull();
    expect(accessionKey('2011.')).toBeNull();
    expect(accessionKey('2011..101')).toBe('2011.101');
    expect(accessionKeyOf(' 2011 -- 101/Ä ')).toBe('2011.101.a');
  });
});

describe('Vocabulary and planQuery at their edges (each case a mutant of query.ts that survived the suites above)', () => {
  const twentyFour = 'abcdefghijklmnopqrstuvwx';

  it('knows the letters its words use, in order', () => {
    // Built inside the test: the suites above build theirs while Vitest collects, before a mutant is switched on.
    const built = new Vocabulary(['pan', 'cap', '9a']);
    expect(built.alphabet).toEqual(['9', 'a', 'c', 'n', 'p']);
  });

  it('corrects words of up to 24 letters, at most 12 corrections, the first in order; numbers are not corrected', () => {
    const long = new Vocabulary([twentyFour, `${twentyFour}y`].sort());
    expect(long.corrections(`${twentyFour.slice(0, -1)}z`, false)).toEqual([twentyFour]);
    expect(long.corrections(`${twentyFour}z`, false)).toEqual([]);
    // 15 words one edit from "abcd": 12 offered, in order (not the order the edits are made in).
    const many = new Vocabulary(['abc', 'bcd', ...'bcdefghijklm'.split('').map((letter) => `${letter}bcd`), 'nbcd'].sort());
    expect(many.corrections('abcd', false)).toEqual([
      'abc',
      'bbcd',
      'bcd',
      'cbcd',
      'dbcd',
      'ebcd',
      'fbcd',
      'gbcd',
      'hbcd',
      'ibcd',
      'jbcd',
      'kbcd',
    ]);
    // Only a word of digits alone is a number: one that ends or starts with digits is corrected.
    const numbered = new Vocabulary(['1235', '12ab', 'a123'].sort());
    expect(numbered.corrections('1234', false)).toEqual([]);
    expect(numbered.corrections('b123', false)).toEqual(['a123']);
    expect(numbered.corrections('12ac', false)).toEqual(['12ab']);
  });

  it('offers near words for up to 24 letters, one edit for four letters, none with a digit, ties in order', () => {
    const long = new Vocabulary([twentyFour, `${twentyFour}y`].sort());
    expect(long.near(`${twentyFour.slice(0, -1)}z`)).toEqual([
      { word: twentyFour, edits: 1 },
      { word: `${twentyFour}y`, edits: 2 },
    ]);
    expect(long.near(`${twentyFour}z`)).toEqual([]);
    const four = new Vocabulary(['place', 'plane', 'plate']);
    expect(four.near('plax')).toEqual([]);
    const digits = new Vocabulary(['ab1de', 'abcde']);
    expect(digits.near('abxde')).toEqual([{ word: 'abcde', edits: 1 }]);
    const ties = new Vocabulary(['cab', 'cad', 'cap', 'car', 'cat']);
    expect(ties.near('caz').map((near) => near.word)).toEqual(['cab', 'cad', 'cap', 'car', 'cat']);
  });

  it(`looks at its budget once every ${CHECK_EVERY.toLocaleString('en')} words of a near-word scan`, () => {
    const big = new Vocabulary(Array.from({ length: CHECK_EVERY + 1_000 }, (_, index) => `w${String(index).padStart(5, '0')}`));
    let checked = 0;
    expect(big.near('zzzzzz', 5, { check: () => void (checked += 1) })).toEqual([]);
    expect(checked).toBe(1);
    const spent = {
      check: () => {
        throw new BudgetExceeded(1);
      },
    };
    expect(() => big.near('zzzzzz', 5, spent)).toThrow(BudgetExceeded);
  });

  it('reads a decade, a year or "circa" only as whole words: 1e3, 01962, 1962e0, x1960s and 1960sx are words', () => {
    for (const q of ['1e3', '01962', '1962e0', 'x1960s', '1960sx']) expect(planQuery(q, vocabulary).years, q).toBeNull();
    // "circa" is part of the date, not a word to search.
    expect(planQuery('circa 1962', vocabulary)).toMatchObject({ years: { from: 1962, to: 1962 }, terms: [] });
  });

  it('asks a two-letter word as the start of longer ones, and a word with digits the catalogue holds whole unless all digits', () => {
    expect(planKey(planQuery('po', vocabulary))).toBe('"po"*');
    const numbered = new Vocabulary(['747', '9a', 'b747'].sort());
    expect(planKey(planQuery('b747', numbered))).toBe('"b747"');
    expect(planKey(planQuery('9a', numbered))).toBe('"9a"');
    expect(planKey(planQuery('747', numbered))).toBe('"747"*');
  });

  it('keeps CJK words as they are among the whole-word terms, and every term a word or pairs', () => {
    const cjk = new Vocabulary([]);
    expect(planKey(wholeWords(planQuery('飞机模型', cjk)))).toBe('("飞机") AND ("模型")');
    expect(planQuery('飞', cjk).terms).toEqual([{ type: 'word', alternatives: [{ text: '飞', prefix: true }] }]);
    expect(wholeWords(planQuery('飞 poster', vocabulary)).terms).toEqual([
      { type: 'word', alternatives: [{ text: '飞', prefix: true }] },
      { type: 'word', alternatives: [{ text: 'poster', prefix: false }] },
    ]);
  });

  it('corrects to the whole words one edit away when there are some, likeliest then in order, each lookup once', () => {
    // "carb" starts "carbon", one edit from "carx"; "cart" is a whole word one edit away: only it is offered.
    expect(planQuery('carx', new Vocabulary(['carbon', 'cart'])).corrections).toEqual(['cart']);
    // Equally common corrections: in order.
    expect(planQuery('caxs', new Vocabulary(['cabs', 'cads', 'caps', 'cars', 'cats'])).corrections).toEqual([
      'cabs',
      'cads',
      'caps',
      'cars',
      'cats',
    ]);
    // "plan"* covers "plans" and the "planz" typed: one lookup, not three.
    const plan = planQuery('planz', new Vocabulary(['plan', 'plans']));
    expect(plan.corrections).toEqual(['plan', 'plans']);
    expect(planKey(plan)).toBe('"plan"*');
  });
});

describe('accessionKey, its edges', () => {
  it('takes 64 characters, parts of letters after a number, and drops separators at either end', () => {
    expect(accessionKey(`11${'.1'.repeat(31)}`)).toBe(`11${'.1'.repeat(31)}`);
    expect(accessionKey('2004a 118')).toBe('2004a.118');
    expect(accessionKey('2011.101a')).toBe('2011.101a');
    expect(accessionKeyOf('(2011.101)')).toBe('2011.101');
  });

  it('refuses words before the number, and anything after it but parts', () => {
    for (const typed of ['model 2011 101', '2011.101, poster', '2011!.101']) expect(accessionKey(typed), typed).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { MAX_CORRECTED_WORDS, MAX_WORDS, Vocabulary, accessionKey, planKey, planQuery } from './query.ts';

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

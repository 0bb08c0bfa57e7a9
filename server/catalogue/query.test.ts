import { describe, expect, it } from 'vitest';
import { MAX_CORRECTED_WORDS, MAX_WORDS, Vocabulary, ftsExpression, planQuery } from './query.ts';

const vocabulary = new Vocabulary(['airlines', 'boeing', 'poster', 'stewardess', 'timetable', 'uniform', 'united'].sort());

describe('planQuery', () => {
  it('widens a misspelt word to the catalogue words one edit away', () => {
    const plan = planQuery('unifrom ', vocabulary);
    expect(plan.corrections).toEqual(['uniform']);
    expect(ftsExpression(plan)).toBe('("unifrom" OR "uniform")');
  });

  it(`reads at most ${MAX_WORDS} words and corrects at most ${MAX_CORRECTED_WORDS} of them, however many are typed`, () => {
    const misspelt = ['airlnies', 'boieng', 'potser', 'stewardes', 'timetabel', 'unifrom', 'untied'];
    const plan = planQuery(`${[...misspelt, ...misspelt].join(' ')} `, vocabulary);
    expect(plan.terms).toHaveLength(MAX_WORDS);
    const widened = plan.terms.filter((term) => term.type === 'word' && term.alternatives.length > 1);
    expect(widened).toHaveLength(MAX_CORRECTED_WORDS);
    expect(plan.corrections).toEqual(['airlines', 'boeing', 'poster', 'stewardess']);
  });
});

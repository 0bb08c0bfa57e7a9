import { normaliseTag } from './tags.ts';

describe('normaliseTag', () => {
  it('makes the # optional', () => {
    expect(normaliseTag('  #sfo ')).toBe('sfo');
    expect(normaliseTag('##aviation')).toBe('aviation');
    expect(normaliseTag('museum')).toBe('museum');
  });
});

import { normaliseTag, readTag } from './tags.ts';

describe('normaliseTag', () => {
  it('makes the # optional', () => {
    expect(normaliseTag('  #sfo ')).toBe('sfo');
    expect(normaliseTag('##aviation')).toBe('aviation');
    expect(normaliseTag('museum')).toBe('museum');
  });
});

describe('readTag', () => {
  it('accepts one word of letters, marks, digits and _, in any script, with or without the #', () => {
    for (const [input, tag] of [
      ['#SFO ', 'SFO'],
      ['sfo_museum2024', 'sfo_museum2024'],
      ['航空', '航空'],
      ['aviación', 'aviación'],
      ['नमस्ते', 'नमस्ते'],
    ]) {
      expect(readTag(input!), input).toEqual({ tag });
    }
  });

  it('asks for a tag when there is none', () => {
    expect(readTag('  # ')).toEqual({ problem: 'required' });
  });

  it('rejects spaces, slashes and other punctuation inside the tag', () => {
    for (const input of ['sfo museum', 'sfo/museum', '../shoebox', 'a\\b', 'a?b', 'a#b', 'a.b', 'tab\there']) {
      expect(readTag(input), input).toEqual({ problem: 'invalid' });
    }
  });

  it('rejects a tag longer than 100 characters', () => {
    expect(readTag('a'.repeat(100))).toEqual({ tag: 'a'.repeat(100) });
    expect(readTag('a'.repeat(101))).toEqual({ problem: 'too-long' });
  });
});

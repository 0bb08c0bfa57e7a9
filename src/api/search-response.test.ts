// @vitest-environment node
import { ShapeError } from './hangar.ts';
import { readSearchAnswer, readSuggestions } from './search-response.ts';

const answer = (extra: Record<string, unknown>) => ({ results: [], total: 0, page: 1, pages: 0, per_page: 20, ...extra });

describe('search answers', () => {
  it('reads the corrected query, absent (a server before it) as none, and reports a malformed one instead of showing it', () => {
    expect(readSearchAnswer(answer({ corrected: 'uniform' })).corrected).toBe('uniform');
    expect(readSearchAnswer(answer({ corrected: null })).corrected).toBeNull();
    expect(readSearchAnswer(answer({})).corrected).toBeNull();
    expect(() => readSearchAnswer(answer({ corrected: ['uniform'] }))).toThrow(new ShapeError('"corrected" is not a string'));
  });

  it('reads the place kinds a result may be', () => {
    const place = (kind: string, href: string) => ({ id: '9007199254740993', kind, name: 'Terminal 2', href });
    const kinds = readSearchAnswer(
      answer({
        results: [
          place('collection', '/collections/9007199254740993'),
          place('terminal', '/terminals/9007199254740993'),
          place('building', '/buildings/9007199254740993/gates'),
          place('boarding-area', '/boarding-areas/9007199254740993/gates'),
        ],
      }),
    ).results.map((result) => [result.kind, result.id]);
    expect(kinds).toEqual([
      ['collection', '9007199254740993'],
      ['terminal', '9007199254740993'],
      ['building', '9007199254740993'],
      ['boarding-area', '9007199254740993'],
    ]);
  });

  it('reads how many entries a suggestion stands for, and only a whole number', () => {
    const suggestion = { text: 'Western Airlines postcard', kind: 'object', href: '/search?q=Western%20Airlines%20postcard' };
    expect(readSuggestions({ suggestions: [{ ...suggestion, count: 100 }, suggestion] })).toEqual([
      { ...suggestion, count: 100 },
      suggestion,
    ]);
    expect(() => readSuggestions({ suggestions: [{ ...suggestion, count: '100' }] })).toThrow(
      new ShapeError('"suggestions[0].count" is not a whole number'),
    );
  });
});

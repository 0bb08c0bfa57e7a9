import { ApiError, MalformedResponseError, NetworkError, TimeoutError } from '../../api/errors.ts';
import { METHODS } from '../../api/methods.ts';
import { describeApiError, describeError } from './errors.ts';

describe('describeError', () => {
  it('gives the flights 900 its own sentence', () => {
    expect(describeApiError(METHODS.flightsForDate, 900).detail).toBe('That date isn’t valid. Pick a date like 2024-06-01.');
  });

  it('scopes codes to the operation: 900 means different things', () => {
    expect(describeApiError(METHODS.removeItem, 900).title).toBe('That item was already gone');
    expect(describeApiError(METHODS.collectionObjects, 900).title).toBe('These objects could not be loaded');
  });

  it('has a human sentence for every code in the spec and DESIGN.md', () => {
    const perMethod: Array<[string, number]> = [
      [METHODS.removeItem, 900], [METHODS.removeItem, 901], [METHODS.categoryObjects, 900], [METHODS.categorySubcategories, 900],
      [METHODS.terminalExhibitions, 900], [METHODS.collectionSubcategories, 900], [METHODS.collectionCategories, 900],
      [METHODS.boardingAreaGates, 900], [METHODS.collectionObjects, 900], [METHODS.terminalGalleries, 900], [METHODS.buildingGates, 900],
      [METHODS.postsForHashtag, 900], [METHODS.flightsForDate, 900], [METHODS.flightsForDate, 901],
    ];
    for (const [method, code] of perMethod) expect(describeApiError(method, code).kind).not.toBe('unknown');
    for (const code of [450, 452, 453, 454, 490, 491, 493, 494, 499, 405, 512]) {
      expect(describeApiError(METHODS.collectionObjects, code).kind, `code ${code}`).not.toBe('unknown');
    }
  });

  it('marks token problems as auth errors', () => {
    for (const code of [490, 491, 493, 494]) expect(describeApiError('any', code).kind).toBe('auth');
  });

  it('describes transport failures without leaking details', () => {
    expect(describeError(new NetworkError({ method: 'm', verb: 'GET' })).kind).toBe('network');
    expect(describeError(new TimeoutError({ method: 'm', verb: 'GET', timeoutMs: 15000 })).kind).toBe('network');
    expect(describeError(new MalformedResponseError({ method: 'm', verb: 'GET', httpStatus: 200, reason: 'x' })).kind).toBe('malformed');
    const described = describeError(new ApiError({ method: 'm', code: 493, message: 'token demo-secret is invalid', httpStatus: 493, verb: 'GET' }));
    expect(JSON.stringify(described)).not.toContain('demo-secret');
  });
});

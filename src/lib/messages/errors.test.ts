import { ApiError, MalformedResponseError, NetworkError, TimeoutError } from '../../api/errors.ts';
import { LISTS, WRITES, type ListName } from '../../api/operations.ts';
import { switchLanguage } from '../../i18n/language.ts';
import { describeApiError, describeError, errorSentence } from './errors.ts';

describe('describeError', () => {
  it('words the catalogue endpoints’ errors: a search refused, no catalogue yet, an id not in it', () => {
    expect(describeApiError('hangar.search', 454, 400)).toMatchObject({ kind: 'invalid', title: 'That search could not be read' });
    expect(describeApiError('hangar.search', 503, 503)).toMatchObject({ kind: 'server', title: 'Search is not available yet' });
    expect(describeApiError('hangar.object', 404, 404)).toMatchObject({ kind: 'not-found', title: 'Not in the catalogue' });
  });

  it('gives the flights 900 its own sentence and 901 the failure', () => {
    expect(describeApiError(LISTS.flightsForDate.method, 900)).toEqual({
      kind: 'invalid',
      title: 'That date isn’t valid',
      detail: 'That date isn’t valid. Pick a date like 2024-06-01.',
    });
    expect(describeApiError(LISTS.flightsForDate.method, 901)).toMatchObject({ kind: 'server', title: 'The flights could not be loaded' });
  });

  it('scopes codes to the operation: 900 means different things', () => {
    expect(describeApiError(WRITES.removeItem, 900)).toMatchObject({ kind: 'not-found', title: 'That item was already gone' });
    expect(describeApiError(WRITES.removeItem, 901)).toMatchObject({ kind: 'server', title: 'The item could not be removed' });
    expect(describeApiError(LISTS.collectionObjects.method, 900).title).toBe('The objects could not be loaded');
    expect(describeApiError(LISTS.collectionObjects.method, 900, 400).title).toBe('Collection not found');
    // A code another operation defines is not this one's: it falls to the generic sentence.
    expect(describeApiError(LISTS.collectionObjects.method, 901).kind).toBe('unknown');
    expect(describeApiError(WRITES.emptyShoebox, 900).kind).toBe('unknown');
  });

  it.each<[ListName, string]>([
    ['categoryObjects', 'objects'],
    ['categorySubcategories', 'subcategories'],
    ['terminalExhibitions', 'exhibitions'],
    ['collectionSubcategories', 'subcategories'],
    ['collectionCategories', 'categories'],
    ['boardingAreaGates', 'gates'],
    ['collectionObjects', 'objects'],
    ['terminalGalleries', 'galleries'],
    ['buildingGates', 'gates'],
    ['postsForHashtag', 'posts'],
  ])('%s 900 names the %s it failed to list', (name, noun) => {
    expect(describeApiError(LISTS[name].method, 900)).toEqual({
      kind: 'server',
      title: `The ${noun} could not be loaded`,
      detail: `The server could not list the ${noun}. Please try again in a moment.`,
    });
  });

  it.each<[ListName, string]>([
    ['categoryObjects', 'Category not found'],
    ['categorySubcategories', 'Category not found'],
    ['terminalExhibitions', 'Terminal not found'],
    ['collectionSubcategories', 'Collection not found'],
    ['collectionCategories', 'Collection not found'],
    ['boardingAreaGates', 'Boarding area not found'],
    ['collectionObjects', 'Collection not found'],
    ['terminalGalleries', 'Terminal not found'],
    ['buildingGates', 'Building not found'],
  ])('%s 900 with a 4xx (an unknown id) says %s, not "try again"', (name, title) => {
    const error = new ApiError({ method: LISTS[name].method, code: 900, message: 'x', httpStatus: 400, verb: 'GET' });
    const described = describeError(error);
    expect(described).toMatchObject({ kind: 'not-found', title });
    expect(described.detail).not.toMatch(/try again/i);
  });

  it('words the 900 of every list in LISTS, but the shoebox’s (it has no codes of its own, docs/api.md section 7)', () => {
    const unworded = (Object.keys(LISTS) as ListName[]).filter((name) => describeApiError(LISTS[name].method, 900).kind === 'unknown');
    expect(unworded).toEqual(['listItems']);
  });

  it('keeps "try again" for a 900 a retry may fix (a 5xx, an error envelope in a 200), and for the feed, whose unknown tag is an empty list', () => {
    for (const httpStatus of [500, 200]) {
      const failed = new ApiError({ method: LISTS.collectionObjects.method, code: 900, message: 'x', httpStatus, verb: 'GET' });
      expect(describeError(failed), `HTTP ${httpStatus}`).toMatchObject({ kind: 'server', title: 'The objects could not be loaded' });
    }
    const feed = new ApiError({ method: LISTS.postsForHashtag.method, code: 900, message: 'x', httpStatus: 400, verb: 'GET' });
    expect(describeError(feed)).toMatchObject({ kind: 'server', title: 'The posts could not be loaded' });
  });

  it('has a human sentence for every common code in docs/design.md', () => {
    for (const code of [450, 452, 453, 454, 490, 491, 493, 494, 499, 405, 512]) {
      expect(describeApiError(LISTS.collectionObjects.method, code).kind, `code ${code}`).not.toBe('unknown');
    }
    expect(describeApiError('any', 777)).toMatchObject({
      kind: 'unknown',
      detail: 'The server answered with error 777. Please try again in a moment.',
    });
  });

  it('marks token problems as auth errors', () => {
    for (const code of [490, 491, 493, 494]) expect(describeApiError('any', code).kind).toBe('auth');
  });

  it('describes transport failures without leaking details', () => {
    expect(describeError(new NetworkError({ method: 'm', verb: 'GET' })).kind).toBe('network');
    expect(describeError(new TimeoutError({ method: 'm', verb: 'GET', timeoutMs: 15000 })).kind).toBe('network');
    expect(describeError(new MalformedResponseError({ method: 'm', verb: 'GET', httpStatus: 200, reason: 'x' })).kind).toBe('malformed');
    expect(describeError(new Error('boom')).kind).toBe('unknown');
    const described = describeError(
      new ApiError({ method: 'm', code: 493, message: 'token demo-secret is invalid', httpStatus: 493, verb: 'GET' }),
    );
    expect(JSON.stringify(described)).not.toContain('demo-secret');
  });

  it('leaves "may I retry" to the error itself', () => {
    expect(describeError(new NetworkError({ method: 'm', verb: 'GET' }))).not.toHaveProperty('retryable');
    expect(describeApiError(LISTS.collectionObjects.method, 900)).not.toHaveProperty('retryable');
  });
});

describe('describeError in another language', () => {
  afterEach(async () => {
    await switchLanguage('en');
  });

  it('is worded when asked for, in the language active then: Spanish gender in whole sentences', async () => {
    await switchLanguage('es');
    expect(describeApiError(LISTS.buildingGates.method, 900, 404)).toEqual({
      kind: 'not-found',
      title: 'No se encontró el edificio',
      detail: 'Hangar no tiene ningún edificio en esta dirección. Puede que el enlace esté mal escrito o desactualizado.',
    });
    expect(describeApiError(LISTS.collectionObjects.method, 900, 404).detail).toMatch(/^Hangar no tiene ninguna colección /);
    expect(describeApiError('any', 777).detail).toBe('El servidor respondió con el error 777. Inténtelo de nuevo en un momento.');
    expect(errorSentence(describeApiError('any', 491))).toBe('Su sesión ha caducado. Vuelva a iniciar sesión para continuar.');
  });

  it('puts the noun where Chinese puts it', async () => {
    await switchLanguage('zh');
    expect(describeApiError(LISTS.terminalGalleries.method, 900)).toMatchObject({
      title: '无法加载展厅',
      detail: '服务器无法列出展厅。请稍后重试。',
    });
  });
});

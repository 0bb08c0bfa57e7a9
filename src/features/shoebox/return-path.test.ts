import { returnPath } from './return-path.ts';

describe('where signing in returns to', () => {
  it('goes back to the page of this app the visitor came from, query and fragment kept', () => {
    expect(returnPath({ from: '/collections/1/objects' })).toBe('/collections/1/objects');
    expect(returnPath({ from: '/categories/5/objects?images=1#top' })).toBe('/categories/5/objects?images=1#top');
    expect(returnPath({ from: '/social/sfo' })).toBe('/social/sfo');
  });

  it('goes to the shoebox when there is no origin (a link from outside, a typed address)', () => {
    for (const state of [null, undefined, {}, 'from', { from: 42 }, { from: '' }]) expect(returnPath(state)).toBe('/shoebox');
  });

  it('never leaves the app: full URLs, protocol-relative and backslash tricks go to the shoebox', () => {
    for (const from of [
      'https://evil.example/',
      'javascript:alert(1)',
      '//evil.example/path',
      '/\\evil.example',
      '\\\\evil.example',
      'evil.example',
      '/%2F/evil.example',
    ]) {
      const path = returnPath({ from });
      expect(path.startsWith('/') && !path.startsWith('//'), from).toBe(true);
      expect(new URL(path, 'https://hangar.test').origin, from).toBe('https://hangar.test');
    }
    expect(returnPath({ from: '//evil.example/path' })).toBe('/shoebox');
    expect(returnPath({ from: '/\\evil.example' })).toBe('/shoebox');
  });

  it('does not return to the sign-in page itself', () => {
    expect(returnPath({ from: '/sign-in' })).toBe('/shoebox');
    expect(returnPath({ from: '/sign-in?x=1' })).toBe('/shoebox');
  });
});

import { linkify } from './linkify.ts';

describe('linkify', () => {
  it('finds http(s) links and hashtags and keeps the rest as text', () => {
    expect(linkify('See https://example.org/a?b=1&c=2 and #sfomuseum!')).toEqual([
      { kind: 'text', value: 'See ' },
      { kind: 'url', value: 'https://example.org/a?b=1&c=2', href: 'https://example.org/a?b=1&c=2' },
      { kind: 'text', value: ' and ' },
      { kind: 'tag', value: '#sfomuseum', tag: 'sfomuseum' },
      { kind: 'text', value: '!' },
    ]);
  });

  it('leaves sentence punctuation out of a URL', () => {
    const tokens = linkify('Read it (https://example.org/story).');
    expect(tokens[1]).toEqual({ kind: 'url', value: 'https://example.org/story', href: 'https://example.org/story' });
    expect(tokens[2]).toEqual({ kind: 'text', value: ').' });
  });

  it('links unicode hashtags but not anchors inside words or URLs', () => {
    expect(linkify('#café and #航空').filter((token) => token.kind === 'tag').map((token) => token.value)).toEqual(['#café', '#航空']);
    expect(linkify('issue#12 and https://example.org/#top').filter((token) => token.kind === 'tag')).toEqual([]);
  });

  it.each([
    '<script>alert(1)</script>',
    '<img src=x onerror=alert(1)>',
    '<a href="javascript:alert(1)">x</a>',
    'javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
  ])('keeps hostile markup as plain text and never makes a non-http link: %s', (hostile) => {
    const tokens = linkify(hostile);
    expect(tokens.every((token) => token.kind !== 'url' || /^https?:/.test(token.href))).toBe(true);
    expect(tokens.map((token) => token.value).join('')).toBe(hostile);
  });

  it('turns a URL with an embedded quote into a link that stops at the quote', () => {
    const tokens = linkify('https://example.org/"onmouseover="alert(27)');
    expect(tokens[0]).toEqual({ kind: 'url', value: 'https://example.org/', href: 'https://example.org/' });
    expect(tokens.map((token) => token.value).join('')).toBe('https://example.org/"onmouseover="alert(27)');
  });
});

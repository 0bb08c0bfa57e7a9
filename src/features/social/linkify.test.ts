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
    expect(
      linkify('#café and #航空')
        .filter((token) => token.kind === 'tag')
        .map((token) => token.value),
    ).toEqual(['#café', '#航空']);
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

describe('linkify: http links and the edges of a URL', () => {
  const links = (text: string) => linkify(text).filter((token) => token.kind === 'url');
  const rejoined = (text: string) =>
    linkify(text)
      .map((token) => token.value)
      .join('');

  it('links plain http:// as well as https://', () => {
    expect(linkify('Old site: http://www.flysfo.com/museum now')).toEqual([
      { kind: 'text', value: 'Old site: ' },
      { kind: 'url', value: 'http://www.flysfo.com/museum', href: 'http://www.flysfo.com/museum' },
      { kind: 'text', value: ' now' },
    ]);
  });

  it('gives the parsed href (host lower-cased, path encoded) but shows what the post said', () => {
    expect(links('at http://SFOMuseum.org/a b')).toEqual([
      { kind: 'url', value: 'http://SFOMuseum.org/a', href: 'http://sfomuseum.org/a' },
    ]);
    expect(links('https://example.org/café')[0]).toEqual({
      kind: 'url',
      value: 'https://example.org/café',
      href: 'https://example.org/caf%C3%A9',
    });
  });

  it.each([
    ['Visit https://sfomuseum.org.', 'https://sfomuseum.org', '.'],
    ['Visit https://sfomuseum.org!', 'https://sfomuseum.org', '!'],
    ['Really? https://sfomuseum.org/a?', 'https://sfomuseum.org/a', '?'],
    ['See https://sfomuseum.org/a, then', 'https://sfomuseum.org/a', ', then'],
    ['Links: https://sfomuseum.org/a; https://x.org', 'https://sfomuseum.org/a', '; '],
    ['“https://sfomuseum.org/a”', 'https://sfomuseum.org/a', '”'],
    ['[https://sfomuseum.org/a]', 'https://sfomuseum.org/a', ']'],
    ['Wow https://sfomuseum.org/a!?...', 'https://sfomuseum.org/a', '!?...'],
  ])('leaves trailing punctuation out of the link: %s', (text, url, after) => {
    const tokens = linkify(text);
    const index = tokens.findIndex((token) => token.kind === 'url');
    expect(tokens[index]).toEqual({ kind: 'url', value: url, href: new URL(url).href });
    expect(tokens[index + 1]?.value.startsWith(after)).toBe(true);
    expect(rejoined(text)).toBe(text);
  });

  it('keeps punctuation inside a URL', () => {
    expect(links('https://example.org/a.b,c;d?e=f!g')).toEqual([
      { kind: 'url', value: 'https://example.org/a.b,c;d?e=f!g', href: 'https://example.org/a.b,c;d?e=f!g' },
    ]);
  });

  it('keeps the closing parenthesis of a Wikipedia-style URL, but not one that closes the sentence', () => {
    expect(links('https://en.wikipedia.org/wiki/Boeing_747_(disambiguation)')[0]?.value).toBe(
      'https://en.wikipedia.org/wiki/Boeing_747_(disambiguation)',
    );
    const tokens = linkify('(see https://en.wikipedia.org/wiki/Concorde_(aircraft)).');
    expect(tokens).toEqual([
      { kind: 'text', value: '(see ' },
      {
        kind: 'url',
        value: 'https://en.wikipedia.org/wiki/Concorde_(aircraft)',
        href: 'https://en.wikipedia.org/wiki/Concorde_(aircraft)',
      },
      { kind: 'text', value: ').' },
    ]);
  });

  it('finds several links and keeps the text between them', () => {
    expect(linkify('http://a.org and https://b.org')).toEqual([
      { kind: 'url', value: 'http://a.org', href: 'http://a.org/' },
      { kind: 'text', value: ' and ' },
      { kind: 'url', value: 'https://b.org', href: 'https://b.org/' },
    ]);
  });

  it('leaves a scheme with no address as one piece of text', () => {
    expect(linkify('try https://. or http:// now')).toEqual([{ kind: 'text', value: 'try https://. or http:// now' }]);
  });

  it('stops a URL at markup, so a tag after it stays text', () => {
    const tokens = linkify('https://example.org/<script>alert(1)</script>');
    expect(tokens[0]).toEqual({ kind: 'url', value: 'https://example.org/', href: 'https://example.org/' });
    expect(tokens.slice(1)).toEqual([{ kind: 'text', value: '<script>alert(1)</script>' }]);
  });

  it.each([
    'javascript:alert(1)',
    'JavaScript://%0aalert(document.cookie)',
    'javascript://example.org/%0aalert(1)',
    ' javascript:void(0) ',
    'vbscript:msgbox(1)',
  ])('never makes a link of a script URL: %s', (hostile) => {
    expect(links(hostile)).toEqual([]);
    expect(rejoined(hostile)).toBe(hostile);
  });

  it('links only the https part of something glued after javascript:', () => {
    const tokens = linkify('javascript:https://example.org');
    expect(tokens).toEqual([
      { kind: 'text', value: 'javascript:' },
      { kind: 'url', value: 'https://example.org', href: 'https://example.org/' },
    ]);
  });

  it('returns nothing for an empty post and one text token for plain text', () => {
    expect(linkify('')).toEqual([]);
    expect(linkify('Just landed.')).toEqual([{ kind: 'text', value: 'Just landed.' }]);
  });
});

describe('linkify: hashtags', () => {
  it('finds a tag at the start, after punctuation and before text', () => {
    expect(linkify('#SFO, (#aviation) and #747s')).toEqual([
      { kind: 'tag', value: '#SFO', tag: 'SFO' },
      { kind: 'text', value: ', (' },
      { kind: 'tag', value: '#aviation', tag: 'aviation' },
      { kind: 'text', value: ') and ' },
      { kind: 'tag', value: '#747s', tag: '747s' },
    ]);
  });

  it('does not read an HTML entity or a path as a tag, nor a lone #', () => {
    expect(linkify('&#39; a/#b # c').filter((token) => token.kind === 'tag')).toEqual([]);
  });

  it('puts a tag right after a link', () => {
    expect(linkify('https://example.org #sfo')).toEqual([
      { kind: 'url', value: 'https://example.org', href: 'https://example.org/' },
      { kind: 'text', value: ' ' },
      { kind: 'tag', value: '#sfo', tag: 'sfo' },
    ]);
  });
});

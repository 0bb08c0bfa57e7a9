// @vitest-environment node
import fc from 'fast-check';
import { isIdKey, parseApiJson, quoteIdNumbers, stripBidiControls } from './json.ts';

describe('parseApiJson', () => {
  it('keeps every digit of int64 ids and turns them into strings', () => {
    const parsed = parseApiJson(
      '{"results":[{"wof:id":9007199254740993,"wof:parent_id":9223372036854775807,"id":1,"millsfield:collection_id":42}],"total":3}',
    ) as { results: Record<string, unknown>[]; total: unknown };
    expect(parsed.results[0]).toEqual({
      'wof:id': '9007199254740993',
      'wof:parent_id': '9223372036854775807',
      id: '1',
      'millsfield:collection_id': '42',
    });
    expect(parsed.total).toBe(3);
  });

  it('converts id lists and leaves other numbers numeric', () => {
    const parsed = parseApiJson(
      '{"millsfield:images":[9007199254740993,5],"sfomuseum:gallery_id":[1,2],"sizes":[320,640],"wof:lastmodified":1700000000,"ratio":1.5}',
    );
    expect(parsed).toEqual({
      'millsfield:images': ['9007199254740993', '5'],
      'sfomuseum:gallery_id': ['1', '2'],
      sizes: [320, 640],
      'wof:lastmodified': 1700000000,
      ratio: 1.5,
    });
  });

  it('converts ids nested in objects inside arrays', () => {
    const parsed = parseApiJson('{"images":[{"id":9223372036854775807,"sizes":{"n":{"width":320}}}]}');
    expect(parsed).toEqual({ images: [{ id: '9223372036854775807', sizes: { n: { width: 320 } } }] });
  });

  it('throws on invalid JSON', () => {
    expect(() => parseApiJson('{"results": [')).toThrow();
  });

  it('is not fooled by numbers, brackets and escaped quotes inside strings, or by escaped keys', () => {
    const parsed = parseApiJson('{"title":"id\\": 5 [ {\\"id\\":1}","\\u0069d":9007199254740993,"n":-12,"list":["a,1",2]}');
    expect(parsed).toEqual({ title: 'id": 5 [ {"id":1}', id: '9007199254740993', n: -12, list: ['a,1', 2] });
  });

  it('keeps invalid numbers invalid instead of quoting them into strings', () => {
    expect(() => parseApiJson('{"id":01}')).toThrow();
    expect(() => parseApiJson('{"id":-}')).toThrow();
    expect(() => parseApiJson('{"id":1.}')).toThrow();
  });

  it("agrees with JSON.parse on any JSON without id keys, and turns any id key's integer into its exact digits", () => {
    const withoutIdKeys = fc
      .jsonValue()
      .filter((value) => !JSON.stringify(value).match(/"(id|[^"]*[_:]id|millsfield:(images|primary_image))":/));
    fc.assert(
      fc.property(withoutIdKeys, (value) => {
        const text = JSON.stringify(value);
        expect(parseApiJson(text)).toEqual(JSON.parse(text));
      }),
      { numRuns: 300 },
    );
    fc.assert(
      fc.property(fc.bigInt({ min: -(2n ** 63n), max: 2n ** 63n - 1n }), fc.constantFrom('id', 'wof:id', 'wof:parent_id'), (id, key) => {
        const parsed = parseApiJson(`{"before":[1,{"x":2}],"${key}":${id},"after":3}`) as Record<string, unknown>;
        expect(parsed[key]).toBe(id.toString());
        expect(parsed.after).toBe(3);
      }),
      { numRuns: 300 },
    );
    expect(isIdKey('sfomuseum:gallery_id')).toBe(true);
  });

  it('reads any JSON with ids exactly as rewriting its text would, whichever way it takes', () => {
    const key = fc.constantFrom('id', 'wof:id', 'x_id', 'millsfield:images', 'name', 'sizes', 'total');
    const number = fc.oneof(
      fc.integer(),
      fc.double({ noNaN: true, noDefaultInfinity: true }),
      fc.bigInt({ min: -(2n ** 63n), max: 2n ** 63n - 1n }).map((id) => ({ raw: id.toString() })),
    );
    const value = fc.letrec((tie) => ({
      node: fc.oneof({ depthSize: 'small' }, number, fc.string(), tie('list'), tie('record')),
      list: fc.array(tie('node'), { maxLength: 4 }),
      record: fc.dictionary(key, tie('node'), { maxKeys: 4 }),
    })).node;
    // Big integers written as their digits, as the service writes ids.
    const write = (node: unknown): string =>
      Array.isArray(node)
        ? `[${node.map(write).join(',')}]`
        : typeof node === 'object' && node !== null
          ? 'raw' in node
            ? String((node as { raw: string }).raw)
            : `{${Object.entries(node)
                .map(([name, item]) => `${JSON.stringify(name)}:${write(item)}`)
                .join(',')}}`
          : JSON.stringify(node);
    fc.assert(
      fc.property(value, (node) => {
        const text = write(node);
        expect(parseApiJson(text)).toEqual(JSON.parse(quoteIdNumbers(text)));
      }),
      { numRuns: 500 },
    );
  });

  it('is not fooled by escaped backslashes and quotes just before an id key', () => {
    // "x\\" ends after two backslashes (an escaped backslash), so its last quote closes the string.
    expect(parseApiJson('{"a":"x\\\\","id":9007199254740993}')).toEqual({ a: 'x\\', id: '9007199254740993' });
    // "q\"" holds an escaped quote; three backslashes then a quote: an escaped backslash and an escaped quote.
    expect(parseApiJson('{"a":"q\\"","wof:id":9007199254740993}')).toEqual({ a: 'q"', 'wof:id': '9007199254740993' });
    expect(parseApiJson('{"a":"\\\\\\"","wof:id":9007199254740993}')).toEqual({ a: '\\"', 'wof:id': '9007199254740993' });
    // A key ending in an escaped backslash, then an id key.
    expect(parseApiJson('{"k\\\\":1,"x_id":9007199254740993}')).toEqual({ 'k\\': 1, x_id: '9007199254740993' });
    // An escaped key that spells an id key is an id key; one that does not parse as a string is none.
    expect(parseApiJson('{"wof\\u003aid":9007199254740993}')).toEqual({ 'wof:id': '9007199254740993' });
  });

  it('tells which keys hold ids', () => {
    for (const key of ['id', 'wof:id', 'wof:parent_id', 'sfomuseum:gallery_id', 'millsfield:images', 'millsfield:primary_image'])
      expect(isIdKey(key), key).toBe(true);
    for (const key of ['idea', 'paid', 'valid', 'wof:id_x', 'images', 'millsfield:image', 'ID', 'total'])
      expect(isIdKey(key), key).toBe(false);
  });

  it('follows arrays: nested lists under an id key, and the key again after an object inside the list', () => {
    expect(parseApiJson('{"millsfield:images":[{"x":1},[9007199254740993],7]}')).toEqual({
      'millsfield:images': [{ x: 1 }, ['9007199254740993'], '7'],
    });
    expect(parseApiJson('{"x_id":[{"a":1},2],"n":3}')).toEqual({ x_id: [{ a: 1 }, '2'], n: 3 });
    expect(parseApiJson('{"sizes":[[1,2]],"id":[3]}')).toEqual({ sizes: [[1, 2]], id: ['3'] });
    expect(parseApiJson('[{"id":1},2,{"n":3}]')).toEqual([{ id: '1' }, 2, { n: 3 }]);
  });

  it('quotes whole numbers with their sign, fraction and exponent, and nothing when there is no id', () => {
    expect(parseApiJson('{"id":-12.5e+3,"n":-1}')).toEqual({ id: '-12.5e+3', n: -1 });
    expect(parseApiJson('{"id":0,"b_id":1E2}')).toEqual({ id: '0', b_id: '1E2' });
    const plain = '{"total":9007199254740993}';
    expect(quoteIdNumbers(plain)).toBe(plain);
    expect(quoteIdNumbers('{"id":1,"n":2}')).toBe('{"id":"1","n":2}');
  });

  it('leaves an unterminated string alone', () => {
    expect(quoteIdNumbers('{"id":1,"a":"open')).toBe('{"id":"1","a":"open');
    expect(() => parseApiJson('{"id":1,"a":"open')).toThrow();
  });

  it('keeps every id exact after any string value or key, escapes and all', () => {
    const tricky = fc.string({ unit: fc.constantFrom('\\', '"', 'a', ':', ',', '{', '}', '[', ']', '1', ' ', '\n', 'id', '_id') });
    fc.assert(
      fc.property(tricky, tricky, fc.bigInt({ min: 0n, max: 2n ** 63n - 1n }), (key, value, id) => {
        const before = ['wof:id', 'list', 'n'].includes(key) ? `${key}!` : key;
        const text = `{${JSON.stringify(before)}:${JSON.stringify(value)},"list":[${JSON.stringify(value)},1],"wof:id":${id},"n":5}`;
        const parsed = parseApiJson(text) as Record<string, unknown>;
        expect(parsed['wof:id']).toBe(id.toString());
        expect(parsed[before]).toBe(value);
        expect(parsed.list).toEqual([value, 1]);
        expect(parsed.n).toBe(5);
      }),
      { numRuns: 500 },
    );
  });
});

describe('bidirectional controls in API text', () => {
  const RLO = '\u202E';
  const PDF = '\u202C';

  it('are removed, so "gnp.exe" behind a right-to-left override reads as it is written', () => {
    const body = JSON.stringify({ text: `${RLO}gnp.exe${PDF} and \u2067isolated\u2069`, hashtags: ['a\u202Ab'] });
    expect(parseApiJson(body)).toEqual({ text: 'gnp.exe and isolated', hashtags: ['ab'] });
  });

  it('are removed when written as JSON escapes too, in any case', () => {
    expect(parseApiJson('{"text":"\\u202Egnp.exe\\u202c","name":"\\u2066x\\u2069"}')).toEqual({ text: 'gnp.exe', name: 'x' });
  });

  it('leave an escaped backslash followed by the letters "u202E" alone', () => {
    expect(parseApiJson('{"path":"C:\\\\u202E"}')).toEqual({ path: 'C:\\u202E' });
    expect(parseApiJson('{"path":"\\\\\\u202Ex"}')).toEqual({ path: '\\x' });
  });

  it('keep the marks that only nudge neutral characters, and right-to-left text itself', () => {
    const text = 'שלום \u200F(1)\u200E عربى';
    expect(stripBidiControls(text)).toBe(text);
  });

  it('leave any other text exactly as it was', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (text) => {
        fc.pre(!/[\u202A-\u202E\u2066-\u2069]/.test(text));
        expect(parseApiJson(JSON.stringify({ text }))).toEqual({ text });
      }),
      { numRuns: 300 },
    );
  });
});

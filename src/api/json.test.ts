import fc from 'fast-check';
import { isIdKey, parseApiJson } from './json.ts';

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

  it('agrees with JSON.parse on any JSON without id keys, and turns any id key\'s integer into its exact digits', () => {
    const withoutIdKeys = fc.jsonValue().filter((value) => !JSON.stringify(value).match(/"(id|[^"]*[_:]id|millsfield:(images|primary_image))":/));
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
});

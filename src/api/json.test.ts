import { parseApiJson } from './json.ts';

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
});
